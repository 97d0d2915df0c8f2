/* Rule (spec 5.6): a function's return type loses __nocast: returning
 * a plain int is silent and f(1) is plain; parameters and objects keep
 * it, so returning a nocast parameter from an int function warns
 * "implicit cast from nocast type". */
typedef unsigned int __attribute__((nocast)) nc_t;
typedef long __attribute__((nocast)) ncl_t;

static nc_t f(int i)
{
	return i;
}

static int g(ncl_t n)
{
	return n;
}

static long h(void)
{
	long x = f(1);

	return x;
}
