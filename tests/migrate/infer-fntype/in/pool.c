#include "pool.h"

void *pool_kmalloc(unsigned int gfp_mask, void *pool_data)
{
	return kmalloc((unsigned long)pool_data, gfp_mask);
}
EXPORT(pool_kmalloc);

void *pool_alloc(struct pool *pool, unsigned int gfp_mask)
{
	if (pool->alloc == pool_kmalloc)
		pool->log(1);
	return pool->alloc(gfp_mask, pool->data);
}
EXPORT(pool_alloc);

/* a log function: the value is a count, its typedef stays plain */
static void log_count(unsigned int value)
{
	(void)value;
}

void pool_setup(struct pool *pool)
{
	pool->alloc = pool_kmalloc;
	pool->log = log_count;
	pool->data = pool_alloc(pool, GFP_KERNEL);
}
