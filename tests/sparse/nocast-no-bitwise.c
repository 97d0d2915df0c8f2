// ARGS: -Wno-bitwise
/* Rule (spec 5.8, 1): -Wno-bitwise turns restricted types off at parse
 * time but does not turn __nocast off. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((nocast)) nc_t;

static void nocast_no_bitwise(gfp_t a, unsigned int n, nc_t x, long l)
{
	a = n;
	n = a + 1;
	x = l;
}
