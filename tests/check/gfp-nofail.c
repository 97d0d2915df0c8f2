// gfp-nofail-nowait and gfp-nofail-noretry (both on): __GFP_NOFAIL with a
// mask that forbids direct reclaim, or with __GFP_NORETRY or
// __GFP_RETRY_MAYFAIL; then masks that are not such a request, or that
// reach no allocation.  A call written over several lines has no one-line
// text: its value is named.
#include "gfp-flags.h"
static void f(size_t n, gfp_t gfp)
{
	kmalloc(n, GFP_NOWAIT | __GFP_NOFAIL);	// expected-warning:20 {{GFP_NOWAIT | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)}}
	kmalloc(n, GFP_ATOMIC | __GFP_NOFAIL);	// expected-warning:20 {{GFP_ATOMIC | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)}}
	kmalloc(n, GFP_KERNEL | __GFP_NOFAIL | __GFP_NORETRY);	// expected-warning:20 {{GFP_KERNEL | __GFP_NOFAIL | __GFP_NORETRY asks 'kmalloc' never to fail (__GFP_NOFAIL) yet lets it fail (__GFP_NORETRY): __GFP_NOFAIL wins and the allocation retries forever; drop the one that is not meant}}
	alloc_pages(__GFP_RETRY_MAYFAIL | GFP_NOFS | __GFP_NOFAIL, 0);	// expected-warning:21 {{__GFP_RETRY_MAYFAIL | GFP_NOFS | __GFP_NOFAIL asks 'alloc_pages' never to fail (__GFP_NOFAIL) yet lets it fail (__GFP_RETRY_MAYFAIL): __GFP_NOFAIL wins and the allocation retries forever; drop the one that is not meant}}
	kmalloc(n,
		GFP_NOWAIT |	// expected-warning:17 {{GFP_NOWAIT | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)}}
		__GFP_NOFAIL);
	/* negatives: sleeping NOFAIL, not a constant, no NOFAIL */
	kmalloc(n, GFP_KERNEL | __GFP_NOFAIL);
	kmalloc(n, GFP_NOFS | __GFP_NOFAIL | __GFP_NOWARN);
	kmalloc(n, gfp | __GFP_NOFAIL);
	kmalloc(n, (gfp & ~__GFP_DIRECT_RECLAIM) | __GFP_NOFAIL);
	kmalloc(n, GFP_NOWAIT | __GFP_NORETRY);
	kmalloc(n, GFP_KERNEL | __GFP_RETRY_MAYFAIL);
	frob(__GFP_NOFAIL);	/* frob() allocates nothing: not a request */
}
