/* Spec example ops.c (spec 4.3, 4.6): operators and compound
 * assignment; the example follows unchanged. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static gfp_t ops(gfp_t a, gfp_t b, unsigned int n)
{
	gfp_t r = 0;

	r = a | b;
	r = a + b;
	if (a & n)
		r |= n;
	r += a;
	n += a;
	return r | (gfp_t)1;
}
