/* Spec example inline.c (spec 9.1): inline functions checked once per
 * call site after phase 2; the example follows unchanged. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __user __attribute__((noderef, address_space(__user)))

static inline gfp_t mk(unsigned int n)
{
	return (gfp_t)n;
}

static inline unsigned int unused(gfp_t g)
{
	return g;
}

gfp_t a(unsigned int n, int __user *p)
{
	unsigned char c = 0x1234;

	n = *p;
	return mk(n);
}

gfp_t b(unsigned int n)
{
	gfp_t g = n;

	return mk(n) | mk(1);
}
