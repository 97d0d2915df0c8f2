/* Rule (spec 4.6): a plain target shifted by a restricted count
 * (n <<= a, n >>= a) degrades the count, at the count (not at the
 * operator); a restricted target is "bad assignment". */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void compound_shift(gfp_t a, unsigned int n)
{
	n <<= a;
	n >>= a;
	a <<= a;
	a >>= 0;
}
