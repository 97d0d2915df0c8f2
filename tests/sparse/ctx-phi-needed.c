/* A branch on a join of constants is not threaded while the joined value
 * is tested again further on (sparse's bb_depends_on_phi(): the target
 * needs the phi); the later test is settled first, and once all the
 * remaining sources agree the branch folds (a trylock tested in a macro
 * and again by its caller: kernel/rcu/tasks.h's raw_spin_trylock_rcu_node()).
 * An empty inner join is bypassed before the phis of locals are placed, so
 * the outer join takes one phi with a source per arm (perf_lock_task_context()).
 */
#define __acquires(x) __attribute__((context(x,0,1)))
#define __releases(x) __attribute__((context(x,1,0)))
#define __cond_lock(x,c)	((c) ? ({ __context__(x,1); 1; }) : 0)
extern int _trylock(int *l);
extern void lock(int *l) __acquires(l);
extern void unlock(int *l) __releases(l);
extern void mb(void);
extern int adjust;
extern int retries(int *l);
#define trylock(l) __cond_lock(l, _trylock(l))
#define trylock_node(p) ({ _Bool ___locked = trylock(p); if (___locked) mb(); ___locked; })
void f(int *l, int *c);
void f(int *l, int *c)
{
	_Bool needadjust = 0;
	if (!trylock_node(l)) {
		lock(l);
		if (adjust && retries(l) > 3)
			needadjust = 1;
	}
	unlock(l);
	if (needadjust)
		mb();
}
struct ctx { int lock; int task; int ref; };
struct task { struct ctx *p[2]; };
static inline void rcu_read_lock(void) { __context__(RCU, 1); }
static inline void rcu_read_unlock(void) { __context__(RCU, -1); }
extern int inc_not_zero(int *r);
extern void irq_restore(unsigned long f);
extern unsigned long irq_save(void);
struct ctx *plc(struct task *task, int n, unsigned long *flags);
struct ctx *plc(struct task *task, int n, unsigned long *flags)
{
	struct ctx *ctx;
retry:
	*flags = irq_save();
	rcu_read_lock();
	ctx = task->p[n];
	if (ctx) {
		lock(&ctx->lock);
		if (ctx != task->p[n]) {
			unlock(&ctx->lock);
			rcu_read_unlock();
			irq_restore(*flags);
			goto retry;
		}
		if (ctx->task == 3 || !inc_not_zero(&ctx->ref)) {
			unlock(&ctx->lock);
			ctx = 0;
		} else {
			n++;
		}
	}
	rcu_read_unlock();
	if (!ctx)
		irq_restore(*flags);
	return ctx;
}
