/* header of lazy-macros.c: inline bodies left unexpanded until called,
 * then expanded with the macros of their own place in the header */
typedef unsigned int __attribute__((bitwise)) gfp_t;

#define TO_INT(g) (g)
static inline int macro_redefined(gfp_t g)
{
	return TO_INT(g);	/* the definition above, not the one below */
}
#undef TO_INT
#define TO_INT(g) ((int)(unsigned int __attribute__((force)))(g))

#define LATER_MACRO(g) ((int)(unsigned int __attribute__((force)))(g))
static inline int LATER(gfp_t g);
static inline int macro_defined_later(gfp_t g)
{
	return LATER(g);	/* a function here, a macro only below */
}
static inline int LATER(gfp_t g)
{
	return g;
}
#define LATER(g) LATER_MACRO(g)

/* braces that pair up only across two macros: expanded in place */
#define BEGIN_EACH(i, n) for (i = 0; i < n; i++) {
#define END_EACH }
static inline unsigned int unpaired(gfp_t g, int n)
{
	unsigned int sum = 0;
	int i;
	BEGIN_EACH(i, n)
		sum += g;
	END_EACH
	return sum;
}

/* a directive inside: expanded in place */
static inline int with_directive(gfp_t g)
{
#ifdef TO_INT
	return g;
#else
	return 0;
#endif
}

/* __LINE__ as the body's own line */
static inline int line_of(gfp_t g)
{
	return __LINE__ + g;
}

/* braces in literals and comments are not braces */
static inline int not_braces(gfp_t g)
{
	const char *s = "}}{";	/* } */
	char c = '}';
	// }
	return s[0] + c + 1e+1 + 1.5e-3 + g;
}

/* conditionals inside a body run where the body stands, and again as it
 * is expanded, with the macros of its place: FEATURE is undefined below */
#define FEATURE 2
static inline int feature_on(gfp_t g, int a)
{
	if (a) {
#ifdef FEATURE
		return g;
#endif
	}
#if FEATURE > 1
	return g + 1;
#endif
	return 0;
}
#undef FEATURE

/* a later declaration that gcc finds compatible but sparse does not (the
 * main file defines it with unsigned int): the body, parsed at the end,
 * still calls the declaration it saw */
void take_flags(gfp_t g);
static inline void pass_flags(gfp_t g)
{
	take_flags(g);
}
