// ARGS: -fmax-warnings=3
/* Rule (spec 9.3): -fmax-warnings=N: warnings 1..N-1 print normally,
 * warning N is replaced by "too many warnings" at its position (no info
 * lines) and no warning is printed after it; info lines do not count.
 * Errors are not capped by it: they keep coming. */
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
