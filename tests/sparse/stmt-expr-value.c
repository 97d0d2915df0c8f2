// The value of a statement expression has no qualifiers (READ_ONCE()'s
// const volatile read, 6.1's kernel/sched/rt.c), and an asm output
// operand is assigned (x86's xchg(): the [assigned] of its __ret).
#define __rcu __attribute__((noderef, address_space(__rcu)))
#define READ_ONCE(x) ({ (void)0; (*(const volatile __typeof__(x) *)&(x)); })
#define xchg(ptr, v) ({ __typeof__(*(ptr)) __ret = (v); \
	asm volatile("xchg %0, %1" : "+r" (__ret), "+m" (*(ptr)) : : "memory"); __ret; })
struct task { struct task __rcu *parent; unsigned int len; };
struct rq { struct task __rcu *curr; };
void f(struct rq *rq, struct task *t, int *p);
void f(struct rq *rq, struct task *t, int *p)
{
	struct task *curr;
	struct task __rcu *prev;
	curr = READ_ONCE(rq->curr);
	p = READ_ONCE(t->len);
	prev = xchg(&rq->curr, t);
	curr = xchg(&rq->curr, t);
	(void)curr;
	(void)prev;
}
