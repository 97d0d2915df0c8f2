/* Rule (spec 4.8): ?: with arms u32 * and gfp_t * is an error,
 * "incompatible types in conditional expression (different base
 * types):" with the two types, at the '?'. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int u32;

static void *ptr_cond(int n, u32 *p, gfp_t *q)
{
	return n ? p : q;
}

static void *ptr_cond_ok(int n, gfp_t *q, void *v)
{
	return n ? q : v;
}
