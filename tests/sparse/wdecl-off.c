// ARGS: -Wno-decl
/* Rule (spec 12.3, 10.1): -Wno-decl turns off "symbol 'x' was not
 * declared. Should it be static?". */
typedef unsigned int __attribute__((bitwise)) gfp_t;

int exported;
void exported_fn(gfp_t g, unsigned int n)
{
	g = n;
}
