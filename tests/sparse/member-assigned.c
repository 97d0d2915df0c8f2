/*
 * sparse marks a variable [assigned] when an assignment to it, or to a
 * member of it through ".", is valid; its members then print [assigned]
 * too (not through "->": p of p->m is not assigned).
 */
typedef unsigned int __attribute__((bitwise)) gfp_t;
struct in { gfp_t g; };
struct s { gfp_t g; int x; struct in in; };
static struct s gs;
static void g(unsigned int n, struct s *p)
{
	struct s v, w;
	v.in.g = (gfp_t)1;
	v.g = n;
	p->x = 1;
	p->g = n;
	gs.x = 2;
	gs.g = n;
	w.in.g = n;
	w.x = 3;
	w.in.g = n;
}
struct s2 { gfp_t g; int x; };
static void f(unsigned int n)
{
	struct s2 v;
	v.x = 1;
	v.g = n;
}
static void h(unsigned int n)
{
	struct s2 v;
	v.g = n;
	v.g = n;
}
