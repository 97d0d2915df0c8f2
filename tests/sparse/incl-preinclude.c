// ARGS: -include tests/sparse/inc/pre.h
/* Rule (spec 8.3, 10.2): a diagnostic in a file given with -include:
 * sparse reads it through its "builtin" stream, so the note line reads
 * "command-line: note: in included file (through builtin):". */
static void use_pre(gfp_t g, unsigned int n)
{
	g = n;
}
