// A macro named ...MASK is a set of bits to keep, not flags (6.1's
// GFP_RECLAIM_MASK has NOFAIL, NORETRY, MEMALLOC and NOMEMALLOC); the same
// bits spelled as flags are checked.
#include "gfp-flags.h"
#define GFP_RECLAIM_MASK (__GFP_NOFAIL|__GFP_NORETRY|__GFP_MEMALLOC|__GFP_NOMEMALLOC)
void *frob3(gfp_t keep);
static void f(void)
{
	frob3(GFP_RECLAIM_MASK);
	frob3(GFP_ZONEMASK);
	frob3(__GFP_NOFAIL | __GFP_NORETRY);	// expected-warning:15 {{__GFP_NOFAIL | __GFP_NORETRY asks 'frob3' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)}} expected-warning:15 {{__GFP_NOFAIL | __GFP_NORETRY asks 'frob3' never to fail (__GFP_NOFAIL) yet lets it fail (__GFP_NORETRY): __GFP_NOFAIL wins and the allocation retries forever; drop the one that is not meant}}
}
