/* Rule (spec 3): [assigned] appears once the variable was the target of
 * an earlier successful assignment, in evaluation order: for locals and
 * parameters within the function, for file-scope variables across
 * functions (evaluated in definition order).  An initializer does not
 * set it, a failed assignment does not, a compound assignment does. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static gfp_t gs;
static unsigned int gn;

static void first(gfp_t a, unsigned int n)
{
	gfp_t l = a;

	n = a;
	n = a;
	gs = n;
	n = 1;
	a = n;
	gs = a;
	gn = a;
	l = n;
}

static void second(gfp_t a, unsigned int n)
{
	gs = n;
	gn = 2;
	a |= 0;
	n = a;
}

static void third(unsigned int n)
{
	gs = gn;
	gn = gs;
}
