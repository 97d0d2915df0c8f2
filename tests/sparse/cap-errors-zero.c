// ARGS: -fmax-errors=0
/* Rule (spec 9.3): -fmax-errors=0 behaves as N+1 = 1: one error, then
 * "too many errors"; warnings of later symbols still print. */
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
