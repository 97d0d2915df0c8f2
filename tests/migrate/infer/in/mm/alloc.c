// The definitions.
#include <gfp.h>

static unsigned int saved_count;

/* (a) passed to kmalloc's gfp_t parameter */
void *pool_alloc(unsigned long size, unsigned int gfp_mask)
{
	return kmalloc(size, gfp_mask);
}

/* (a) through an unnamed prototype parameter */
void *pool_alloc_named(unsigned long size, unsigned int flags)
{
	void *p = kmalloc(size, flags);
	return p;
}

/* (d) every return is a gfp_t value */
unsigned int default_gfp(int atomic)
{
	if (atomic)
		return GFP_ATOMIC;
	return GFP_KERNEL;
}

/* (b) a local built from gfp_t constants, then given to kmalloc */
void *alloc_io(unsigned long size)
{
	unsigned int mask = __GFP_WAIT;

	mask = mask | __GFP_IO;
	return kmalloc(size, mask);
}

/* name only: nothing flows */
void set_gfp_mask(unsigned int gfp_mask)
{
	(void)gfp_mask;
}

/* arithmetic: evidence and counter-evidence, stays */
void *alloc_arith(unsigned long size, unsigned int flags)
{
	saved_count = flags + 1;
	return kmalloc(size, flags);
}

/* mixed: a gfp_t value and a plain value meet in one variable */
void *alloc_mixed(unsigned long size, int atomic)
{
	unsigned int f = GFP_KERNEL;

	if (atomic)
		f = 5;
	return kmalloc(size, f);
}

/* mixed: passed to a plain parameter too */
void *alloc_logged(unsigned long size, unsigned int flags)
{
	note_value(flags);
	return kmalloc(size, flags);
}

/* compared with a plain constant */
void *alloc_cmp(unsigned long size, unsigned int flags)
{
	if (flags == 3)
		return 0;
	return kmalloc(size, flags);
}

/* its address goes to a member spelled as a function pointer: the
 * member's parameter changes with it */
static void *alloc_indirect(unsigned long size, unsigned int flags)
{
	return kmalloc(size, flags);
}

/* its address goes to a parameter of a function pointer type: fixed */
static void *alloc_registered(unsigned long size, unsigned int flags)
{
	return kmalloc(size, flags);
}

void pool_init(struct pool *p)
{
	p->alloc = alloc_indirect;
	p->count = 0;
	register_alloc(alloc_registered);
}

/* declared in a list with a plain counter: split off */
void *alloc_list(unsigned long size)
{
	unsigned int gfp = GFP_KERNEL, n = 2;

	saved_count = n * 2;
	return kmalloc(size, gfp);
}

/* a truth value taken from it is fine */
void *alloc_maybe(unsigned long size, unsigned int flags)
{
	_Bool wait = flags & __GFP_WAIT;

	return wait ? kmalloc(size, flags) : 0;
}

#ifdef CONFIG_POOL
void *pool_zalloc(unsigned long size, unsigned int gfp_mask)
{
	return kmalloc(size, gfp_mask);
}
#endif
