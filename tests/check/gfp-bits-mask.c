// With __GFP_BITS_MASK foldable (mainline), a value with bits outside it is
// no set of flags (the complement test); one inside it is checked.
#include "gfp-flags.h"
#define __GFP_BITS_MASK ((__force gfp_t)0xfffffu)
void *buf_alloc(gfp_t gfp);
static void f(void)
{
	buf_alloc((__force gfp_t)0x0100000fu);
	buf_alloc((__force gfp_t)0x0000000fu);	// expected-warning:19 {{(__force gfp_t)0x0000000fu given to 'buf_alloc' combines the zone modifiers __GFP_DMA, __GFP_HIGHMEM and __GFP_DMA32, which the kernel's GFP_ZONE_BAD marks invalid (gfp_zone() hits VM_BUG_ON): keep one zone}} expected-warning:19 {{(__force gfp_t)0x0000000fu given to 'buf_alloc' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | (__force gfp_t)0x0000000fu (GFP_ATOMIC | (__force gfp_t)0x0000000fu where it cannot sleep)}}
}
