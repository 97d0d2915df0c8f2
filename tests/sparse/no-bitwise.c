// ARGS: -Wno-bitwise
/* Rule (spec 1): -Wno-bitwise turns restricted types off at parse time:
 * every restricted type is its base type, no restricted-type message
 * at all (not even the bitfield parse error), while other checks
 * (-Wdecl, address spaces) still run. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned short __attribute__((bitwise)) __le16;
#define __user __attribute__((noderef, address_space(__user)))

struct bf { gfp_t f:4; };
int exported;

static unsigned int no_bitwise(gfp_t a, __le16 l, unsigned int n, int __user *up, int *kp)
{
	a = n;
	n = a + 1;
	n = ~l == ~l;
	a += 1;
	a = (gfp_t)n;
	kp = up;
	return a;
}
