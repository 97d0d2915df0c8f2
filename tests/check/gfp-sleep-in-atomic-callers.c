// ARGS: -Wno-decl
// gfp-sleep-in-atomic in a static function whose every caller in the file
// calls it in atomic context (a spinlock, interrupts or bottom halves off,
// RCU), several calls up; what its summary tells the callers already
// (an allocation on every path) is reported once, at their call.  Not
// inherited: a function with a caller outside any section, whose address
// is taken, that is not static, or that releases its caller's lock first.
#include "kernel-locks.h"

struct dev {
	spinlock_t lock;
	void *p;
	int n;
};

void *lookup(struct dev *d);

/* allocates on some path only: a caller of its caller is not told (the
 * summary of insert() does not carry a maybe), but insert() runs under
 * its caller's lock */
static void *grow(struct dev *d)
{
	if (d->n < 8)
		return d->p;
	return kmalloc(d->n * 2, GFP_KERNEL);	// expected-note 2 {{the allocation that may sleep}}
}

static int insert(struct dev *d)
{
	void *p = grow(d);	// expected-warning {{'grow' may sleep (it calls 'kmalloc' with GFP_KERNEL) and is called while a spinlock is held, in every caller of 'insert'; use GFP_ATOMIC or GFP_NOWAIT, or allocate before the callers' atomic section}}

	return p != NULL;
}

/* three levels: refill() -> refill_one() -> grow() */
static int refill_one(struct dev *d)
{
	return grow(d) != NULL;	// expected-warning {{'grow' may sleep (it calls 'kmalloc' with GFP_KERNEL) and is called while interrupts are disabled, in every caller of 'refill_one'}}
}

static void *refill(struct dev *d)
{
	if (lookup(d))
		return NULL;
	d->n = refill_one(d);	// expected-note {{'refill_one' is called here by 'refill'}}
	return d->p;
}

void add(struct dev *d)
{
	unsigned long flags;

	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	d->n = insert(d);	// expected-note {{'insert' is called here while a spinlock is held}}
	spin_unlock(&d->lock);
	local_irq_save(flags);	// expected-note {{interrupts disabled here}}
	d->p = refill(d);	// expected-note {{'refill' is called here while interrupts are disabled}}
	local_irq_restore(flags);
}

/* bottom halves off and RCU: each caller atomic, by different sections */
static void *cache_grow(struct dev *d)
{
	if (lookup(d))
		return d->p;
	return kzalloc(32, GFP_KERNEL);	// expected-note {{the allocation that may sleep}}
}

static void *cache_fill(struct dev *d)
{
	return cache_grow(d);	// expected-warning {{'cache_grow' may sleep (it calls 'kzalloc' with GFP_KERNEL) and is called while in an RCU read-side critical section, in every caller of 'cache_fill'}}
}

void from_bh(struct dev *d)
{
	local_bh_disable();
	d->p = cache_fill(d);
	local_bh_enable();
}

void from_rcu(struct dev *d)
{
	rcu_read_lock();	// expected-note {{RCU read-side critical section begins here}}
	d->p = cache_fill(d);	// expected-note {{'cache_fill' is called here while in an RCU read-side critical section}}
	rcu_read_unlock();
}

/* an allocation on every path is in the summary: the caller reports it,
 * and the function atomic through that caller does not report it again */
static void *always(struct dev *d)
{
	return kmalloc(8, GFP_KERNEL);	// expected-note {{the allocation that may sleep}}
}

void locked_always(struct dev *d)
{
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	d->p = always(d);	// expected-warning {{'always' may sleep (it calls 'kmalloc' with GFP_KERNEL) and is called while a spinlock is held}}
	spin_unlock(&d->lock);
}

/* the helper of the next functions: allocates on some path */
static void *some_path(struct dev *d)
{
	if (lookup(d))
		return NULL;
	return kmalloc(8, GFP_KERNEL);
}

/* one caller holds nothing: not inherited */
static void *mixed(struct dev *d)
{
	return some_path(d);
}

void mixed_callers(struct dev *d)
{
	spin_lock(&d->lock);
	d->p = mixed(d);
	spin_unlock(&d->lock);
	d->p = mixed(d);
}

/* its address is taken: callers the file does not show */
static void *escaped(struct dev *d)
{
	return some_path(d);
}

void *(*escape_hook)(struct dev *) = escaped;

void escaped_caller(struct dev *d)
{
	spin_lock(&d->lock);
	d->p = escaped(d);
	spin_unlock(&d->lock);
}

/* not static: other files may call it */
void *exported(struct dev *d)
{
	return some_path(d);
}

void exported_caller(struct dev *d)
{
	spin_lock(&d->lock);
	d->p = exported(d);
	spin_unlock(&d->lock);
}

/* called with the lock held, drops it to allocate */
static void *drop_and_alloc(struct dev *d)
{
	void *p;

	if (lookup(d))
		return NULL;
	spin_unlock(&d->lock);
	p = some_path(d);
	spin_lock(&d->lock);
	return p;
}

void drop_caller(struct dev *d)
{
	spin_lock(&d->lock);
	d->p = drop_and_alloc(d);
	spin_unlock(&d->lock);
}

/* a helper whose scalar parameter picks the mask (ext4's
 * __es_alloc_extent(nofail)): each call judged with its constant */
static void *alloc_entry(_Bool nofail)
{
	if (!nofail)
		return kmalloc(8, GFP_ATOMIC);
	return kmalloc(8, GFP_KERNEL | __GFP_NOFAIL);	// expected-note 2 {{the allocation that may sleep}}
}

static int insert_entry(struct dev *d)
{
	d->p = alloc_entry(0);
	return d->p != NULL;
}

static int insert_nofail(struct dev *d)
{
	d->p = alloc_entry(1);	// expected-warning {{'alloc_entry' may sleep (it calls 'kmalloc' with GFP_KERNEL | __GFP_NOFAIL) and is called while a spinlock is held, in every caller of 'insert_nofail'}}
	return d->p != NULL;
}

void entries(struct dev *d)
{
	spin_lock(&d->lock);	// expected-note 2 {{spinlock taken here}}
	d->n = insert_entry(d);
	d->n += insert_nofail(d);	// expected-note {{'insert_nofail' is called here while a spinlock is held}}
	d->p = alloc_entry(0);
	d->p = alloc_entry(1);	// expected-warning {{'alloc_entry' may sleep (it calls 'kmalloc' with GFP_KERNEL | __GFP_NOFAIL) and is called while a spinlock is held; use GFP_ATOMIC}}
	spin_unlock(&d->lock);
}
