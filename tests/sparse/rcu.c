/* Rule (spec 12.1): __rcu pointers.  Reading an __rcu field into a plain
 * pointer: "incorrect type in assignment (different address spaces)"
 * with "got struct node [noderef] __rcu *next"; comparing it with a
 * plain pointer: the comparison error, which silences the rest of the
 * function; the kernel's accessors (forced casts, typeof) are silent. */
#define __rcu	__attribute__((noderef, address_space(__rcu)))
#define __force	__attribute__((force))
#define rcu_dereference(p) ((typeof(*p) __force *)(p))
#define rcu_assign_pointer(p, v) ((p) = (typeof(*(v)) __force __rcu *)(v))
struct node { int v; struct node __rcu *next; };

static int rcu_read(struct node *n)
{
	struct node *p = n->next;

	p = n->next;
	p = rcu_dereference(n->next);
	rcu_assign_pointer(n->next, p);
	n->next = p;
	return p->v;
}

static int rcu_compare(struct node *n, struct node *m)
{
	if (n->next == m)
		return 1;
	m = n->next;
	return 0;
}
