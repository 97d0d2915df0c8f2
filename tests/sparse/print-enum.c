/* Rule (spec 3): an enum variable prints as "unsigned int enum e ev"
 * (int for an enum with a negative value); enumerators of a restricted
 * enum print without [usertype]. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))
enum e { E0, E1 };
enum neg { N0 = -1, N1 };
enum r { R1 = (__force gfp_t)1 };

static void print_enum(gfp_t g, enum e ev, enum neg nv, enum r rv, unsigned int n)
{
	g = ev;
	g = nv;
	g = rv;
	n = rv;
	n = R1;
	ev = g;
}
