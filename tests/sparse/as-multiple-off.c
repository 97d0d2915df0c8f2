/* -Wno-address-space: sparse records no address space, so nothing mixes. */
// ARGS: -Wno-address-space
#define __user __attribute__((noderef, address_space(__user)))
#define __rcu __attribute__((noderef, address_space(__rcu)))
#define __force __attribute__((force))
typedef void __signalfn_t(int);
typedef __signalfn_t __user *__sighandler_t;
struct sigaction { __sighandler_t handler; unsigned long flags; char __user *name; };
struct k_sigaction { struct sigaction sa; };
struct sighand { struct k_sigaction action[64]; };
struct task { struct sighand __rcu *sighand; };
#define SIG_IGN ((__force __sighandler_t)1)
void take(void __user *p);
void more(int x, ...);

static void __user *handler_of(struct task *t, int sig)
{
	return t->sighand->action[sig - 1].sa.handler;	/* void * target */
}

static void same_types(struct task *t, int i, char __user *n)
{
	t->sighand->action[i].sa.handler = SIG_IGN;	/* no conversion */
	n = t->sighand->action[i].sa.name;
	n = t->sighand->action[i].sa.name + 1;		/* a computed pointer */
	more(1, t->sighand->action[i].sa.name);		/* variadic: none */
	if (t->sighand->action[i].sa.name == (void *)0)	/* the null type */
		n = 0;
	if (t->sighand->action[i].sa.name == n || !t->sighand->action[i].sa.handler)
		i++;
	i = (long)t->sighand->action[i].sa.handler;	/* explicit cast */
}

static void to_void(struct task *t, int i, void __user *v)
{
	void __user *h = t->sighand->action[i].sa.handler;	/* initializer */
	take(t->sighand->action[i].sa.name);			/* argument */
	v = t->sighand->action[i].sa.name;			/* assignment */
}

static void into_member(struct task *t, int i, void __user *v)
{
	t->sighand->action[i].sa.name = 0;		/* the target's spaces */
	t->sighand->action[i].sa.name = v;
	t->sighand->action[i].sa.name = (void __user *)0;
}

static int compared(struct task *t, int i, void __user *v)
{
	return t->sighand->action[i].sa.name == v || v != t->sighand->action[i].sa.handler;
}

static void *arms(struct task *t, int i, void __user *v)
{
	return i ? t->sighand->action[i].sa.name : v;
}

static _Bool tested(struct task *t, int i)
{
	_Bool b = t->sighand->action[i].sa.name;	/* converted twice */
	return b;
}

void use(struct task *t, void __user *v);
void use(struct task *t, void __user *v)
{
	handler_of(t, 1);
	same_types(t, 1, 0);
	to_void(t, 1, v);
	into_member(t, 1, v);
	compared(t, 1, v);
	arms(t, 1, v);
	tested(t, 1);
}
