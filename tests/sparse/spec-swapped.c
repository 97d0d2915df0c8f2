/* Spec example swapped.c (spec 4.2): swapped kmalloc arguments, one
 * warning per argument; the example follows unchanged. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define GFP_KERNEL ((__attribute__((force)) gfp_t)0x4c0u)
void *kmalloc(unsigned long size, gfp_t flags);

void *grab(unsigned long n)
{
	return kmalloc(GFP_KERNEL, n);
}
