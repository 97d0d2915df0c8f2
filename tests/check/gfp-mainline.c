// Mainline's style: bit numbers from an enum and BIT(), no __GFP_ATOMIC,
// kmalloc() a macro around kmalloc_noprof().
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define __AC(X,Y)	(X##Y)
#define _AC(X,Y)	__AC(X,Y)
#define _UL(x)		(_AC(x, UL))
#define UL(x)		(_UL(x))
#define BIT(nr)		(UL(1) << (nr))
enum {
	___GFP_DMA_BIT, ___GFP_HIGHMEM_BIT, ___GFP_DMA32_BIT, ___GFP_MOVABLE_BIT,
	___GFP_RECLAIMABLE_BIT, ___GFP_HIGH_BIT, ___GFP_IO_BIT, ___GFP_FS_BIT,
	___GFP_ZERO_BIT, ___GFP_UNUSED_BIT, ___GFP_DIRECT_RECLAIM_BIT,
	___GFP_KSWAPD_RECLAIM_BIT, ___GFP_WRITE_BIT, ___GFP_NOWARN_BIT,
	___GFP_RETRY_MAYFAIL_BIT, ___GFP_NOFAIL_BIT, ___GFP_NORETRY_BIT,
	___GFP_LAST_BIT
};
#define ___GFP_DMA		BIT(___GFP_DMA_BIT)
#define ___GFP_HIGHMEM		BIT(___GFP_HIGHMEM_BIT)
#define ___GFP_HIGH		BIT(___GFP_HIGH_BIT)
#define ___GFP_DIRECT_RECLAIM	BIT(___GFP_DIRECT_RECLAIM_BIT)
#define ___GFP_KSWAPD_RECLAIM	BIT(___GFP_KSWAPD_RECLAIM_BIT)
#define ___GFP_NOWARN		BIT(___GFP_NOWARN_BIT)
#define ___GFP_NOFAIL		BIT(___GFP_NOFAIL_BIT)
#define ___GFP_NORETRY		BIT(___GFP_NORETRY_BIT)
#define __GFP_DMA	((__force gfp_t)___GFP_DMA)
#define __GFP_HIGHMEM	((__force gfp_t)___GFP_HIGHMEM)
#define __GFP_HIGH	((__force gfp_t)___GFP_HIGH)
#define __GFP_DIRECT_RECLAIM	((__force gfp_t)___GFP_DIRECT_RECLAIM)
#define __GFP_KSWAPD_RECLAIM	((__force gfp_t)___GFP_KSWAPD_RECLAIM)
#define __GFP_NOWARN	((__force gfp_t)___GFP_NOWARN)
#define __GFP_NOFAIL	((__force gfp_t)___GFP_NOFAIL)
#define __GFP_NORETRY	((__force gfp_t)___GFP_NORETRY)
#define __GFP_BITS_MASK	((__force gfp_t)(BIT(___GFP_LAST_BIT) - 1))
#define GFP_ATOMIC	(__GFP_HIGH|__GFP_KSWAPD_RECLAIM)
#define GFP_NOWAIT	(__GFP_KSWAPD_RECLAIM | __GFP_NOWARN)
#define GFP_DMA		__GFP_DMA
void *kmalloc_noprof(size_t size, gfp_t flags);
#define kmalloc(...)	kmalloc_noprof(__VA_ARGS__)
static void f(size_t n)
{
	kmalloc(n, GFP_ATOMIC | __GFP_NOFAIL);	// expected-warning:20 {{GFP_ATOMIC | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)}}
	kmalloc(n, GFP_DMA);	// expected-warning:20 {{GFP_DMA given to 'kmalloc' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | GFP_DMA (GFP_ATOMIC | GFP_DMA where it cannot sleep)}}
	kmalloc(n, __GFP_DIRECT_RECLAIM | __GFP_HIGHMEM | __GFP_NOFAIL);	// expected-warning:20 {{__GFP_DIRECT_RECLAIM | __GFP_HIGHMEM | __GFP_NOFAIL given to 'kmalloc' has __GFP_HIGHMEM, which slab memory cannot honour (GFP_SLAB_BUG_MASK: the kernel prints "Unexpected gfp ... Fix your code!" and clears it): drop it, or use the page allocator for such memory}}
	kmalloc(n, __GFP_DIRECT_RECLAIM | __GFP_NOFAIL);
}
