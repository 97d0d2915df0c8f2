#include "t.h"
void *user(void)
{
	return get_page(1, GFP_KERNEL);
}
