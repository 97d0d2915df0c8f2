// Not a request: a complement (an AND-mask: 6.1's ext4 passes ~__GFP_FS to
// mapping_gfp_constraint()) has every other bit set, and a function without
// a word ending in "alloc" in its name, or not returning memory, takes a
// mask that is no allocation (post_alloc_hook() and 6.12's mark_allocated()
// on pages already taken).  mempool_alloc() is an allocation.
#include "gfp-flags.h"
gfp_t mapping_gfp_constraint(void *m, gfp_t mask);
void post_alloc_hook(void *page, unsigned int order, gfp_t flags);
void *mark_allocated(void *page, unsigned int order, gfp_t flags);
void *mempool_alloc(void *pool, gfp_t flags);
static void f(void *m, void *p)
{
	mapping_gfp_constraint(m, ~__GFP_FS);
	mapping_gfp_constraint(m, ~(__GFP_FS | __GFP_IO));
	post_alloc_hook(p, 0, __GFP_MOVABLE);
	mark_allocated(p, 0, __GFP_MOVABLE);
	mempool_alloc(p, __GFP_MOVABLE);	// expected-warning:26 {{__GFP_MOVABLE given to 'mempool_alloc' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | __GFP_MOVABLE (GFP_ATOMIC | __GFP_MOVABLE where it cannot sleep)}}
}
