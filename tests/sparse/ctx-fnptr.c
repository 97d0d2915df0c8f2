/* context() after the declarator of a pointer to a function goes on the
 * declared symbol for sparse: a call through it by name (a variable, a
 * parameter, a member, one declared with such a typedef) changes the lock
 * count as a call of an annotated function does (6.1 fs/fuse/dev.c:
 * `fiq->ops->wake_pending_and_unlock(fiq)`, whose member is declared
 * `__releases(fiq->lock)`).  Not in the declaration specifiers, not
 * through `(*f)(x)`, an array or a typedef of the function type itself. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
struct q;
struct ops {
	void (*wake_and_unlock)(struct q *q)
		__releases(q->lock);
};
struct q { int lock; const struct ops *ops; };
void spin_lock(int *l) __acquires(l);
void spin_unlock(int *l) __releases(l);

/* sparse: silent, the member's call releases */
static void queue_and_unlock(struct q *q)
__releases(q->lock)
{
	q->ops->wake_and_unlock(q);
}

/* sparse: the second release is an unexpected unlock */
void forget(struct q *q, int c);
void forget(struct q *q, int c)
{
	spin_lock(&q->lock);
	if (c)
		q->ops->wake_and_unlock(q);
	else
		spin_unlock(&q->lock);
	queue_and_unlock(q);
}

/* sparse: silent */
typedef void (*unlock_fn)(struct q *q) __releases(q->lock);
void via_typedef(struct q *q, unlock_fn f);
void via_typedef(struct q *q, unlock_fn f)
{
	spin_lock(&q->lock);
	f(q);
}

/* sparse: silent */
void via_param(struct q *q, void (*f)(struct q *) __releases(q->lock));
void via_param(struct q *q, void (*f)(struct q *) __releases(q->lock))
{
	spin_lock(&q->lock);
	f(q);
}

/* sparse: silent */
void local_var(struct q *q, void *p);
void local_var(struct q *q, void *p)
{
	void (*f)(struct q *) __releases(q->lock) = p;
	spin_lock(&q->lock);
	f(q);
}

/* the lock is held at the exit of each of these */
void spec_attr(struct q *q, __releases(q->lock) void (*f)(struct q *));
void spec_attr(struct q *q, __releases(q->lock) void (*f)(struct q *))
{
	spin_lock(&q->lock);
	f(q);
}
void explicit_deref(struct q *q, void (*f)(struct q *) __releases(q->lock));
void explicit_deref(struct q *q, void (*f)(struct q *) __releases(q->lock))
{
	spin_lock(&q->lock);
	(*f)(q);
}
void array_of(struct q *q, void (*f[2])(struct q *) __releases(q->lock));
void array_of(struct q *q, void (*f[2])(struct q *) __releases(q->lock))
{
	spin_lock(&q->lock);
	f[1](q);
}
typedef void unlock_ft(struct q *q) __releases(q->lock);
void fn_typedef(struct q *q, unlock_ft *f);
void fn_typedef(struct q *q, unlock_ft *f)
{
	spin_lock(&q->lock);
	f(q);
}
