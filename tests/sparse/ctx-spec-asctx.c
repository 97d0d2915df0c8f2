/* Spec example asctx.c (spec 12.4), unchanged below this comment: address
 * spaces, __rcu, plain-integer NULL, -Wdecl, noderef, and the three
 * context imbalance kinds (linearization: a ctx-* test). */
#define __user	__attribute__((noderef, address_space(__user)))
#define __rcu	__attribute__((noderef, address_space(__rcu)))
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
struct node { int v; struct node __rcu *next; };
unsigned long copy_to_user(void __user *to, const void *from, unsigned long n);
extern int lk;
void lock(void) __acquires(lk);
void unlock(void) __releases(lk);

static int user(int __user *up, void *kbuf)
{
	copy_to_user(kbuf, up, 4);
	return *up + *(int *)up;
}

static int rcu(struct node *n, struct node *m)
{
	struct node *p = n->next;

	if (n->next == m)
		return 1;
	return p->v;
}

static int exit_locked(int c)
{
	lock();
	if (c)
		return 1;
	unlock();
	return 0;
}

static void extra_unlock(void)
{
	unlock();
}

static void maybe(int c)
{
	if (c)
		lock();
	c++;
	if (c)
		unlock();
}

int *np = 0;
