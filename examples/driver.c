/*
 * driver.c - the classic mistakes gfp_t was made to catch.  `make demo`
 * runs castguard on this file; each function says what it gets wrong.
 */
#include "include/kdemo.h"

struct buf {
	__le32 len;		/* as the device writes it */
	char data[64];
};

/* 1. kmalloc(flags, size): the arguments swapped */
static void *alloc_swapped(size_t n)
{
	return kmalloc(GFP_KERNEL, n);
}

/* 2. flags carried in a plain int */
static void *alloc_plain(size_t n)
{
	unsigned int flags = GFP_KERNEL;

	return kzalloc(n, flags);
}

/* 3. a flag of another restricted type */
static void *alloc_wrong_type(size_t n)
{
	return kmalloc(n, GFP_KERNEL | SLAB_HWCACHE_ALIGN);
}

/* 4. an endian value used without conversion, and a missing __force */
static u32 buf_len(struct buf *b)
{
	u32 raw = b->len;		/* needs le32_to_cpu() */

	return raw + (u32)b->len;	/* needs (__force u32) */
}

/* correct code is silent */
static void *alloc_right(struct buf *b)
{
	return kmalloc(le32_to_cpu(b->len), GFP_KERNEL | __GFP_ZERO);
}

void *use_all(struct buf *b);
void *use_all(struct buf *b)
{
	kfree(alloc_swapped(1));
	kfree(alloc_plain(2));
	kfree(alloc_wrong_type(3));
	return buf_len(b) ? alloc_right(b) : 0;
}
