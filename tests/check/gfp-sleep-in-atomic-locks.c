// ARGS: -Wno-decl
// gfp-sleep-in-atomic, each kind of atomic section x allocators x a
// sleeping and a non-sleeping mask, with the 6.1 spellings of
// kernel-locks.h (inline functions, macros over _raw_*(), barrier()).
#include "kernel-locks.h"

struct dev {
	spinlock_t lock;
	raw_spinlock_t raw;
	rwlock_t rw;
	void *p;
	struct kmem_cache *cache;
	mempool_t *pool;
	struct page *page;
};

#define W "sleeping allocation in atomic context"

void under_spin_lock(struct dev *d)
{
	spin_lock(&d->lock);	// expected-note 6 {{spinlock taken here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while a spinlock is held; use GFP_ATOMIC or GFP_NOWAIT, or allocate before the atomic section}}
	d->p = kmalloc(8, GFP_ATOMIC);
	d->p = kmem_cache_alloc(d->cache, GFP_NOFS);	// expected-warning {{'kmem_cache_alloc' with GFP_NOFS may sleep while a spinlock is held}}
	d->p = kmem_cache_alloc(d->cache, GFP_NOWAIT);
	d->page = alloc_pages(GFP_USER, 0);	// expected-warning {{'alloc_pages' with GFP_USER may sleep}}
	d->p = mempool_alloc(d->pool, GFP_NOIO);	// expected-warning {{'mempool_alloc' with GFP_NOIO may sleep}}
	d->p = mempool_alloc(d->pool, GFP_ATOMIC | __GFP_NOWARN);
	d->p = __vmalloc(8, GFP_KERNEL | __GFP_ZERO);	// expected-warning {{'__vmalloc' with GFP_KERNEL | __GFP_ZERO may sleep}}
	d->p = kzalloc(8, GFP_KERNEL_ACCOUNT);	// expected-warning {{'kzalloc' with GFP_KERNEL_ACCOUNT may sleep}}
	spin_unlock(&d->lock);
	d->p = kmalloc(8, GFP_KERNEL);
}

void under_spin_lock_bh(struct dev *d)
{
	spin_lock_bh(&d->lock);	// expected-note {{spinlock taken here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	d->p = kmalloc(8, GFP_NOWAIT);
	spin_unlock_bh(&d->lock);
	d->p = kmalloc(8, GFP_KERNEL);
}

void under_spin_lock_irq(struct dev *d)
{
	spin_lock_irq(&d->lock);	// expected-note {{spinlock taken here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	d->p = kmalloc(8, GFP_ATOMIC);
	spin_unlock_irq(&d->lock);
	d->p = kmalloc(8, GFP_KERNEL);
}

void under_spin_lock_irqsave(struct dev *d)
{
	unsigned long flags;

	spin_lock_irqsave(&d->lock, flags);	// expected-note {{spinlock taken here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	d->p = kmalloc(8, GFP_ATOMIC);
	spin_unlock_irqrestore(&d->lock, flags);
	d->p = kmalloc(8, GFP_KERNEL);
}

void under_raw_spin_lock(struct dev *d)
{
	unsigned long flags;

	raw_spin_lock(&d->raw);	// expected-note {{spinlock taken here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	raw_spin_unlock(&d->raw);
	raw_spin_lock_irqsave(&d->raw, flags);	// expected-note {{spinlock taken here}}
	d->p = kmem_cache_alloc(d->cache, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	d->p = kmem_cache_alloc(d->cache, GFP_ATOMIC);
	raw_spin_unlock_irqrestore(&d->raw, flags);
	d->p = kmalloc(8, GFP_KERNEL);
}

void under_rwlock(struct dev *d)
{
	unsigned long flags;

	read_lock(&d->rw);	// expected-note {{rwlock taken here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while an rwlock is held}}
	read_unlock(&d->rw);
	write_lock_irqsave(&d->rw, flags);	// expected-note {{rwlock taken here}}
	d->p = kmalloc(8, GFP_NOFS);	// expected-warning {{may sleep while an rwlock is held}}
	d->p = kmalloc(8, GFP_NOWAIT);
	write_unlock_irqrestore(&d->rw, flags);
	write_lock(&d->rw);	// expected-note {{rwlock taken here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while an rwlock is held}}
	write_unlock(&d->rw);
	d->p = kmalloc(8, GFP_KERNEL);
}

void irqs_off(struct dev *d)
{
	unsigned long flags;

	local_irq_disable();	// expected-note {{interrupts disabled here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while interrupts are disabled}}
	local_irq_enable();
	local_irq_save(flags);	// expected-note {{interrupts disabled here}}
	d->page = alloc_pages(GFP_KERNEL, 1);	// expected-warning {{may sleep while interrupts are disabled}}
	d->page = alloc_pages(GFP_ATOMIC, 1);
	local_irq_restore(flags);
	d->p = kmalloc(8, GFP_KERNEL);
}

void bh_off(struct dev *d)
{
	local_bh_disable();	// expected-note {{bottom halves disabled here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while bottom halves are disabled}}
	d->p = kmalloc(8, GFP_ATOMIC);
	local_bh_enable();
	d->p = kmalloc(8, GFP_KERNEL);
}

int preemption_off(struct dev *d)
{
	int cpu;

	preempt_disable();	// expected-note {{preemption disabled here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while preemption is disabled}}
	d->p = kmalloc(8, GFP_NOWAIT);
	preempt_enable();
	cpu = get_cpu();	// expected-note {{preemption disabled here}}
	d->p = mempool_alloc(d->pool, GFP_KERNEL);	// expected-warning {{may sleep while preemption is disabled}}
	put_cpu();
	d->p = kmalloc(8, GFP_KERNEL);
	return cpu;
}

void rcu_section(struct dev *d)
{
	rcu_read_lock();	// expected-note {{RCU read-side critical section begins here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while in an RCU read-side critical section}}
	d->p = kmalloc(8, GFP_ATOMIC);
	rcu_read_unlock();
	rcu_read_lock_bh();	// expected-note {{RCU read-side critical section begins here}}
	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while in an RCU read-side critical section}}
	rcu_read_unlock_bh();
	d->p = kmalloc(8, GFP_KERNEL);
}

void guards(struct dev *d, struct mutex *m)
{
	{
		guard(spinlock_irq)(&d->lock);	// expected-note {{spinlock taken here, by guard(spinlock_irq)}}
		d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
		d->p = kmalloc(8, GFP_ATOMIC);
	}
	d->p = kmalloc(8, GFP_KERNEL);		/* the guard's scope ended */
	scoped_guard(spinlock, &d->lock)	// expected-note {{spinlock taken here, by guard(spinlock)}}
		d->p = kmalloc(8, GFP_NOIO);	// expected-warning {{may sleep while a spinlock is held}}
	d->p = kmalloc(8, GFP_KERNEL);
	scoped_guard(spinlock_irqsave, &d->lock) {	// expected-note {{spinlock taken here, by guard(spinlock_irqsave)}}
		d->p = kmalloc(8, GFP_ATOMIC);
		d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while a spinlock is held}}
	}
	guard(mutex)(m);			/* a sleeping lock */	// expected-warning:9 {{context imbalance in 'guards' - wrong count at exit}}
	d->p = kmalloc(8, GFP_KERNEL);
}

/* hard-irq handlers: registered through the inline request_irq() and
 * devm_request_irq(), and the primary handler of request_threaded_irq();
 * its thread_fn runs in a thread and may sleep */
static irqreturn_t hard_handler(int irq, void *data)
{
	struct dev *d = data;

	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while in a hard-irq handler; use GFP_ATOMIC or GFP_NOWAIT, or allocate outside the handler}}
	d->p = kmalloc(8, GFP_ATOMIC);
	return 1;
}

static irqreturn_t devm_handler(int irq, void *data)
{
	struct dev *d = data;

	d->p = kmalloc(8, GFP_NOFS);	// expected-warning {{may sleep while in a hard-irq handler}}
	return 1;
}

static irqreturn_t primary(int irq, void *data)
{
	struct dev *d = data;

	d->p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while in a hard-irq handler}}
	return 2;
}

static irqreturn_t thread_fn(int irq, void *data)
{
	struct dev *d = data;

	d->p = kmalloc(8, GFP_KERNEL);
	return 1;
}

int probe(struct device *dev, struct dev *d)
{
	int err = request_irq(1, hard_handler, 0, "hard", d);	// expected-note {{'hard_handler' is registered here as a hard-irq handler (by 'request_irq')}}

	err |= devm_request_irq(dev, 2, devm_handler, 0, "devm", d);	// expected-note {{is registered here as a hard-irq handler (by 'devm_request_irq')}}
	err |= request_threaded_irq(3, primary, thread_fn, 0, "threaded", d);	// expected-note {{is registered here as a hard-irq handler (by 'request_threaded_irq')}}
	return err;
}
