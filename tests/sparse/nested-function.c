/* A GNU nested function is checked where its definition stands in the
 * enclosing body: sparse evaluates it there (its warnings come between
 * the enclosing function's) and expands it there (the truncations inside
 * it before the enclosing function's later ones), but never linearizes
 * it (no pointer-to-int warning from inside it) and never asks whether
 * it was declared. */
#define __user __attribute__((noderef, address_space(__user)))
static int take(int __user *p);
static void *q;
static int f(int i, int *ptr)
{
	int __user *up = 0;
	char c;
	auto int g(int a);
	int g(int a)
	{
		char *p = 0;
		int x = *up;
		c = 1000;
		q = (void *)(long)p;
		return a + x + (int)ptr + take((int *)q);
	}
	int kr(a) int a; { return a + (int)ptr; }
	c = 300;
	return g(i) + kr(i) + (int)ptr;
}
int use(void) { return f(1, q); }
