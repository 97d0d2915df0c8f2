// With __GFP_BITS_MASK foldable (mainline), a value with bits outside it is
// no set of flags (the complement test); one inside it is checked.
#include "gfp-flags.h"
#define __GFP_BITS_MASK ((__force gfp_t)0xfffffu)
void *frob2(gfp_t gfp);
static void f(void)
{
	frob2((__force gfp_t)0x0100000fu);
	frob2((__force gfp_t)0x0000000fu);	// expected-warning:15 {{(__force gfp_t)0x0000000fu given to 'frob2' combines the zone modifiers __GFP_DMA, __GFP_HIGHMEM and __GFP_DMA32, which the kernel's GFP_ZONE_BAD marks invalid (gfp_zone() hits VM_BUG_ON): keep one zone}}
}
