// EXIT: 1
/* Rule (spec 4.11): a restricted enumerator followed by one without an
 * initializer: "can't increment the last enum member", fatal: sparse
 * stops there with exit status 1, printing nothing more. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))

static void before(gfp_t a, unsigned int n)
{
	a = n;
}

enum e { E1 = (__force gfp_t)1, E2 };

static void after(gfp_t a, unsigned int n)
{
	a = n;
}
