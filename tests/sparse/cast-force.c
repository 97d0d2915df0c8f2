/* Rule (spec 6): __force anywhere in the type name of a cast makes it
 * forced, which skips every cast warning: (__force T), (T __force),
 * (unsigned __force int), (typeof(r) __force), the attribute spelled
 * __force__ (the pointer forms are in cast-force-pointer.c, where the
 * unforced casts would warn).  On a plain declaration __force does
 * nothing: "__force gfp_t b = n;" still warns. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((bitwise)) slab_t;
#define __force __attribute__((force))
typedef unsigned int u32;

static void cast_force(gfp_t a, slab_t s, unsigned int n, u32 *p, gfp_t *q)
{
	gfp_t r;
	__force gfp_t b = n;

	r = (__force gfp_t)n;
	r = (gfp_t __force)n;
	r = (__attribute__((__force__)) gfp_t)s;
	n = (__force unsigned int)a;
	n = (unsigned __force int)a;
	n = (u32 __force)a;
	q = (__force gfp_t *)p;
	q = (gfp_t __force *)p;
	q = (gfp_t * __force)p;
	p = (__force u32 *)q;
	r = (typeof(r) __force)n;
}
