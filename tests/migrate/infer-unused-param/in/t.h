#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise gfp_t;
#define GFP_KERNEL ((gfp_t)0x10u)
void *kmalloc(unsigned long n, gfp_t f);
int release(void *page, unsigned int gfp);
