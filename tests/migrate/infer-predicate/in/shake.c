#define __force __attribute__((force))
#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise gfp_t;
#define __GFP_WAIT ((__force gfp_t)0x10u)
#define __GFP_FS ((__force gfp_t)0x80u)

static int kmem_shake_allow(unsigned int gfp_mask)
{
	return gfp_mask & __GFP_WAIT;
}

static unsigned int reclaim_mask(unsigned int gfp_mask)
{
	return gfp_mask & __GFP_FS;
}

void *kmem_alloc(unsigned long size, gfp_t flags);

int kmem_shake(gfp_t gfp_mask)
{
	if (!kmem_shake_allow(gfp_mask))
		return 0;
	kmem_alloc(1, reclaim_mask(gfp_mask));
	return 1;
}
