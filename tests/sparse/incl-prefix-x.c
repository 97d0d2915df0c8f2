// ARGS: -fdiagnostic-prefix=cg
/* Rule (spec 8.1, 8.3): -fdiagnostic-prefix=X inserts "X: " after the
 * location of every line, info lines included, but not in the note
 * line; here with a nested include chain. */
#include "inc/mid.h"

static void incl_prefix(gfp_t g, unsigned int n)
{
	g = n;
	n = h(g);
}
