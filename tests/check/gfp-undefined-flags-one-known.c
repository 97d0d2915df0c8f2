// The flags of gfp-undefined-flags.c with __GFP_DIRECT_RECLAIM defined: the
// checks that need only it and the flag they test speak; still no
// __GFP_NOMEMALLOC (0x80000 written as a number is not known as it), so the
// memalloc conflict on that file's line 16 stays silent.
#define __GFP_DIRECT_RECLAIM ((__force gfp_t)0x400u)
#include "gfp-undefined-flags.c"
// expected-warning@gfp-undefined-flags.c:15:20 {{__GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)}}
// expected-warning@gfp-undefined-flags.c:17:20 {{__GFP_DMA given to 'kmalloc' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | __GFP_DMA (GFP_ATOMIC | __GFP_DMA where it cannot sleep)}}
// expected-warning@gfp-undefined-flags.c:18:22 {{__GFP_NOFAIL asks '__vmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)}}
// expected-warning@gfp-undefined-flags.c:18:22 {{__GFP_NOFAIL given to '__vmalloc' forbids direct reclaim, which vmalloc does not support (it may sleep regardless, e.g. for page tables): use GFP_KERNEL where sleeping is allowed, or kmalloc with GFP_ATOMIC or GFP_NOWAIT here}}
