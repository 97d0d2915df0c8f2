// ARGS: -fdiagnostic-prefix
#include "inc/mid.h"
#define ID(x) (x)
static int use(gfp_t g, int n)
{
	n =   ID(n) + ID(  g);
	return h(g) + n;
}
