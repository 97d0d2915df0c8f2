// The flag checks judge only a mask that reaches an allocation: given to
// an allocator, or to a helper of the unit that hands its gfp_t parameter
// on to one (as it is, or with constant flags or'ed in or masked out),
// judged as the allocation gets it.  An allocation's "extra flags"
// parameter is no request by itself.  What only slab or vmalloc cannot
// take (gfp-slab-zone, gfp-vmalloc-nowait) is judged at direct calls: a
// helper chooses its allocator by the mask or the size.  A gfp_t that only holds other bits
// is left alone: Linux 6.1's include/linux/idr.h:316 gives IDA_INIT_FLAGS
// (XA_FLAGS_LOCK_IRQ | XA_FLAGS_ALLOC, the bits of __GFP_DMA and
// __GFP_DMA32) to xa_init_flags(), which stores them.
#include "gfp-flags.h"
#define NULL ((void *)0)
struct xarray {
	gfp_t xa_flags;
	void *xa_head;
};
#define XA_LOCK_IRQ		1
#define XA_FLAGS_LOCK_IRQ	((__force gfp_t)XA_LOCK_IRQ)
#define XA_FLAGS_TRACK_FREE	((__force gfp_t)4U)
#define XA_FLAGS_ALLOC		XA_FLAGS_TRACK_FREE
#define IDA_INIT_FLAGS		(XA_FLAGS_LOCK_IRQ | XA_FLAGS_ALLOC)
static inline void xa_init_flags(struct xarray *xa, gfp_t flags)
{
	xa->xa_flags = flags;
	xa->xa_head = NULL;
}
static inline void ida_init(struct xarray *ida)
{
	xa_init_flags(ida, IDA_INIT_FLAGS);
}

static void *buf_get(size_t n, gfp_t gfp)
{
	return kmalloc(n, gfp);
}
static void *buf_get_zeroed(size_t n, gfp_t gfp)
{
	return buf_get(n, gfp | __GFP_NOWARN);
}
/* an "extra flags" parameter: the context is the helper's own */
static void *buf_get_extra(size_t n, gfp_t extra)
{
	return kmalloc(n, GFP_KERNEL | extra);
}
static struct page *page_get(gfp_t gfp, unsigned int order)
{
	return alloc_pages(gfp & ~__GFP_HIGHMEM, order);
}
/* serves every context (rhashtable's bucket_table_alloc()) */
static void *table_get(size_t n, gfp_t gfp)
{
	return kvmalloc(n, gfp);
}
/* changes its parameter: what it hands on is not what it was given */
static struct page *page_get_low(gfp_t gfp)
{
	gfp &= ~__GFP_HIGHMEM;
	return alloc_pages(gfp, 0);
}
struct page *ext_page_alloc(unsigned int order, gfp_t extra_gfp);
static void store(struct xarray *xa, gfp_t gfp)
{
	xa->xa_flags = gfp;
}

static void f(size_t n, struct xarray *xa)
{
	ida_init(xa);
	xa_init_flags(xa, __GFP_DMA | __GFP_HIGHMEM);
	store(xa, GFP_NOWAIT | __GFP_NOFAIL);
	buf_get(n, GFP_DMA);	// expected-warning:20 {{GFP_DMA given to 'buf_get' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | GFP_DMA (GFP_ATOMIC | GFP_DMA where it cannot sleep)}}
	buf_get(n, GFP_NOWAIT | __GFP_NOFAIL);	// expected-warning:20 {{GFP_NOWAIT | __GFP_NOFAIL asks 'buf_get' never to fail but forbids direct reclaim}}
	buf_get_zeroed(n, GFP_ATOMIC | __GFP_NOFAIL);	// expected-warning:27 {{GFP_ATOMIC | __GFP_NOFAIL asks 'buf_get_zeroed' (which gives 'kmalloc' GFP_ATOMIC | __GFP_NOWARN | __GFP_NOFAIL) never to fail but forbids direct reclaim}}
	buf_get_extra(n, __GFP_DMA | __GFP_HIGHMEM);	// expected-warning:26 {{__GFP_DMA | __GFP_HIGHMEM given to 'buf_get_extra' (which gives 'kmalloc' GFP_KERNEL | __GFP_DMA | __GFP_HIGHMEM) combines the zone modifiers __GFP_DMA and __GFP_HIGHMEM}}
	/* negatives: the helper supplies the context, or drops the zone */
	buf_get_extra(n, GFP_DMA);
	page_get(GFP_KERNEL | __GFP_DMA | __GFP_HIGHMEM, 0);
	page_get_low(GFP_KERNEL | __GFP_DMA | __GFP_HIGHMEM);
	/* what one allocator cannot take: judged at direct calls only */
	table_get(n, GFP_ATOMIC);
	ext_page_alloc(0, __GFP_DMA);
	buf_get(n, GFP_KERNEL | GFP_DMA);
}
