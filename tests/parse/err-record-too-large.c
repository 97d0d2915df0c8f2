// A struct or union larger than gcc allows (its size in bytes must fit in
// a signed 64-bit count), one error each at its tag or '{'; one past 2^63
// bits but under 2^63 bytes is laid out exactly (no overflow in the bit
// positions).
struct S { char a[0x4000000000000000]; char b[0x4000000000000000]; };	// expected-error:8 {{type 'struct S' is too large}}
struct T { char a[0x1000000000000000]; char b[0x1000000000000000]; int c; };
_Static_assert(sizeof(struct T) == 0x2000000000000004, "");
_Static_assert(__builtin_offsetof(struct T, b) == 0x1000000000000000, "");
_Static_assert(__builtin_offsetof(struct T, c) == 0x2000000000000000, "");
union U { char a[0x7fffffffffffffff]; long x; };	// expected-error:7 {{type 'union U' is too large}}
typedef struct { char a[0x7000000000000000]; int b[0x1000000000000000]; } anon_t;	// expected-error:16 {{type 'struct <anonymous>' is too large}}
struct B { char a[0x7ffffffffffffffe]; int f : 20; };	// expected-error:8 {{type 'struct B' is too large}}
struct C { char a[0x7fffffffffffffff]; char b; };	// expected-error:8 {{type 'struct C' is too large}}
struct D { char a[0x7ffffffffffffffe]; char b; };
_Static_assert(sizeof(struct D) == 0x7fffffffffffffff, "");
