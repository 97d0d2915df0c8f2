/* Rule (spec 8.4): every token coming out of a macro expansion, also
 * from its arguments, carries the position of the outermost macro
 * invocation's name. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define ID(x) (x)
#define NEG(x) (-(x))
#define OUTER(x) ID(NEG(x))
#define ASSIGN(d, s) do { d = s; } while (0)

static void col_macro(gfp_t g, int n)
{
	n =   ID(n) + ID(  g);
	n = NEG(g);
	n =    OUTER(   g);
	ASSIGN(g, n);
	   ASSIGN(n,
		  g);
	n = ID(
		g) + 1;
}
