/* Pointers to candidates: &x points to x, *p is what p points to. */
#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
#else
#define __bitwise
#define __force
#endif
typedef unsigned int __bitwise gfp_t;
#define __GFP_IO	((__force gfp_t)0x40u)
#define GFP_KERNEL	((__force gfp_t)0xc0u)

void *kmalloc(unsigned long size, gfp_t flags);

/* page_alloc.c's prepare_alloc_pages(): the mask comes back by pointer */
static int prepare(unsigned int gfp_mask, unsigned int *alloc_gfp)
{
	*alloc_gfp = gfp_mask & ~__GFP_IO;
	return 1;
}

void *alloc(unsigned long size)
{
	unsigned int alloc_gfp = GFP_KERNEL;

	if (!prepare(alloc_gfp, &alloc_gfp))
		return 0;
	return kmalloc(size, alloc_gfp);
}

/* a counter by pointer: its target meets arithmetic */
static void count(unsigned int *n)
{
	*n += 1;
}

void *alloc_counted(unsigned long size)
{
	unsigned int flags = GFP_KERNEL;

	count(&flags);
	return kmalloc(size, flags);
}

/* walking an array of masks */
void *alloc_each(unsigned long size, unsigned int *masks, int n)
{
	void *last = 0;

	for (unsigned int *m = masks; m < masks + n; m++)
		last = kmalloc(size, *m);
	return last;
}
