// ARGS: -Wno-decl
// Linux 2.6.13 and before: no gfp_t; the masks are "unsigned int __nocast"
// parameters and plain unsigned constants, the sleeping bit __GFP_WAIT,
// spin_lock() a macro over _spin_lock().  Every check reads the era from
// the unit's own macros and annotations.
#define __nocast __attribute__((nocast))
typedef unsigned long size_t;
#define __GFP_DMA	0x01u
#define __GFP_HIGHMEM	0x02u
#define __GFP_WAIT	0x10u
#define __GFP_HIGH	0x20u
#define __GFP_IO	0x40u
#define __GFP_FS	0x80u
#define __GFP_NOFAIL	0x800u
#define GFP_ATOMIC	(__GFP_HIGH)
#define GFP_KERNEL	(__GFP_WAIT | __GFP_IO | __GFP_FS)
#include "kernel-locks-2.6.h"
void *kmalloc(size_t size, unsigned int __nocast flags);
void *pick(size_t size, unsigned int flags);

void old(spinlock_t *l, void **p, size_t n)
{
	*p = kmalloc(n, GFP_ATOMIC | __GFP_NOFAIL);	// expected-warning:25 {{GFP_ATOMIC | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim}}
	*p = kmalloc(n, GFP_KERNEL | __GFP_DMA | __GFP_HIGHMEM);	// expected-warning:25 {{GFP_KERNEL | __GFP_DMA | __GFP_HIGHMEM given to 'kmalloc' combines the zone modifiers __GFP_DMA and __GFP_HIGHMEM}} expected-warning:25 {{has __GFP_HIGHMEM, which slab memory cannot honour}}
	*p = kmalloc(n, 0);	// expected-warning:25 {{implicit cast to nocast type}} expected-warning:25 {{argument 2 of 'kmalloc' is 0: no gfp_t flags at all}}
	spin_lock(l);	// expected-note {{spinlock taken here}}
	*p = kmalloc(n, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while a spinlock is held}}
	*p = kmalloc(n, GFP_ATOMIC);
	spin_unlock(l);
	/* a plain unsigned int is no mask */
	*p = pick(n, __GFP_DMA | __GFP_HIGHMEM);
	*p = pick(n, 0);
}
