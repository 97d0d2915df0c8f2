// ARGS: -m32
/* Scalar types on i386 (SysV i386 psABI, ILP32).  The i386 ABI aligns
 * double, long long and their complex forms to 4 inside structs, but gcc
 * prefers 8 for them standalone: since gcc 8, C11 _Alignof gives the ABI
 * ("required") alignment 4 while __alignof__ gives the preferred 8.
 * long double is 12 bytes, 4-aligned.  There is no __int128.
 * Values checked with gcc 12: gcc -fsyntax-only -std=gnu11 -m32. */

#define SIZE(T, N) _Static_assert(sizeof(T) == N, "sizeof(" #T ") == " #N)
#define ALIGN(T, N) _Static_assert(_Alignof(T) == N && __alignof__(T) == N, \
				   "alignof(" #T ") == " #N)
/* ALIGN2(T, C11, GNU): _Alignof(T) == C11, __alignof__(T) == GNU */
#define ALIGN2(T, A, B) _Static_assert(_Alignof(T) == A && __alignof__(T) == B, \
				       "_Alignof(" #T ") == " #A ", __alignof__ == " #B)
#define TRUE(E) _Static_assert(E, #E)
#define INSTRUCT(T, OFF, SZ, AL) \
	_Static_assert(__builtin_offsetof(struct { char c; T m; }, m) == OFF && \
		       sizeof(struct { char c; T m; }) == SZ && \
		       __alignof__(struct { char c; T m; }) == AL, \
		       "struct { char c; " #T " m; }: offset " #OFF ", size " #SZ ", align " #AL)

/* -- integer types: ILP32 -- */
SIZE(char, 1);                  ALIGN(char, 1);
SIZE(signed char, 1);           ALIGN(unsigned char, 1);
SIZE(short, 2);                 ALIGN(short, 2);
SIZE(unsigned short, 2);        ALIGN(unsigned short, 2);
SIZE(int, 4);                   ALIGN(int, 4);
SIZE(unsigned, 4);              ALIGN(unsigned, 4);
SIZE(long, 4);                  ALIGN(long, 4);
SIZE(unsigned long, 4);         ALIGN(unsigned long, 4);
SIZE(long long, 8);             ALIGN2(long long, 4, 8);
SIZE(unsigned long long, 8);    ALIGN2(unsigned long long, 4, 8);
SIZE(_Bool, 1);                 ALIGN(_Bool, 1);

/* -- pointers -- */
SIZE(void *, 4);                ALIGN(void *, 4);
SIZE(int (*)(void), 4);         ALIGN(int (*)(int, ...), 4);
SIZE(double *, 4);              ALIGN(long long **, 4);

/* -- floating types -- */
SIZE(float, 4);                 ALIGN(float, 4);
SIZE(double, 8);                ALIGN2(double, 4, 8);
SIZE(long double, 12);          ALIGN(long double, 4);
SIZE(__float80, 12);            ALIGN(__float80, 4);
SIZE(__float128, 16);           ALIGN(__float128, 16);
SIZE(_Float32, 4);              ALIGN(_Float32, 4);
SIZE(_Float64, 8);              ALIGN2(_Float64, 4, 8);
SIZE(_Float32x, 8);             ALIGN2(_Float32x, 4, 8);
SIZE(_Float64x, 12);            ALIGN(_Float64x, 4);
SIZE(_Float128, 16);            ALIGN(_Float128, 16);

/* -- complex types -- */
SIZE(float _Complex, 8);        ALIGN(float _Complex, 4);
SIZE(double _Complex, 16);      ALIGN2(double _Complex, 4, 8);
SIZE(long double _Complex, 24); ALIGN(long double _Complex, 4);
SIZE(_Complex int, 8);          ALIGN(_Complex int, 4);
SIZE(_Complex long, 8);         ALIGN(_Complex long, 4);
SIZE(_Complex long long, 16);   ALIGN2(_Complex long long, 4, 8);
SIZE(_Complex _Float128, 32);   ALIGN(_Complex _Float128, 16);

/* -- _Atomic: 8-byte types become 8-aligned even for _Alignof (and in structs) -- */
SIZE(_Atomic long long, 8);     ALIGN(_Atomic long long, 8);
SIZE(_Atomic double, 8);        ALIGN(_Atomic double, 8);
SIZE(_Atomic long double, 12);  ALIGN(_Atomic long double, 4);
ALIGN(_Atomic(double _Complex), 16);
ALIGN(_Atomic(float _Complex), 8);
INSTRUCT(_Atomic long long, 8, 16, 8);

/* -- arrays -- */
SIZE(long long[3], 24);         ALIGN2(long long[3], 4, 8);
SIZE(double[2][2], 32);         ALIGN2(double[2][2], 4, 8);
SIZE(long double[3], 36);       ALIGN(long double[3], 4);

/* -- void and function types (gcc extension) -- */
SIZE(void, 1);                  ALIGN(void, 1);
SIZE(void (void), 1);

/* -- inside a struct, double, long long and their complex forms are 4-aligned -- */
INSTRUCT(char, 1, 2, 1);
INSTRUCT(short, 2, 4, 2);
INSTRUCT(int, 4, 8, 4);
INSTRUCT(long, 4, 8, 4);
INSTRUCT(long long, 4, 12, 4);
INSTRUCT(unsigned long long, 4, 12, 4);
INSTRUCT(double, 4, 12, 4);
INSTRUCT(long double, 4, 16, 4);
INSTRUCT(double _Complex, 4, 20, 4);
INSTRUCT(long long _Complex, 4, 20, 4);
INSTRUCT(_Float64, 4, 12, 4);
INSTRUCT(__float128, 16, 32, 16);
typedef long long ll2[2];
INSTRUCT(ll2, 4, 20, 4);
INSTRUCT(void *, 4, 8, 4);
/* ... and a struct made only of them is 4-aligned too */
SIZE(struct { long long x; }, 8);
ALIGN(struct { long long x; }, 4);
ALIGN(struct { double d; }, 4);
ALIGN(struct { double d[4]; }, 4);
SIZE(struct { char c; double d; char e; }, 16);
SIZE(union { char c[9]; double d; }, 12);
ALIGN(union { char c[9]; long long d; }, 4);

/* -- the standard typedefs -- */
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __WCHAR_TYPE__ wchar_t;
typedef __WINT_TYPE__ wint_t;
typedef __INTMAX_TYPE__ intmax_t;
typedef __INTPTR_TYPE__ intptr_t;
typedef __INT64_TYPE__ int64_t;
SIZE(size_t, 4);        TRUE(__builtin_types_compatible_p(size_t, unsigned int));
TRUE(!__builtin_types_compatible_p(size_t, unsigned long));   /* unsigned int, not unsigned long */
SIZE(ptrdiff_t, 4);     TRUE(__builtin_types_compatible_p(ptrdiff_t, int));
SIZE(wchar_t, 4);       TRUE(__builtin_types_compatible_p(wchar_t, long));  /* i386 Linux: long */
SIZE(wint_t, 4);        TRUE(__builtin_types_compatible_p(wint_t, unsigned int));
SIZE(intmax_t, 8);      TRUE(__builtin_types_compatible_p(intmax_t, long long));
SIZE(intptr_t, 4);      TRUE(__builtin_types_compatible_p(intptr_t, int));
SIZE(int64_t, 8);       TRUE(__builtin_types_compatible_p(int64_t, long long));
TRUE(__builtin_types_compatible_p(__typeof__(sizeof(int)), unsigned int));
TRUE(__builtin_types_compatible_p(__typeof__((char *)0 - (char *)0), int));
TRUE(__builtin_types_compatible_p(__typeof__(L'x'), wchar_t));
SIZE(L'x', 4);  SIZE(u'x', 2);  SIZE(U'x', 4);
SIZE(L"ab", 12);

/* -- max_align_t as gcc's <stddef.h> defines it (with __float128 on i386) -- */
typedef struct {
	long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
	long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));
	__float128 __max_align_f128 __attribute__((__aligned__(__alignof(__float128))));
} max_align_t;
SIZE(max_align_t, 48);          ALIGN(max_align_t, 16);

TRUE(__SIZEOF_LONG__ == 4 && __SIZEOF_POINTER__ == 4);
TRUE(__SIZEOF_LONG_DOUBLE__ == 12);
TRUE(__BIGGEST_ALIGNMENT__ == 16);
