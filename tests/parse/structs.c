// Structures and unions: tags declared, completed and used in every order,
// bit-fields (named, unnamed, zero-width, of every integer type, widths from
// constant expressions), anonymous structs and unions (nested, reached
// through several levels), flexible and zero-length arrays, nested and
// block-scope definitions.  Layout is checked with sizeof/offsetof (gcc
// x86_64).  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define OFF(t, m) __builtin_offsetof(t, m)

struct fwd;				/* incomplete, then completed */
struct fwd *fwd_ptr;
struct list { struct list *next, *prev; struct fwd *owner; };
struct fwd { int n; struct list l; };
CHECK(sizeof(struct fwd) == 4 * 8);
union u;
union u *up;
union u { int i; char c[6]; double d; };
CHECK(sizeof(union u) == 8);

/* bit-fields */
enum { W = 3 };
struct bits {
	unsigned a : 1, b : 2;
	signed int c : 3;
	int : 0;			/* force alignment to the next int */
	int d : W + 1;
	unsigned : 4;			/* unnamed padding */
	_Bool flag : 1;
	unsigned char uc : 8;
	unsigned long long big : 40;
	long l : sizeof(int) * 8;
	char ch : 2;
	short sh : 9;
	enum { E0, E1 } e : 2;
	const unsigned cu : 5;
	volatile int vi : 7;
};
CHECK(sizeof(struct bits) == 24);
CHECK(_Alignof(struct bits) == 8);
struct bits_only { unsigned a : 3; unsigned b : 5; };
CHECK(sizeof(struct bits_only) == 4);
struct zero_w { char a; int : 0; char b; };
CHECK(OFF(struct zero_w, b) == 4);
struct packed_bits { unsigned char a : 4; unsigned short b : 12; } __attribute__((packed));
CHECK(sizeof(struct packed_bits) == 2);

/* anonymous structs and unions */
struct anon {
	int kind;
	union {
		int i;
		float f;
		struct { short lo, hi; };
		struct { char b0, b1, b2, b3; } bytes;
	};
	struct {
		union { long x; void *p; };
		int y;
	};
};
CHECK(OFF(struct anon, i) == 4);
CHECK(OFF(struct anon, hi) == 6);
CHECK(OFF(struct anon, bytes.b2) == 6);
CHECK(OFF(struct anon, x) == 8);
CHECK(OFF(struct anon, p) == 8);
CHECK(OFF(struct anon, y) == 16);
int anon_use(struct anon *a)
{
	a->lo = 1;
	a->p = 0;
	return a->i + a->hi + a->bytes.b3 + (int)a->x + a->y;
}
union anon_u { struct { int a, b; }; long long ab; };
CHECK(sizeof(union anon_u) == 8);

/* flexible and zero-length arrays */
struct flex { int n; char data[]; };
struct flex2 { long n; int items[]; };
struct zla { int n; char data[0]; };
struct zla_mid { int n; char z[0]; int m; };
union flex_u { int a; char zero[0]; };
CHECK(sizeof(struct flex) == 4);
CHECK(sizeof(struct flex2) == 8);
CHECK(OFF(struct flex, data) == 4);
CHECK(sizeof(struct zla) == 4);
CHECK(OFF(struct zla_mid, m) == 4);
static struct flex2 flex_init = { 2, { 1, 2 } };	/* GNU: initialized flexible member */
int flex_use(struct flex *f, struct zla *z) { return f->data[3] + z->data[1] + flex_init.items[1]; }

/* nesting: tags declared inside a struct are file-scope tags in C */
struct outer {
	struct inner { int v; } in;
	enum color { RED, GREEN } c;
	union { struct inner2 { char q; } i2; };
	struct inner arr[2];
	struct outer *self;
	int (*cb)(struct outer *);
};
struct inner inner_v;
enum color color_v = GREEN;
struct inner2 inner2_v;

/* block scope tags hide file scope ones */
int block_tags(void)
{
	struct list { char c; };
	struct list l = { 'x' };
	CHECK(sizeof(struct list) == 1);
	struct fwd2;
	struct fwd2 *p = 0;
	struct fwd2 { int a, b; };
	CHECK(sizeof(struct fwd2) == 8);
	return l.c + (p == 0);
}

/* tag-only declarations, unnamed structs as types */
struct tag_only;
struct { int a; } unnamed1, *unnamed2;
typedef struct { int a; struct { int b; } nested; } nest_t;
int nest_use(nest_t *n) { return n->nested.b + unnamed1.a; }
struct empty { };			/* GNU: empty struct, size 0 */
CHECK(sizeof(struct empty) == 0);

/* members of every kind of type */
struct members {
	int a[3], *b, (*c)(int), *(*d)[2];
	const char *const name;
	struct members *next;
	_Bool ok;
	unsigned long long ull;
	__int128 wide;
	_Complex float cf;
	_Atomic int at;
};
CHECK(_Alignof(struct members) == 16);
