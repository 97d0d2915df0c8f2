// A macro named ...MASK is a set of bits to keep, not flags (6.1's
// GFP_RECLAIM_MASK has NOFAIL, NORETRY, MEMALLOC and NOMEMALLOC); the same
// bits spelled as flags are checked.
#include "gfp-flags.h"
#define GFP_RECLAIM_MASK (__GFP_NOFAIL|__GFP_NORETRY|__GFP_MEMALLOC|__GFP_NOMEMALLOC)
void *buf_alloc(gfp_t gfp);
static void f(void)
{
	buf_alloc(GFP_RECLAIM_MASK);
	buf_alloc(GFP_ZONEMASK);
	buf_alloc(__GFP_NOFAIL | __GFP_NORETRY);	// expected-warning:19 {{__GFP_NOFAIL | __GFP_NORETRY asks 'buf_alloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)}} expected-warning:19 {{__GFP_NOFAIL | __GFP_NORETRY asks 'buf_alloc' never to fail (__GFP_NOFAIL) yet lets it fail (__GFP_NORETRY): __GFP_NOFAIL wins and the allocation retries forever; drop the one that is not meant}}
}
