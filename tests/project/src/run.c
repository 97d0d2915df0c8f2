#include "units.h"

unsigned int run_steps(meters_t m);
unsigned int run_steps(meters_t m)
{
	return m * 2;
}
