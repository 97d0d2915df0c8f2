/* Rule (spec 4.6): compound assignment.  Restricted target: &= |= ^=
 * with the same type, a fouled value or 0 are fine; with anything else
 * "invalid assignment: OP" plus left/right side lines; += -= *= /= %=
 * <<= >>= are "bad assignment (OP) to T" whatever the source.  Plain
 * target with a restricted source: "invalid assignment" for every
 * non-shift operator.  All at the operator. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((bitwise)) slab_t;
typedef unsigned short __attribute__((bitwise)) __le16;

static void compound_ok(gfp_t a, gfp_t b, __le16 l)
{
	a &= b;
	a |= b;
	a ^= b;
	a |= 0;
	l &= ~l;
	l |= ~l;
}

static void compound_bad(gfp_t a, slab_t s, unsigned int n)
{
	a |= n;
	a &= s;
	a ^= 1;
	a += 0;
	a -= a;
	a *= n;
	a /= 2;
	a %= a;
	a <<= 1;
	a >>= n;
	n += a;
	n -= a;
	n *= a;
	n /= a;
	n %= a;
	n &= a;
	n |= a;
	n ^= a;
}
