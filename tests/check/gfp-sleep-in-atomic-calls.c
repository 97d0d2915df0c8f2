// ARGS: -Wno-decl --atomic-enter my_lock --atomic-exit my_unlock --atomic-trylock my_trylock
// gfp-sleep-in-atomic through calls to functions of the translation unit:
// a helper that allocates (one level; deeper only through functions that
// allocate on every path), wrappers that take or release a lock, a gfp_t
// parameter passed on or only stored, a function that drops its caller's
// lock to allocate, and names added with --atomic-enter/--atomic-exit.
#include "kernel-locks.h"

struct dev {
	spinlock_t lock;
	void *p;
	int n;
	struct address_space m;
	struct xarray xa;
};

static void *helper(void)
{
	return kmalloc(32, GFP_KERNEL);	// expected-note 2 {{the allocation that may sleep}}
}

static void *maybe_helper(struct dev *d)
{
	if (d->p)
		return d->p;
	return kmalloc(32, GFP_NOFS);	// expected-note 2 {{the allocation that may sleep}}
}

/* sleeps on every path: its callers sleep too */
static int outer(struct dev *d)
{
	d->p = helper();
	return d->p != NULL;
}

/* sleeps on some path only, two levels down: not followed through
 * outer_maybe's summary, but its one caller holds a lock, so it runs in
 * atomic context itself */
static int outer_maybe(struct dev *d)
{
	return maybe_helper(d) != NULL;	// expected-warning {{'maybe_helper' may sleep (it calls 'kmalloc' with GFP_NOFS) and is called while a spinlock is held, in every caller of 'outer_maybe'; use GFP_ATOMIC or GFP_NOWAIT, or allocate before the callers' atomic section}}
}

void calls_under_lock(struct dev *d)
{
	spin_lock(&d->lock);	// expected-note 4 {{spinlock taken here}}
	d->p = helper();	// expected-warning {{'helper' may sleep (it calls 'kmalloc' with GFP_KERNEL) and is called while a spinlock is held}}
	d->p = maybe_helper(d);	// expected-warning {{'maybe_helper' may sleep (it calls 'kmalloc' with GFP_NOFS)}}
	d->n = outer(d);	// expected-warning {{'outer' may sleep (it calls 'helper', which calls 'kmalloc' with GFP_KERNEL)}}
	d->n = outer_maybe(d);	// expected-note {{'outer_maybe' is called here while a spinlock is held}}
	spin_unlock(&d->lock);
	d->p = helper();
}

/* lock wrappers */
static void dev_lock(struct dev *d)	// expected-warning:13 {{context imbalance in 'dev_lock' - wrong count at exit}}
{
	spin_lock_bh(&d->lock);
}

static void dev_unlock(struct dev *d)	// expected-warning:13 {{context imbalance in 'dev_unlock' - unexpected unlock}}
{
	spin_unlock_bh(&d->lock);
}

void through_wrappers(struct dev *d)
{
	dev_lock(d);	// expected-note {{spinlock taken here, by 'dev_lock'}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	dev_unlock(d);
	d->p = kmalloc(8, GFP_KERNEL);
}

/* a gfp_t parameter: passed on to an allocation, or only stored */
static void *alloc_with(struct dev *d, gfp_t gfp)
{
	gfp_t flags = gfp | __GFP_ZERO;

	return kmalloc(d->n, flags);
}

void parameters(struct dev *d)
{
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	d->p = alloc_with(d, GFP_KERNEL);	// expected-warning {{'alloc_with' with GFP_KERNEL may sleep while a spinlock is held}}
	d->p = alloc_with(d, GFP_ATOMIC);
	mapping_set_gfp_mask(&d->m, GFP_KERNEL);	/* stores the mask */
	spin_unlock(&d->lock);
}

/* drops the caller's lock around the allocation (as mas_nomem() and
 * __xas_nomem() do), so the caller may hold that one lock */
static void *nomem(struct dev *d, gfp_t gfp)
{
	void *p;

	spin_unlock(&d->lock);
	p = kmalloc(8, gfp);
	spin_lock(&d->lock);
	return p;
}

void lock_dropping(struct dev *d)
{
	unsigned long flags;

	spin_lock(&d->lock);
	d->p = nomem(d, GFP_KERNEL);
	spin_unlock(&d->lock);
	local_irq_save(flags);	// expected-note {{interrupts disabled here}}
	spin_lock(&d->lock);
	d->p = nomem(d, GFP_KERNEL);	// expected-warning {{'nomem' with GFP_KERNEL may sleep while interrupts are disabled}}
	spin_unlock(&d->lock);
	local_irq_restore(flags);
	xa_lock(&d->xa);
	__xa_store(&d->xa, 1, d->p, GFP_KERNEL);	/* drops xa_lock to allocate */
	xa_unlock(&d->xa);
}

/* --atomic-enter/--atomic-exit */
void my_lock(struct dev *d);
void my_unlock(struct dev *d);
int my_trylock(struct dev *d);

void user_names(struct dev *d)
{
	my_lock(d);	// expected-note {{atomic section begins here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while an atomic section is held}}
	my_unlock(d);
	d->p = kmalloc(8, GFP_KERNEL);
	if (my_trylock(d)) {	// expected-note {{atomic section begins here}}
		d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while an atomic section is held}}
		my_unlock(d);
	} else {
		d->p = kmalloc(8, GFP_KERNEL);
	}
}

/* recursion does not loop */
static void *recurse(struct dev *d, int n)
{
	if (n)
		return recurse(d, n - 1);
	return kmalloc(8, GFP_ATOMIC);
}

void *call_recursive(struct dev *d)
{
	void *p;

	spin_lock(&d->lock);
	p = recurse(d, 3);
	spin_unlock(&d->lock);
	return p;
}
