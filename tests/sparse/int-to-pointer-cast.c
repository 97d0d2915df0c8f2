// ARGS: -Wno-decl
/* -Wint-to-pointer-cast (on, as in sparse): an integer narrower than a
 * pointer made a pointer (not void *) by a cast, an argument, an
 * initializer or a return (not an assignment), at the last expression
 * linearized; not a constant. */
typedef unsigned int uint;
enum e { E0, E1 };
struct s { int x; };
int *f1(int a) { return (int *)a; }
void *f2(int a) { return (void *)a; }
int *f3(void) { return (int *)1; }
int *f4(void) { return (int *)0; }
int *f5(long a) { return (int *)a; }
int *f6(_Bool b) { return (int *)b; }
int *f7(enum e x) { return (int *)x; }
struct s *f8(uint a) { return (struct s *)(a + 1); }
const void *f9(short a) { return (const void *)a; }
int (*f10(int a))(void) { return (int (*)(void))a; }
int *f11(int a) { int *p = (int *)(a * 2); return p; }
void g(int *);
void f12(char c) { g((int *)c); }
int *f13(void) { return (int *)(1 - 1); }
int **f14(int a) { return (int **)a; }
int *h1(int a) { return a; }

void h2(int a) { g(a); int *p = a; p = a; }
int *h3(int a) { return (int *)(int)(long)&a; }
typedef unsigned int __attribute__((bitwise)) gfp_t;
void k1(gfp_t x) { g(x); }
void k2(void) { g(5); }
int *k3(void) { return 7; }
void k4(void) { int *p = 3; }
int *k5(gfp_t x) { return (int *)x; }
