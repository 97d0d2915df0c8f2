/* Spec example nocast.c (spec 5): implicit casts to/from nocast, no 0
 * exemption; the example follows unchanged. */
typedef unsigned int __attribute__((nocast)) nc_t;
void take(nc_t f);

static void g(int i, unsigned int u, nc_t n, long *out)
{
	nc_t x = u;
	x = i;
	x = 0;
	take(5);
	*out = n;
	x = (nc_t)i;
}
