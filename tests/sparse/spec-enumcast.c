/* Spec example enumcast.c (spec 4.11): mixed bitwiseness, typeof,
 * restricted-to-restricted cast; the example follows unchanged. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((bitwise)) slab_t;
enum e { A = (__attribute__((force)) gfp_t)1, B = 2 };

static gfp_t t(gfp_t a, slab_t s)
{
	typeof(a) c = a;
	gfp_t d = (gfp_t)s;
	return c;
}
