/* 2.6.14's shape: gfp_t is __nocast; some users still say int. */
#ifdef __CHECKER__
#define __nocast __attribute__((nocast))
#else
#define __nocast
#endif

typedef unsigned int __nocast gfp_t;

#define __GFP_WAIT	((gfp_t)0x10u)
#define GFP_KERNEL	(__GFP_WAIT | ((gfp_t)0x40u))

/* migrated without --infer: spelled with the annotation */
void *__kmalloc(unsigned long size, unsigned int __nocast flags);

/* int and unsigned long hold gfp_t values as well */
static void *cache_grow(unsigned long size, int flags)
{
	return __kmalloc(size, flags);
}

static void *cache_refill(unsigned long size, unsigned long local_flags)
{
	return cache_grow(size, local_flags);
}

void *kmem_cache_alloc(unsigned long size, unsigned int __nocast flags)
{
	return cache_refill(size, flags);
}

/* a return value built from a gfp_t value */
static unsigned int mask_of(unsigned int __nocast flags)
{
	return flags & __GFP_WAIT;
}

int can_sleep(unsigned int __nocast flags)
{
	unsigned int m = mask_of(flags);

	return m != 0;
}

/* a byte or a short is never a candidate */
static void *small(unsigned long size, unsigned char flags)
{
	return __kmalloc(size, flags);
}

void *use_small(void)
{
	return small(8, 0);
}

/* printed: a "..." argument, also by address, is neither evidence nor not */
int printk(const char *fmt, ...);

void *logged_alloc(unsigned long size, unsigned int flags)
{
	printk("%x %p\n", flags, &flags);
	return __kmalloc(size, flags);
}

/* declared at block scope only: nothing to rewrite there, so x stays */
void *via_block_extern(void)
{
	extern void *block_alloc(unsigned int flags);
	unsigned int x = GFP_KERNEL;

	return block_alloc(x);
}
