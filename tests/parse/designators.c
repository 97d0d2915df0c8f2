// Designated initializers beyond tests/parse/initializers.c: chains of
// member and index designators (.a.b[2].c =), GNU ranges [a ... b] on
// arrays of structs and nested arrays, later initializers overriding earlier
// ones, GNU "member:" and "[index] value" (no '=') forms, designators into
// anonymous members, braces around scalars, nested brace elision after a
// designator, designated compound literals, static and automatic objects.
// The implied sizes are checked.  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)

struct in { int v[4]; char tag; };
struct mid { struct in a, b[2]; };
struct top { int n; struct mid m; union { int i; float f; } u; };

struct top t1 = { .m.a.v[2] = 3, .m.b[1].tag = 'x', .u.f = 1.5f, .n = 1 };
struct top t2 = { .m = { .b = { [1] = { .v = { [3] = 4 } } } } };
struct top t3 = { 1, { { { 1, 2, 3, 4 }, 'a' } }, { 7 } };
struct top t4 = { .m.b[0] = { { 1 }, 'b' }, .m.b[0].v[1] = 2 };	/* the second one overrides part */
struct in arr1[] = { [0 ... 2] = { .tag = 'z' }, [5].v[0 ... 3] = 9 };
CHECK(sizeof arr1 == 6 * sizeof(struct in));
int arr2[][3] = { [1][2] = 5, [3] = { 1 } };
CHECK(sizeof arr2 == 4 * 3 * sizeof(int));
int arr3[] = { [0 ... 3] = 1, [2] = 2, [10] = 3 };	/* [2] overrides part of the range */
CHECK(sizeof arr3 == 11 * sizeof(int));
int arr4[10] = { [2 ... 4] = 7, 8, 9 };			/* 8, 9 go to [5], [6] */
int arr5[] = { [1] 10, [2] 20 };				/* GNU: no '=' */
CHECK(sizeof arr5 == 3 * sizeof(int));
struct in in1 = { tag: 'q', v: { 1, 2 } };			/* GNU "member:" */
char str1[] = { [3] = 'x' };
CHECK(sizeof str1 == 4);
char str2[10] = "abc";
char *strp[] = { [2] = "two", [0] = "zero" };
CHECK(sizeof strp == 3 * sizeof(char *));

enum { FIRST, SECOND, COUNT };
const char *names[COUNT] = { [FIRST] = "first", [SECOND] = "second" };
int lookup[] = { ['a'] = 1, ['z'] = 26 };
CHECK(sizeof lookup == ('z' + 1) * sizeof(int));
int exprs[] = { [1 + 1] = 2, [sizeof(int)] = 4, [(int)2.5 * 3] = 6 };
CHECK(sizeof exprs == 7 * sizeof(int));

/* anonymous members */
struct anon {
	int kind;
	union { struct { int x, y; }; long xy; };
	struct { char c[2]; };
};
struct anon an1 = { .kind = 1, .x = 2, .y = 3, .c = "a" };
struct anon an2 = { .kind = 1, .xy = 5, .c[1] = 'b' };
struct anon an3 = { 1, { { 2, 3 } }, { { 'a', 'b' } } };

/* braces around scalars, excess levels omitted */
int sc1 = { 4 };
int *sc2 = { 0 };
double sc3 = { 1 };
struct in elided[2] = { 1, 2, 3, 4, 'a', 5 };	/* brace elision over nested aggregates */
struct mid mid1 = { .a.v = { 1 }, 2, 3 };	/* continues after the designated member */

/* unions */
union uu { char c; int i; struct { short s1, s2; } s; };
union uu u1 = { 'a' };				/* the first member */
union uu u2 = { .s.s2 = 2 };
union uu u3 = { .i = 1, .c = 'x' };		/* the last designator wins */

/* automatic objects, non-constant initializers, compound literals */
int automatic(int a, int b)
{
	struct top t = { .n = a, .m.a.v = { a, b, a + b }, .u.i = b };
	int v[] = { [0 ... 1] = a, [2] = b, a * b };
	struct in *p = &(struct in){ .v[1 ... 2] = a, .tag = 'p' };
	struct in ar[] = { [1].v[2] = b, [2] = { .tag = 1 } };
	CHECK(sizeof ar == 3 * sizeof(struct in));
	struct anon an = { .y = a, .c = { 1 } };
	int m[2][2] = { [0][1] = a, [1] = { b } };
	return t.m.a.v[2] + v[3] + p->v[1] + ar[2].tag + an.y + m[1][0];
}
