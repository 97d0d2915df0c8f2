/* The bodies of a header's inline functions are parsed when a check first
 * needs them (a call, an address taken, a static assertion): what is
 * reported is what sparse reports, in sparse's order. */
#include "inc/lazy.h"

static int use(gfp_t g)
{
	void (*keep)(gfp_t, unsigned int *) = addressed;
	unsigned int n;
	keep(g, &n);
	return called(g) + outer(g);
}
