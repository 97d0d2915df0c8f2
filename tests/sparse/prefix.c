// ARGS: -fdiagnostic-prefix
/* Rule (spec 8.1): -fdiagnostic-prefix inserts "sparse: " after the
 * location of warnings, errors and their info lines. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int u32;

static int prefix(gfp_t g, unsigned int n, u32 *p, gfp_t *q)
{
	g = n;
	n = -g;
	return p == q;
}
