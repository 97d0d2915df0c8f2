// ARGS: -Wsparse-error
// EXIT: 1
/* Spec example quirk.c (spec 9.2) with -Wsparse-error: the silenced
 * lines reappear as errors, exit 1; the example follows unchanged. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static gfp_t a(gfp_t g, unsigned int n)
{
	n = undeclared_thing;
	g = n;
	return g;
}

static void b(gfp_t g, unsigned int n)
{
	g = n;
}
