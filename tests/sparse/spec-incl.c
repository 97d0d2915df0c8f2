/* Spec example incl.c (spec 8.3, 8.4): include note through a nested
 * header, macro columns; the example follows unchanged. */
#include "inc/mid.h"
#define ID(x) (x)
static int use(gfp_t g, int n)
{
	n =   ID(n) + ID(  g);
	return h(g) + n;
}
