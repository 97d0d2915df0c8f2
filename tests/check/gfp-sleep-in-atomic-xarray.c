// ARGS: -Wno-decl
// gfp-sleep-in-atomic and the xarray's lock: __xa_store() and the other
// __xa_*() functions are called with xa_lock held and drop it to allocate
// (__xas_nomem() in lib/xarray.c), with the unlock of the array's own lock
// type (xa_flags: XA_FLAGS_LOCK_IRQ gives interrupts back, XA_FLAGS_LOCK_BH
// bottom halves, 0 neither); every other section stays held.  xa_alloc()
// and the other inline xa_*() take and drop the lock themselves: they
// allocate in their caller's context (drivers/iommu/ioasid.c:331 in 6.1
// calls xa_alloc() under a spinlock of its own).
#include "kernel-locks.h"

struct dev {
	spinlock_t lock;
	struct xarray ids;	/* lock type unknown here */
	struct xarray irq_ids;
	struct xarray plain;
	struct xarray bh_ids;
	void *p;
};

static DEFINE_XARRAY(global_plain);
static DEFINE_XARRAY_FLAGS(global_irq, XA_FLAGS_LOCK_IRQ);

void dev_init(struct dev *d)
{
	xa_init_flags(&d->irq_ids, XA_FLAGS_LOCK_IRQ);
	xa_init(&d->plain);
	xa_init_flags(&d->bh_ids, XA_FLAGS_LOCK_BH);
}

/* xa_alloc() takes the array's lock itself: under the caller's spinlock
 * its allocation sleeps with that one held */
int alloc_id(struct dev *d, unsigned int *id)
{
	struct xa_limit lim = {100, 1};
	int err;

	err = xa_alloc(&d->ids, id, d, lim, GFP_KERNEL);
	if (err)
		return err;
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	err = xa_alloc(&d->ids, id, d, lim, GFP_KERNEL);	// expected-warning {{'xa_alloc' with GFP_KERNEL may sleep while a spinlock is held}}
	err = xa_alloc(&d->ids, id, d, lim, GFP_ATOMIC);
	spin_unlock(&d->lock);
	err = xa_alloc_irq(&d->ids, id, d, lim, GFP_KERNEL);
	rcu_read_lock();	// expected-note {{RCU read-side critical section begins here}}
	err = xa_alloc_irq(&d->ids, id, d, lim, GFP_KERNEL);	// expected-warning {{'xa_alloc_irq' with GFP_KERNEL may sleep while in an RCU read-side critical section}}
	rcu_read_unlock();
	return err;
}

/* __xa_store() drops the latest xa_lock*() call's sections, no other */
void store_nested(struct dev *d)
{
	xa_lock(&d->ids);
	__xa_store(&d->ids, 1, d->p, GFP_KERNEL);
	xa_unlock(&d->ids);
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	xa_lock(&d->ids);
	__xa_store(&d->ids, 1, d->p, GFP_KERNEL);	// expected-warning {{'__xa_store' with GFP_KERNEL may sleep while a spinlock is held}}
	xa_unlock(&d->ids);
	spin_unlock(&d->lock);
	rcu_read_lock();	// expected-note {{RCU read-side critical section begins here}}
	xa_lock(&d->ids);
	__xa_store(&d->ids, 1, d->p, GFP_KERNEL);	// expected-warning {{'__xa_store' with GFP_KERNEL may sleep while in an RCU read-side critical section}}
	xa_unlock(&d->ids);
	rcu_read_unlock();
}

/* interrupts: given back by the unlock of an XA_FLAGS_LOCK_IRQ array (and
 * of one whose lock type the file does not tell), left off for the others */
void store_irqsave(struct dev *d)
{
	unsigned long flags;

	xa_lock_irqsave(&d->ids, flags);
	__xa_store(&d->ids, 1, d->p, GFP_KERNEL);
	xa_unlock_irqrestore(&d->ids, flags);
	xa_lock_irqsave(&d->irq_ids, flags);
	__xa_store(&d->irq_ids, 1, d->p, GFP_KERNEL);
	xa_unlock_irqrestore(&d->irq_ids, flags);
	xa_lock_irqsave(&d->plain, flags);	// expected-note {{interrupts disabled here}}
	__xa_store(&d->plain, 1, d->p, GFP_KERNEL);	// expected-warning {{'__xa_store' with GFP_KERNEL may sleep while interrupts are disabled}}
	xa_unlock_irqrestore(&d->plain, flags);
	xa_lock_irq(&global_irq);
	__xa_store(&global_irq, 1, d->p, GFP_KERNEL);
	xa_unlock_irq(&global_irq);
	xa_lock_irq(&global_plain);	// expected-note {{interrupts disabled here}}
	__xa_store(&global_plain, 1, d->p, GFP_KERNEL);	// expected-warning {{'__xa_store' with GFP_KERNEL may sleep while interrupts are disabled}}
	__xa_store(&global_plain, 1, d->p, GFP_ATOMIC);
	xa_unlock_irq(&global_plain);
}

/* bottom halves: given back by an XA_FLAGS_LOCK_BH array's unlock only */
void store_bh(struct dev *d)
{
	xa_lock_bh(&d->bh_ids);
	__xa_store(&d->bh_ids, 1, d->p, GFP_KERNEL);
	xa_unlock_bh(&d->bh_ids);
	xa_lock_bh(&d->irq_ids);	// expected-note {{bottom halves disabled here}}
	__xa_store(&d->irq_ids, 1, d->p, GFP_KERNEL);	// expected-warning {{'__xa_store' with GFP_KERNEL may sleep while bottom halves are disabled}}
	xa_unlock_bh(&d->irq_ids);
}

/* 6.12's net/ipv4/tcp.c:2408: xa_lock_bh() on an array of lock type 0
 * (xa_init_flags(.., XA_FLAGS_ALLOC1)), then __xa_alloc(.., GFP_KERNEL) */
int alloc_bh(struct dev *d, unsigned int *id)
{
	struct xa_limit lim = {100, 1};
	int err;

	xa_lock_bh(&d->plain);	// expected-note {{bottom halves disabled here}}
	err = __xa_alloc(&d->plain, id, d, lim, GFP_KERNEL);	// expected-warning {{'__xa_alloc' with GFP_KERNEL may sleep while bottom halves are disabled}}
	xa_unlock_bh(&d->plain);
	return err;
}

/* the xa_lock of the caller: how deep it is, this function cannot tell */
static void *store_locked(struct dev *d, gfp_t gfp)
{
	return __xa_store(&d->ids, 1, d->p, gfp);
}

void caller_holds(struct dev *d)
{
	xa_lock(&d->ids);
	d->p = store_locked(d, GFP_KERNEL);
	xa_unlock(&d->ids);
}

/* a helper that stores under its own xa_lock_irqsave() (i915's
 * set_ctx_id_mapping()): its mask is allocated with in its caller's
 * context */
static void set_mapping(struct dev *d, gfp_t gfp)
{
	unsigned long flags;

	xa_lock_irqsave(&d->irq_ids, flags);
	__xa_store(&d->irq_ids, 1, d->p, gfp);
	xa_unlock_irqrestore(&d->irq_ids, flags);
}

void mapping(struct dev *d)
{
	set_mapping(d, GFP_KERNEL);
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	set_mapping(d, GFP_KERNEL);	// expected-warning {{'set_mapping' with GFP_KERNEL may sleep while a spinlock is held}}
	set_mapping(d, GFP_ATOMIC);
	spin_unlock(&d->lock);
}
