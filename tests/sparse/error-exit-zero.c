/* Rule (spec 9.4): without -Wsparse-error the exit status is 0 even
 * when errors were printed. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int u32;

static int f(u32 *p, gfp_t *q)
{
	return p == q;
}

static int g(int n)
{
	return n + undeclared;
}
