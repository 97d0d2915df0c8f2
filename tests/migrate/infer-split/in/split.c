#define __bitwise __attribute__((bitwise))
typedef unsigned int __bitwise gfp_t;
#define GFP_KERNEL ((gfp_t)0x10u)
void *kmalloc(unsigned long n, gfp_t f);

struct ctl {
	int order, gfp_mask, nr;
};

void *a1(int n)
{
	int gfp_mask = GFP_KERNEL, rval;
	unsigned int x = 1, y, flags = GFP_KERNEL, z;
	unsigned long flags2, i = 0;

	rval = n;
	flags2 = GFP_KERNEL;
	kmalloc(i + x + y + z, flags);
	kmalloc(rval, flags2);
	return kmalloc(rval, gfp_mask);
}

void *a2(struct ctl *c)
{
	int q = 0, g = GFP_KERNEL; /* comment */
	int r = 0, /* here */ h = GFP_KERNEL;
	kmalloc(q, g);
	kmalloc(r, h);
	return kmalloc(c->order + c->nr, c->gfp_mask);
}

/* over two lines, or in a for clause: not split */
void *a3(void)
{
	int k = 0, gfp_a = GFP_KERNEL,
	    m = 1;
	for (int i = 0, gfp_b = GFP_KERNEL; i < 1; i++)
		kmalloc(k, gfp_b);
	return kmalloc(m, gfp_a);
}

/* every name inferred: the type words alone change */
void *a4(void)
{
	unsigned int ga = GFP_KERNEL, gb = GFP_KERNEL;
	kmalloc(1, ga);
	return kmalloc(1, gb);
}
