/* Rule (spec 9.2): an error at parse time (here a syntax error) silences
 * every warning of the file, in all phases, also those of functions
 * written before it; errors are still printed. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

int not_static;

static void before(gfp_t g, unsigned int n)
{
	unsigned char c = 0x1ff;

	g = n;
}

static void broken(int n)
{
	n = n +;
}

static void after(gfp_t g, unsigned int n)
{
	n = g;
	n = undefined_after;
}
