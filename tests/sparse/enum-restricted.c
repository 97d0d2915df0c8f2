/* Rule (spec 4.11): an enum whose enumerators all have the same
 * restricted type has that type: its constants are fine for gfp_t
 * objects and warn against plain ones ("got restricted gfp_t", no
 * [usertype]).  An enum variable against restricted values warns like
 * a plain integer. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))
enum gfp_bits { A1 = (__force gfp_t)1, A2 = (__force gfp_t)2 };
enum plain { P1 = 1 };

static void enum_restricted(gfp_t g, unsigned int n, enum plain pe)
{
	g = A1;
	g = A1 | A2;
	n = A1;
	n = A2 + 1;
	g = pe;
	pe = g;
	g = P1;
}
