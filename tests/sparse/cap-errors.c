// ARGS: -fmax-errors=2
/* Rule (spec 9.3): -fmax-errors=N: N+1 errors print, then "too many
 * errors" at the position of the next one, then no more errors; warnings
 * of later symbols still print after it. */
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
