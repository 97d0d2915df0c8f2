#include "blk.h"

int blk_execute_request_flags(struct request *rq,
				   unsigned int __bitwise flags)
{
	unsigned int __bitwise local = flags | BLK_SYNC;
	int n = sizeof(unsigned int __bitwise);

	(void)rq;
	return n + (int)(__force unsigned int)local;
}

/* the last line has no newline */
static unsigned int __bitwise last_flags __attribute__((unused));