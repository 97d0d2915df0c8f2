#include <stdio.h>
#include "units.h"

meters_t walk(meters_t a, meters_t b);
unsigned int run_steps(meters_t m);

int counter;

int main(void)
{
	meters_t m = walk(METERS(3), METERS(4));
	printf("%u %u\n", meters_raw(m), run_steps(m));
	return units_none != 0;
}
