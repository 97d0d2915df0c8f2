// Declaration specifiers: storage classes, qualifiers in every spelling,
// specifiers in any order, _Alignas, _Noreturn, _Thread_local/__thread,
// inline spellings, __extension__, asm labels, and the GNU types (__int128,
// _Complex, vectors, __seg_gs/__seg_fs).  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

/* storage classes */
static int s1;
extern int e1;
extern int e1;
int e1 = 1;
typedef int T1;
static inline int si(void) { return s1; }
int ar(register int r) { auto int a = r; register int b = a; return b; }

/* specifiers in any order */
int long unsigned long u1;
long const unsigned int long volatile u2 = 0;
unsigned short int const us1 = 1;
signed char sc;
char signed sc2;
short signed int ss;
int static long sl;
const static volatile unsigned char cvc;
SAME(__typeof__(u1), unsigned long long);
SAME(__typeof__(u2), const volatile unsigned long long);
SAME(__typeof__(sc2), signed char);
SAME(__typeof__(sl), long);
CHECK(!__builtin_types_compatible_p(char, signed char));
CHECK(!__builtin_types_compatible_p(char, unsigned char));
long double ld;
double long ld2;
SAME(__typeof__(ld2), long double);
unsigned un;
signed sn;
SAME(__typeof__(un), unsigned int);
SAME(__typeof__(sn), int);
short sh;
long lo;
long long ll;
unsigned long long ull;

/* qualifiers, all spellings, repeated qualifiers are allowed in C11 */
const int c1 = 0;
int const c2 = 0;
const const int c3 = 0;
volatile int v1;
__volatile__ int v2;
__volatile int v3;
__const int c4 = 0;
__const__ int c5 = 0;
int *restrict r1;
int *__restrict r2;
int *__restrict__ r3;
_Atomic int at1;
_Atomic(int) at2;
_Atomic(int *) at3;
int *_Atomic at4;
_Atomic const int at5 = 0;
SAME(__typeof__(v2) *, volatile int *);
SAME(__typeof__(c5) *, const int *);
SAME(__typeof__(r3), int *restrict);
SAME(__typeof__(at2) *, _Atomic int *);
SAME(__typeof__(at4), int *_Atomic);
CHECK(sizeof(_Atomic(long long)) == 8);

/* _Alignas / __attribute__((aligned)) */
_Alignas(16) int al1;
_Alignas(long long) char al2[3];
int _Alignas(8) al3;
static _Alignas(32) char al4[64];
struct al_s { _Alignas(8) char c; int i; };
CHECK(_Alignof(struct al_s) == 8);
CHECK(__alignof__(al1) == 16);
CHECK(_Alignof(al4) == 32);
CHECK(__alignof__(al2) == _Alignof(long long));
void al_local(void) { _Alignas(64) char buf[8]; (void)buf; }

/* _Noreturn */
_Noreturn void die(void);
void _Noreturn die2(void);
static _Noreturn void die3(void) { for (;;) ; }
__attribute__((noreturn)) void die4(void);
_Noreturn void die(void) { die3(); }

/* thread storage */
_Thread_local int tl1;
static _Thread_local int tl2;
extern _Thread_local int tl3;
__thread int tl4;
static __thread long tl5;
_Thread_local static int tl6;
int tl_use(void) { static __thread int tl7; return tl1 + tl2 + tl3 + tl4 + (int)tl5 + tl6 + tl7; }

/* inline spellings */
inline static int in1(void) { return 1; }
static __inline__ int in2(void) { return 2; }
static __inline int in3(void) { return 3; }
static inline __attribute__((always_inline)) int in4(void) { return 4; }
extern inline int in5(int x) { return x; }
int in_use(void) { return in1() + in2() + in3() + in4() + in5(0); }

/* __extension__ before declarations, in expressions, in struct members */
__extension__ typedef long long ext_ll;
__extension__ struct ext_s { __extension__ long long a; __extension__ union { int b; }; };
__extension__ static int ext_v = __extension__ 0;
int ext_use(void) { __extension__ int x = __extension__ (1 + 2); return x + ext_v; }

/* asm labels */
int asm_v1 asm("asm_name_1");
extern int asm_v2 __asm__("asm_name_2");
int asm_f(int) __asm__("real_asm_f");
extern int asm_v3 __asm("asm" "_" "name3");
int asm_g(void) asm("asm_g_sym") __attribute__((pure));
__attribute__((pure)) int asm_h(void) __asm__("asm_h_sym");
int asm_use(void) { register int r asm("eax") = 0; return asm_v1 + asm_v2 + asm_f(r); }

/* GNU and C11 types */
_Bool b1 = 1;
__int128 i128;
unsigned __int128 u128;
__int128 unsigned u128b;
signed __int128 s128;
__uint128_t ut128;
__int128_t it128;
SAME(__typeof__(u128b), unsigned __int128);
SAME(__uint128_t, unsigned __int128);
CHECK(sizeof(__int128) == 16);
_Complex double cd;
double _Complex cd2;
_Complex float cf;
_Complex long double cld;
__complex__ double cd3;
_Complex int ci;		/* GNU: complex integer types */
SAME(__typeof__(cd2), _Complex double);
SAME(__typeof__(cd3), _Complex double);
CHECK(sizeof cf == 2 * sizeof(float));
double cparts(void) { return __real__ cd + __imag__ cd + __builtin_creal(cd2); }
float ff;
__float128 f128;
_Float64 f64;

/* vector types */
typedef int v4si __attribute__((vector_size(16)));
typedef float v4sf __attribute__((__vector_size__(16)));
typedef unsigned char v16qi __attribute__((vector_size(16)));
typedef long long v2di __attribute__((vector_size(16), aligned(16)));
CHECK(sizeof(v4si) == 16);
v4si vadd(v4si a, v4si b) { return a + b * 2 - (a & b) + (v4si){ 1, 2, 3, 4 }; }
int velem(v4si a) { return a[0] + a[3]; }
v4sf vconv(v4si a) { return __builtin_convertvector(a, v4sf); }
v16qi vshuf(v16qi a) { return __builtin_shuffle(a, (v16qi){ 0 }); }

/* named address spaces (x86) */
extern __seg_gs int gs_var;
extern __seg_fs int fs_var;
int seg_read(void)
{
	unsigned long off = 8;
	return *(__seg_gs int *)off + *(volatile __seg_fs int *)(unsigned long)&fs_var + gs_var + fs_var;
}
