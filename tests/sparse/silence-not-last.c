/* Rule (spec 9.2): the same file as silence-last.c with one more symbol
 * after the erroring one: the flag is cleared, phase 3 prints the
 * expand-phase warnings (of all functions). */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __user __attribute__((noderef, address_space(__user)))
static inline gfp_t mk(unsigned int n) { return n; }

static void first(gfp_t g, unsigned int n, int __user *p)
{
	unsigned char c = 0x1ff;

	g = n;
	c = *p;
	g = mk(n);
}

static void middle(int n)
{
	n = undeclared;
}

static int last_one;
