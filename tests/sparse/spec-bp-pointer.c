// ARGS: -Wbitwise-pointer
/* Spec example bp.c (spec 4.8) with -Wbitwise-pointer: the casts warn
 * with full pointer types; the example follows unchanged. */
typedef unsigned int u32;
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void f(u32 *p, gfp_t *q)
{
	q = (gfp_t *)p;
	p = (u32 *)q;
	q = p;
}
