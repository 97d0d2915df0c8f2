// ARGS: -m64
/* Bit-fields on x86_64 (SysV psABI, gcc's PCC_BITFIELD_TYPE_MATTERS rules):
 * - bit-fields are allocated from the low bits up, packed into the current
 *   storage unit of their declared type; a bit-field that would cross a
 *   boundary of a unit of its declared type's size (aligned to that size)
 *   starts at the next such boundary;
 * - a named bit-field makes the struct at least as aligned as its declared
 *   type; an unnamed one does not;
 * - a zero-width bit-field moves to the next boundary of its declared type
 *   but does not affect the struct's alignment;
 * - in packed structs (or with the packed attribute) bit-fields are
 *   allocated bit by bit with no regard for units.
 * offsetof cannot be applied to a bit-field, so the layout is seen through
 * sizeof / alignof and the offset of the following ordinary members.
 * Values checked with gcc 12: gcc -fsyntax-only -std=gnu11 -m64. */

#define TRUE(E) _Static_assert(E, #E)
#define LAYOUT(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A && \
				       __alignof__(T) == A, #T ": size " #S ", align " #A)
#define OFF(T, M, N) _Static_assert(__builtin_offsetof(T, M) == N, "offsetof(" #T ", " #M ") == " #N)

/* -- packing into one unit, spilling into the next -- */
struct b1 { unsigned a : 3, b : 5, c : 8; };            /* 16 bits in an int */
struct b2 { unsigned a : 31; unsigned b : 2; };         /* b does not fit: next int */
struct b3 { unsigned a : 16; unsigned b : 16; unsigned c : 1; };
struct b4 { char c; int x : 24; };                      /* x fits in bits 8..31 */
struct b5 { char c; int x : 25; };                      /* 8 + 25 > 32: x at byte 4 */
struct b6 { char c; short s : 9; };                     /* 8 + 9 > 16: s at byte 2 */
struct b7 { char c; short s : 8; };                     /* s at byte 1 */
struct b8 { char a : 4; char b : 5; };                  /* b at byte 1 */
struct b9 { int a : 1; char c; };                       /* c at byte 1, struct int-aligned */
struct b10 { char a; int b : 4; char c; };              /* b in byte 1, c at 2 */
struct b11 { short a : 3; int b : 20; char c; };
LAYOUT(struct b1, 4, 4);
LAYOUT(struct b2, 8, 4);
LAYOUT(struct b3, 8, 4);
LAYOUT(struct b4, 4, 4);
LAYOUT(struct b5, 8, 4);
LAYOUT(struct b6, 4, 2);
LAYOUT(struct b7, 2, 2);
LAYOUT(struct b8, 2, 1);
LAYOUT(struct b9, 4, 4);    OFF(struct b9, c, 1);
LAYOUT(struct b10, 4, 4);   OFF(struct b10, c, 2);
LAYOUT(struct b11, 4, 4);   OFF(struct b11, c, 3);

/* -- the declared type sets the unit and the struct's alignment -- */
struct t1 { char c; long x : 8; };                      /* align 8, x in byte 1 */
struct t2 { char c; long x : 57; };                     /* 8 + 57 > 64: next long */
struct t3 { char c; long x : 56; };
struct t4 { long long x : 40; int y : 24; };            /* y fits after x */
struct t5 { long long x : 40; int y : 25; };            /* bits 40..64 cross an int boundary at 64 */
struct t6 { unsigned char a : 7; unsigned char b : 2; unsigned char c : 7; };
struct t7 { unsigned short a : 12; unsigned char b : 4; unsigned char c : 5; };
struct t8 { _Bool a : 1; _Bool b : 1; char c; };
struct t9 { long x : 3; char c; };                      /* size 8 */
struct t10 { char c[3]; int x : 9; };                   /* 24 + 9 > 32: x at byte 4 */
struct t11 { char c[3]; int x : 8; };                   /* x in byte 3 */
struct t12 { char c; __int128 x : 100; };
struct t13 { char c; __int128 x : 3; char d; };
LAYOUT(struct t1, 8, 8);
LAYOUT(struct t2, 16, 8);
LAYOUT(struct t3, 8, 8);
LAYOUT(struct t4, 8, 8);
LAYOUT(struct t5, 16, 8);
LAYOUT(struct t6, 3, 1);
LAYOUT(struct t7, 4, 2);
LAYOUT(struct t8, 2, 1);    OFF(struct t8, c, 1);
LAYOUT(struct t9, 8, 8);    OFF(struct t9, c, 1);
LAYOUT(struct t10, 8, 4);
LAYOUT(struct t11, 4, 4);
LAYOUT(struct t12, 16, 16);                             /* 8 + 100 <= 128 */
LAYOUT(struct t13, 16, 16); OFF(struct t13, d, 2);

/* -- long long bit-fields: on x86_64 the unit is 8-aligned; compare the same
 *    structs in bitfield-m32.c, where it is only 4-aligned.  The rule
 *    (gcc's place_field): a bit-field of declared type T, width W, placed
 *    at bit P, moves to the next multiple of A = T's field alignment when
 *    P mod A + W > sizeof(T) * 8. -- */
struct i1 { char c; long long x : 24; };
struct i2 { int a; long long x : 33; };
struct i3 { short a; long long x : 48; };
struct i4 { short a; long long x : 49; };
struct i5 { char a[5]; long long x : 30; };
struct i6 { char a[5]; long long x : 60; };
struct i7 { int a : 20; long long x : 44; char d; };
struct i8 { int a : 20; long long x : 45; char d; };
struct i9 { char c; double d; long long x : 1; };
LAYOUT(struct i1, 8, 8);
LAYOUT(struct i2, 16, 8);
LAYOUT(struct i3, 8, 8);
LAYOUT(struct i4, 16, 8);
LAYOUT(struct i5, 16, 8);
LAYOUT(struct i6, 16, 8);
LAYOUT(struct i7, 16, 8);  OFF(struct i7, d, 8);
LAYOUT(struct i8, 16, 8);  OFF(struct i8, d, 14);
LAYOUT(struct i9, 24, 8);

/* -- ordinary members after bit-fields start at the next free byte -- */
struct o1 { int a : 3; char c; int b : 3; char d; };
struct o2 { int a : 9; char c; };                       /* c at byte 2 */
struct o3 { int a : 17; short s; };                     /* s at byte 4: 3 is not 2-aligned */
struct o4 { char a : 1; double d; };
struct o5 { unsigned a : 1; unsigned b : 1; int arr[2]; };
LAYOUT(struct o1, 4, 4);    OFF(struct o1, c, 1); OFF(struct o1, d, 3);
LAYOUT(struct o2, 4, 4);    OFF(struct o2, c, 2);
LAYOUT(struct o3, 8, 4);    OFF(struct o3, s, 4);
LAYOUT(struct o4, 16, 8);   OFF(struct o4, d, 8);
LAYOUT(struct o5, 12, 4);   OFF(struct o5, arr, 4);

/* -- unnamed bit-fields: padding only, no effect on alignment -- */
struct u1 { char c; int : 4; char d; };
struct u2 { char c; long : 8; };
struct u3 { char c; int : 24; char d; };
struct u4 { char c; int : 25; char d; };
struct u5 { int : 3; };
LAYOUT(struct u1, 3, 1);    OFF(struct u1, d, 2);
LAYOUT(struct u2, 2, 1);
LAYOUT(struct u3, 5, 1);    OFF(struct u3, d, 4);
LAYOUT(struct u4, 9, 1);    OFF(struct u4, d, 8);
LAYOUT(struct u5, 1, 1);

/* -- zero-width bit-fields: next boundary of the declared type -- */
struct z1 { char a; int : 0; char b; };
struct z2 { char a; long : 0; char b; };
struct z3 { int a : 3; int : 0; int b : 3; };
struct z4 { int a : 3; char : 0; int b : 3; };
struct z5 { char a : 3; short : 0; char b : 3; };
struct z6 { char a; int : 0; };                          /* a trailing :0 still pads */
struct z7 { int : 0; char a; };
struct z8 { long a : 4; int : 0; char b; };
struct z9 { char a; __int128 : 0; char b; };
LAYOUT(struct z1, 5, 1);    OFF(struct z1, b, 4);
LAYOUT(struct z2, 9, 1);    OFF(struct z2, b, 8);
LAYOUT(struct z3, 8, 4);
LAYOUT(struct z4, 4, 4);
LAYOUT(struct z5, 3, 1);
LAYOUT(struct z6, 4, 1);
LAYOUT(struct z7, 1, 1);    OFF(struct z7, a, 0);
LAYOUT(struct z8, 8, 8);    OFF(struct z8, b, 4);
LAYOUT(struct z9, 17, 1);   OFF(struct z9, b, 16);

/* -- bit-fields of enum and _Bool type -- */
enum small { S0, S1, S2, S3 };
enum big { BG = 0x100000000 };
enum __attribute__((packed)) pe { PE0, PE1 };
struct e1 { enum small a : 2; enum small b : 2; char c; };
struct e2 { char c; enum big x : 40; };
struct e3 { enum pe a : 1; char c; };
struct e4 { _Bool a : 1, b : 1, c : 1; _Bool d; };
struct e5 { char c; _Bool b : 1; int i; };
LAYOUT(struct e1, 4, 4);    OFF(struct e1, c, 1);
LAYOUT(struct e2, 8, 8);
LAYOUT(struct e3, 2, 1);    OFF(struct e3, c, 1);
LAYOUT(struct e4, 2, 1);    OFF(struct e4, d, 1);
LAYOUT(struct e5, 8, 4);    OFF(struct e5, i, 4);

/* -- bit-fields in packed structs: bit-by-bit, no unit boundaries -- */
struct __attribute__((packed)) k1 { char c; int x : 25; };
struct __attribute__((packed)) k2 { unsigned a : 31; unsigned b : 2; };
struct __attribute__((packed)) k3 { char c; long x : 60; char d; };
struct k4 { char c; int x : 25 __attribute__((packed)); };
struct __attribute__((packed)) k5 { int a : 4; int : 0; char b; };
struct __attribute__((packed)) k6 { char a : 4; int b : 12; short c; };
struct __attribute__((packed)) k7 { unsigned a : 7; unsigned long long b : 60; };
LAYOUT(struct k1, 5, 1);
LAYOUT(struct k2, 5, 1);
LAYOUT(struct k3, 10, 1);   OFF(struct k3, d, 9);
LAYOUT(struct k4, 5, 1);
LAYOUT(struct k5, 5, 1);    OFF(struct k5, b, 4);
LAYOUT(struct k6, 4, 1);    OFF(struct k6, c, 2);
LAYOUT(struct k7, 9, 1);
#pragma pack(1)
struct k8 { char c; int x : 25; short s; };
#pragma pack(2)
struct k9 { char c; int x : 25; short s; };
#pragma pack()
LAYOUT(struct k8, 7, 1);    OFF(struct k8, s, 5);
LAYOUT(struct k9, 8, 2);    OFF(struct k9, s, 6);

/* -- bit-fields in unions and with aligned -- */
union un1 { int a : 3; char c; };
union un2 { long a : 40; char c[3]; };
union un3 { char a : 3; };
union un4 { int : 20; char c; };                         /* unnamed: no alignment */
struct al1 { char c; int x : 4 __attribute__((aligned(8))); char d; };
LAYOUT(union un1, 4, 4);
LAYOUT(union un2, 8, 8);
LAYOUT(union un3, 1, 1);
LAYOUT(union un4, 3, 1);
LAYOUT(struct al1, 16, 8);  OFF(struct al1, d, 9);

/* -- type of a bit-field in expressions: gcc promotes a bit-field narrower
 *    than int to int whatever its declared type (unsigned : 32 stays
 *    unsigned int).  A bit-field wider than int has a special N-bit integer
 *    type in gcc that survives the usual arithmetic conversions with int:
 *    _Generic(pr.n40 + 0, ...) matches no standard type; sizeof is still
 *    that of the declared type, and mixing with unsigned long gives
 *    unsigned long. -- */
extern struct pr { unsigned long n3 : 3; unsigned long n40 : 40; unsigned u32 : 32;
		   unsigned u31 : 31; long long s33 : 33; _Bool b : 1; } pr;
TRUE(sizeof(pr.n3 + 0) == 4);
TRUE(sizeof(pr.n40 + 0) == 8);
TRUE(sizeof(pr.u32 + 0) == 4);
TRUE(sizeof(pr.s33 + 0) == 8);
TRUE(sizeof(+pr.b) == 4);
TRUE(_Generic(pr.u31 + 0, int: 1, default: 0));          /* unsigned : 31 promotes to int */
TRUE(_Generic(pr.u32 + 0, unsigned: 1, default: 0));
TRUE(_Generic(pr.n3 + 0, int: 1, default: 0));
TRUE(_Generic(pr.n40 + 0, unsigned long: 1, long: 2, default: 3) == 3);
TRUE(_Generic(pr.n40 + 0ul, unsigned long: 1, default: 0));
TRUE(_Generic(pr.s33 + 0, long long: 1, long: 2, default: 3) == 3);
TRUE(sizeof(pr) == 24);
