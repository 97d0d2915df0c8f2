#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise gfp_t;
#define GFP_KERNEL ((gfp_t)0x10u)
void *kmalloc(unsigned long n, gfp_t f);
void *get_page(int order, gfp_t flags);
extern gfp_t default_gfp(void);
