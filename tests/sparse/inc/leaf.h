/* innermost header of the include chains: one warning */
typedef unsigned int __attribute__((bitwise)) gfp_t;
static int leaf(gfp_t g)
{
	return g;
}
