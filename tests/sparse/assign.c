/* Rule (spec 4.2, 2): assignment to and from restricted types.  Same
 * type and a fouled source are fine; plain integer -> restricted,
 * restricted -> plain integer, two different restricted types and two
 * bitwise declaration lists (one type each) warn "different base types"
 * at the '='.  One declaration list is one type; typedef of a typedef is
 * the same type. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((bitwise)) slab_t;
typedef gfp_t gfp2_t;
typedef unsigned short __attribute__((bitwise)) __le16;

static void assign(gfp_t a, gfp2_t b, slab_t s, unsigned int n, __le16 l)
{
	unsigned int __attribute__((bitwise)) x1;
	unsigned int __attribute__((bitwise)) x2;
	unsigned int __attribute__((bitwise)) p, q;
	long wide;

	a = b;
	b = a;
	l = ~l;
	p = q;
	a = n;
	n = a;
	a = s;
	s = a;
	x1 = x2;
	wide = a;
	a = 1;
}
