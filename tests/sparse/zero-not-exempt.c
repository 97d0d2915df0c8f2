/* Rule (spec 4.1): only a plain integer constant node of value 0 is
 * exempt; (1-1), (int)0, (u32)0, n ? 0 : 0, 0 * n, -0, (0, 0),
 * sizeof(int) - 4, 0.0 and an enum variable are not, even when they
 * are 0.  A nonzero enumerator is not either. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int u32;
enum e { Y = 0, ONE = 1 };

static gfp_t g;

static void zero_not_exempt(int n, enum e ev)
{
	g = (1-1);
	g = (int)0;
	g = (u32)0;
	g = n ? 0 : 0;
	g = 0 * n;
	g = -0;
	g = (0, 0);
	g = sizeof(int) - 4;
	g = 0.0;
	g = ev;
	g = ONE;
	g = (gfp_t)(1-1);
	g = (gfp_t)(n ? 0 : 0);
	g = (gfp_t)(int)0;
}
