#include "api.h"

unsigned int default_gfp = 0;

/* the mask is never used here: the prototype is the only evidence */
int copy_addr_list(int scope, unsigned int gfp, int copy_flags)
{
	return scope + copy_flags;
}

int bind_copy(int scope, unsigned int gfp)
{
	return copy_addr_list(scope, gfp, 0);
}

/* a count, whatever the prototype says: it stays */
int count_addrs(int scope, unsigned int gfp)
{
	return scope + gfp;
}
