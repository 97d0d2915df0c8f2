/* A label whose block is empty (an inline body's empty do-while comes
 * first) is bypassed by sparse's simplify_cfg_early() before its SSA
 * conversion, and the phi of a local the gotos bring different values of
 * goes in the block they reach instead: its sources, at the end of the
 * parents, keep sparse from threading the second test of a trylock's
 * value, and the join sees two counts (6.1's fill_stats_for_tgid(),
 * kernel/taskstats.c: rcu_read_unlock() after `out:`). */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define __acquire(x)	__context__(x,1)
#define __release(x)	__context__(x,-1)
#define __cond_lock(x, c)	((c) ? ({ __acquire(x); 1; }) : 0)
struct task { int lock; int stats; };
void spin_unlock(int *l) __releases(l);
int __trylock(struct task *t);
struct task *find(int id);
int busy(void);

static inline int trylock(struct task *t)
{
	int ret = __trylock(t);
	(void)__cond_lock(&t->lock, ret);
	return ret;
}

static inline void read_unlock(void)
{
	do { } while (0 && busy());
	__release(RCU);
}

static inline void read_lock(void)
{
	__acquire(RCU);
}

int fill(int id);
int fill(int id)
{
	struct task *first;
	int rc = -3;

	read_lock();
	first = find(id);
	if (!first || !trylock(first))
		goto out;
	first->stats = 1;
	spin_unlock(&first->lock);
	rc = 0;
out:
	read_unlock();
	return rc;
}

/* the same value on every path: no phi, the second test is threaded */
int same(int id);
int same(int id)
{
	struct task *first;
	int rc = -3;

	read_lock();
	first = find(id);
	if (!first || !trylock(first))
		goto out;
	first->stats = 1;
	spin_unlock(&first->lock);
out:
	read_unlock();
	return rc;
}
