/* Rule (spec 3, 12.1): pointers to address spaces print as
 * "int [noderef] __user *up" (the address space after the modifiers of
 * the pointee); __rcu, __iomem and a const pointee; a pointer to a
 * pointer; an unnamed pointer expression. */
#define __user	__attribute__((noderef, address_space(__user)))
#define __iomem	__attribute__((noderef, address_space(__iomem)))
#define __rcu	__attribute__((noderef, address_space(__rcu)))
struct node { int v; struct node __rcu *next; };

static void print_noderef(int __user *up, const char __user *cp, void __iomem *io,
			  struct node *n, int __user **upp)
{
	int *k;
	const char *kc;
	struct node *p;

	k = up;
	kc = cp;
	k = io;
	p = n->next;
	k = *upp;
	k = up + 1;
}
