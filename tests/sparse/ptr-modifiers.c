// ARGS: -Wno-decl
/* Rule (sparse's type_difference() in assignments): a pointer target may
 * be more qualified than its source, not less (const, volatile, noderef
 * both ways); void and same-rank integers are interchangeable; other base
 * types give "different type sizes", "different base types" or
 * "different signedness"; deeper levels must agree exactly; function
 * pointers compare arguments (their own qualifiers aside), variadics,
 * counts and return types. */
#define __nd __attribute__((noderef))
#define __nc __attribute__((nocast))
typedef int myint;
enum e { A };
struct s; struct t;
int x; const int cx; volatile int vx; long lx; unsigned ux; char c; signed char sc; unsigned char uc;
float fx; myint mx; enum e ex; _Bool bx; long long llx; short shx;
int *p1 = &cx;
const int *p2 = &x;
int *p3 = &lx;
int *p4 = &ux;
int *p5 = &fx;
int *p6 = &mx;
unsigned *p7 = &ex;
int *p8 = &bx;
long *p9 = &llx;
char *p10 = &uc;
char *p11 = &sc;
int *p12 = (int __nd *)0 + 1;
int __nd *p13 = &x;
int **p14 = (const int **)0 + 1;
const int **p15 = (int **)0 + 1;
int *const *p16 = (int **)0 + 1;
int **p17 = (int *const *)0 + 1;
struct s *p18 = (struct t *)0 + 1;
void *p19 = &cx;
const void *p20 = &cx;
int *p21 = (void *)&cx;
int *p22 = (const void *)&cx;
short *p24 = &x;
unsigned **p26 = (int **)0 + 1;
char **p27 = (unsigned char **)0 + 1;
double *p28 = &fx;
void (*f1)(int) = (void (*)(const int))0;
void (*f2)(int *) = (void (*)(const int *))0;
void (*f3)(int) = (void (*)(long))0;
int (*f4)(int) = (void (*)(int))0;
void (*f5)(int) = (void (*)(int, ...))0;
void (*f6)(int) = (void (*)(int, int))0;
void (*f7)(void) = (void (*)())0;
int *p29 = &shx;
volatile int *p30 = &cx;
int a2d[2][3];
const int ca2[2];
const int (*pa1)[3] = a2d;
int (*pa2)[2] = (const int (*)[2])0 + 1;
void *pv = &ca2;
