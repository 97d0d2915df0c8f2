/*
 * What sparse 0.6.4 answers in #if: no __has_include (so "defined
 * __has_include" is false), its own __has_attribute and __has_builtin
 * tables, clang's __has_feature and __has_extension; a builtin it does not
 * know, like an undeclared function, is its "undefined identifier".
 */
#if defined __has_include || defined(__has_include_next)
int has_include;		/* not in sparse */
#endif
#ifdef __has_attribute
int has_attribute;
#endif
#if __has_attribute(fallthrough) || __has_attribute(gnu::packed)
int fallthrough;		/* unknown to sparse */
#endif
#if __has_attribute(noreturn) && __has_attribute(__packed__) && __has_attribute(bitwise)
int known_attributes;
#endif
#if __has_builtin(__builtin_cpu_init)
int cpu_init;			/* unknown to sparse */
#endif
#if __has_builtin(__builtin_expect) && __has_builtin(__builtin_popcount)
int known_builtins;
#endif
#if defined __has_feature && __has_extension(c_alignof) && !__has_feature(c_alignas)
int gnu89_features;		/* __has_feature is C11's: sparse's default is gnu89 */
#endif

int use(void)
{
	__builtin_cpu_init();	/* undefined identifier */
	return __builtin_popcount(3);
}

int call(void)
{
	return undeclared(1);	/* undefined identifier */
}
