/*
 * A header's inline function with a label, parsed on demand after the
 * main file had a function with labels: the label vector the end of the
 * main parse freed must be empty, not freed with its old length (old
 * kernels' kmalloc() has such a label; castguard segfaulted here).
 */
#include "inc/lazy-label.h"

int g0(int y)
{
	goto l1;
l1:
	y++;
	return y;
}

int g(int y)
{
	return with_label(y);
}
