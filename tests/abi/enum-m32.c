// ARGS: -m32
/* Enumerations on i386: as on x86_64 (see enum-m64.c) except that the
 * 64-bit enums are long long / unsigned long long (long is 32 bits), with
 * i386's alignment of 8-byte integers: _Alignof 4, __alignof__ 8, 4 inside
 * structs.  Values checked with gcc 12: gcc -fsyntax-only -std=gnu11 -m32. */

#define TRUE(E) _Static_assert(E, #E)
#define SIZE(T, N) _Static_assert(sizeof(T) == N, "sizeof(" #T ") == " #N)
#define ALIGN2(T, A, B) _Static_assert(_Alignof(T) == A && __alignof__(T) == B, \
				       "_Alignof(" #T ") == " #A ", __alignof__ == " #B)
#define COMPAT(A, B) _Static_assert(__builtin_types_compatible_p(A, B), #A " compatible with " #B)
#define NCOMPAT(A, B) _Static_assert(!__builtin_types_compatible_p(A, B), #A " not compatible with " #B)
#define TYPE(X) _Generic((X), signed char: -1, unsigned char: -2, short: -3,	\
	unsigned short: -4, int: 1, unsigned: 2, long: 3, unsigned long: 4,	\
	long long: 5, unsigned long long: 6, default: 0)
#define IS(X, N) _Static_assert(TYPE(X) == N, "type of " #X " is " #N)
enum { T_SCHAR = -1, T_UCHAR = -2, T_SHORT = -3, T_USHORT = -4, T_INT = 1,
       T_UINT = 2, T_LONG = 3, T_ULONG = 4, T_LLONG = 5, T_ULLONG = 6 };

/* -- 32-bit enums: same as x86_64 -- */
enum u0 { U0A, U0B };
enum s0 { S0A = -1 };
enum u2 { U2A = 0x80000000 };
SIZE(enum u0, 4);  ALIGN2(enum u0, 4, 4);  IS((enum u0)0, T_UINT);  COMPAT(enum u0, unsigned int);
SIZE(enum s0, 4);  IS((enum s0)0, T_INT);  COMPAT(enum s0, int);
NCOMPAT(enum s0, long);         /* long is also 32 bits, but a different type */
IS(U2A, T_UINT);

/* -- 64-bit enums: long long / unsigned long long -- */
enum l1 { L1A = 0x100000000 };
enum l2 { L2A = -1, L2B = 0x80000000 };
enum l3 { L3A = 0xffffffffffffffff };
enum l4 { L4A = -0x7fffffffffffffffll - 1 };
SIZE(enum l1, 8);  ALIGN2(enum l1, 4, 8);  IS((enum l1)0, T_ULLONG);  IS(L1A, T_ULLONG);
SIZE(enum l2, 8);  ALIGN2(enum l2, 4, 8);  IS((enum l2)0, T_LLONG);   IS(L2A, T_INT);  IS(L2B, T_LLONG);
SIZE(enum l3, 8);  IS(L3A, T_ULLONG);
SIZE(enum l4, 8);  IS(L4A, T_LLONG);
COMPAT(enum l1, unsigned long long);  NCOMPAT(enum l1, unsigned long);
COMPAT(enum l2, long long);           NCOMPAT(enum l2, long);
TRUE(L1A == 4294967296 && L3A == 18446744073709551615ull && L4A < 0);
enum in2 { IN2A = 0x100000000, IN2B = TYPE(IN2A) };
TRUE(IN2B == T_LLONG);          /* the literal's type inside the braces */
IS(IN2A, T_ULLONG);             /* the enum's type after */
enum nx { NX2 = 0x80000000, NX3, NX4 = -3 };
IS(NX3, T_LLONG);  SIZE(enum nx, 8);

/* -- in structs, 64-bit enums are 4-aligned -- */
SIZE(struct { char c; enum l2 e; }, 12);
ALIGN2(struct { char c; enum l2 e; }, 4, 4);
TRUE(__builtin_offsetof(struct { char c; enum l1 e; }, e) == 4);
SIZE(enum l1[3], 24);

/* -- packed enums -- */
enum __attribute__((packed)) p3 { P3A = 256 };
enum __attribute__((packed)) p7 { P7A = -1, P7B = 128 };
enum __attribute__((packed)) p11 { P11A = 0x100000000 };
enum __attribute__((packed)) p12 { P12A = -0x80000001ll };
SIZE(enum p3, 2);   IS((enum p3)0, T_USHORT);
SIZE(enum p7, 2);   IS((enum p7)0, T_SHORT);
SIZE(enum p11, 8);  IS((enum p11)0, T_ULLONG);  ALIGN2(enum p11, 4, 8);
SIZE(enum p12, 8);  IS((enum p12)0, T_LLONG);
