// ARGS: -include tests/sparse/inc/mid.h
/* Rule (spec 8.3, 10.2): an inline function of a header reached through
 * -include (as Kbuild pre-includes compiler_types.h), called from the
 * main file: its copy is checked while the main file is expanded, so
 * the note line starts with the main file's name, and the list names
 * the pre-included file, then "builtin". */
static int use(gfp_t g, unsigned int n)
{
	n = g;
	return h(g);
}
