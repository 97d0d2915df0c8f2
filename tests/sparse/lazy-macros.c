/* An inline body of a header left unexpanded until a check needs it is
 * expanded with the macros as they were at its place in the header: a
 * macro redefined or first defined after it does not apply. */
#include "inc/lazy-macros.h"

void take_flags(unsigned int g)
{
}

static int use(gfp_t g, int n)
{
	pass_flags(g);
	return macro_redefined(g) + macro_defined_later(g) + unpaired(g, n) +
	       with_directive(g) + line_of(g) + not_braces(g) +
	       feature_on(g, n);
}
