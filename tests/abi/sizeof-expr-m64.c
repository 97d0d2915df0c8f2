// ARGS: -m64
/* sizeof and alignof applied to expressions on x86_64: arrays versus their
 * decay, string literals, function designators and void (gcc extension:
 * size 1), unevaluated operands, compound literals, arrays sized by their
 * initializers, and gcc's alignof of an expression (__alignof__(expr) and
 * _Alignof(expr), a GNU extension): the declared alignment of a variable
 * or member (with aligned/packed), the type's alignment otherwise.
 * Values checked with gcc 12: gcc -fsyntax-only -std=gnu11 -m64. */

#define TRUE(E) _Static_assert(E, #E)
typedef __WCHAR_TYPE__ wchar_t;

extern int var;
extern int arr[10];
extern int mat[3][5];
extern int fn(int);
extern void *vp;
extern char *cp;
struct pt { short x, y; };
struct sd { char c; double d; long long l; int i __attribute__((packed)); char a[3]; int *p[2]; };
extern struct sd sdv;
extern struct sd *sdp;

/* -- arrays: sizeof sees the whole array; most other operators decay it -- */
TRUE(sizeof(arr) == 40);          TRUE(sizeof(arr[0]) == 4);
TRUE(sizeof(arr + 0) == 8);       TRUE(sizeof(&arr) == 8);
TRUE(sizeof(*&arr) == 40);        TRUE(sizeof(&arr[0]) == 8);
TRUE(sizeof((arr)) == 40);        TRUE(sizeof((0, arr)) == 8);   /* comma decays */
TRUE(sizeof(1 ? arr : arr) == 8); TRUE(sizeof(*arr) == 4);
TRUE(sizeof(mat) == 60);          TRUE(sizeof(mat[1]) == 20);    TRUE(sizeof(mat[1][2]) == 4);
TRUE(sizeof(*mat) == 20);         TRUE(sizeof(mat + 1) == 8);    TRUE(sizeof(*mat + 1) == 8);
TRUE(sizeof(&mat[1]) == 8);       TRUE(sizeof(**mat) == 4);
TRUE(sizeof(sdv.a) == 3);         TRUE(sizeof(sdv.p) == 16);     TRUE(sizeof(sdp->p[1]) == 8);
TRUE(sizeof(sdv) == 48);          TRUE(sizeof(*sdp) == 48);      TRUE(sizeof(sdp) == 8);
TRUE(sizeof(((struct sd *)0)->a) == 3);
TRUE(sizeof arr / sizeof arr[0] == 10);   /* sizeof unary-expression without parentheses */
TRUE(sizeof -arr[0] == 4);        TRUE(sizeof +var == 4);

/* -- string literals -- */
TRUE(sizeof("abc") == 4);         TRUE(sizeof(("abc")) == 4);
TRUE(sizeof("abc" + 1) == 8);     TRUE(sizeof(*"abc") == 1);
TRUE(sizeof(&"abc") == 8);        TRUE(sizeof("abc"[0]) == 1);
TRUE(sizeof(L"abc") == 16);       TRUE(sizeof(L"abc"[0]) == 4);

/* -- function designators and void: size 1 in GNU C -- */
TRUE(sizeof(fn) == 1);            TRUE(sizeof(*fn) == 1);     TRUE(sizeof(**fn) == 1);
TRUE(sizeof(&fn) == 8);           TRUE(sizeof(fn(1)) == 4);   /* not called */
TRUE(sizeof(*vp) == 1);           TRUE(sizeof((void)0) == 1);
TRUE(sizeof(vp + 1) == 8);        /* void * arithmetic (GNU) */
TRUE(sizeof(void) == 1);
TRUE(__alignof__(fn) == 1);       TRUE(__alignof__(&fn) == 8);

/* -- operands are not evaluated; types of arithmetic results -- */
TRUE(sizeof(var++) == 4);         TRUE(sizeof(var = 5L) == 4);  /* assignment: type of the left */
TRUE(sizeof(var += 1.0) == 4);    TRUE(sizeof(cp++) == 8);
TRUE(sizeof(1.0f) == 4);          TRUE(sizeof(1.0) == 8);       TRUE(sizeof(1.0L) == 16);
TRUE(sizeof(1.0f + 1) == 4);      TRUE(sizeof(1.0f * 1.0) == 8);
TRUE(sizeof(1.0if) == 8);         TRUE(sizeof(1.0i) == 16);      /* GNU imaginary constants */
TRUE(sizeof(cp - cp) == 8);       /* ptrdiff_t */
TRUE(sizeof(cp < cp) == 4);       TRUE(sizeof(!cp) == 4);
TRUE(sizeof(var ? cp : 0) == 8);
TRUE(sizeof(sdv.c + sdv.c) == 4); TRUE(sizeof(sdv.l * 2) == 8);
TRUE(sizeof(-sdv.c) == 4);        TRUE(sizeof(sdv.c = 1) == 1);
TRUE(sizeof((struct pt){1, 2}.x) == 2);

/* -- compound literals -- */
TRUE(sizeof((int[]){1, 2, 3}) == 12);
TRUE(sizeof((int[5]){0}) == 20);
TRUE(sizeof((long[]){[7] = 1}) == 64);          /* a designator sets the length */
TRUE(sizeof((int[]){1, [5] = 2, 3}) == 28);     /* ... and the next element follows it */
TRUE(sizeof((char[]){"abc"}) == 4);
TRUE(sizeof((char[]){'a', 'b'}) == 2);
TRUE(sizeof((struct pt){1, 2}) == 4);
TRUE(sizeof((struct pt[]){{1, 2}, {3, 4}, [4].y = 5}) == 20);
TRUE(sizeof((int[][2]){{1, 2}, {3}, 4, 5, 6}) == 32);  /* brace elision: 4 rows */
TRUE(sizeof((struct { int a[3]; }){0}) == 12);
TRUE(sizeof((double _Complex){0}) == 16);
TRUE(__alignof__((char[]){1}) == 1);
TRUE(__alignof__((long double[]){1}) == 16);

/* -- arrays whose size comes from the initializer -- */
static int a3[] = {1, 2, 3};
static char str[] = "hello";
static char str10[10] = "hi";
static char nonul[5] = "hello";                 /* no room for the NUL: allowed */
static wchar_t wstr[] = L"ab";
static int rows[][2] = {{1, 2}, {3, 4}, {5}};
static int desig[] = {[9] = 1};
static int desig2[] = {[2] = 1, [0] = 2};
static struct pt pts[] = {{1, 2}, [3] = {0}};
static char strs[][4] = {"a", "bcd", "ef"};
static const char *ptrs[] = {"x", "yy", 0};
TRUE(sizeof(a3) == 12);           TRUE(sizeof(str) == 6);       TRUE(sizeof(str10) == 10);
TRUE(sizeof(nonul) == 5);         TRUE(sizeof(wstr) == 12);     TRUE(sizeof(rows) == 24);
TRUE(sizeof(desig) == 40);        TRUE(sizeof(desig2) == 12);   TRUE(sizeof(pts) == 16);
TRUE(sizeof(strs) == 12);         TRUE(sizeof(ptrs) == 24);
struct flex { int n; char d[]; };
static struct flex fl = {1, "abcdef"};          /* GNU: initialized flexible array member */
TRUE(sizeof(fl) == 4);                          /* sizeof ignores it */

/* -- alignof of expressions: declared alignment of objects and members -- */
extern double dbl;
extern long double ldv;
extern double *pd;
extern int v16 __attribute__((aligned(16)));
extern _Alignas(32) int va32;
extern char c8 __attribute__((aligned(8)));
struct __attribute__((packed)) pk { char c; int i; };
extern struct pk pkv;
TRUE(__alignof__(var) == 4);      TRUE(__alignof__(dbl) == 8);   TRUE(__alignof__(ldv) == 16);
TRUE(__alignof__(v16) == 16);     TRUE(__alignof__(va32) == 32);
TRUE(__alignof__(c8) == 8);       TRUE(sizeof(c8) == 1);
TRUE(_Alignof(v16) == 16);        /* _Alignof(expression): GNU extension, same as __alignof__ */
TRUE(__alignof__(v16 + 0) == 4);  /* not an object: the type's alignment */
TRUE(__alignof__(arr) == 4);      TRUE(__alignof__(arr[3]) == 4);   TRUE(__alignof__(mat[1]) == 4);
TRUE(__alignof__(sdv) == 8);      TRUE(__alignof__(sdv.d) == 8);    TRUE(__alignof__(sdv.l) == 8);
TRUE(__alignof__(sdv.i) == 1);    /* packed member */
TRUE(__alignof__(sdv.a) == 1);    TRUE(__alignof__(sdv.p) == 8);
TRUE(__alignof__(pkv) == 1);      TRUE(__alignof__(pkv.i) == 1);
TRUE(__alignof__(*pd) == 8);      TRUE(__alignof__(pd[1]) == 8);
TRUE(__alignof__(1) == 4);        TRUE(__alignof__(1.0L) == 16);    TRUE(__alignof__('a') == 4);
TRUE(__alignof__((char)1) == 1);  TRUE(__alignof__("abc") == 1);
TRUE(__alignof__(sdv.d + 0) == 8);
