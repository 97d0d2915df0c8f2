/* Rule (spec 4.7): unforced casts.  To a restricted type from anything
 * but a literal 0: "cast to restricted R" (no [usertype]); from a
 * restricted type to a plain one: "cast from restricted R"; same type
 * (also from the fouled version) is fine.  Position: the first token of
 * the type name. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int u32;
typedef unsigned short __attribute__((bitwise)) __le16;

static void cast(gfp_t a, __le16 l, unsigned int n, gfp_t *out)
{
	gfp_t r;

	r = (gfp_t)a;
	r = (gfp_t)0;
	l = (__le16)~l;
	r = (gfp_t)n;
	r = (gfp_t)1;
	r = (typeof(r))n;
	n = (unsigned char)a;
	n = (long)a;
	n = (u32)a;
	n = (unsigned int)a;
	n = (int)~l;
	*out = (gfp_t) n;
	r = (
		gfp_t)n;
}
