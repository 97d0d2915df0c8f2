/* Rule (spec 9.2): if the symbol whose evaluation raised an error is the
 * last one evaluated, the flag is still set in phase 3, so every
 * expand-phase warning of the file (cast truncates bits, dereference of
 * noderef expression, inline bodies) is lost; phase-2 warnings of
 * earlier symbols are printed. */
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

static void last(int n)
{
	n = undeclared;
}
