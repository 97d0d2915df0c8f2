// A flexible array member initialized in a sub-object (gcc 12;
// gcc.c-torture/compile/20030305-1.c, pr28865.c): an error for each
// non-empty value, at the value if braced or a string, else at the '{' of
// the list it was found in.  The object itself may initialize it (GNU).
struct F { int n; int a[]; };
struct G { int n; struct { int x; } a[]; };
struct V { int n; const char s[]; };
struct F x = { 1, { 2, 3 } };
struct F y[] = { { 1, { 2 } }, { 3, 4 } };	// expected-error:23 {{initialization of flexible array member in a nested context}} expected-error:32 {{initialization of flexible array member in a nested context}}
struct F y2[] = { { 1, { } } };
struct F y3[] = { { 1 } };
struct G g[] = { { 1, 4 }, { 2, { 5 } }, {3, {{6}}} };	// expected-error:18 {{initialization of flexible array member in a nested context}} expected-error:33 {{initialization of flexible array member in a nested context}} expected-error:46 {{initialization of flexible array member in a nested context}}
struct F y4[] = { 1, 2, 3 };	// expected-error:17 {{initialization of flexible array member in a nested context}}
struct F y5[] = { { .a = { 2 } } };	// expected-error:26 {{initialization of flexible array member in a nested context}}
struct F y6[] = { { .a[0] = 2 } };	// expected-error:19 {{initialization of flexible array member in a nested context}}
static const struct V v[] = {
	{ 1, "one" },	// expected-error:14 {{initialization of flexible array member in a nested context}}
	{ 2 },
};
// within a union (no array above it) a string is accepted, a braced or
// elided value is not (gcc.c-torture/execute/pr28865.c)
struct A { int a; char b[]; };
union B { struct A a; char b[40]; };
struct W { int k; struct A a; };
union B b1 = { { 1, "12345" } };
struct W w1 = { 1, { 2, "12345" } };
union B b2 = { { 1, { '1' } } };	// expected-error:21 {{initialization of flexible array member in a nested context}}
union B b3 = { 1, "12" };
union B b4 = { 1, '1' };	// expected-error:14 {{initialization of flexible array member in a nested context}}
union B b5[] = { { { 1, "12345" } } };	// expected-error:25 {{initialization of flexible array member in a nested context}}
