/* Rule (spec 4.8): comparing u32 * with gfp_t * is an error,
 * "incompatible types in comparison expression (different base
 * types):" with the two types on indented lines, at the operator.  Each
 * function has one error, which silences the rest of its warnings. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int u32;

static int ptr_compare(u32 *p, gfp_t *q, gfp_t a)
{
	if (p == q)
		return 1;
	a = 1;
	return 0;
}

static int ptr_compare2(gfp_t *q, u32 *p)
{
	return q != p;
}

static int ptr_compare_ok(gfp_t *q, gfp_t *r, void *v)
{
	return q == r || q == v;
}
