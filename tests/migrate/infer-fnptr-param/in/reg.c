#include "reg.h"

static void *slab_alloc(int size, unsigned int gfp)
{
	return kmalloc(size, gfp);
}

static void *page_alloc(int size, unsigned int gfp)
{
	return 0;
}

int pool_fill(void *(*alloc)(int size, unsigned int gfp), int n)
{
	return alloc(n, GFP_KERNEL) != 0;
}

int pool_fill_anon(void *(*alloc)(int, unsigned int), int n)
{
	return alloc(n, GFP_KERNEL) != 0;
}

int setup(void)
{
	return pool_fill(slab_alloc, 3) + pool_fill_anon(page_alloc, 1);
}
