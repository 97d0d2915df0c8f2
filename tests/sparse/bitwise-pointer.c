// ARGS: -Wbitwise-pointer
/* Rule (spec 4.8): with -Wbitwise-pointer, explicit casts between
 * pointers to restricted and plain types warn with the full types
 * (cast to / cast from); casts to and from void * and forced casts do
 * not. */
typedef unsigned int u32;
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void bitwise_pointer(u32 *p, gfp_t *q, void *v, gfp_t **qq)
{
	q = (gfp_t *)p;
	p = (u32 *)q;
	q = (gfp_t *)v;
	v = (void *)q;
	q = (__attribute__((force)) gfp_t *)p;
	p = (u32 *)*qq;
	qq = (gfp_t **)&p;
}
