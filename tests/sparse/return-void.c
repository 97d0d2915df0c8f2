// ARGS: -Wno-decl
/* Rule (spec 7, sparse evaluate_return_expression()): a value returned
 * from a void function (a void expression is fine), and a bare return in a
 * function that returns a value, are errors. */
void g(void);
void f1(int a) { return a; }
void f2(void) { return g(); }
void f3(void) { return; }
int f4(void) { return; }
static inline void f5(int *p) { return (void)(*p = 1); }
int f6(void) { int x = 0; f5(&x); return x; }
