/* Rule (spec 3): [usertype] marks an object declared through a typedef
 * name and a cast through a typedef; not an operator result (A | B),
 * not a function's return type, not typeof(x), not a plain builtin
 * type. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int u32;
#define __force __attribute__((force))
#define GFP_A ((__force gfp_t)1)
#define GFP_B ((__force gfp_t)2)
gfp_t getf(void);

static void print_usertype(u32 a, unsigned int b, gfp_t g)
{
	typeof(g) t = g;

	a = g;
	b = g;
	a = GFP_A;
	a = GFP_A | GFP_B;
	a = getf();
	a = t;
	g = a;
	g = b;
}
