#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
typedef unsigned int __bitwise gfp_t;
#define __GFP_BITS_SHIFT 20
#define __GFP_BITS_MASK ((__force gfp_t)((1 << __GFP_BITS_SHIFT) - 1))
#define GFP_KERNEL ((__force gfp_t)0x10u)
void *kmalloc(unsigned long n, gfp_t f);
void set_bit(int nr, unsigned long *addr);

struct address_space {
	unsigned long flags;	/* error bits/gfp mask */
};
#define AS_EIO (__GFP_BITS_SHIFT + 0)

static inline unsigned int mapping_gfp_mask(struct address_space *mapping)
{
	return mapping->flags & __GFP_BITS_MASK;
}

static inline void mapping_set_gfp_mask(struct address_space *m, unsigned int mask)
{
	m->flags = (m->flags & ~__GFP_BITS_MASK) | mask;
}

void mapping_error(struct address_space *m)
{
	set_bit(AS_EIO, &m->flags);
}

void *page_alloc(struct address_space *m)
{
	mapping_set_gfp_mask(m, GFP_KERNEL);
	return kmalloc(1, mapping_gfp_mask(m));
}

void *plain_alloc(void)
{
	unsigned int gfp = GFP_KERNEL;
	return kmalloc(1, gfp);
}
