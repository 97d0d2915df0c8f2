/* The pieces of Linux 6.1's headers the gfp-sleep-in-atomic tests need,
 * spelled as 6.1 spells them (x86_64, no CONFIG_PREEMPT_COUNT): which
 * lock primitives are inline functions, which are macros over _raw_*()
 * functions, __cond_lock() around the trylocks, preempt_disable() as a
 * bare barrier(), the cleanup.h guards. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define NULL ((void *)0)
#define __force __attribute__((force))
#define __acquires(x) __attribute__((context(x, 0, 1)))
#define __releases(x) __attribute__((context(x, 1, 0)))
#define __cond_lock(x, c) ((c) ? ({ __context__(x, 1); 1; }) : 0)
#define __cleanup(func) __attribute__((__cleanup__(func)))
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define barrier() __asm__ __volatile__("" : : : "memory")
#define typecheck(type, x) ({ type __dummy; typeof(x) __dummy2; (void)(&__dummy == &__dummy2); 1; })

#define ___GFP_DMA		0x01u
#define ___GFP_HIGHMEM		0x02u
#define ___GFP_HIGH		0x20u
#define ___GFP_IO		0x40u
#define ___GFP_FS		0x80u
#define ___GFP_ZERO		0x100u
#define ___GFP_ATOMIC		0x200u
#define ___GFP_DIRECT_RECLAIM	0x400u
#define ___GFP_KSWAPD_RECLAIM	0x800u
#define ___GFP_NOWARN		0x2000u
#define ___GFP_NOFAIL		0x8000u
#define ___GFP_NORETRY		0x10000u
#define ___GFP_HARDWALL		0x100000u
#define ___GFP_ACCOUNT		0x400000u
#define __GFP_DMA	((__force gfp_t)___GFP_DMA)
#define __GFP_HIGHMEM	((__force gfp_t)___GFP_HIGHMEM)
#define __GFP_HIGH	((__force gfp_t)___GFP_HIGH)
#define __GFP_IO	((__force gfp_t)___GFP_IO)
#define __GFP_FS	((__force gfp_t)___GFP_FS)
#define __GFP_ZERO	((__force gfp_t)___GFP_ZERO)
#define __GFP_ATOMIC	((__force gfp_t)___GFP_ATOMIC)
#define __GFP_DIRECT_RECLAIM	((__force gfp_t)___GFP_DIRECT_RECLAIM)
#define __GFP_KSWAPD_RECLAIM	((__force gfp_t)___GFP_KSWAPD_RECLAIM)
#define __GFP_RECLAIM ((__force gfp_t)(___GFP_DIRECT_RECLAIM|___GFP_KSWAPD_RECLAIM))
#define __GFP_NOWARN	((__force gfp_t)___GFP_NOWARN)
#define __GFP_NOFAIL	((__force gfp_t)___GFP_NOFAIL)
#define __GFP_NORETRY	((__force gfp_t)___GFP_NORETRY)
#define __GFP_HARDWALL	((__force gfp_t)___GFP_HARDWALL)
#define __GFP_ACCOUNT	((__force gfp_t)___GFP_ACCOUNT)
#define GFP_ATOMIC	(__GFP_HIGH|__GFP_ATOMIC|__GFP_KSWAPD_RECLAIM)
#define GFP_KERNEL	(__GFP_RECLAIM | __GFP_IO | __GFP_FS)
#define GFP_KERNEL_ACCOUNT (GFP_KERNEL | __GFP_ACCOUNT)
#define GFP_NOWAIT	(__GFP_KSWAPD_RECLAIM)
#define GFP_NOIO	(__GFP_RECLAIM)
#define GFP_NOFS	(__GFP_RECLAIM | __GFP_IO)
#define GFP_USER	(__GFP_RECLAIM | __GFP_IO | __GFP_FS | __GFP_HARDWALL)
#define GFP_DMA		__GFP_DMA

/* spinlocks: inline spin_*() over macros over _raw_*() */
typedef struct raw_spinlock { unsigned int slock; } raw_spinlock_t;
typedef struct spinlock { struct raw_spinlock rlock; } spinlock_t;
typedef struct { unsigned int cnts; } rwlock_t;
void _raw_spin_lock(raw_spinlock_t *lock) __acquires(lock);
void _raw_spin_lock_bh(raw_spinlock_t *lock) __acquires(lock);
void _raw_spin_lock_irq(raw_spinlock_t *lock) __acquires(lock);
unsigned long _raw_spin_lock_irqsave(raw_spinlock_t *lock) __acquires(lock);
int _raw_spin_trylock(raw_spinlock_t *lock);
void _raw_spin_unlock(raw_spinlock_t *lock) __releases(lock);
void _raw_spin_unlock_bh(raw_spinlock_t *lock) __releases(lock);
void _raw_spin_unlock_irq(raw_spinlock_t *lock) __releases(lock);
void _raw_spin_unlock_irqrestore(raw_spinlock_t *lock, unsigned long flags) __releases(lock);
#define raw_spin_lock(lock)	_raw_spin_lock(lock)
#define raw_spin_lock_bh(lock)	_raw_spin_lock_bh(lock)
#define raw_spin_lock_irq(lock)	_raw_spin_lock_irq(lock)
#define raw_spin_lock_irqsave(lock, flags) \
	do { typecheck(unsigned long, flags); flags = _raw_spin_lock_irqsave(lock); } while (0)
#define raw_spin_trylock(lock)	__cond_lock(lock, _raw_spin_trylock(lock))
#define raw_spin_unlock(lock)	_raw_spin_unlock(lock)
#define raw_spin_unlock_bh(lock) _raw_spin_unlock_bh(lock)
#define raw_spin_unlock_irq(lock) _raw_spin_unlock_irq(lock)
#define raw_spin_unlock_irqrestore(lock, flags) \
	do { typecheck(unsigned long, flags); _raw_spin_unlock_irqrestore(lock, flags); } while (0)
static inline raw_spinlock_t *spinlock_check(spinlock_t *lock) { return &lock->rlock; }
static inline __attribute__((always_inline)) void spin_lock(spinlock_t *lock) { raw_spin_lock(&lock->rlock); }
static inline __attribute__((always_inline)) void spin_lock_bh(spinlock_t *lock) { raw_spin_lock_bh(&lock->rlock); }
static inline __attribute__((always_inline)) void spin_lock_irq(spinlock_t *lock) { raw_spin_lock_irq(&lock->rlock); }
#define spin_lock_irqsave(lock, flags) \
	do { raw_spin_lock_irqsave(spinlock_check(lock), flags); } while (0)
static inline __attribute__((always_inline)) int spin_trylock(spinlock_t *lock) { return raw_spin_trylock(&lock->rlock); }
static inline __attribute__((always_inline)) void spin_unlock(spinlock_t *lock) { raw_spin_unlock(&lock->rlock); }
static inline __attribute__((always_inline)) void spin_unlock_bh(spinlock_t *lock) { raw_spin_unlock_bh(&lock->rlock); }
static inline __attribute__((always_inline)) void spin_unlock_irq(spinlock_t *lock) { raw_spin_unlock_irq(&lock->rlock); }
static inline __attribute__((always_inline)) void spin_unlock_irqrestore(spinlock_t *lock, unsigned long flags)
{ raw_spin_unlock_irqrestore(&lock->rlock, flags); }
int _atomic_dec_and_lock(int *atomic, spinlock_t *lock);
#define atomic_dec_and_lock(atomic, lock) __cond_lock(lock, _atomic_dec_and_lock(atomic, lock))

/* rwlock_t: macros only */
void _raw_read_lock(rwlock_t *lock) __acquires(lock);
void _raw_read_unlock(rwlock_t *lock) __releases(lock);
void _raw_write_lock(rwlock_t *lock) __acquires(lock);
void _raw_write_unlock(rwlock_t *lock) __releases(lock);
unsigned long _raw_write_lock_irqsave(rwlock_t *lock) __acquires(lock);
void _raw_write_unlock_irqrestore(rwlock_t *lock, unsigned long flags) __releases(lock);
int _raw_read_trylock(rwlock_t *lock);
#define read_lock(lock)		_raw_read_lock(lock)
#define read_unlock(lock)	_raw_read_unlock(lock)
#define write_lock(lock)	_raw_write_lock(lock)
#define write_unlock(lock)	_raw_write_unlock(lock)
#define write_lock_irqsave(lock, flags) \
	do { typecheck(unsigned long, flags); flags = _raw_write_lock_irqsave(lock); } while (0)
#define write_unlock_irqrestore(lock, flags) \
	do { typecheck(unsigned long, flags); _raw_write_unlock_irqrestore(lock, flags); } while (0)
#define read_trylock(lock)	__cond_lock(lock, _raw_read_trylock(lock))

/* interrupts, bottom halves, preemption, RCU */
static inline __attribute__((always_inline)) unsigned long arch_local_save_flags(void) { return 0; }
static inline __attribute__((always_inline)) void arch_local_irq_disable(void) { barrier(); }
static inline __attribute__((always_inline)) void arch_local_irq_enable(void) { barrier(); }
static inline __attribute__((always_inline)) unsigned long arch_local_irq_save(void)
{ unsigned long flags = arch_local_save_flags(); arch_local_irq_disable(); return flags; }
static inline __attribute__((always_inline)) void arch_local_irq_restore(unsigned long flags)
{ if (!(flags & 0x200)) return; arch_local_irq_enable(); }
#define raw_local_irq_disable()		arch_local_irq_disable()
#define raw_local_irq_enable()		arch_local_irq_enable()
#define raw_local_irq_save(flags) \
	do { typecheck(unsigned long, flags); flags = arch_local_irq_save(); } while (0)
#define raw_local_irq_restore(flags) \
	do { typecheck(unsigned long, flags); arch_local_irq_restore(flags); } while (0)
#define local_irq_disable()	do { raw_local_irq_disable(); } while (0)
#define local_irq_enable()	do { raw_local_irq_enable(); } while (0)
#define local_irq_save(flags)	do { raw_local_irq_save(flags); } while (0)
#define local_irq_restore(flags) do { raw_local_irq_restore(flags); } while (0)
void __local_bh_disable_ip(unsigned long ip, unsigned int cnt);
void __local_bh_enable_ip(unsigned long ip, unsigned int cnt);
static inline void local_bh_disable(void) { __local_bh_disable_ip(0, 0x200); }
static inline void local_bh_enable(void) { __local_bh_enable_ip(0, 0x200); }
#define preempt_disable()	barrier()
#define preempt_enable()	barrier()
int __smp_processor_id(void);
#define get_cpu()		({ preempt_disable(); __smp_processor_id(); })
#define put_cpu()		preempt_enable()
void __rcu_read_lock(void);
void __rcu_read_unlock(void);
static inline __attribute__((always_inline)) void rcu_read_lock(void) { __rcu_read_lock(); }
static inline __attribute__((always_inline)) void rcu_read_unlock(void) { __rcu_read_unlock(); }
static inline void rcu_read_lock_bh(void) { local_bh_disable(); }
static inline void rcu_read_unlock_bh(void) { local_bh_enable(); }

/* cleanup.h's guards, as Debian's 6.1.192 has them */
#define __PASTE(a, b) a##b
#define ___PASTE(a, b) __PASTE(a, b)
#define __UNIQUE_ID(prefix) ___PASTE(___PASTE(__UNIQUE_ID_, prefix), __COUNTER__)
#define CLASS(_name, var) \
	class_##_name##_t var __cleanup(class_##_name##_destructor) = class_##_name##_constructor
#define guard(_name) CLASS(_name, __UNIQUE_ID(guard))
#define scoped_guard(_name, args...) \
	for (CLASS(_name, scope)(args), *done = NULL; !done; done = (void *)1)
#define __DEFINE_UNLOCK_GUARD(_name, _type, _unlock, ...) \
typedef struct { _type *lock; __VA_ARGS__; } class_##_name##_t; \
static inline void class_##_name##_destructor(class_##_name##_t *_T) \
{ if (_T->lock) { _unlock; } }
#define __DEFINE_LOCK_GUARD_1(_name, _type, _lock) \
static inline class_##_name##_t class_##_name##_constructor(_type *l) \
{ class_##_name##_t _t = { .lock = l }, *_T = &_t; _lock; return _t; }
#define DEFINE_LOCK_GUARD_1(_name, _type, _lock, _unlock, ...) \
__DEFINE_UNLOCK_GUARD(_name, _type, _unlock, __VA_ARGS__) \
__DEFINE_LOCK_GUARD_1(_name, _type, _lock)
DEFINE_LOCK_GUARD_1(spinlock, spinlock_t, spin_lock(_T->lock), spin_unlock(_T->lock))
DEFINE_LOCK_GUARD_1(spinlock_irq, spinlock_t, spin_lock_irq(_T->lock), spin_unlock_irq(_T->lock))
DEFINE_LOCK_GUARD_1(spinlock_irqsave, spinlock_t,
		    spin_lock_irqsave(_T->lock, _T->flags),
		    spin_unlock_irqrestore(_T->lock, _T->flags),
		    unsigned long flags)
struct mutex { int owner; };
void mutex_lock(struct mutex *lock);
void mutex_unlock(struct mutex *lock);
DEFINE_LOCK_GUARD_1(mutex, struct mutex, mutex_lock(_T->lock), mutex_unlock(_T->lock))

/* allocators */
struct kmem_cache;
struct page;
typedef struct mempool_s mempool_t;
void *__kmalloc(size_t size, gfp_t flags) __attribute__((alloc_size(1)));
static inline __attribute__((always_inline)) void *kmalloc(size_t size, gfp_t flags) { return __kmalloc(size, flags); }
static inline void *kzalloc(size_t size, gfp_t flags) { return kmalloc(size, flags | __GFP_ZERO); }
void *kmem_cache_alloc(struct kmem_cache *s, gfp_t flags);
struct page *alloc_pages(gfp_t gfp, unsigned int order);
void *mempool_alloc(mempool_t *pool, gfp_t gfp_mask);
void *__vmalloc(unsigned long size, gfp_t gfp_mask);
struct address_space { gfp_t gfp_mask; };
static inline void mapping_set_gfp_mask(struct address_space *m, gfp_t mask) { m->gfp_mask = mask; }
/* the xarray: lock macros over the spinlock member, __xa_*() called with
 * it held, inline xa_*() that take it around them, the lock type in the
 * low bits of xa_flags */
struct xarray { spinlock_t xa_lock; gfp_t xa_flags; void *xa_head; };
struct xa_limit { unsigned int max, min; };
enum xa_lock_type { XA_LOCK_IRQ = 1, XA_LOCK_BH = 2 };
#define XA_FLAGS_LOCK_IRQ	((__force gfp_t)XA_LOCK_IRQ)
#define XA_FLAGS_LOCK_BH	((__force gfp_t)XA_LOCK_BH)
#define XA_FLAGS_TRACK_FREE	((__force gfp_t)4U)
#define XA_FLAGS_ALLOC	XA_FLAGS_TRACK_FREE
#define XARRAY_INIT(name, flags) { .xa_flags = flags, .xa_head = NULL, }
#define DEFINE_XARRAY_FLAGS(name, flags) struct xarray name = XARRAY_INIT(name, flags)
#define DEFINE_XARRAY(name) DEFINE_XARRAY_FLAGS(name, 0)
#define xa_lock(xa)	spin_lock(&(xa)->xa_lock)
#define xa_unlock(xa)	spin_unlock(&(xa)->xa_lock)
#define xa_lock_bh(xa)		spin_lock_bh(&(xa)->xa_lock)
#define xa_unlock_bh(xa)	spin_unlock_bh(&(xa)->xa_lock)
#define xa_lock_irq(xa)		spin_lock_irq(&(xa)->xa_lock)
#define xa_unlock_irq(xa)	spin_unlock_irq(&(xa)->xa_lock)
#define xa_lock_irqsave(xa, flags) spin_lock_irqsave(&(xa)->xa_lock, flags)
#define xa_unlock_irqrestore(xa, flags) spin_unlock_irqrestore(&(xa)->xa_lock, flags)
static inline void xa_init_flags(struct xarray *xa, gfp_t flags) { xa->xa_flags = flags; xa->xa_head = NULL; }
static inline void xa_init(struct xarray *xa) { xa_init_flags(xa, 0); }
void *__xa_store(struct xarray *xa, unsigned long index, void *entry, gfp_t gfp);
int __xa_alloc(struct xarray *xa, unsigned int *id, void *entry, struct xa_limit limit, gfp_t gfp);
void *xa_store(struct xarray *xa, unsigned long index, void *entry, gfp_t gfp);
static inline int xa_alloc(struct xarray *xa, unsigned int *id, void *entry, struct xa_limit limit, gfp_t gfp)
{
	int err;

	xa_lock(xa);
	err = __xa_alloc(xa, id, entry, limit, gfp);
	xa_unlock(xa);
	return err;
}
static inline int xa_alloc_irq(struct xarray *xa, unsigned int *id, void *entry, struct xa_limit limit, gfp_t gfp)
{
	int err;

	xa_lock_irq(xa);
	err = __xa_alloc(xa, id, entry, limit, gfp);
	xa_unlock_irq(xa);
	return err;
}

/* interrupt handlers */
typedef int irqreturn_t;
typedef irqreturn_t (*irq_handler_t)(int, void *);
struct device;
int request_threaded_irq(unsigned int irq, irq_handler_t handler, irq_handler_t thread_fn,
			 unsigned long flags, const char *name, void *dev);
static inline int request_irq(unsigned int irq, irq_handler_t handler, unsigned long flags,
			      const char *name, void *dev)
{ return request_threaded_irq(irq, handler, NULL, flags, name, dev); }
int devm_request_threaded_irq(struct device *dev, unsigned int irq, irq_handler_t handler,
			      irq_handler_t thread_fn, unsigned long irqflags,
			      const char *devname, void *dev_id);
static inline int devm_request_irq(struct device *dev, unsigned int irq, irq_handler_t handler,
				   unsigned long irqflags, const char *devname, void *dev_id)
{ return devm_request_threaded_irq(dev, irq, handler, NULL, irqflags, devname, dev_id); }

void might_sleep_here(void);
void __attribute__((noreturn)) panic(const char *fmt, ...);
