/* Rule (spec 4.11): restricted and plain enumerators in one enum:
 * "mixed bitwiseness", once per enum, at the value of the first
 * enumerator that changes kind (parse time, so before the evaluation
 * warnings).  The plain enumerators keep type int. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))

static void before(gfp_t g, unsigned int n)
{
	g = n;
}

enum m1 { M1 = (__force gfp_t)1, M2 = 2, M3 = 3 };
enum m2 { N1 = 1, N2 = (__force gfp_t)2, N3 = (__force gfp_t)4 };

static void after(gfp_t g, unsigned int n)
{
	n = M2;
	g = M2;
	g = N1;
}
