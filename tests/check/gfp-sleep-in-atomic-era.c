// ARGS: -Wno-decl
// gfp-sleep-in-atomic on 2.6 spellings of the atomic sections, read from
// the macros the unit expands: local_irq_save() over an inline function
// the table does not know (2.6.2x x86's __raw_local_irq_save()),
// local_irq_disable() as a bare "cli", local_bh_disable() as a macro over
// the preempt count (2.6.0), rcu_read_lock_bh() as local_bh_disable().
// kmalloc() in the unit that defines __kmalloc() (mm/slub.c), whose body
// hands the mask on in a structure, is still an allocation.
typedef unsigned long size_t;
#include "gfp-flags-2.6.h"
struct slab_req {
	size_t size;
	gfp_t flags;
};
void *slab_do(struct slab_req *r);
void *__kmalloc(size_t size, gfp_t flags)
{
	struct slab_req r = { size, flags };

	return slab_do(&r);
}
static inline void *kmalloc(size_t size, gfp_t flags)
{
	return __kmalloc(size, flags);
}
#define barrier() __asm__ __volatile__("" : : : "memory")
extern int __preempt_count;
#define preempt_count() (__preempt_count)
static inline unsigned long __raw_local_irq_save(void)
{
	unsigned long f;

	__asm__ __volatile__("pushf ; pop %0 ; cli" : "=r" (f) : : "memory");
	return f;
}
static inline void raw_local_irq_restore(unsigned long f)
{
	__asm__ __volatile__("push %0 ; popf" : : "g" (f) : "memory");
}
#define raw_local_irq_save(flags) do { (flags) = __raw_local_irq_save(); } while (0)
#define local_irq_save(flags) do { raw_local_irq_save(flags); } while (0)
#define local_irq_restore(flags) do { raw_local_irq_restore(flags); } while (0)
#define local_irq_disable() __asm__ __volatile__("cli" : : : "memory")
#define local_irq_enable() __asm__ __volatile__("sti" : : : "memory")
#define local_bh_disable() do { preempt_count() += 0x100; barrier(); } while (0)
#define local_bh_enable() do { barrier(); preempt_count() -= 0x100; } while (0)
#define rcu_read_lock_bh() local_bh_disable()
#define rcu_read_unlock_bh() local_bh_enable()

void old_sections(void **p)
{
	unsigned long flags;

	local_irq_save(flags);	// expected-note {{interrupts disabled here}}
	*p = kmalloc(8, GFP_KERNEL);	// expected-warning {{'kmalloc' with GFP_KERNEL may sleep while interrupts are disabled}}
	*p = kmalloc(8, GFP_ATOMIC);
	local_irq_restore(flags);
	*p = kmalloc(8, GFP_KERNEL);
	local_irq_disable();	// expected-note {{interrupts disabled here}}
	*p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while interrupts are disabled}}
	local_irq_enable();
	local_bh_disable();	// expected-note {{bottom halves disabled here}}
	*p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while bottom halves are disabled}}
	local_bh_enable();
	rcu_read_lock_bh();	// expected-note {{RCU read-side critical section begins here}}
	*p = kmalloc(8, GFP_KERNEL);	// expected-warning {{may sleep while in an RCU read-side critical section}}
	rcu_read_unlock_bh();
	*p = kmalloc(8, GFP_KERNEL);
}
