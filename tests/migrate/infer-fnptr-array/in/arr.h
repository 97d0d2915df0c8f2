/* an array of function pointers: its elements share one parameter list */
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise gfp_t;
#define GFP_KERNEL ((__force gfp_t)0x50u)

void *kmalloc(unsigned long size, gfp_t flags);

void *alloc_small(int n, unsigned int gfp);
void *alloc_large(int n, unsigned int gfp);

struct pool {
	void *(*allocs[2])(int n, unsigned int gfp);
};
