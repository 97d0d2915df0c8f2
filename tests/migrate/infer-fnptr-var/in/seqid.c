#include "seqid.h"

void *alloc_seqid(int counter, unsigned int gfp_mask)
{
	return kmalloc(counter, gfp_mask);
}

const struct seqid_ops seqid_ops = { .alloc_seqid = alloc_seqid };

/* a global spelled as a function pointer, initialized with a function */
static void *(*fallback_alloc)(int, unsigned int) = alloc_seqid;

void *lock_alloc(const struct seqid_ops *ops, unsigned int gfp_mask)
{
	void *(*alloc)(int counter, unsigned int gfp);
	void *p = kmalloc(16, gfp_mask);

	if (!p)
		return fallback_alloc(0, gfp_mask);
	alloc = ops->alloc_seqid;
	return alloc(1, gfp_mask);
}

void *open_alloc(const struct seqid_ops *ops)
{
	void *(*alloc)(int, unsigned int) = ops->alloc_seqid;

	return alloc(2, GFP_KERNEL);
}

/* a count through a local function pointer: it stays plain */
static void log_count(unsigned int value)
{
	(void)value;
}

void log_twice(void)
{
	void (*log)(unsigned int) = log_count;

	log(2);
}
