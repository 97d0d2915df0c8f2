// A __percpu array variable (the kernel's DECLARE_PER_CPU of a typedef'd
// array: cpumask_var_t, mce_banks_t, vector_irq_t): its elements are in
// the address space too, so &v[i] and the decayed v pass this_cpu_*'s
// __verify_pcpu_ptr().  A plain array's elements are not.
#define __percpu __attribute__((noderef, address_space(__percpu)))
typedef unsigned long banks_t[4];
struct irq_desc;
typedef struct irq_desc *vector_irq_t[256];
extern __percpu __typeof__(banks_t) poll_banks;
extern __typeof__(vector_irq_t) __percpu vector_irq;
extern __percpu banks_t poll_banks4;
extern banks_t plain_banks;
#define verify(ptr) do { const void __percpu *__vpp_verify = (typeof((ptr) + 0))((void *)0); (void)__vpp_verify; } while (0)

static void f(int i)
{
	verify(&poll_banks[i]);
	verify(&vector_irq[i]);
	verify(&poll_banks4[i]);
	verify(poll_banks);
	verify(&poll_banks);
	verify(&plain_banks[i]);
	verify(plain_banks);
}

void (*use)(int) = f;

// assigned whole, an array variable's value is its decayed pointer too
// (6.12's kernel/workqueue.c: pools = bh_worker_pools)
struct worker_pool { int x; };
static __percpu __typeof__(struct worker_pool [2]) bh_worker_pools;
static struct worker_pool plain_pools[2];
static void g(void)
{
	struct worker_pool __percpu *pools;
	struct worker_pool *p2;
	pools = bh_worker_pools;
	p2 = plain_pools;
	pools = plain_pools;
	(void)pools;
	(void)p2;
}

void (*use_g)(void) = g;
