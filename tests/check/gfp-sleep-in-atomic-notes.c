// ARGS: -Wno-decl
// gfp-sleep-in-atomic's notes point at the section the message names: a
// spinlock taken inside an RCU section or with interrupts off is the
// note, and where the atomic context began, if elsewhere, a second one; a
// caller that holds nothing but gives GFP_KERNEL to a function allocating
// with it under its own lock gets that function's lock as the note.
#include "kernel-locks.h"

struct dev {
	spinlock_t lock;
	void *p;
	int n;
};

static void *fill(struct dev *d, gfp_t gfp)
{
	void *p;

	spin_lock(&d->lock);	// expected-note 2 {{spinlock taken here}}
	p = kmalloc(d->n, gfp);
	spin_unlock(&d->lock);
	return p;
}

/* the same one call further */
static void *fill_twice(struct dev *d, gfp_t gfp)
{
	return fill(d, gfp);
}

void callers(struct dev *d)
{
	d->p = fill(d, GFP_KERNEL);	// expected-warning {{sleeping allocation in atomic context: 'fill' with GFP_KERNEL may sleep while a spinlock is held; use GFP_ATOMIC or GFP_NOWAIT, or allocate before the atomic section}}
	d->p = fill(d, GFP_ATOMIC);
	d->p = fill_twice(d, GFP_KERNEL);	// expected-warning {{sleeping allocation in atomic context: 'fill_twice' with GFP_KERNEL may sleep while a spinlock is held}}
}

void nested(struct dev *d)
{
	unsigned long flags;

	rcu_read_lock();	// expected-note 2 {{RCU read-side critical section begins here}}
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while a spinlock is held}}
	spin_unlock(&d->lock);
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while in an RCU read-side critical section}}
	rcu_read_unlock();
	spin_lock_irqsave(&d->lock, flags);	// expected-note {{spinlock taken here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while a spinlock is held}}
	spin_unlock_irqrestore(&d->lock, flags);
}
