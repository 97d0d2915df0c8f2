// GNU attributes in every position gcc 12 accepts them: before and among
// the declaration specifiers, before, inside and after declarators, on
// parameters, struct members, tags, enumerators, statements and labels; every
// spelling (__attribute__, __attribute, __name__), empty lists, arguments
// that are identifiers, strings, types and expressions.  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

/* spellings and list forms */
__attribute__((unused)) static int a1;
__attribute((unused)) static int a2;
__attribute__((__unused__)) static int a3;
__attribute__(()) int a4;
__attribute__((,)) int a5;
__attribute__((unused,)) static int a6;
__attribute__((, unused, , used)) static int a7;
__attribute__((unused)) __attribute__((used)) static int a8;
__attribute__((unused, used, aligned(8))) static int a9;
CHECK(_Alignof(a9) == 8);

/* positions around the declaration specifiers */
static __attribute__((unused)) int b1;
static int __attribute__((unused)) b2;
const __attribute__((unused)) static volatile int b3;
typedef int __attribute__((aligned(16))) aligned_int;
typedef __attribute__((aligned(32))) int aligned_int2;
CHECK(_Alignof(aligned_int) == 16);
CHECK(_Alignof(aligned_int2) == 32);

/* after the declarator, before the initializer, in declarator lists */
static int c1 __attribute__((unused));
static int c2 __attribute__((unused)) = 2;
static int c3 __attribute__((aligned(16))) = 3, c4 __attribute__((unused)), c5;
static int c6, __attribute__((unused)) c7, __attribute__((unused)) *c8;
int c9[4] __attribute__((aligned(32)));
int c10 __attribute__((section(".data.c10"))) = 0;
int c11 __asm__("c11_sym") __attribute__((used)) = 0;
CHECK(_Alignof(c3) == 16);
CHECK(_Alignof(c9) == 32);

/* inside declarators: after '*', in parentheses */
static int *__attribute__((unused)) d1;
static int *const __attribute__((unused)) d2 = 0;
static int (__attribute__((unused)) *d3);
static int (__attribute__((unused)) d4)[2];
int (*__attribute__((unused)) d5)(void);
char *__attribute__((aligned(8))) *d6;
SAME(__typeof__(d3), int *);
SAME(__typeof__(d4), int [2]);

/* functions: prototypes, definitions, function-like types */
void fn1(void) __attribute__((noreturn));
void __attribute__((noreturn)) fn2(void);
__attribute__((noreturn)) void fn3(void);
int fn4(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
int fn5(const char *, ...) __attribute__((__format__(__printf__, 1, 2), nonnull(1)));
void *fn6(unsigned long n) __attribute__((malloc, alloc_size(1), warn_unused_result));
int fn7(void) __attribute__((pure)) __attribute__((nothrow));
int fn8(int) __attribute__((const));
__attribute__((always_inline)) static inline int fn9(void) { return 9; }
static inline int __attribute__((always_inline)) fn10(void) { return 10; }
static int __attribute__((noinline)) __attribute__((used)) fn11(void) { return fn9() + fn10(); }
__attribute__((cold, noinline)) static void fn12(void) { }
static void __attribute__((section(".text.unlikely"))) fn13(void) { fn12(); }
void fn14(void) __attribute__((weak));
void fn15(void) __attribute__((alias("fn16")));
void fn16(void) { fn13(); }
__attribute__((constructor)) static void fn17(void) { fn11(); }
__attribute__((constructor(200))) static void fn18(void) { }
void fn19(void) __attribute__((deprecated));
void fn20(void) __attribute__((deprecated("use fn21")));
int fn21(int x) __attribute__((warn_unused_result, no_instrument_function));
void fn22(void) __attribute__((error("do not call")));
void fn23(void) __attribute__((__warning__("careful")));
void fn24(void) __attribute__((visibility("hidden")));
void fn25(int *) __attribute__((nonnull));
void *fn26(void) __attribute__((__assume_aligned__(16), __returns_nonnull__));
int fn27(void) __attribute__((__copy__(fn21)));
void fn28(void) __attribute__((__externally_visible__, __noclone__));
void fn29(void) __attribute__((no_sanitize_address, __no_stack_protector__));
extern inline __attribute__((__gnu_inline__)) int fn30(int x) { return x; }
int fn31(const int *, int) __attribute__((access(read_only, 1, 2)));
int (*fp1)(int) __attribute__((unused));
void (*fp2)(void) __attribute__((unused)) = 0;
typedef int fmt_fn(const char *, ...) __attribute__((format(printf, 1, 2)));
fmt_fn fn32;

/* parameters */
void pa1(int x __attribute__((unused)), __attribute__((unused)) int y,
	 int __attribute__((unused)) z, int *__attribute__((unused)) w);
void pa2(int __attribute__((unused)), char *__attribute__((unused)));
int pa3(int x __attribute__((unused)), int y) { return y; }
int pa4(__attribute__((unused)) int x, const char *p __attribute__((unused))) { return *p; }

/* modes and vector sizes through attributes */
typedef int di_t __attribute__((mode(DI)));
typedef unsigned int qi_t __attribute__((__mode__(__QI__)));
typedef int word_t __attribute__((mode(word)));
CHECK(sizeof(di_t) == 8);
CHECK(sizeof(qi_t) == 1);
CHECK(sizeof(word_t) == sizeof(long));
typedef float vf __attribute__((vector_size(4 * sizeof(float))));
CHECK(sizeof(vf) == 16);

/* struct, union and enum tags, members, and the closing brace */
struct __attribute__((packed)) s1 { char c; int i; };
struct s2 { char c; int i; } __attribute__((packed));
struct __attribute__((aligned(16))) s3 { int i; } __attribute__((unused));
struct s4 {
	char c;
	int i __attribute__((aligned(8)));
	__attribute__((aligned(16))) int j;
	int __attribute__((packed)) k;
	int *__attribute__((unused)) p;
	int bf : 3 __attribute__((packed));
	char tail[] __attribute__((nonstring));
};
union __attribute__((transparent_union)) tu { int *ip; const int *cip; };
struct s5 { int a; } __attribute__((designated_init));
struct __attribute__((__packed__, __aligned__(4))) s6 { char c; int i; };
struct s7 { short a; } __attribute__((aligned));
CHECK(sizeof(struct s1) == 5);
CHECK(sizeof(struct s2) == 5);
CHECK(_Alignof(struct s3) == 16);
CHECK(__builtin_offsetof(struct s4, i) == 8);
CHECK(__builtin_offsetof(struct s4, j) == 16);
CHECK(sizeof(struct s6) == 8);
CHECK(_Alignof(struct s6) == 4);
struct __attribute__((packed)) s1 s1v;		/* on a tag reference */
struct s1 __attribute__((unused)) s1w;
void tu_use(union tu u);
void tu_call(int *p) { tu_use(p); }
enum __attribute__((packed)) e1 { E1A, E1B };
enum e2 { E2A __attribute__((deprecated)), E2B, E2C __attribute__((unavailable)) = 5, E2D };
enum e3 { E3A } __attribute__((packed));
CHECK(sizeof(enum e1) == 1);
CHECK(E2D == 6);

/* statements and labels */
int st1(int x)
{
	int r = 0;
	__attribute__((unused)) int local1;
	int local2 __attribute__((unused));
	static int local3 __attribute__((used));
	switch (x) {
	case 1:
		r++;
		__attribute__((fallthrough));
	case 2:
		r++;
		__attribute__((__fallthrough__));
	default:
		break;
	}
lab1: __attribute__((unused));
lab2: __attribute__((cold))
	r++;
lab3: __attribute__((hot, unused)) r++;
	if (x > 10)
		goto lab2;
	return r;
}

/* attributes on types in type names */
CHECK(sizeof(int __attribute__((vector_size(8)))) == 8);
CHECK(_Alignof(struct { int i; } __attribute__((aligned(64)))) == 64);
long tn1(void *p) { return (long)(char __attribute__((aligned(1))) *)p; }
