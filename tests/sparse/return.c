/* Rule (spec 4.2): "incorrect type in return expression" at the returned
 * expression; the expected line is the function's return type (no name,
 * no [usertype] is printed for it). */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((bitwise)) slab_t;

static gfp_t ret_plain(unsigned int n)
{
	return n;
}

static unsigned int ret_restricted(gfp_t a)
{
	return a;
}

static gfp_t ret_other(slab_t s)
{
	return s;
}

static gfp_t ret_ok(gfp_t a, int n)
{
	if (n)
		return a;
	return 0;
}

static _Bool ret_bool(gfp_t a)
{
	return a;
}

static gfp_t ret_one(void)
{
	return 1;
}
