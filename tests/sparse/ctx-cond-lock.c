/* The kernel's (void)__cond_lock(lock, ret) then return ret: the cast to
 * void keeps nothing, the ?:'s phi is dead, the inline return's phi has
 * one source; the join they leave is empty and the caller's test of the
 * same value is bypassed (6.12's kernel/freezer.c, fake_signal_wake_up()
 * around lock_task_sighand()). */
#define __acquire(x)	__context__(x,1)
#define __releases(x)	__attribute__((context(x,1,0)))
#define __cond_lock(x,c) ((c) ? ({ __acquire(x); 1; }) : 0)
struct sighand { int siglock; };
struct task { struct sighand *sighand; };
struct sighand *__lock_sighand(struct task *t, unsigned long *flags);
void unlock_irqrestore(int *l, unsigned long f) __releases(l);
void wake_up(struct task *t, int x);

static inline struct sighand *lock_sighand(struct task *t, unsigned long *flags)
{
	struct sighand *ret;

	ret = __lock_sighand(t, flags);
	(void)__cond_lock(&t->sighand->siglock, ret);
	return ret;
}

static inline void unlock_sighand(struct task *t, unsigned long *flags)
{
	unlock_irqrestore(&t->sighand->siglock, *flags);
}

void fake_wake_up(struct task *p);
void fake_wake_up(struct task *p)
{
	unsigned long flags;

	if (lock_sighand(p, &flags)) {
		wake_up(p, 0);
		unlock_sighand(p, &flags);
	}
}
