/* Rule (spec 4.7): a cast between two different restricted types warns
 * twice at the same position, "cast to" first, then "cast from".  Also
 * between two unnamed restricted types and between a restricted enum
 * constant and another restricted type. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((bitwise)) slab_t;
typedef unsigned short __attribute__((bitwise)) __le16;

static void cast_restricted(gfp_t a, slab_t s, __le16 l)
{
	unsigned int __attribute__((bitwise)) x1;
	unsigned int __attribute__((bitwise)) x2;

	a = (gfp_t)s;
	s = (slab_t)a;
	a = (gfp_t)l;
	l = (__le16)~a;
	a = (gfp_t)~l;
	x1 = (typeof(x1))x2;
}
