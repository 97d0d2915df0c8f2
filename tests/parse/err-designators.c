// Bad designators: an index past the bounds (also a negative one: gcc says
// "exceeds array bounds" too), a range past them or empty, an index that is
// not constant (also in a block) or not an integer, an index into a struct,
// a member name into an array or into an int, an unknown member.  One error
// each; the objects are still defined and used below.
struct p { int x, y; };
int n = 2;
int a1[3] = { [5] = 1 };	// expected-error:16 {{array index in initializer exceeds array bounds}}
int a2[3] = { [-1] = 1 };	// expected-error:16 {{array index in initializer exceeds array bounds}}
int a3[3] = { [n] = 1 };	// expected-error:16 {{nonconstant array index in initializer}}
struct p s1 = { [0] = 1 };	// expected-error:18 {{array index in non-array initializer}}
int a4[3] = { .x = 1 };	// expected-error:15 {{field name not in record or union initializer}}
struct p s2 = { .z = 1 };	// expected-error:18 {{'struct p' has no member named 'z'}}
int a5[4] = { [3 ... 1] = 1 };	// expected-error:16 {{empty index range in initializer}}
int a6[4] = { [1 ... 5] = 1 };	// expected-error:16 {{array index range in initializer exceeds array bounds}}
int a9[2] = { [1.5] = 1 };	// expected-error:16 {{array index in initializer not of integer type}}
struct p s4 = { .x.y = 1 };	// expected-error:17 {{field name not in record or union initializer}}
int h(void)
{
	int v[2] = { [n] = 1 };	// expected-error:23 {{nonconstant array index in initializer}}
	return v[0] + a1[0] + a2[0] + a3[0] + s1.x + a4[0] + s2.y + a5[0] + a6[0] + a9[0] + s4.x;
}
