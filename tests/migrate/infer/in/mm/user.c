// The callers, in another file: a fixpoint chain.
#include <gfp.h>

static struct pool the_pool = { .gfp = GFP_KERNEL, .count = 1 };

/* (a) chain: outer -> middle -> pool_alloc -> kmalloc */
static void *middle(unsigned int how)
{
	return pool_alloc(64, how);
}

void *outer(unsigned int m)
{
	return middle(m);
}

void *from_pool(void)
{
	the_pool.count++;
	return kmalloc(32, the_pool.gfp);
}

void *dflt(void)
{
	unsigned int g = default_gfp(0);

	return pool_alloc_named(8, g);
}

/* its address goes to a pointer whose parameter is gfp_t */
struct ops {
	void *(*get)(unsigned long, gfp_t);
};

static void *ops_get(unsigned long n, unsigned int f)
{
	(void)f;
	return kmalloc(n, GFP_ATOMIC);
}

struct ops the_ops = { .get = ops_get };
