// gfp-vmalloc-nowait (on), also for a call through a macro (6.10+ kmalloc()
// and friends are macros around *_noprof functions): the callee is named
// without "_noprof", the mask by the macro's argument, and reported there
// when that spells the same value, else by the value, at the macro.
#include "gfp-flags.h"
void *__vmalloc_node_noprof(unsigned long size, gfp_t gfp_mask, int node);
#define __vmalloc_node(...) __vmalloc_node_noprof(__VA_ARGS__)
#define kvmalloc_nowarn(n, f) kvmalloc(n, (f) | __GFP_NOWARN)
static void f(size_t n, gfp_t gfp)
{
	__vmalloc(n, GFP_NOWAIT);	// expected-warning:22 {{GFP_NOWAIT given to '__vmalloc' forbids direct reclaim, which vmalloc does not support (it may sleep regardless, e.g. for page tables): use GFP_KERNEL where sleeping is allowed, or kmalloc with GFP_ATOMIC or GFP_NOWAIT here}}
	__vmalloc_node(n, GFP_ATOMIC | __GFP_NOWARN, -1);	// expected-warning:27 {{GFP_ATOMIC | __GFP_NOWARN given to '__vmalloc_node' forbids direct reclaim, which vmalloc does not support (it may sleep regardless, e.g. for page tables): use GFP_KERNEL where sleeping is allowed, or kmalloc with GFP_ATOMIC or GFP_NOWAIT here}}
	kvmalloc(n, GFP_ATOMIC);	// expected-warning:21 {{GFP_ATOMIC given to 'kvmalloc' forbids direct reclaim, so kvmalloc never falls back to vmalloc and is only a kmalloc: call kmalloc with these flags, or pass GFP_KERNEL where sleeping is allowed}}
	kvcalloc(n, 8, GFP_KERNEL | __GFP_NORETRY);	// expected-warning:24 {{GFP_KERNEL | __GFP_NORETRY given to 'kvcalloc' has __GFP_NORETRY, which kvmalloc does not support: drop it (__GFP_RETRY_MAYFAIL is the supported way to prefer kmalloc over the vmalloc fallback)}}
	kvmalloc_nowarn(n, GFP_NOWAIT);	// expected-warning:9 {{GFP_NOWAIT | __GFP_NOWARN given to 'kvmalloc' forbids direct reclaim, so kvmalloc never falls back to vmalloc and is only a kmalloc: call kmalloc with these flags, or pass GFP_KERNEL where sleeping is allowed}}
	/* negatives */
	__vmalloc(n, GFP_NOFS);
	__vmalloc(n, GFP_KERNEL | __GFP_NOFAIL);
	kvmalloc(n, GFP_KERNEL | __GFP_RETRY_MAYFAIL);
	kvmalloc(n, gfp);
	kmalloc(n, GFP_ATOMIC);
}
