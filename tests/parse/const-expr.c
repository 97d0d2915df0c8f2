// Integer constant expressions in every context that needs one, with the
// values gcc 12 folds them to: array sizes, enumerator values, case labels
// (a duplicate would be an error), bit-field widths, _Alignas, static
// initializers of addresses, designator indexes, __builtin_choose_expr
// conditions.  Each value is then checked with _Static_assert.  No
// diagnostics.
#define CHECK(e) _Static_assert(e, #e)

/* array sizes */
char a1[3 + 4 * 2];
char a2[(1 << 4) - 1];
char a3[sizeof(int) * 8 / 4];
char a4['z' - 'a' + 1];
char a5[(unsigned char)-1];
char a6[-1 < 0 ? 5 : 6];
char a7[-1 < 0u ? 5 : 6];		/* -1 converted to unsigned */
char a8[(int)4.9];
char a9[sizeof a8 + sizeof(a7)];
char a10[1 ? 2 : (1 / 0)];		/* the arm not taken is not evaluated */
char a11[0 && (1 / 0)];			/* zero-size array: GNU */
char a13[__builtin_offsetof(struct { int a[5]; int b; }, b)];
char a14[~~3];
char a15[!!7 + !0];
char a16[10 % 3 + 10 / 3];
CHECK(sizeof a1 == 11);
CHECK(sizeof a2 == 15);
CHECK(sizeof a3 == 8);
CHECK(sizeof a4 == 26);
CHECK(sizeof a5 == 255);
CHECK(sizeof a6 == 5);
CHECK(sizeof a7 == 6);
CHECK(sizeof a8 == 4);
CHECK(sizeof a9 == 10);
CHECK(sizeof a10 == 2);
CHECK(sizeof a11 == 0);
CHECK(sizeof a13 == 20);
CHECK(sizeof a14 == 3);
CHECK(sizeof a15 == 2);
CHECK(sizeof a16 == 4);

/* enumerator values */
enum {
	E_SHIFT = 1 << 10,
	E_MASK = E_SHIFT - 1,
	E_NEG = -E_SHIFT,
	E_CHAR = (signed char)0x80,
	E_COND = sizeof(long) > 4 ? 64 : 32,
	E_BOOL = (_Bool)256,
	E_UNS = (unsigned short)-2,
	E_DIV = -9 / 4,
	E_MOD = -9 % 4,
	E_SHR = -16 >> 2,			/* gcc: arithmetic shift */
	E_CAST = (int)(unsigned char)511,
	E_FLT = (int)(2.5 * 4),
	E_PTR = (int)sizeof(char *[3]),
};
CHECK(E_SHIFT == 1024 && E_MASK == 1023 && E_NEG == -1024);
CHECK(E_CHAR == -128 && E_COND == 64 && E_BOOL == 1 && E_UNS == 65534);
CHECK(E_DIV == -2 && E_MOD == -1 && E_SHR == -4);
CHECK(E_CAST == 255 && E_FLT == 10 && E_PTR == 24);

/* integer arithmetic in the types C says */
CHECK(0x7fffffff + 0 > 0);
CHECK(-2147483647 - 1 < 0);
CHECK(2147483648 > 0);			/* a long */
CHECK(4294967295u + 1u == 0);		/* unsigned wraps */
CHECK(0xffffffffu * 2 == 0xfffffffeu);
CHECK(1u - 2 > 0);
CHECK((unsigned short)1 - 2 < 0);	/* promoted to int */
CHECK(~0u == 4294967295u);
CHECK(-1L == ~0L);
CHECK(18446744073709551615ULL == ~0ULL);
CHECK((long)18446744073709551615ULL == -1);
CHECK(1ULL << 63 == 0x8000000000000000ULL);
CHECK(((1ULL << 63) >> 63) == 1);
CHECK((-1LL >> 63) == -1);
CHECK(0x80000000 == 2147483648u);	/* hex constant too big for int: unsigned int */
CHECK((int)0x80000000 == -2147483647 - 1);
CHECK(sizeof(0x80000000) == 4 && sizeof(2147483648) == 8);
CHECK('\377' == -1);			/* char is signed on x86 */
CHECK((unsigned char)'\377' == 255);
CHECK(L'\xffffffff' == -1);		/* wchar_t is int */
CHECK(u'\xffff' == 65535);

/* case labels */
int classify(long x)
{
	switch (x) {
	case 0:
	case 1 << 3:
	case sizeof(int) + 1:
	case 'A':
	case E_MASK:
	case -1:
	case (char)300:			/* 44 */
	case 0x100000000L:
	case 1 ? 3 : 4:
	case (int)2.5:
	case ~0x10:
	case 20 ... 20 + 1:
		return 1;
	default:
		return 0;
	}
}

/* bit-field widths */
struct bf {
	unsigned a : sizeof(char) * 2;
	unsigned b : E_COND / 16;
	unsigned c : (1 ? 5 : 40);
	unsigned long long d : 64 - 24;
	int : 32 - 3 * 8 - 8;			/* zero width */
	unsigned e : '\003';
};
CHECK(sizeof(struct bf) == 16);

/* alignment */
struct al { _Alignas(1 << 4) char c; _Alignas(sizeof(long)) char d; };
CHECK(_Alignof(struct al) == 16 && sizeof(struct al) == 16);

/* initializer designators and static addresses */
int idx[] = { [E_SHIFT / 512] = 1, [sizeof(short)] = 2 };
CHECK(sizeof idx == 3 * sizeof(int));
static int target[10];
static int *addr1 = &target[3 + 2];
static int *addr2 = target + sizeof(int);
static char *addr3 = (char *)&target + 1;
CHECK(__builtin_choose_expr(E_COND == 64, 1, 0));
