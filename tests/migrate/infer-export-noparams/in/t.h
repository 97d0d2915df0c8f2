#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise gfp_t;
#define GFP_KERNEL ((gfp_t)0x10u)
#define EXPORT_SYMBOL(sym) extern typeof(sym) sym
void *kmalloc(unsigned long n, gfp_t f);
unsigned int task_gfp(void);
