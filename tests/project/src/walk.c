#include "units.h"

meters_t walk(meters_t a, meters_t b);
meters_t walk(meters_t a, meters_t b)
{
	unsigned int sum = a + b;	/* arithmetic: both degrade */
	return sum;			/* but it is a plain integer now */
}
