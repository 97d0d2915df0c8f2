// ARGS: -fmax-warnings=0
/* Rule (spec 9.3): -fmax-warnings=0: no warning at all, not even
 * "too many warnings"; errors still print. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
static void f(gfp_t g, unsigned int n)
{
	g = n;
	g = n;
	g = n;
	g = n;
	g = n;
	n = undeclared1;
	g = n;
	g = n;
	g = n;
}
static void h(int n)
{
	n = undeclared2;
	n = undeclared3;
	n = undeclared4;
	n = undeclared5;
}
static void k(gfp_t g, unsigned int n)
{
	g = n;
}
int later;
