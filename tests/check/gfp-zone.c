// gfp-zone-only, gfp-zone-bad, gfp-slab-zone (all on): a mask of zone
// modifiers alone, two zones GFP_ZONE_BAD marks invalid, a zone slab
// memory cannot honour; then the masks these checks must leave alone.
#include "gfp-flags.h"
static void f(size_t n, void *c, void *m)
{
	kmalloc(n, GFP_DMA);	// expected-warning:20 {{GFP_DMA given to 'kmalloc' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | GFP_DMA (GFP_ATOMIC | GFP_DMA where it cannot sleep)}}
	__get_free_pages(GFP_DMA32, 1);	// expected-warning:26 {{GFP_DMA32 given to '__get_free_pages' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | GFP_DMA32 (GFP_ATOMIC | GFP_DMA32 where it cannot sleep)}}
	alloc_pages(__GFP_DMA | __GFP_MOVABLE, 0);	// expected-warning:21 {{__GFP_DMA | __GFP_MOVABLE given to 'alloc_pages' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | __GFP_DMA | __GFP_MOVABLE (GFP_ATOMIC | __GFP_DMA | __GFP_MOVABLE where it cannot sleep)}}
	alloc_pages(GFP_KERNEL | __GFP_DMA | __GFP_HIGHMEM, 0);	// expected-warning:21 {{GFP_KERNEL | __GFP_DMA | __GFP_HIGHMEM given to 'alloc_pages' combines the zone modifiers __GFP_DMA and __GFP_HIGHMEM, which the kernel's GFP_ZONE_BAD marks invalid (gfp_zone() hits VM_BUG_ON): keep one zone}}
	kzalloc(n, GFP_KERNEL | __GFP_HIGHMEM);	// expected-warning:20 {{GFP_KERNEL | __GFP_HIGHMEM given to 'kzalloc' has __GFP_HIGHMEM, which slab memory cannot honour (GFP_SLAB_BUG_MASK: the kernel prints "Unexpected gfp ... Fix your code!" and clears it): drop it, or use the page allocator for such memory}}
	kmem_cache_alloc(c, GFP_NOWAIT | GFP_DMA32);	// expected-warning:29 {{GFP_NOWAIT | GFP_DMA32 given to 'kmem_cache_alloc' has __GFP_DMA32, which slab memory cannot honour (GFP_SLAB_BUG_MASK: the kernel prints "Unexpected gfp ... Fix your code!" and clears it): drop it, or use the page allocator for such memory}}
	kvmalloc(n, GFP_KERNEL | __GFP_DMA32);	// expected-warning:21 {{GFP_KERNEL | __GFP_DMA32 given to 'kvmalloc' has __GFP_DMA32, which slab memory cannot honour (GFP_SLAB_BUG_MASK: the kernel prints "Unexpected gfp ... Fix your code!" and clears it): drop it, or use the page allocator for such memory}}
	/* negatives */
	mapping_set_gfp_mask(m, GFP_DMA);
	/* stored for later requests, reaching no allocation here */
	mapping_set_gfp_mask(m, __GFP_DMA32 | __GFP_HIGHMEM | __GFP_MOVABLE);
	frob(GFP_DMA32);
	kmalloc(n, GFP_KERNEL | GFP_DMA);
	alloc_pages(GFP_KERNEL | __GFP_HIGHMEM | __GFP_MOVABLE, 0);
	alloc_pages(GFP_ATOMIC | __GFP_DMA32, 0);
	kmalloc(n, GFP_ATOMIC | __GFP_DMA);
}
