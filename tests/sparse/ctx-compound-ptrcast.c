/* A compound assignment computes: `mask |= 8` after a join of two values of
 * mask is an instruction in its arm, which sparse does not make a select,
 * and the block that returns stays apart (6.12's snd_timer_user_poll() in
 * sound/core/timer.c: the lock a guard() takes is never released for
 * sparse, and the return is named).  And a pointer converted to another
 * pointer type is a new pseudo (sparse's ptrcast), which its branches do
 * not see through: a join of an allocator's NULL and its call's result is
 * not threaded (realloc_user_queue(): `wrong count at exit`, not
 * `different lock contexts`). */
#define __acquires(x)	__attribute__((context(x,0,1)))
void spin_lock(int *l) __acquires(l);
void *alloc(unsigned long n);
struct q { int used, gone, lock; };
struct item { int x; };

int poll(struct q *q);
int poll(struct q *q)
{
	int mask = 0;

	spin_lock(&q->lock);
	if (q->used)
		mask |= 1;
	if (q->gone)
		mask |= 8;
	return mask;
}

static inline void *alloc_array(unsigned long n, unsigned long size)
{
	if (n > 1000 / size)
		return (void *)0;
	return alloc(n * size);
}

int realloc_queue(struct q *q, int n, int big);
int realloc_queue(struct q *q, int n, int big)
{
	struct item *items = (void *)0;
	long *longs = (void *)0;

	if (big) {
		longs = alloc_array(n, sizeof(*longs));
		if (!longs)
			return -12;
	} else {
		items = alloc_array(n, sizeof(*items));
		if (!items)
			return -12;
	}
	spin_lock(&q->lock);
	q->used = !!items + !!longs;
	return 0;
}
