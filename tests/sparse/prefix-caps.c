// ARGS: -fdiagnostic-prefix=CHECK -fmax-warnings=2 -fmax-errors=0
/* Rule (spec 8.1, 9.3): the prefix also goes into "too many warnings"
 * and "too many errors". */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void caps(gfp_t g, unsigned int n)
{
	n = -g;
	n = -g;
	n = -g;
	n = undeclared1;
}

static void more(int n)
{
	n = undeclared2;
	n = undeclared3;
}
