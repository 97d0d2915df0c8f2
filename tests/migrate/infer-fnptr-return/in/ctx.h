/* the return type of a function pointer: a member, a variable, a typedef */
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise gfp_t;
#define GFP_KERNEL ((__force gfp_t)0x50u)
#define __GFP_IO ((__force gfp_t)0x40u)

void *kmalloc(unsigned long size, gfp_t flags);

struct ctx;
typedef unsigned int (gfp_fn_t)(struct ctx *c);

struct ctx_ops {
	unsigned int (*gfp_of)(struct ctx *c);
	unsigned int (*can_io)(struct ctx *c);	/* a predicate: only tested */
	gfp_fn_t *fallback;
};
