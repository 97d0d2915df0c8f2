// ARGS: -m64
/* Struct and union layout on x86_64 (SysV psABI): each member at the next
 * multiple of its alignment, the struct aligned as its most aligned member
 * and its size rounded up to that (tail padding); unions as big as their
 * biggest member, rounded up.  Also: nested structs, arrays, flexible array
 * members, zero-length arrays, anonymous structs/unions (offsetof through
 * them), empty structs (gcc: size 0), typedefs and qualifiers.
 * Values checked with gcc 12: gcc -fsyntax-only -std=gnu11 -m64. */

#define TRUE(E) _Static_assert(E, #E)
/* LAYOUT(T, SIZE, ALIGN): sizeof, _Alignof and __alignof__ */
#define LAYOUT(T, S, A) _Static_assert(sizeof(T) == S && _Alignof(T) == A && \
				       __alignof__(T) == A, #T ": size " #S ", align " #A)
#define OFF(T, M, N) _Static_assert(__builtin_offsetof(T, M) == N, "offsetof(" #T ", " #M ") == " #N)

/* -- padding between members and at the end -- */
struct p1 { char c; int i; };                   /* c@0 i@4 */
struct p2 { int i; char c; };                   /* tail padding: 8 */
struct p3 { char a; short b; char c; int d; char e; };
struct p4 { char a; double d; char b; };
struct p5 { char a; long double ld; };
struct p6 { short s; char c[3]; };              /* 2 + 3 = 5, rounded to 6 */
struct p7 { char a; __int128 x; char b; };
struct p8 { char a, b, c; };
struct p9 { void *p; char c; };
struct p10 { int a; long b; int c; };
LAYOUT(struct p1, 8, 4);   OFF(struct p1, c, 0); OFF(struct p1, i, 4);
LAYOUT(struct p2, 8, 4);   OFF(struct p2, c, 4);
LAYOUT(struct p3, 16, 4);  OFF(struct p3, b, 2); OFF(struct p3, c, 4); OFF(struct p3, d, 8); OFF(struct p3, e, 12);
LAYOUT(struct p4, 24, 8);  OFF(struct p4, d, 8); OFF(struct p4, b, 16);
LAYOUT(struct p5, 32, 16); OFF(struct p5, ld, 16);
LAYOUT(struct p6, 6, 2);   OFF(struct p6, c, 2);
LAYOUT(struct p7, 48, 16); OFF(struct p7, x, 16); OFF(struct p7, b, 32);
LAYOUT(struct p8, 3, 1);   OFF(struct p8, c, 2);
LAYOUT(struct p9, 16, 8);  OFF(struct p9, c, 8);
LAYOUT(struct p10, 24, 8); OFF(struct p10, b, 8); OFF(struct p10, c, 16);
LAYOUT(struct { float f; double _Complex z; }, 24, 8);
LAYOUT(struct { char c; float _Complex z; }, 12, 4);
LAYOUT(struct { _Bool b; short s; _Bool b2; }, 6, 2);

/* -- nested structs: a member struct keeps its own size and alignment -- */
struct n1 { char c; struct p1 s; char d; };
struct n2 { struct p2 a; char c; };             /* p2's tail padding is not reused */
struct n3 { char c; struct { char x; } s; char d; };
struct n4 { struct p4 a[2]; char z; };
struct n5 { char c; struct p5 inner; };
LAYOUT(struct n1, 16, 4);  OFF(struct n1, s, 4); OFF(struct n1, s.i, 8); OFF(struct n1, d, 12);
LAYOUT(struct n2, 12, 4);  OFF(struct n2, c, 8);
LAYOUT(struct n3, 3, 1);   OFF(struct n3, s.x, 1); OFF(struct n3, d, 2);
LAYOUT(struct n4, 56, 8);  OFF(struct n4, a[1].b, 40); OFF(struct n4, z, 48);
LAYOUT(struct n5, 48, 16); OFF(struct n5, inner.ld, 32);

/* -- arrays of members -- */
struct a1 { char c; int a[3]; char d; };
struct a2 { char c[5]; double d[2]; };
struct a3 { short m[2][3]; char c; };
struct a4 { char c; struct p8 arr[3]; };
LAYOUT(struct a1, 20, 4);  OFF(struct a1, a[2], 12); OFF(struct a1, d, 16);
LAYOUT(struct a2, 24, 8);  OFF(struct a2, d[1], 16);
LAYOUT(struct a3, 14, 2);  OFF(struct a3, m[1][2], 10); OFF(struct a3, c, 12);
LAYOUT(struct a4, 10, 1);  OFF(struct a4, arr[2].b, 8);

/* -- unions -- */
union u1 { char c; int i; };
union u2 { char c[5]; int i; };                 /* 5 rounded up to 8 */
union u3 { char c; double d; long double ld; };
union u4 { struct p1 s; char c[9]; };
union u5 { char c[3]; short s; };
LAYOUT(union u1, 4, 4);    OFF(union u1, i, 0); OFF(union u1, c, 0);
LAYOUT(union u2, 8, 4);
LAYOUT(union u3, 16, 16);
LAYOUT(union u4, 12, 4);   OFF(union u4, s.i, 4);
LAYOUT(union u5, 4, 2);
LAYOUT(struct { char c; union u3 u; }, 32, 16);
LAYOUT(union { struct { char a; int b; } s; long l; }, 8, 8);

/* -- flexible array members: not counted in sizeof, but their alignment is -- */
struct f1 { int n; char data[]; };
struct f2 { char c; int data[]; };              /* data@4, size 4 */
struct f3 { char c; double d[]; };
struct f4 { int n; short s; char c[]; };        /* c@6, size 8 */
struct f5 { long double x; char c; char tail[]; };
struct f6 { char c; long double tail[]; };
LAYOUT(struct f1, 4, 4);   OFF(struct f1, data, 4);
LAYOUT(struct f2, 4, 4);   OFF(struct f2, data, 4);
LAYOUT(struct f3, 8, 8);   OFF(struct f3, d, 8);
LAYOUT(struct f4, 8, 4);   OFF(struct f4, c, 6);
LAYOUT(struct f5, 32, 16); OFF(struct f5, tail, 17);
LAYOUT(struct f6, 16, 16); OFF(struct f6, tail, 16);
OFF(struct f2, data[3], 16);   /* indexing past the end is fine for offsetof */
OFF(struct f1, data[100], 104);

/* -- zero-length arrays (gcc extension) -- */
struct z1 { int n; char z[0]; };
struct z2 { char c; int z[0]; };
struct z3 { char c; long z[0]; char d; };       /* z aligns the struct and d */
struct z4 { char c; char z[0]; char d; };
struct z5 { int z[0]; };
LAYOUT(struct z1, 4, 4);   OFF(struct z1, z, 4);
LAYOUT(struct z2, 4, 4);   OFF(struct z2, z, 4);
LAYOUT(struct z3, 16, 8);  OFF(struct z3, z, 8); OFF(struct z3, d, 8);
LAYOUT(struct z4, 2, 1);   OFF(struct z4, z, 1); OFF(struct z4, d, 1);
LAYOUT(struct z5, 0, 4);
LAYOUT(int[0], 0, 4);
LAYOUT(struct { char c; double d[0][4]; }, 8, 8);

/* -- empty structs and unions: size 0 in GNU C -- */
struct e0 { };
union ue0 { };
struct e1 { struct e0 a; int b[0]; };
LAYOUT(struct e0, 0, 1);
LAYOUT(union ue0, 0, 1);
LAYOUT(struct e1, 0, 4);
LAYOUT(struct { char c; struct e0 e; char d; }, 2, 1);
OFF(struct { char c; struct e0 e; char d; }, d, 1);
LAYOUT(struct e0[10], 0, 1);

/* -- anonymous structs and unions: members are found through them -- */
struct an1 {
	char tag;
	union {
		int i;
		double d;
		struct { char x; short y; };
	};
	char after;
	struct {
		char p;
		long q;
	};
};
LAYOUT(struct an1, 40, 8);
OFF(struct an1, i, 8);     OFF(struct an1, d, 8);
OFF(struct an1, x, 8);     OFF(struct an1, y, 10);
OFF(struct an1, after, 16);
OFF(struct an1, p, 24);    OFF(struct an1, q, 32);
union an2 { struct { char a; int b; }; struct { short c; char d[7]; }; };
LAYOUT(union an2, 12, 4);
OFF(union an2, b, 4);      OFF(union an2, d[6], 8);
struct an3 { int a; struct { struct { char deep; int deeper; }; }; };
LAYOUT(struct an3, 12, 4); OFF(struct an3, deep, 4); OFF(struct an3, deeper, 8);

/* -- typedefs and qualifiers do not change layout -- */
typedef struct p4 p4_t;
typedef const volatile struct p4 cvp4_t;
typedef int arr5[5];
LAYOUT(p4_t, 24, 8);  LAYOUT(cvp4_t, 24, 8);
LAYOUT(struct { char c; const arr5 a; }, 24, 4);
LAYOUT(struct { volatile char c; const long l; }, 16, 8);

/* -- pointers and function pointers as members -- */
struct fp { char c; void (*fn)(int); int (*arr)[3]; char d; };
LAYOUT(struct fp, 32, 8);  OFF(struct fp, fn, 8); OFF(struct fp, arr, 16); OFF(struct fp, d, 24);

/* -- a struct declared in a member list / in sizeof is a complete type afterwards -- */
struct outer { struct inner_tag { char c; long l; } in; char d; };
LAYOUT(struct inner_tag, 16, 8);
LAYOUT(struct outer, 24, 8);
TRUE(sizeof(struct decl_in_sizeof { int a[3]; }) == 12);
LAYOUT(struct decl_in_sizeof, 12, 4);

/* -- a typedef of a struct that is completed later is complete afterwards
 *    (wait_queue_entry_t in struct wait_page_queue) -- */
typedef struct wqe wqe_t;
extern wqe_t wqe_obj;
struct wqe { unsigned flags; void *priv; void *func; struct { void *n, *p; } entry; };
struct wpq { void *folio; int bit_nr; wqe_t wait; };
LAYOUT(wqe_t, 40, 8);
LAYOUT(struct wpq, 56, 8);
OFF(struct wpq, wait, 16);
TRUE(sizeof(((struct wpq *)0)->wait) == 40);
TRUE(sizeof(wqe_obj) == 40);
typedef union later_u later_t;
union later_u { long x[3]; char c; };
LAYOUT(later_t, 24, 8);
LAYOUT(later_t[2], 48, 8);
