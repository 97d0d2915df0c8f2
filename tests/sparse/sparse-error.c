// ARGS: -Wsparse-error
// EXIT: 1
/* Rule (spec 9.2, 9.4): -Wsparse-error prints every warning as an
 * error (with its info lines; -Wdecl and degrade lines too) and the
 * exit status becomes 1. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

int exported;

static void f(gfp_t g, unsigned int n)
{
	g = n;
	n = -g;
}
