/* a function's parameter spelled as a function pointer: the functions
 * passed there and the calls through it in the body meet its parameters */
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise gfp_t;
#define GFP_KERNEL ((__force gfp_t)0x50u)

void *kmalloc(unsigned long size, gfp_t flags);

int pool_fill(void *(*alloc)(int size, unsigned int gfp), int n);
/* an unnamed parameter cannot be rewritten: that group stays */
int pool_fill_anon(void *(*)(int, unsigned int), int n);
