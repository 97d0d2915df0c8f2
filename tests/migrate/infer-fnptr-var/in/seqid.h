/* nfs4's shape: an ops member spelled as a function pointer, copied to a
 * local spelled out the same way and called through it */
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise gfp_t;
#define GFP_KERNEL ((__force gfp_t)0x50u)

void *kmalloc(unsigned long size, gfp_t flags);

struct seqid_ops {
	void *(*alloc_seqid)(int counter, unsigned int);
};

void *alloc_seqid(int counter, unsigned int gfp_mask);
