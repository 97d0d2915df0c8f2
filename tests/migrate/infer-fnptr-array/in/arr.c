#include "arr.h"

void *alloc_small(int n, unsigned int gfp)
{
	return kmalloc(n, gfp);
}

void *alloc_large(int n, unsigned int gfp)
{
	return 0;
}

static void *(*allocs[2])(int, unsigned int) = { alloc_small, alloc_large };

void *pick(int i, unsigned int flags)
{
	return allocs[i](i, flags);
}

struct pool the_pool = { .allocs = { alloc_large, alloc_large } };

void *pool_alloc(struct pool *p, int i)
{
	return p->allocs[i](8, GFP_KERNEL);
}
