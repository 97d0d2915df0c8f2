/* Rule (spec 9.1, inline functions): an inline function is not
 * evaluated in phase 2; it is checked as a copy at each call site while
 * the caller is expanded, in statement order, interleaved with the
 * caller's own expand-phase warnings.  An inline function whose address
 * is taken is also checked on its own, evaluated after the other symbols
 * of phase 2 and expanded after those of phase 3 (sparse appends it to
 * its symbol list where it meets the address).  An inline function
 * called by an inline function: the
 * outer body's evaluation warnings come first, then the inner call's.
 * An inline function never called is never checked. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __user __attribute__((noderef, address_space(__user)))
static inline gfp_t mk(unsigned int n) { return n; }
static inline gfp_t mk2(unsigned int n) { return mk(n) | (gfp_t)n; }
static inline int never(gfp_t g) { return g; }

static void first(gfp_t g, unsigned int n, int __user *p)
{
	unsigned char c = 0x1ff;

	g = mk(n);
	c = *p;
	g = n;
	c = 0x2ff;
	g = mk2(n);
}

int x = 3;

static void last(gfp_t g, unsigned int n)
{
	gfp_t (*fp)(unsigned int) = mk;

	n = g;
}
