// ARGS:
/* gcc builtins in constant expressions (target independent: only char,
 * short and int layouts are used; also checked with -m32):
 * __builtin_offsetof with nested members and array indices, the kernel's
 * offsetof / sizeof_field / BUILD_BUG_ON_ZERO / __must_be_array idioms,
 * __builtin_constant_p, __builtin_choose_expr, __builtin_types_compatible_p
 * (top-level qualifiers ignored, typedefs, enums vs their underlying type,
 * arrays, function types) and _Generic.
 * Values checked with gcc 12: gcc -fsyntax-only -std=gnu11 [-m32]. */

#define TRUE(E) _Static_assert(E, #E)
#define OFF(T, M, N) _Static_assert(__builtin_offsetof(T, M) == N, "offsetof(" #T ", " #M ") == " #N)
#define COMPAT(A, B) _Static_assert(__builtin_types_compatible_p(A, B), #A " compatible with " #B)
#define NCOMPAT(A, B) _Static_assert(!__builtin_types_compatible_p(A, B), #A " not compatible with " #B)

struct pt { short x, y; };
struct line { char tag; struct pt p[2]; int w; };
struct poly { int n; struct line l[3]; char name[5][3]; union { int i; char c[6]; } u; };
typedef struct poly poly_t;

/* -- __builtin_offsetof: member designators with . and [] -- */
OFF(struct pt, y, 2);
OFF(struct line, p, 2);           OFF(struct line, p[1], 6);
OFF(struct line, p[1].y, 8);      OFF(struct line, w, 12);
OFF(struct poly, l, 4);           OFF(struct poly, l[0].p[1].x, 10);
OFF(struct poly, l[2], 36);       OFF(struct poly, l[2].w, 48);
OFF(struct poly, name, 52);       OFF(struct poly, name[2][1], 59);
OFF(struct poly, u, 68);          OFF(struct poly, u.c[5], 73);
OFF(poly_t, l[1].p[0].y, 24);
OFF(struct poly, l[1 + 1].tag, 36);           /* any constant index expression */
OFF(struct poly, name[sizeof(short)][0], 58);
TRUE((long)__builtin_offsetof(struct poly, l[-1].tag) == -12);  /* negative indices are allowed */
OFF(struct poly, l[-1].w, 0);
OFF(struct pt, x, 0);
TRUE(sizeof(struct poly) == 76);
TRUE(_Generic(__builtin_offsetof(struct pt, y), __typeof__(sizeof(int)): 1, default: 0));  /* size_t */

/* -- the kernel's idioms -- */
#define koffsetof(TYPE, MEMBER)	((__SIZE_TYPE__)&((TYPE *)0)->MEMBER)
#define sizeof_field(TYPE, MEMBER) sizeof((((TYPE *)0)->MEMBER))
#define BUILD_BUG_ON_ZERO(e) ((int)(sizeof(struct { int:(-!!(e)); })))
#define __same_type(a, b) __builtin_types_compatible_p(__typeof__(a), __typeof__(b))
#define __must_be_array(a) BUILD_BUG_ON_ZERO(__same_type((a), &(a)[0]))
#define ARRAY_SIZE(arr) (sizeof(arr) / sizeof((arr)[0]) + __must_be_array(arr))
TRUE(koffsetof(struct line, w) == 12);
TRUE(koffsetof(struct poly, l[2].p[1].y) == 44);
TRUE(koffsetof(struct poly, u.c[1]) == 69);
TRUE(sizeof_field(struct poly, name) == 15);
TRUE(sizeof_field(struct poly, l[0]) == 16);
TRUE(sizeof_field(struct line, p[0].x) == 2);
TRUE(BUILD_BUG_ON_ZERO(0) == 0);
TRUE(sizeof(struct { int:0; }) == 0);
TRUE(BUILD_BUG_ON_ZERO(sizeof(int) == 8) == 0);
extern int arr10[10];
extern struct line lines[7];
extern int *ptr;
TRUE(ARRAY_SIZE(arr10) == 10);
TRUE(ARRAY_SIZE(lines) == 7);
TRUE(ARRAY_SIZE(((struct poly *)0)->name) == 5);
TRUE(ARRAY_SIZE(((struct poly *)0)->name[0]) == 3);
TRUE(__same_type(ptr, &arr10[0]) && !__same_type(arr10, &arr10[0]));

/* -- __builtin_constant_p: 1 for constants, 0 for anything gcc cannot fold here -- */
extern int var;
extern const int cvar;
TRUE(__builtin_constant_p(1) == 1);
TRUE(__builtin_constant_p(1 + 2 * 3) == 1);
TRUE(__builtin_constant_p(sizeof(var)) == 1);
TRUE(__builtin_constant_p(1.5) == 1);
TRUE(__builtin_constant_p('a') == 1);
TRUE(__builtin_constant_p(var) == 0);
TRUE(__builtin_constant_p(cvar) == 0);        /* a const object is not a constant in C */
TRUE(__builtin_constant_p(&var) == 0);        /* an address constant, but not "constant" */
TRUE(__builtin_constant_p(arr10) == 0);
TRUE(__builtin_constant_p("abc") == 1);       /* ... while a string literal is */
TRUE(__builtin_constant_p((int *)0) == 1);
static const int scvar = 3;
TRUE(__builtin_constant_p(scvar) == 0);
/* gcc answers after folding, so expressions its folder reduces to a
 * constant count as constant, although they are not constant expressions
 * (__is_constexpr(var * 0) is 0, see ice-m64.c) */
TRUE(__builtin_constant_p(var * 0) == 1);
TRUE(__builtin_constant_p(var - var) == 1);
TRUE(__builtin_constant_p(var == var) == 1);
TRUE(__builtin_constant_p(var & 0) == 1);
TRUE(__builtin_constant_p(var || 1) == 1);
TRUE(__builtin_constant_p(0 && var) == 1);
TRUE(__builtin_constant_p(1 ? 2 : var) == 1);
TRUE(__builtin_constant_p(var * 2 / 2) == 0);
TRUE(__builtin_constant_p((char)300) == 1);
TRUE(__builtin_constant_p(__builtin_constant_p(var)) == 1);
TRUE(_Generic(__builtin_constant_p(var), int: 1, default: 0));

/* -- __builtin_choose_expr: the chosen operand, unconverted -- */
TRUE(__builtin_choose_expr(1, 10, 20) == 10);
TRUE(__builtin_choose_expr(0, 10, 20) == 20);
TRUE(__builtin_choose_expr(sizeof(int) == 4, 1, 2) == 1);
TRUE(sizeof(__builtin_choose_expr(1, (char)1, 2.0)) == 1);   /* no usual arithmetic conversions */
TRUE(sizeof(__builtin_choose_expr(0, (char)1, (short)2)) == 2);
TRUE(_Generic(__builtin_choose_expr(1, 1u, 1), unsigned: 1, default: 0));
TRUE(sizeof(__builtin_choose_expr(1, "abcd", 0)) == 5);   /* an array, not decayed */
TRUE(__builtin_choose_expr(1, 3, var) == 3);              /* the other operand may be non-constant */

/* -- __builtin_types_compatible_p -- */
typedef int myint;
typedef myint myint2;
typedef const int cint;
enum e_u { EU = 1 };
enum e_s { ES = -1 };
enum __attribute__((packed)) e_p { EP = 1 };
COMPAT(int, int);                 COMPAT(int, signed);   COMPAT(int, signed int);
COMPAT(const int, int);           COMPAT(volatile int, int);
COMPAT(const volatile int, int);  COMPAT(cint, myint2);  /* top-level qualifiers ignored */
COMPAT(myint, int);               COMPAT(myint2, int);
COMPAT(int *const, int *);        NCOMPAT(const int *, int *);
NCOMPAT(volatile int *, int *);   NCOMPAT(int **, const int **);
NCOMPAT(char, signed char);       NCOMPAT(char, unsigned char);
NCOMPAT(signed char, unsigned char);
NCOMPAT(short, unsigned short);   COMPAT(short, short int);  COMPAT(short, signed short int);
NCOMPAT(int, unsigned);           NCOMPAT(int, long);
NCOMPAT(long, long long);         /* distinct even where the same size */
NCOMPAT(unsigned long, unsigned long long);
NCOMPAT(int, _Bool);              NCOMPAT(float, double);
NCOMPAT(double, long double);
COMPAT(enum e_u, unsigned int);   NCOMPAT(enum e_u, int);
COMPAT(enum e_s, int);            NCOMPAT(enum e_s, unsigned int);
COMPAT(enum e_p, unsigned char);
NCOMPAT(enum e_u, enum e_p);
COMPAT(enum e_u *, unsigned int *);
COMPAT(int[], int[5]);            COMPAT(int[5], int[5]);
NCOMPAT(int[4], int[5]);          NCOMPAT(int[5], int *);
COMPAT(const int[3], int[3]);     /* the array's qualifier is the element's, still top level */
NCOMPAT(const int *[3], int *[3]);
COMPAT(int[2][3], int[][3]);      NCOMPAT(int[2][3], int[2][4]);
COMPAT(int (*)(void), int (*)(void));
COMPAT(int (*)(), int (*)(int));  /* unprototyped is compatible with a prototype... */
NCOMPAT(int (*)(), int (*)(char)); /* ...unless a parameter is not promotion-invariant */
NCOMPAT(int (*)(int), int (*)(long));
NCOMPAT(int (*)(void), void (*)(void));
COMPAT(int (*)(int *const), int (*)(int *));   /* parameter qualifiers ignored */
COMPAT(int (*)(int[]), int (*)(int *));       /* parameter arrays adjust to pointers */
COMPAT(int (*)(int (void)), int (*)(int (*)(void)));
COMPAT(struct pt, struct pt);     NCOMPAT(struct pt, struct line);
NCOMPAT(struct { int a; }, struct { int a; });  /* two distinct untagged structs */
COMPAT(__typeof__(1), int);       COMPAT(__typeof__(1L), long);
COMPAT(__typeof__('a'), int);     COMPAT(__typeof__((char)1), char);
COMPAT(__typeof__(var), int);     COMPAT(__typeof__(cvar), int);
COMPAT(__typeof__(arr10), int[10]);
COMPAT(__typeof__(&arr10), int (*)[10]);
COMPAT(__typeof__(arr10 + 0), int *);
COMPAT(__typeof__(EU), int);      /* enumeration constants are int */
COMPAT(void, void);               COMPAT(const void, void);
NCOMPAT(void, int);
COMPAT(__typeof__(sizeof(int)), __SIZE_TYPE__);

/* -- _Generic: the controlling expression undergoes lvalue conversion
 *    (qualifiers dropped, arrays and functions decay) -- */
extern const int carr[4];
extern int fn(int);
extern const volatile short cvs;
TRUE(_Generic(var, int: 1, default: 0));
TRUE(_Generic(cvar, int: 1, const int: 2, default: 0) == 1);
TRUE(_Generic(cvs, short: 1, default: 0));
TRUE(_Generic(arr10, int *: 1, int[10]: 2, default: 0) == 1);
TRUE(_Generic(carr, const int *: 1, default: 0));
TRUE(_Generic(fn, int (*)(int): 1, default: 0));
TRUE(_Generic(&fn, int (*)(int): 1, default: 0));
TRUE(_Generic("x", char *: 1, const char *: 2, default: 0) == 1);
TRUE(_Generic(0, long: 1, default: 2) == 2);
TRUE(_Generic((char)0, char: 1, signed char: 2, unsigned char: 3, default: 0) == 1);
TRUE(_Generic((signed char)0, char: 1, signed char: 2, unsigned char: 3, default: 0) == 2);
TRUE(_Generic((myint)0, int: 1, default: 0));
TRUE(_Generic(EU, int: 1, enum e_u: 2, default: 0) == 1);
TRUE(_Generic((enum e_u)0, enum e_u: 2, default: 0) == 2);
TRUE(_Generic((enum e_p)0, unsigned char: 1, default: 0) == 1);
TRUE(_Generic(1.0f, float: 1, double: 2, default: 0) == 1);
TRUE(_Generic(1.0, float: 1, double: 2, default: 0) == 2);
TRUE(_Generic((struct pt){0}, struct pt: 1, default: 0));
TRUE(_Generic(ptr, int *: 1, const int *: 2, default: 0) == 1);
TRUE(_Generic((const int *)ptr, int *: 1, const int *: 2, default: 0) == 2);
TRUE(_Generic(var, default: 5) == 5);
TRUE(_Generic(var = 1, int: 1, default: 0));     /* not evaluated */
TRUE(sizeof(_Generic(var, int: (char)1, default: 1L)) == 1);
TRUE(_Generic(_Generic(1, int: 1L, default: 0), long: 1, default: 0));
