/* Spec example quirk.c (spec 9.2): an evaluation error silences its
 * symbol; the info-line quirk; the example follows unchanged. */
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
