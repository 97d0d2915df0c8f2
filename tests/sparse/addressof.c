// &object: the pointer is placed where the address expression is (the
// object, the pointer of *p or p->m, the [ of a[i]) and points to the
// bare type (no [usertype]); &a[i] keeps the typedef mark.
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int u32;
typedef unsigned int __attribute__((nocast)) ncu;
struct s { gfp_t m; u32 k; };
static void f(gfp_t g, ncu n, struct s *sp, u32 k, gfp_t *arr)
{
	unsigned long *p1 = &g;
	unsigned long *p3 = &sp->m;
	unsigned long *p5 = &arr[1];
	const gfp_t cg = 0;
	unsigned long *p6 = &cg;
}
