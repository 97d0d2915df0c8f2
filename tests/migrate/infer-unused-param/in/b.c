#include "t.h"
int caller(void *page)
{
	return release(page, GFP_KERNEL);
}
