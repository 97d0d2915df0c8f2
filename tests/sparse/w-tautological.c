// ARGS: -Wtautological-compare -Wno-decl
/* -Wtautological-compare: a comparison whose two sides are one value
 * (sparse's simplifier sees one pseudo), said once the function is
 * linearized, at the last expression of the right side.  Not for a
 * volatile, a call, floats, sizeof's operand or a dead branch. */
int g;
struct s { int m; };

int t_param(int a) { return a == a; }
int t_global(void) { return g != g; }
int t_char(char c) { return c < c; }
int t_unsigned(unsigned a) { return a >= a ? 1 : 0; }
int t_expr(int a, int b) { return a + b <= a + b; }
int t_member(struct s *p) { return p->m > p->m; }
int t_deref(int *p) { if (*p == *p) return 1; return 0; }
int t_volatile(volatile int a) { return a == a; }
int t_call(int (*f)(void)) { return f() == f(); }
int t_float(double d) { return d == d; }
int t_sizeof(int a) { return sizeof(a == a); }
int t_dead(int a) { if (0) return a == a; return 0; }
int t_other(int a, int b) { return a == b; }
int t_dot(struct s v) { return v.m == v.m; }
struct t { struct s in; struct s *pin; };
int t_nested(struct t *p) { return p->in.m < p->in.m; }
int t_nested_dot(struct t v) { return v.in.m > v.in.m; }
