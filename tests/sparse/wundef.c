// ARGS: -Wundef
/* Rule (spec 7, 10.1): with -Wundef (which Kbuild's gcc flags turn on)
 * an undefined identifier in #if warns "undefined preprocessor
 * identifier 'X'" while the file is preprocessed, so before every
 * evaluation warning; defined(X) and #ifdef do not warn. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void before(gfp_t g, unsigned int n)
{
	g = n;
}

#if CONFIG_FOO
int foo;
#endif
#if defined(CONFIG_BAR) || CONFIG_BAZ > 1
int bar;
#endif
#ifdef CONFIG_QUX
int qux;
#endif
