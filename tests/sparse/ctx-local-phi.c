/* A local set in an if and read after it: sparse's SSA form has a phi at
 * the join and a phi source at the end of each parent, and the block that
 * holds a source is no empty forwarder to bypass (kernel/ptrace.c's
 * ptrace_getsiginfo(), fs/proc/array.c: lock_task_sighand() tested twice
 * with 'error' set between). */
#define __releases(x) __attribute__((context(x,1,0)))
#define __cond_lock(x,c)	((c) ? ({ __context__(x,1); 1; }) : 0)
struct sh { int siglock; };
struct task { struct sh *sighand; void *last; };
extern struct sh *__lock_task_sighand(struct task *t, unsigned long *flags);
extern void unlock_irqrestore(int *l, unsigned long f) __releases(l);
extern void copy(void *a, void *b);
static inline struct sh *lock_task_sighand(struct task *task, unsigned long *flags)
{
	struct sh *ret;
	ret = __lock_task_sighand(task, flags);
	(void)__cond_lock(&task->sighand->siglock, ret);
	return ret;
}
static inline void unlock_task_sighand(struct task *task, unsigned long *flags)
{
	unlock_irqrestore(&task->sighand->siglock, *flags);
}
int getsig(struct task *child, void *info);
int getsig(struct task *child, void *info)
{
	unsigned long flags;
	int error = -3;
	if (lock_task_sighand(child, &flags)) {
		error = -22;
		if (__builtin_expect(!!(child->last != (void *)0), 1)) {
			copy(info, child->last);
			error = 0;
		}
		unlock_task_sighand(child, &flags);
	}
	return error;
}
