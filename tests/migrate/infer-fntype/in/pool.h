/* mempool's shape: a function typedef whose parameter takes gfp_t values */
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise gfp_t;
#define GFP_KERNEL ((__force gfp_t)0x50u)

void *kmalloc(unsigned long size, gfp_t flags);

typedef void *(pool_alloc_t)(unsigned int gfp_mask, void *pool_data);
typedef void (*pool_log_t)(unsigned int value);

struct pool {
	pool_alloc_t *alloc;
	pool_log_t log;
	void *data;
};

void *pool_kmalloc(unsigned int gfp_mask, void *pool_data);
void *pool_alloc(struct pool *pool, unsigned int gfp_mask);

/* EXPORT_SYMBOL's declaration: typeof repeats the type, spells nothing */
#define EXPORT(sym) extern typeof(sym) sym; \
	static void *__addr_##sym __attribute__((used)) = (void *)&sym
