// ARGS: -include tests/sparse/inc/pre.h
/* Rule (spec 8.3, 10.2): files given with -include are read through
 * sparse's "builtin" stream and checked as a unit of their own, before
 * the main file: their evaluation and expansion warnings all come first,
 * and the note line reads "command-line: note: in included file
 * (through builtin):". */
static void use_pre(gfp_t g, unsigned int n)
{
	unsigned char c = 0x2ff;

	g = n;
}
