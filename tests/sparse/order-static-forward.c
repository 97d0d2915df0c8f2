/* Rule (spec 9.1, evaluation order): a static function declared before
 * its definition is evaluated (phase 2) at the position of its first
 * declaration, so late() comes before early() there; but it is expanded
 * (phase 3: cast truncates bits) at its definition, after early(). */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void late(gfp_t g, unsigned int n);

static void early(gfp_t g, unsigned int n)
{
	unsigned char c = 0x1ff;

	g = n;
	late(g, n);
}

static void late(gfp_t g, unsigned int n)
{
	unsigned char c = 0x2ff;

	n = g;
}
