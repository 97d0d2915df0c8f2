// ARGS: -fdiagnostic-prefix
/* Spec example incl.c (spec 8.1, 8.3) with -fdiagnostic-prefix:
 * "sparse: " on every line but the note; the example follows unchanged. */
#include "inc/mid.h"
#define ID(x) (x)
static int use(gfp_t g, int n)
{
	n =   ID(n) + ID(  g);
	return h(g) + n;
}
