#include "t.h"
void *get_page(int order, unsigned int flags)
{
	return kmalloc(order, flags);
}

unsigned int default_gfp(void)
{
	return GFP_KERNEL;
}
