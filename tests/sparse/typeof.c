/* Rule (spec 4.12, 2, 3): typeof(restricted x) is x's restricted type,
 * keeping qualifiers and [nocast] but not [usertype]; typeof(~le16) and
 * a promoted narrow restricted value (+l) are int; sizeof of anything
 * restricted is fine. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned short __attribute__((bitwise)) __le16;

static void typeof_rules(gfp_t a, __le16 l, unsigned int n, const gfp_t c)
{
	typeof(a) t1 = a;
	typeof(a) t2 = n;
	typeof(c) t3 = n;
	typeof(~l) t4 = l;
	typeof(+l) t5 = l;
	typeof(l + 1) t6 = l;
	unsigned long s = sizeof(a) + sizeof(~l) + sizeof(l + 1);
}
