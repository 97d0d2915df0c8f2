/* A call in an inline function defined in a header sees the declaration
 * in scope where the function stands, not a later one: __read_lock() is
 * declared __acquires() in the header and defined here without it, and
 * read_lock() still takes the lock, and the unlock in start() is not
 * unexpected (6.1's and 6.12's kernel/rcu/srcutree.c: srcu_read_lock()).
 * castguard parses such a body only when a check asks for it. */
#include "inc/ctx-deferred.h"
void spin_unlock(int *l) __releases(l);

int __read_lock(struct srcu *p)
{
	return p->a;
}

void start(struct srcu *p, int *l, int x);
void start(struct srcu *p, int *l, int x)
{
	int i = read_lock(p);

	if (x)
		spin_unlock(l);
	read_unlock(p, i);
}
