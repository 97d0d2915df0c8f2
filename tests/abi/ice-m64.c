// ARGS: -m64
/* Integer constant expressions on x86_64 (LP64): the types of integer
 * literals, the integer promotions and usual arithmetic conversions as seen
 * through results, shifts, truncating casts (also from floating constants),
 * division, ?: with constant conditions, null pointer constants.
 * Values checked with gcc 12: gcc -fsyntax-only -std=gnu11 -m64. */

#define TRUE(E) _Static_assert(E, #E)
#define TYPE(X) _Generic((X), _Bool: 7, char: 8, signed char: -1, unsigned char: -2,	\
	short: -3, unsigned short: -4, int: 1, unsigned: 2, long: 3,			\
	unsigned long: 4, long long: 5, unsigned long long: 6, __int128: 9,		\
	unsigned __int128: 10, float: 11, double: 12, long double: 13, default: 0)
#define IS(X, N) _Static_assert(TYPE(X) == N, "type of " #X " is " #N)
enum { T_SCHAR = -1, T_UCHAR = -2, T_SHORT = -3, T_USHORT = -4, T_INT = 1,
       T_UINT = 2, T_LONG = 3, T_ULONG = 4, T_LLONG = 5, T_ULLONG = 6, T_BOOL = 7,
       T_CHAR = 8, T_I128 = 9, T_U128 = 10, T_FLOAT = 11, T_DOUBLE = 12, T_LDOUBLE = 13 };

/* -- types of integer literals: decimal without suffix: int, long, long long
 *    (never unsigned); octal/hex: int, unsigned, long, unsigned long, ... -- */
IS(0, T_INT);                     IS(2147483647, T_INT);
IS(2147483648, T_LONG);           IS(4294967295, T_LONG);
IS(4294967296, T_LONG);           IS(9223372036854775807, T_LONG);
IS(0x7fffffff, T_INT);            IS(0x80000000, T_UINT);
IS(0xffffffff, T_UINT);           IS(0x100000000, T_LONG);
IS(0x7fffffffffffffff, T_LONG);   IS(0x8000000000000000, T_ULONG);
IS(017777777777, T_INT);          IS(020000000000, T_UINT);
IS(037777777777, T_UINT);         IS(040000000000, T_LONG);
IS(0b101, T_INT);                 IS(0b10000000000000000000000000000000, T_UINT);
IS(1u, T_UINT);    IS(1U, T_UINT);    IS(4294967296u, T_ULONG);
IS(1l, T_LONG);    IS(1L, T_LONG);    IS(0xffffffffffffffffL, T_ULONG);
IS(1ul, T_ULONG);  IS(1LU, T_ULONG);  IS(1uL, T_ULONG);
IS(1ll, T_LLONG);  IS(1LL, T_LLONG);  IS(0x8000000000000000ll, T_ULLONG);
IS(1ull, T_ULLONG); IS(1LLU, T_ULLONG); IS(1uLL, T_ULLONG);
IS(2147483648u, T_UINT);
TRUE(sizeof(0x80000000) == 4);    TRUE(sizeof(2147483648) == 8);
TRUE(sizeof(0) == 4);             TRUE(sizeof(0L) == 8);
TRUE(0x80000000 > 0);             TRUE(2147483648 > 0);
TRUE(-2147483648 < 0);            /* - applied to a long */
IS(-2147483648, T_LONG);
IS(-0x80000000, T_UINT);          TRUE(-0x80000000 == 0x80000000);
TRUE(-1 == 0xffffffff);           /* -1 converted to unsigned int */
TRUE(0x7fffffffffffffff + 0 > 0);
TRUE(0b1010 == 10 && 0x1F == 31 && 017 == 15 && 0 == 00);

/* -- integer promotions: everything narrower than int becomes int -- */
IS((char)1, T_CHAR);              IS(+(char)1, T_INT);
IS((unsigned char)1 + (unsigned char)1, T_INT);
IS(-(unsigned short)1, T_INT);    TRUE(-(unsigned short)1 == -1);
IS(~(unsigned char)0, T_INT);     TRUE(~(unsigned char)0 == -1);
IS((_Bool)1 + (_Bool)1, T_INT);   TRUE((_Bool)1 + (_Bool)1 == 2);
IS('a', T_INT);
TRUE(sizeof((short)1) == 2);      TRUE(sizeof(+(short)1) == 4);
TRUE(sizeof(-(char)1) == 4);      TRUE(sizeof((char)1 + (char)1) == 4);
TRUE(sizeof(!(long)1) == 4);      TRUE(sizeof(1 && 2L) == 4);
TRUE(sizeof(1L < 2L) == 4);       TRUE(sizeof(1.0 == 1) == 4);
IS((unsigned short)65535 * (unsigned short)65535, T_INT);  /* int * int */

/* -- usual arithmetic conversions -- */
TRUE((-1 < 0u) == 0);             /* int -> unsigned int */
TRUE((-1 < 0ul) == 0);
TRUE(-1L < 0u);                   /* long holds every unsigned int: long */
TRUE((-1L < 0ul) == 0);
TRUE(-1LL < 0u);
TRUE((-1LL < 0ull) == 0);
TRUE((unsigned short)1 > -1);     /* unsigned short promotes to int */
TRUE(((unsigned)1 > -1) == 0);
TRUE(sizeof(int) * -1 > 0);       /* size_t is unsigned long */
IS(1u + 1L, T_LONG);              IS(1u + 1LL, T_LLONG);
IS(1ul + 1LL, T_ULLONG);          /* same rank-ish: long long has higher rank; same size, so unsigned long long */
IS(1L + 1LL, T_LLONG);            IS(1u + 1, T_UINT);
IS(1ul + 1ll, T_ULLONG);
IS((char)1 + 1u, T_UINT);         IS((short)1 * 1L, T_LONG);
IS(1 + 1.0f, T_FLOAT);            IS(1L + 1.0, T_DOUBLE);  IS(1.0f + 1.0L, T_LDOUBLE);
IS((__int128)1 + 1ul, T_I128);    IS((unsigned __int128)1 + (__int128)1, T_U128);
IS(1ull + (__int128)1, T_I128);
TRUE(0u - 1 == 4294967295u);
TRUE(0ul - 1 == 18446744073709551615ul);
TRUE((unsigned char)200 + (unsigned char)100 == 300);

/* -- shifts: the type is the promoted left operand -- */
TRUE(1 << 31 == -2147483647 - 1); /* gnu11: no error, value INT_MIN */
TRUE(1u << 31 == 2147483648u);    TRUE(1ul << 63 == 9223372036854775808ul);
TRUE(1L << 40 == 1099511627776);
TRUE(-1 >> 1 == -1);              /* arithmetic right shift */
TRUE(-8 >> 1 == -4);              TRUE(-9 >> 1 == -5);
TRUE(0xf0u >> 4 == 0xf);          TRUE(0x80000000 >> 31 == 1);
TRUE((char)1 << 8 == 256);        TRUE((unsigned char)0x80 << 24 == -2147483647 - 1);
IS(1 << 1L, T_INT);               IS(1L << 1, T_LONG);
IS((char)1 << 1, T_INT);          IS(1u >> 1ull, T_UINT);
TRUE(-1L >> 63 == -1);            TRUE(0xffffffffffffffff >> 63 == 1);
TRUE((1 << 3 << 2) == 32);        TRUE(1 << 2 + 1 == 8);

/* -- casts truncate (modulo 2^N, then as the target type) -- */
TRUE((char)300 == 44);            TRUE((unsigned char)-1 == 255);
TRUE((signed char)200 == -56);    TRUE((char)128 == -128);
TRUE((short)65535 == -1);         TRUE((unsigned short)-1 == 65535);
TRUE((short)0x12345678 == 0x5678);
TRUE((int)4294967295u == -1);     TRUE((int)0x100000001LL == 1);
TRUE((unsigned)-1 == 4294967295u);
TRUE((long)0xffffffffffffffff == -1);
TRUE((unsigned long)-1 == 18446744073709551615ul);
TRUE((_Bool)256 == 1);            TRUE((_Bool)0 == 0);  TRUE((_Bool)-1 == 1);
TRUE((_Bool)0x100000000 == 1);    /* not truncated: compared with 0 */
TRUE((int)(char)255 == -1);       TRUE((unsigned)(char)255 == 4294967295u);
TRUE((unsigned)(unsigned char)-1 == 255);
TRUE((long)(int)0x80000000 == -2147483648);
TRUE((unsigned long)(int)-1 == 0xffffffffffffffff);
TRUE((unsigned long)(unsigned)-1 == 0xffffffff);
TRUE((__int128)1 << 100 > 0);     TRUE((long)((unsigned __int128)1 << 64) == 0);
/* casts of floating constants are allowed in integer constant expressions */
TRUE((int)3.9 == 3);              TRUE((int)-3.9 == -3);
TRUE((_Bool)0.5 == 1);            TRUE((_Bool)0.0 == 0);
TRUE((unsigned char)255.9 == 255);
TRUE((long)1e18 == 1000000000000000000);
TRUE((int)1.5f + (int)2.5L == 3);
TRUE((long)-0.99 == 0);

/* -- division and remainder truncate toward zero -- */
TRUE(-7 / 2 == -3);   TRUE(-7 % 2 == -1);   TRUE(7 % -2 == 1);   TRUE(7 / -2 == -3);
TRUE(-1u / 2 == 0x7fffffff);      TRUE(-7 / 2u == 2147483644);
TRUE(-7L / 2u == -3);             /* long: the u operand converts to long */
TRUE(-7 % 2u == 1);

/* -- bitwise and logical operators -- */
TRUE((0xf0 | 0x0f) == 0xff && (0xf0 & 0x3c) == 0x30 && (0xff ^ 0x0f) == 0xf0);
TRUE(~0 == -1 && ~0u == 4294967295u && ~0ul == 18446744073709551615ul);
TRUE(!0 == 1 && !5 == 0 && (5 && 7) == 1 && (0 || 3) == 1 && (0 || 0) == 0);
TRUE((-1 & 0xff) == 255);
TRUE((1 ? 2 : 3) == 2 && (0 ? 2 : 3) == 3);

/* -- ?: result types -- */
IS(1 ? (char)1 : 1L, T_LONG);     TRUE(sizeof(1 ? (char)1 : 1L) == 8);
IS(1 ? (short)1 : (char)1, T_INT);
IS(0 ? 1u : 1L, T_LONG);          IS(1 ? 1 : 1u, T_UINT);
TRUE((1 ? -1 : 0u) > 0);          /* -1 converted to unsigned int */
TRUE((0 ? 0u : -1L) < 0);         /* long */
IS(1 ? 1 : 1.0f, T_FLOAT);        TRUE(sizeof(0 ? 1 : 2.0) == 8);
TRUE((1 ? 1 : 2.0) == 1);
IS(1 ? (_Bool)1 : (_Bool)0, T_INT);   /* arithmetic operands: promoted */
IS(1 ? (unsigned char)1 : (unsigned char)2, T_INT);  /* promoted even when the same */

/* -- null pointer constants and ?: on pointers -- */
extern int var;
TRUE(_Generic(1 ? (void *)0 : (int *)0, int *: 1, default: 0));
TRUE(_Generic(1 ? (void *)1 : (int *)0, void *: 1, default: 0));
TRUE(_Generic(1 ? 0 : (int *)0, int *: 1, default: 0));
TRUE(_Generic(1 ? (void *)(long)0 : (int *)0, int *: 1, default: 0));
TRUE(_Generic(1 ? (void *)(1 - 1) : (char *)0, char *: 1, default: 0));
TRUE(_Generic(1 ? (void *)((long)var * 0l) : (int *)0, void *: 1, default: 0));
TRUE(_Generic(1 ? (const void *)0 : (int *)0, const void *: 1, default: 0));  /* qualified: not a null pointer constant */
TRUE(_Generic(1 ? (const int *)0 : (volatile int *)0, const volatile int *: 1, default: 0));
/* the kernel's __is_constexpr(x) relies on exactly this */
#define __is_constexpr(x) \
	(sizeof(int) == sizeof(*(8 ? ((void *)((long)(x) * 0l)) : (int *)8)))
TRUE(__is_constexpr(42));
TRUE(__is_constexpr(sizeof(var) + 1));
TRUE(__is_constexpr(1 ? 3 : 4));
TRUE(!__is_constexpr(var));
TRUE(!__is_constexpr(var * 0));
TRUE(sizeof(*(8 ? (void *)0 : (int *)8)) == 4);
TRUE(sizeof(*(8 ? (void *)8 : (int *)8)) == 1);   /* sizeof(void) is 1 in GNU C */
