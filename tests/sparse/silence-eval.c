/* Rule (spec 9.2): an error during the evaluation of a symbol silences
 * the rest of that symbol's warnings only; the flag is cleared when the
 * next symbol starts.  The info-line quirk: a silenced warning turns
 * the info lines off until the next error, so the next printed warning
 * has no expected/got lines (b2), while a symbol after an error that
 * silenced nothing (b1) and one after a later error (b3) print them. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void a1(gfp_t g, unsigned int n)
{
	g = n;
	n = undeclared1;
}

static void b1(gfp_t g, unsigned int n)
{
	g = n;
}

static void a2(gfp_t g, unsigned int n)
{
	n = undeclared2;
	g = n;
	n = g;
}

static void b2(gfp_t g, unsigned int n)
{
	g = n;
	n = g;
}

static void a3(gfp_t g, unsigned int n)
{
	n = undeclared3;
	n = undeclared4;
}

static void b3(gfp_t g, unsigned int n)
{
	g = n;
}
