/* Rule (spec 5.1-5.4): __nocast is checked on implicit conversions only
 * and only when the types differ by more than the nocast bit:
 * "implicit cast to nocast type" (target nocast), "implicit cast from
 * nocast type" (source nocast), "implicit cast to/from nocast type"
 * (both), at the source expression.  Same base type mixes freely; there
 * is no 0 exemption; explicit casts never warn. */
typedef unsigned int __attribute__((nocast)) nc_t;
typedef unsigned long __attribute__((nocast)) ncl_t;

static nc_t nocast_rules(int i, unsigned int u, nc_t n, ncl_t l, long *out)
{
	nc_t x = u;
	unsigned int v = n;
	const unsigned int cv = n;

	x = i;
	x = 0;
	*out = n;
	l = n;
	n = l;
	x = (nc_t)i;
	i = (int)n;
	*out = (unsigned long)n;
	return u;
}
