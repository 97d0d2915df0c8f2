// ARGS: -Wsparse-error
/* Rule (spec 9.4): -Wsparse-error on a file with no diagnostic: exit
 * status 0, nothing printed. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static gfp_t f(gfp_t a, gfp_t b)
{
	return a | b;
}
