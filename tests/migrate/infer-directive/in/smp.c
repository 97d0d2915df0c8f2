#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise gfp_t;
#define GFP_KERNEL ((gfp_t)0x10u)
void *kmalloc(unsigned long n, gfp_t f);

#ifdef CONFIG_SMP
unsigned int smp_gfp = GFP_KERNEL;
#endif
#define ALLOC_FLAGS_MACRO unsigned
int flags_after_define = GFP_KERNEL;

void *get(void)
{
#ifdef CONFIG_SMP
	kmalloc(2, smp_gfp);
#endif
	return kmalloc(1, flags_after_define);
}
