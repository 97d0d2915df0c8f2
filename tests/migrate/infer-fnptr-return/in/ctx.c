#include "ctx.h"

static unsigned int ctx_gfp(struct ctx *c)
{
	return GFP_KERNEL;
}

static unsigned int ctx_can_io(struct ctx *c)
{
	return GFP_KERNEL & __GFP_IO;
}

static unsigned int ctx_fallback(struct ctx *c)
{
	return 0;
}

const struct ctx_ops ctx_ops = {
	.gfp_of = ctx_gfp,
	.can_io = ctx_can_io,
	.fallback = ctx_fallback,
};

void *ctx_alloc(const struct ctx_ops *ops, struct ctx *c)
{
	unsigned int (*get)(struct ctx *) = ops->gfp_of;

	if (!ops->can_io(c))
		return 0;
	if (!get)
		return kmalloc(8, ops->fallback(c));
	return kmalloc(8, get(c));
}
