/* Rule (spec 5.5): arithmetic drops __nocast: g + 1 is plain unsigned
 * int (silent anywhere); g + 1L, g == 1L, g == ul convert g to long and
 * warn "implicit cast from nocast type" at g; g << 2, -g, ~g are
 * silent. */
typedef unsigned int __attribute__((nocast)) nc_t;

static long nocast_arith(nc_t g, unsigned long ul, int n)
{
	long r;

	r = g + 1;
	r = g + 1L;
	n = g == 1L;
	n = g == ul;
	r = g << 2;
	r = -g;
	r = ~g;
	return r + n;
}
