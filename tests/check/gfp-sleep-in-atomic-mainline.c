// ARGS: -Wno-decl
// Mainline spellings: flag bits numbered by an enum and made with BIT(),
// allocators as macros over *_noprof() functions (memory allocation
// profiling), guard() on a raw spinlock.  The report names the allocator
// as written.
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))
#define BIT(nr) (1UL << (nr))
enum {
	___GFP_DMA_BIT, ___GFP_HIGHMEM_BIT, ___GFP_DMA32_BIT, ___GFP_MOVABLE_BIT,
	___GFP_RECLAIMABLE_BIT, ___GFP_HIGH_BIT, ___GFP_IO_BIT, ___GFP_FS_BIT,
	___GFP_ZERO_BIT, ___GFP_UNUSED_BIT, ___GFP_DIRECT_RECLAIM_BIT,
	___GFP_KSWAPD_RECLAIM_BIT, ___GFP_WRITE_BIT, ___GFP_NOWARN_BIT,
};
#define ___GFP_HIGH		BIT(___GFP_HIGH_BIT)
#define ___GFP_IO		BIT(___GFP_IO_BIT)
#define ___GFP_FS		BIT(___GFP_FS_BIT)
#define ___GFP_ZERO		BIT(___GFP_ZERO_BIT)
#define ___GFP_DIRECT_RECLAIM	BIT(___GFP_DIRECT_RECLAIM_BIT)
#define ___GFP_KSWAPD_RECLAIM	BIT(___GFP_KSWAPD_RECLAIM_BIT)
#define ___GFP_NOWARN		BIT(___GFP_NOWARN_BIT)
#define __GFP_HIGH	((__force gfp_t)___GFP_HIGH)
#define __GFP_IO	((__force gfp_t)___GFP_IO)
#define __GFP_FS	((__force gfp_t)___GFP_FS)
#define __GFP_ZERO	((__force gfp_t)___GFP_ZERO)
#define __GFP_DIRECT_RECLAIM	((__force gfp_t)___GFP_DIRECT_RECLAIM)
#define __GFP_KSWAPD_RECLAIM	((__force gfp_t)___GFP_KSWAPD_RECLAIM)
#define __GFP_NOWARN	((__force gfp_t)___GFP_NOWARN)
#define __GFP_RECLAIM ((__force gfp_t)(___GFP_DIRECT_RECLAIM|___GFP_KSWAPD_RECLAIM))
#define GFP_ATOMIC	(__GFP_HIGH|__GFP_KSWAPD_RECLAIM)
#define GFP_KERNEL	(__GFP_RECLAIM | __GFP_IO | __GFP_FS)
#define GFP_NOWAIT	(__GFP_KSWAPD_RECLAIM | __GFP_NOWARN)

#define alloc_hooks(_do_alloc) ({ typeof(_do_alloc) _res = _do_alloc; _res; })
void *__kmalloc_noprof(unsigned long size, gfp_t flags);
static inline void *kmalloc_noprof(unsigned long size, gfp_t flags) { return __kmalloc_noprof(size, flags); }
#define kmalloc(...) alloc_hooks(kmalloc_noprof(__VA_ARGS__))
#define kzalloc(_size, _flags) kmalloc(_size, (_flags) | __GFP_ZERO)

typedef struct raw_spinlock { unsigned int slock; } raw_spinlock_t;
unsigned long _raw_spin_lock_irqsave(raw_spinlock_t *lock);
void _raw_spin_unlock_irqrestore(raw_spinlock_t *lock, unsigned long flags);
#define __cleanup(func) __attribute__((__cleanup__(func)))
typedef struct { raw_spinlock_t *lock; unsigned long flags; } class_raw_spinlock_irqsave_t;
static inline void class_raw_spinlock_irqsave_destructor(class_raw_spinlock_irqsave_t *_T)
{ if (_T->lock) _raw_spin_unlock_irqrestore(_T->lock, _T->flags); }
static inline class_raw_spinlock_irqsave_t class_raw_spinlock_irqsave_constructor(raw_spinlock_t *l)
{ class_raw_spinlock_irqsave_t _t = { .lock = l }, *_T = &_t; _T->flags = _raw_spin_lock_irqsave(_T->lock); return _t; }
#define guard(_name) class_##_name##_t __guard __cleanup(class_##_name##_destructor) = class_##_name##_constructor

void mainline(raw_spinlock_t *l, void **p)
{
	*p = kmalloc(8, GFP_KERNEL);
	{
		guard(raw_spinlock_irqsave)(l);	// expected-note 2 {{spinlock taken here, by guard(raw_spinlock_irqsave)}}
		*p = kmalloc(8, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while a spinlock is held}}
		*p = kzalloc(8, GFP_KERNEL);	// expected-warning {{'kzalloc' with GFP_KERNEL | __GFP_ZERO may sleep while a spinlock is held}}
		*p = kmalloc(8, GFP_ATOMIC);
		*p = kzalloc(8, GFP_NOWAIT);
	}
	*p = kzalloc(8, GFP_KERNEL);
}
