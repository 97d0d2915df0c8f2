/* Rule (spec 6): a forced compound literal (__force T){ ... } warns
 * "[force] in compound literal" at parse time, at the first token of
 * the type name, so it comes before the evaluation warnings of earlier
 * functions. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))
struct s { gfp_t f; };

static void before(gfp_t a, unsigned int n)
{
	a = n;
}

static gfp_t lit(unsigned int n)
{
	struct s v = (__force struct s){ 0 };
	gfp_t w = (__force gfp_t){ 0 };

	return v.f | w;
}
