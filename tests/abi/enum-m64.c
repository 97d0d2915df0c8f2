// ARGS: -m64
/* Enumerations on x86_64, gcc rules:
 * - the enumerated type is unsigned int if no value is negative and all fit,
 *   int if some value is negative and all fit in int; otherwise (gcc
 *   extension) the first of long / unsigned long that holds all values;
 * - __attribute__((packed)) picks the smallest of (un)signed char/short/int...;
 * - an enumeration constant has type int if its value fits in int, otherwise
 *   the enumerated type (after the closing brace) -- but inside the braces
 *   it has type int if the value fits in int, else the type of the
 *   initializer (of the previous constant + 1 when implicit);
 * - __builtin_types_compatible_p and _Generic see the enumerated type as
 *   compatible with that underlying integer type.
 * Values checked with gcc 12: gcc -fsyntax-only -std=gnu11 -m64. */

#define TRUE(E) _Static_assert(E, #E)
#define SIZE(T, N) _Static_assert(sizeof(T) == N, "sizeof(" #T ") == " #N)
#define ALIGN(T, N) _Static_assert(_Alignof(T) == N && __alignof__(T) == N, \
				   "alignof(" #T ") == " #N)
#define COMPAT(A, B) _Static_assert(__builtin_types_compatible_p(A, B), #A " compatible with " #B)
#define NCOMPAT(A, B) _Static_assert(!__builtin_types_compatible_p(A, B), #A " not compatible with " #B)
/* TYPE(E): which integer type _Generic sees */
#define TYPE(X) _Generic((X), signed char: -1, unsigned char: -2, short: -3,	\
	unsigned short: -4, int: 1, unsigned: 2, long: 3, unsigned long: 4,	\
	long long: 5, unsigned long long: 6, default: 0)
#define IS(X, N) _Static_assert(TYPE(X) == N, "type of " #X " is " #N)
enum { T_SCHAR = -1, T_UCHAR = -2, T_SHORT = -3, T_USHORT = -4, T_INT = 1,
       T_UINT = 2, T_LONG = 3, T_ULONG = 4, T_LLONG = 5, T_ULLONG = 6 };

/* -- ordinary enums: 4 bytes, unsigned int unless a value is negative -- */
enum u0 { U0A, U0B, U0C };
enum s0 { S0A = -1, S0B };
enum u1 { U1A = 0x7fffffff };
enum u2 { U2A = 0x80000000 };             /* needs unsigned int */
enum u3 { U3A = 0xffffffff };
enum s1 { S1A = -0x7fffffff - 1, S1B = 0x7fffffff };
SIZE(enum u0, 4);   ALIGN(enum u0, 4);   IS((enum u0)0, T_UINT);
SIZE(enum s0, 4);   ALIGN(enum s0, 4);   IS((enum s0)0, T_INT);
SIZE(enum u2, 4);   IS((enum u2)0, T_UINT);
SIZE(enum u3, 4);   IS((enum u3)0, T_UINT);
SIZE(enum s1, 4);   IS((enum s1)0, T_INT);
COMPAT(enum u0, unsigned int);  NCOMPAT(enum u0, int);
COMPAT(enum s0, int);           NCOMPAT(enum s0, unsigned int);
COMPAT(enum u3, unsigned);
NCOMPAT(enum u0, enum u1);      /* two distinct enum types */
COMPAT(const enum u0, enum u0);
TRUE((enum u0)-1 > 0);          /* unsigned underlying type */
TRUE((enum s0)-1 < 0);
TRUE(U0A == 0 && U0B == 1 && U0C == 2 && S0B == 0);

/* -- constants that fit in int are int, even in an unsigned enum -- */
IS(U0A, T_INT);  IS(U1A, T_INT);  IS(S0A, T_INT);
IS(U2A, T_UINT);                 /* 0x80000000 does not fit in int: the enum's type */
IS(U3A, T_UINT);
TRUE(U3A == 4294967295u);

/* -- enums that need 64 bits: long / unsigned long (gcc extension) -- */
enum l1 { L1A = 0x100000000 };
enum l2 { L2A = -1, L2B = 0x80000000 };    /* int and unsigned int: long */
enum l3 { L3A = 0xffffffffffffffff };
enum l4 { L4A = -0x7fffffffffffffff - 1 };
enum l5 { L5A = 1, L5B = 0x7fffffffffffffff };
SIZE(enum l1, 8);   ALIGN(enum l1, 8);   IS((enum l1)0, T_ULONG);   IS(L1A, T_ULONG);
SIZE(enum l2, 8);   ALIGN(enum l2, 8);   IS((enum l2)0, T_LONG);    IS(L2A, T_INT);  IS(L2B, T_LONG);
SIZE(enum l3, 8);   IS((enum l3)0, T_ULONG);  IS(L3A, T_ULONG);
SIZE(enum l4, 8);   IS((enum l4)0, T_LONG);   IS(L4A, T_LONG);
SIZE(enum l5, 8);   IS((enum l5)0, T_ULONG);  IS(L5B, T_ULONG);  IS(L5A, T_INT);
COMPAT(enum l1, unsigned long); NCOMPAT(enum l1, unsigned long long);
COMPAT(enum l2, long);
TRUE(L1A == 4294967296);
TRUE(L2B == 2147483648 && L2B > 0);
TRUE(L3A == 18446744073709551615ul);
TRUE(L3A > 0);                  /* unsigned long, not -1 */
TRUE(L4A < 0);

/* -- inside the braces a constant has the type of its value -- */
enum in1 { IN1A = 0x80000000, IN1B = TYPE(IN1A), IN1C = sizeof(IN1A) };
TRUE(IN1B == T_UINT && IN1C == 4);
enum in2 { IN2A = 0x100000000, IN2B = TYPE(IN2A) };
TRUE(IN2B == T_LONG);           /* the literal's type; after the brace it is unsigned long */
IS(IN2A, T_ULONG);
enum in3 { IN3A = 5, IN3B = TYPE(IN3A) };
TRUE(IN3B == T_INT);
enum in4 { IN4A = (char)1, IN4B = TYPE(IN4A) };
TRUE(IN4B == T_INT);            /* widened to int */
enum in5 { IN5A = 1u, IN5B = TYPE(IN5A) };
TRUE(IN5B == T_INT);            /* 1u fits in int: int even inside */
enum in6 { IN6A = 1ul, IN6B = TYPE(IN6A), IN6C = 0x7fffffffu, IN6D = TYPE(IN6C) };
TRUE(IN6B == T_INT && IN6D == T_INT);
/* (and so "enum { A = 0x7fffffffu, B };" is an error in gcc: overflow in
 * enumeration values, as is "enum { A = 0x7fffffff, B };") */

/* -- implicit values continue from the previous one, in its type -- */
enum nx { NX0 = 0x7ffffffe, NX1, NX2 = 0x80000000, NX3, NX4 = -3, NX5, NX6, NX7 };
TRUE(NX1 == 0x7fffffff && NX3 == 0x80000001 && NX5 == -2 && NX7 == 0);
IS(NX3, T_LONG);                /* the enum holds -3 and 0x80000001: long */
SIZE(enum nx, 8);
enum dup { DA = 1, DB = 1, DC, DD = DA + DC };
TRUE(DC == 2 && DD == 3);
enum neg { NEG = -0x80000001 };  /* -(unsigned) 0x80000001 == 0x7fffffff */
TRUE(NEG == 0x7fffffff);
IS(NEG, T_INT);
COMPAT(enum neg, unsigned int);

/* -- packed enums: the smallest type that holds the values -- */
enum __attribute__((packed)) p1 { P1A = 1 };
enum p2 { P2A = 255 } __attribute__((packed));
enum __attribute__((packed)) p3 { P3A = 256 };
enum __attribute__((packed)) p4 { P4A = -1 };
enum __attribute__((packed)) p5 { P5A = -128, P5B = 127 };
enum __attribute__((packed)) p6 { P6A = -129 };
enum __attribute__((packed)) p7 { P7A = -1, P7B = 128 };
enum __attribute__((packed)) p8 { P8A = 65535 };
enum __attribute__((packed)) p9 { P9A = 65536 };
enum __attribute__((packed)) p10 { P10A = -32769 };
enum __attribute__((packed)) p11 { P11A = 0x100000000 };
SIZE(enum p1, 1);   ALIGN(enum p1, 1);   IS((enum p1)0, T_UCHAR);
SIZE(enum p2, 1);   IS((enum p2)0, T_UCHAR);
SIZE(enum p3, 2);   ALIGN(enum p3, 2);   IS((enum p3)0, T_USHORT);
SIZE(enum p4, 1);   IS((enum p4)0, T_SCHAR);
SIZE(enum p5, 1);   IS((enum p5)0, T_SCHAR);
SIZE(enum p6, 2);   IS((enum p6)0, T_SHORT);
SIZE(enum p7, 2);   IS((enum p7)0, T_SHORT);
SIZE(enum p8, 2);   IS((enum p8)0, T_USHORT);
SIZE(enum p9, 4);   IS((enum p9)0, T_UINT);
SIZE(enum p10, 4);  IS((enum p10)0, T_INT);
SIZE(enum p11, 8);  IS((enum p11)0, T_ULONG);
COMPAT(enum p1, unsigned char); NCOMPAT(enum p1, char);  NCOMPAT(enum p4, char);
COMPAT(enum p4, signed char);
IS(P1A, T_INT);                 /* the constants are still int */
SIZE(P1A, 4);
SIZE(struct { char c; enum p3 e; }, 4);
ALIGN(struct { char c; enum p3 e; }, 2);

/* -- other attributes -- */
enum __attribute__((mode(byte))) mb { MB = 3 };
enum __attribute__((mode(HI))) mh { MH = 3 };
SIZE(enum mb, 1);  SIZE(enum mh, 2);
enum __attribute__((aligned(8))) al8 { AL8 = 1 };
enum al9 { AL9 = 1 } __attribute__((aligned(8)));
SIZE(enum al8, 4);  ALIGN(enum al8, 4);  /* gcc 12 ignores aligned on an enum definition, silently */
SIZE(enum al9, 4);  ALIGN(enum al9, 4);
typedef enum u0 __attribute__((aligned(16))) u0a16;
SIZE(u0a16, 4);   ALIGN(u0a16, 16);

/* -- enum objects in structs and arrays -- */
SIZE(enum l1[3], 24);
SIZE(struct { char c; enum l2 e; }, 16);
SIZE(struct { char c; enum u0 e; char d; }, 12);

/* -- an enum declared inside sizeof / a cast is visible afterwards -- */
TRUE(sizeof(enum late { LATE = 7 }) == 4);
TRUE(LATE == 7);
TRUE((enum late2 { LATE2 = 9 })LATE2 == 9 && LATE2 + 1 == 10);
