// Values sparse gives up on: a void value used as a value, a failed
// assignment.  sparse reports them once and evaluates nothing more of the
// enclosing expression (no "degrades" after it); a switch on such a value
// errs at every case.
typedef unsigned int __attribute__((bitwise)) gfp_t;
enum e { E0, E1, E2 };

static void take(gfp_t f) { }

static int f(gfp_t g, int i)
{
	gfp_t r;
	unsigned int v = (void)i;

	r = (void)i;
	take((void)i);
	if ((void)i)
		return 1;
	while ((void)i)
		;
	if (i && (void)i)
		return 2;
	r = (void)i ? g : g;
	return ((void)i) == g;
}

static int g1(gfp_t g, int i)
{
	switch ((void)i) {
	case 0:
		return 1;
	case E2:
		return 3;
	}
	return 0;
}

static int g2(gfp_t g, int i)
{
	if ((g = E1) == g)
		return 1;
	switch (g = E1) {
	case 0:
		return 1;
	case 1:
		return 2;
	}
	switch (g += i) {
	case 1:
		return 2;
	}
	return (g |= i) == g;
}

static int g3(int a, int b)
{
	if (a = b)		/* warned as the if is evaluated, in order */
		return 1;
	if ((a = b))
		return 2;
	while (a = b)
		return 3;
	return 0;
}

static inline int unused(int a, int b)
{
	if (a = b)		/* never evaluated: no warning */
		return 1;
	return 0;
}

static int h(double d)
{
	switch (1) {
	case 1:
		return 0;
	}
	return 1;
}
