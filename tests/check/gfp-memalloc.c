// gfp-memalloc-conflict (on): __GFP_MEMALLOC with __GFP_NOMEMALLOC;
// either alone is fine.
#include "gfp-flags.h"
static void f(size_t n)
{
	kmalloc(n, GFP_ATOMIC | __GFP_MEMALLOC | __GFP_NOMEMALLOC);	// expected-warning:20 {{GFP_ATOMIC | __GFP_MEMALLOC | __GFP_NOMEMALLOC given to 'kmalloc' has both __GFP_MEMALLOC and __GFP_NOMEMALLOC: __GFP_NOMEMALLOC wins, so the reserves are never used; drop the one that is not meant}}
	kmalloc(n, GFP_ATOMIC | __GFP_MEMALLOC);
	kmalloc(n, GFP_KERNEL | __GFP_NOMEMALLOC);
}
