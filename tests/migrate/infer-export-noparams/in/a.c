#include "t.h"

/* net/sunrpc/sched.c's rpc_task_gfp_mask(): no parameters, exported */
unsigned int task_gfp(void)
{
	return GFP_KERNEL;
}
EXPORT_SYMBOL(task_gfp);

void *task_alloc(void)
{
	return kmalloc(8, task_gfp());
}
