/* header of lazy-bodies.c: inline functions whose bodies castguard keeps
 * as tokens until something asks for them */
typedef unsigned int __attribute__((bitwise)) gfp_t;

/* never called: sparse does not evaluate it, so no warning */
static inline int never_called(gfp_t g)
{
	unsigned int n = g;
	return n;
}

/* called twice: checked at each call site (one warning, as sparse) */
static inline int called(gfp_t g)
{
	return g;
}

/* its address is taken: checked once on its own */
static inline void addressed(gfp_t g, unsigned int *n)
{
	*n = g;
}

/* a static assertion is evaluated where it is parsed (sparse): this body
 * is parsed in place, and its other expressions still wait for a call */
static inline int asserts(gfp_t g)
{
	_Static_assert(sizeof(gfp_t) == 4, "gfp_t");
	return g;
}

/* calls another header inline function: both parsed when needed */
static inline int outer(gfp_t g)
{
	return called(g) + 1;
}
