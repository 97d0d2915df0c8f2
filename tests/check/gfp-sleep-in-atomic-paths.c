// ARGS: -Wno-decl
// gfp-sleep-in-atomic along the paths of a function: nesting, unlocking
// before the allocation, early returns, goto unwinding, loops with break
// and continue, switch, trylock success and failure branches, guard scope
// ends.  Where paths with and without the lock meet, the analysis keeps
// the shallower state: conditional locking is not reported (no false alarm
// from conditions it cannot correlate).
#include "kernel-locks.h"

struct dev {
	spinlock_t lock, other;
	void *p;
	int n;
	int refs;
};

void nested(struct dev *d)
{
	unsigned long flags;

	spin_lock_irqsave(&d->lock, flags);	// expected-note {{interrupts disabled here}} expected-note {{spinlock taken here}}
	spin_lock(&d->other);	// expected-note {{spinlock taken here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	spin_unlock(&d->other);
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	spin_unlock_irqrestore(&d->lock, flags);
	d->p = kmalloc(8, GFP_KERNEL);
}

/* released out of order: the other lock is still held */
void out_of_order(struct dev *d)
{
	spin_lock(&d->lock);
	spin_lock(&d->other);	// expected-note {{spinlock taken here}}
	spin_unlock(&d->lock);
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	spin_unlock(&d->other);
}

void unlock_before_alloc(struct dev *d)
{
	void *p;

	spin_lock(&d->lock);
	d->n++;
	spin_unlock(&d->lock);
	p = kmalloc(8, GFP_KERNEL);
	spin_lock(&d->lock);
	d->p = p;
	spin_unlock(&d->lock);
}

int early_return(struct dev *d, int x)
{
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	if (x) {
		spin_unlock(&d->lock);
		return -1;
	}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	spin_unlock(&d->lock);
	return 0;
}

int goto_unwind(struct dev *d, int x)
{
	int err = 0;

	spin_lock(&d->lock);
	if (x)
		goto out_unlock;
	spin_unlock(&d->lock);
	d->p = kmalloc(8, GFP_KERNEL);
	if (!d->p)
		goto out;
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	d->n = 1;
out_unlock:
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	spin_unlock(&d->lock);
out:
	d->p = kmalloc(8, GFP_KERNEL);
	return err;
}

/* a backward goto: the retry loop releases the lock before sleeping */
void goto_retry(struct dev *d)
{
	void *p = NULL;
retry:
	spin_lock(&d->lock);
	if (!d->p && !p) {
		spin_unlock(&d->lock);
		p = kmalloc(8, GFP_KERNEL);
		goto retry;
	}
	d->p = p;
	spin_unlock(&d->lock);
}

void loops(struct dev *d, int n)
{
	int i;

	for (i = 0; i < n; i++) {
		spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
		if (i == 3) {
			spin_unlock(&d->lock);
			continue;
		}
		if (i == 5) {
			d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
			spin_unlock(&d->lock);
			break;
		}
		spin_unlock(&d->lock);
		d->p = kmalloc(8, GFP_KERNEL);
	}
	d->p = kmalloc(8, GFP_KERNEL);
	while (n--) {
		d->p = kmalloc(8, GFP_KERNEL);	/* the lock of the previous round is released */
		spin_lock(&d->lock);
		d->p = kmalloc(8, GFP_ATOMIC);
		spin_unlock(&d->lock);
	}
	do {
		spin_lock(&d->lock);
		d->n++;
		spin_unlock(&d->lock);
	} while (d->n < 10);
	d->p = kmalloc(8, GFP_KERNEL);
	/* locked at the end of each round: the next round allocates under
	 * it, but the first round does not, and the loop head keeps the
	 * shallower state (a known miss) */
	for (i = 0; i < n; i++) {	// expected-warning:9 {{context imbalance in 'loops' - different lock contexts for basic block}}
		if (i)
			d->p = kmalloc(8, GFP_KERNEL);
		spin_lock(&d->lock);
	}
	spin_unlock(&d->lock);
}

void in_switch(struct dev *d, int x)
{
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	switch (x) {
	case 1:
		spin_unlock(&d->lock);
		d->p = kmalloc(8, GFP_KERNEL);
		return;
	case 2:
		d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
		break;
	default:
		d->p = kmalloc(8, GFP_ATOMIC);
	}
	spin_unlock(&d->lock);
}

void trylock(struct dev *d)
{
	if (spin_trylock(&d->lock)) {	// expected-note {{spinlock taken here}}
		d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
		spin_unlock(&d->lock);
	} else {
		d->p = kmalloc(8, GFP_KERNEL);	/* the failure branch holds nothing */
	}
	if (!spin_trylock(&d->lock)) {
		d->p = kmalloc(8, GFP_KERNEL);
		return;
	}
	d->p = kmalloc(8, GFP_NOWAIT);
	spin_unlock(&d->lock);
	if (likely(spin_trylock(&d->lock))) {	// expected-note {{spinlock taken here}}
		d->p = kmalloc(8, GFP_NOIO);	// expected-warning {{may sleep while a spinlock is held}}
		spin_unlock(&d->lock);
	}
	if (atomic_dec_and_lock(&d->refs, &d->lock)) {	// expected-note {{spinlock taken here}}
		d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
		spin_unlock(&d->lock);
	}
	while (!spin_trylock(&d->lock))	// expected-note {{spinlock taken here}}
		d->p = kmalloc(8, GFP_KERNEL);
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	spin_unlock(&d->lock);
}

void guard_scope_end(struct dev *d, int x)	// expected-warning:6 {{context imbalance in 'guard_scope_end' - wrong count at exit}}
{
	if (x) {
		guard(spinlock)(&d->lock);	// expected-note {{spinlock taken here, by guard(spinlock)}}
		if (d->n)
			return;
		d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	}
	d->p = kmalloc(8, GFP_KERNEL);
	scoped_guard(spinlock_irq, &d->lock)
		d->n++;
	d->p = kmalloc(8, GFP_KERNEL);
}

/* conditional locking: not reported (documented: the shallower state wins) */
void conditional(struct dev *d, int locked)
{
	if (locked)
		spin_lock(&d->lock);
	d->p = kmalloc(8, GFP_KERNEL);
	if (locked)	// expected-warning:9 {{context imbalance in 'conditional' - different lock contexts for basic block}}
		spin_unlock(&d->lock);
}

/* a path that cannot return does not weaken the state after it */
void noreturn_path(struct dev *d)
{
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	if (!d->p) {
		spin_unlock(&d->lock);
		panic("no buffer");
	}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	spin_unlock(&d->lock);
}

/* the mask as written: a variable or parameter has no constant value */
void unknown_mask(struct dev *d, gfp_t gfp)
{
	spin_lock(&d->lock);
	d->p = kmalloc(8, gfp);
	spin_unlock(&d->lock);
}

#define ALLOC(d) ((d)->p = kmalloc(8, GFP_KERNEL))
#define LOCKED(d, stmt) do { spin_lock(&(d)->lock); stmt; spin_unlock(&(d)->lock); } while (0)
void through_macros(struct dev *d)
{
	spin_lock(&d->lock);	// expected-note {{spinlock taken here}}
	ALLOC(d);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while a spinlock is held}}
	spin_unlock(&d->lock);
	LOCKED(d, ALLOC(d));	// expected-warning {{may sleep while a spinlock is held}} expected-note {{spinlock taken here}}
	LOCKED(d, d->n++);
	ALLOC(d);
}
