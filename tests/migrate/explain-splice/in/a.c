/* --explain places a declaration whose name follows a line splice where
 * the name is (its type words are not plain: not inferred). */
#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#else
#define __bitwise
#endif
typedef unsigned int __bitwise gfp_t;
typedef unsigned int u32;
void *kmalloc(unsigned long n, gfp_t f);

u32 \
mask;

void *get(void)
{
	return kmalloc(1, mask);
}

/* Plain words before the splice: rewritten. */
void *get_flags(unsigned int \
		flags)
{
	return kmalloc(2, flags);
}
