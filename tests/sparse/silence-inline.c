/* Rule (spec 9.2, 9.1): an error inside an inline function's body is
 * raised when its copy is checked at the first call site (phase 3) and
 * printed once only (not at the second call site).  The error flag then
 * stays set for the rest of phase 3: the later expand-phase warnings of
 * the caller and of the following functions (truncation, another inline
 * body) are lost.  Phase-2 warnings are not affected. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static inline int bad(gfp_t g)
{
	return g + undeclared_in_inline;
}

static inline gfp_t good(unsigned int n)
{
	return (gfp_t)n;
}

static void caller(gfp_t g, unsigned int n)
{
	unsigned char c = 0x1ff;

	n = bad(g);
	c = 0x2ff;
	n = bad(g);
}

static void other(gfp_t g, unsigned int n)
{
	unsigned char c = 0x3ff;

	g = n;
	g = good(n);
}
