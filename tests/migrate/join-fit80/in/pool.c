#define __nocast __attribute__((nocast))
typedef unsigned int __nocast gfp_t;
#define GFP_KERNEL ((gfp_t)0x10u)
#define GFP_ATOMIC ((gfp_t)0x20u)
typedef unsigned long dma_addr_t;
struct dma_pool;
int in_interrupt(void);

/* the return type on a line of its own */
void *
dma_pool_alloc (struct dma_pool *pool, unsigned int __nocast mem_flags,
		dma_addr_t *handle)
{
	return 0;
}

void *urb_alloc(void)
{
	unsigned int __nocast allocation =
		in_interrupt() ? GFP_ATOMIC : GFP_KERNEL;
	return dma_pool_alloc(0, allocation, 0);
}

/* still over 80 columns once rewritten: stays on two lines */
void *urb_alloc_long_name_for_the_test(void)
{
	unsigned int __nocast allocation_with_a_long_name =
		in_interrupt() ? GFP_ATOMIC : GFP_KERNEL;
	return dma_pool_alloc(0, allocation_with_a_long_name, 0);
}
