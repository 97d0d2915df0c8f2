// ARGS: -Wno-decl
// Before Linux 4.4 the "may sleep" bit was __GFP_WAIT (0x10), and 0x10 is
// __GFP_RECLAIMABLE now: the bit comes from the translation unit's own
// headers, never from a table.  2.6-era spellings: gfp_t as __bitwise__,
// GFP_NOWAIT as GFP_ATOMIC & ~__GFP_HIGH (0), spin_lock as a macro over
// _spin_lock().
#include "gfp-flags-2.6.h"
#include "kernel-locks-2.6.h"
void *__kmalloc(unsigned long size, gfp_t flags);
static inline void *kmalloc(unsigned long size, gfp_t flags) { return __kmalloc(size, flags); }

void old_tree(spinlock_t *l, void **p)
{
	spin_lock(l);	// expected-note 2 {{spinlock taken here}}
	*p = kmalloc(8, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while a spinlock is held}}
	*p = kmalloc(8, GFP_NOIO);	// expected-warning {{'kmalloc' with GFP_NOIO may sleep}}
	*p = kmalloc(8, GFP_ATOMIC);
	*p = kmalloc(8, GFP_NOWAIT);
	spin_unlock(l);
	*p = kmalloc(8, GFP_KERNEL);
}
