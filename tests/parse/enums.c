// Enumerations: implicit and explicit values, values computed from earlier
// enumerators, sizeof, casts and conditionals, trailing commas, negative
// and large values (the enum's type grows to long / unsigned long as gcc
// does), forward references to complete enums, enumerators used in array
// sizes, case labels and bit-field widths.  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

enum e1 { A, B, C };
enum e2 { D = 10, E, F = E + 5, G = F * 2, H = sizeof(int), I = sizeof(enum e1) + 1, };
enum e3 { J = -1, K, L = (1 << 4) | 1, M = ~0 & 0xff, N = (char)300, O = 1 ? 7 : 8 };
enum e4 { P = 'a', Q = 'b' - 'a', R = (int)2.9, S = __builtin_offsetof(struct { int x, y; }, y) };
enum e5 { T = D + F, U = A == 0, V = !B, W = C % 2 ? 100 : 200 };
CHECK(A == 0 && B == 1 && C == 2);
CHECK(E == 11 && F == 16 && G == 32 && H == 4 && I == 5);
CHECK(J == -1 && K == 0 && L == 17 && M == 255 && N == 44 && O == 7);
CHECK(P == 97 && Q == 1 && R == 2 && S == 4);
CHECK(T == 26 && U == 1 && V == 0 && W == 200);
CHECK(sizeof(enum e1) == 4);
SAME(__typeof__(A), int);		/* enumerators are ints in gnu11 */

/* the enum's underlying type, as gcc chooses it */
enum small { SM = 1 };
enum neg { NG = -1 };
enum big_u { BU = 0x80000000 };		/* does not fit int: unsigned int */
enum big_l { BL = 0x100000000 };	/* long */
enum big_n { BN = -0x80000001L };
CHECK(sizeof(enum big_u) == 4);
CHECK(sizeof(enum big_l) == 8);
CHECK(sizeof(enum big_n) == 8);
CHECK((enum small)-1 > 0);		/* no negative value: unsigned int */
CHECK((enum neg)-1 < 0);
CHECK(BL == 4294967296L);

/* enumerators in constant contexts */
enum sizes { SZ_SMALL = 4, SZ_BIG = SZ_SMALL * 4, SZ_BITS = 3 };
int arr[SZ_BIG];
CHECK(sizeof arr == 16 * sizeof(int));
struct with_bits { unsigned f : SZ_BITS; unsigned g : SZ_SMALL + 1; };
int classify(enum sizes s)
{
	switch (s) {
	case SZ_SMALL:
		return 1;
	case SZ_BIG:
		return 2;
	case SZ_BITS ... SZ_BITS + 0:
		return 3;
	}
	return 0;
}

/* tags: anonymous, typedef'd, forward references to complete enums,
   declared in parameter lists of definitions, in struct members, in casts
   and sizeof */
typedef enum { TA, TB } tenum;
typedef enum named { NA = 3 } named_t;
enum named nv = NA;
named_t nv2 = (enum named)1;
tenum tv = TB;
struct holder { enum { HA, HB = 5 } kind; enum e1 which; };
CHECK(HB == 5);
CHECK(sizeof(enum { X1 = 1, X2 }) == 4 && X2 == 2);
int enum_cast(void) { return (enum e1)2 + (int)(enum { LOCAL1 = 9 })0 + LOCAL1; }
int enum_scope(void)
{
	enum e1 { A2 = 40 };		/* a new enum e1 in the block */
	enum e1 x = A2;
	return x + A;
}

/* packed enums and enumerator values from sizeof of themselves */
enum __attribute__((packed)) pk { PK0, PK1 = 200 };
enum __attribute__((packed)) pk2 { PK2 = -1, PK3 = 100 };
enum __attribute__((packed)) pk3 { PK4 = 300 };
CHECK(sizeof(enum pk) == 1 && sizeof(enum pk2) == 1 && sizeof(enum pk3) == 2);
enum self { SELF_A = 1, SELF_B = sizeof(SELF_A) };
CHECK(SELF_B == 4);
