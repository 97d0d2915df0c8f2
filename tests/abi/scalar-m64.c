// ARGS: -m64
/* Scalar types on x86_64 (SysV psABI, LP64): sizeof, _Alignof (the C11
 * "required" alignment) and __alignof__ (gcc's preferred alignment).  On
 * x86_64 the two alignments always agree; on i386 they do not (see
 * scalar-m32.c).  Values checked with gcc 12: gcc -fsyntax-only -std=gnu11. */

#define SIZE(T, N) _Static_assert(sizeof(T) == N, "sizeof(" #T ") == " #N)
#define ALIGN(T, N) _Static_assert(_Alignof(T) == N && __alignof__(T) == N, \
				   "alignof(" #T ") == " #N)
#define TRUE(E) _Static_assert(E, #E)

/* -- integer types: LP64 -- */
SIZE(char, 1);                  ALIGN(char, 1);
SIZE(signed char, 1);           ALIGN(signed char, 1);
SIZE(unsigned char, 1);         ALIGN(unsigned char, 1);
SIZE(short, 2);                 ALIGN(short, 2);
SIZE(unsigned short, 2);        ALIGN(unsigned short, 2);
SIZE(int, 4);                   ALIGN(int, 4);
SIZE(unsigned, 4);              ALIGN(unsigned, 4);
SIZE(long, 8);                  ALIGN(long, 8);
SIZE(unsigned long, 8);         ALIGN(unsigned long, 8);
SIZE(long int, 8);              ALIGN(long unsigned int, 8);
SIZE(long long, 8);             ALIGN(long long, 8);
SIZE(unsigned long long, 8);    ALIGN(unsigned long long, 8);
SIZE(long long int, 8);         ALIGN(signed long long int, 8);
SIZE(_Bool, 1);                 ALIGN(_Bool, 1);

/* -- __int128: 16 bytes, 16-aligned (64-bit targets only) -- */
SIZE(__int128, 16);             ALIGN(__int128, 16);
SIZE(unsigned __int128, 16);    ALIGN(unsigned __int128, 16);
SIZE(__int128_t, 16);           ALIGN(__uint128_t, 16);
SIZE(__int128 signed, 16);

/* -- pointers -- */
SIZE(void *, 8);                ALIGN(void *, 8);
SIZE(char *, 8);                ALIGN(char *, 8);
SIZE(int (*)(void), 8);         ALIGN(int (*)(int, ...), 8);
SIZE(int **, 8);                ALIGN(const volatile long *, 8);
SIZE(int (*)[10], 8);

/* -- floating types: long double is the 80-bit x87 type in 16 bytes -- */
SIZE(float, 4);                 ALIGN(float, 4);
SIZE(double, 8);                ALIGN(double, 8);
SIZE(long double, 16);          ALIGN(long double, 16);
SIZE(__float128, 16);           ALIGN(__float128, 16);
SIZE(__float80, 16);            ALIGN(__float80, 16);
SIZE(_Float32, 4);              ALIGN(_Float32, 4);
SIZE(_Float64, 8);              ALIGN(_Float64, 8);
SIZE(_Float128, 16);            ALIGN(_Float128, 16);
SIZE(_Float32x, 8);             ALIGN(_Float32x, 8);
SIZE(_Float64x, 16);            ALIGN(_Float64x, 16);

/* -- complex types: two of the real type, aligned as the real type -- */
SIZE(float _Complex, 8);        ALIGN(float _Complex, 4);
SIZE(double _Complex, 16);      ALIGN(double _Complex, 8);
SIZE(_Complex long double, 32); ALIGN(_Complex long double, 16);
SIZE(_Complex, 16);             /* plain _Complex is double _Complex (gcc pedwarn only with -pedantic) */
SIZE(_Complex int, 8);          ALIGN(_Complex int, 4);      /* gcc extension: complex integers */
SIZE(_Complex char, 2);         ALIGN(_Complex char, 1);
SIZE(_Complex short, 4);        ALIGN(_Complex short, 2);
SIZE(_Complex long, 16);        ALIGN(_Complex long, 8);
SIZE(_Complex long long, 16);
SIZE(_Complex __int128, 32);    ALIGN(_Complex __int128, 16);
SIZE(_Complex _Float128, 32);   ALIGN(_Complex _Float64x, 16);
/* __float128, __float80, __int128_t and __uint128_t are builtin typedef names,
 * not keywords: "_Complex __float128" is a syntax error in gcc. */

/* -- qualifiers and _Atomic -- */
SIZE(const volatile int, 4);    ALIGN(const int, 4);
SIZE(_Atomic int, 4);           ALIGN(_Atomic int, 4);
SIZE(_Atomic long double, 16);  ALIGN(_Atomic long double, 16);
SIZE(_Atomic __int128, 16);     ALIGN(_Atomic __int128, 16);
SIZE(_Atomic _Bool, 1);
SIZE(_Atomic(double _Complex), 16);
ALIGN(_Atomic(double _Complex), 16);  /* _Atomic raises a 16-byte type's alignment to 16 */
ALIGN(_Atomic(float _Complex), 8);    /* ... and an 8-byte one's to 8 */
SIZE(_Atomic struct { char c[3]; }, 3);
ALIGN(_Atomic struct { char c[3]; }, 1);  /* size not a power of 2: unchanged */
ALIGN(_Atomic struct { char c[2]; }, 2);
ALIGN(_Atomic struct { char c[4]; }, 4);
ALIGN(_Atomic struct { char c[8]; }, 8);
ALIGN(_Atomic struct { short s[8]; }, 16);
ALIGN(_Atomic struct { char c[32]; }, 1); /* over 16 bytes: unchanged */

/* -- arrays: size N * elem, alignment of the element -- */
SIZE(char[7], 7);               ALIGN(char[7], 1);
SIZE(int[3], 12);               ALIGN(int[3], 4);
SIZE(long double[2], 32);       ALIGN(long double[2], 16);
SIZE(int[2][3], 24);            ALIGN(double[2][3], 8);
SIZE(char[0], 0);               /* gcc extension: zero-length array type */

/* -- void and function types: gcc extension, sizeof and alignof are 1 -- */
SIZE(void, 1);                  ALIGN(void, 1);
SIZE(int (void), 1);            ALIGN(int (void), 1);

/* -- the types behind the standard typedefs (from gcc's predefined macros) -- */
typedef __SIZE_TYPE__ size_t;
typedef __PTRDIFF_TYPE__ ptrdiff_t;
typedef __WCHAR_TYPE__ wchar_t;
typedef __WINT_TYPE__ wint_t;
typedef __CHAR16_TYPE__ char16_t;
typedef __CHAR32_TYPE__ char32_t;
typedef __INTMAX_TYPE__ intmax_t;
typedef __UINTPTR_TYPE__ uintptr_t;
typedef __SIG_ATOMIC_TYPE__ sig_atomic_t;
SIZE(size_t, 8);        TRUE(__builtin_types_compatible_p(size_t, unsigned long));
SIZE(ptrdiff_t, 8);     TRUE(__builtin_types_compatible_p(ptrdiff_t, long));
SIZE(wchar_t, 4);       TRUE(__builtin_types_compatible_p(wchar_t, int));
SIZE(wint_t, 4);        TRUE(__builtin_types_compatible_p(wint_t, unsigned int));
SIZE(char16_t, 2);      TRUE(__builtin_types_compatible_p(char16_t, unsigned short));
SIZE(char32_t, 4);      TRUE(__builtin_types_compatible_p(char32_t, unsigned int));
SIZE(intmax_t, 8);      TRUE(__builtin_types_compatible_p(intmax_t, long));
SIZE(uintptr_t, 8);     TRUE(__builtin_types_compatible_p(uintptr_t, unsigned long));
SIZE(sig_atomic_t, 4);  TRUE(__builtin_types_compatible_p(sig_atomic_t, int));
TRUE(__builtin_types_compatible_p(__typeof__(sizeof(int)), size_t));
TRUE(__builtin_types_compatible_p(__typeof__((char *)0 - (char *)0), ptrdiff_t));
TRUE(__builtin_types_compatible_p(__typeof__(L'x'), wchar_t));
TRUE(__builtin_types_compatible_p(__typeof__(u'x'), char16_t));
TRUE(__builtin_types_compatible_p(__typeof__(U'x'), char32_t));
TRUE(__builtin_types_compatible_p(__typeof__('x'), int));
SIZE(L'x', 4);  SIZE(u'x', 2);  SIZE(U'x', 4);  SIZE('x', 4);
TRUE((wchar_t)-1 < 0);          /* wchar_t is signed int */
TRUE((char16_t)-1 == 65535);    /* char16_t is unsigned */
TRUE((char)-1 < 0);             /* plain char is signed on x86 */

/* -- the predefined size macros agree -- */
TRUE(__SIZEOF_LONG__ == sizeof(long));
TRUE(__SIZEOF_POINTER__ == 8);
TRUE(__SIZEOF_LONG_DOUBLE__ == sizeof(long double));
TRUE(__SIZEOF_INT128__ == 16);
TRUE(__BIGGEST_ALIGNMENT__ == 16);

/* -- max_align_t as gcc's <stddef.h> defines it -- */
typedef struct {
	long long __max_align_ll __attribute__((__aligned__(__alignof__(long long))));
	long double __max_align_ld __attribute__((__aligned__(__alignof__(long double))));
} max_align_t;
SIZE(max_align_t, 32);          ALIGN(max_align_t, 16);
