// _Static_assert in every place it may appear: file scope, block scope
// (between declarations and statements, after a case label), struct and
// union members, statement expressions; messages as concatenated strings,
// with escapes, wide; the <assert.h> spelling static_assert through a
// macro; conditions built from sizeof, _Alignof, offsetof, casts, ?:, and
// what gcc folds beyond the standard's integer constant expressions
// (floating comparisons, null-based member addresses).  No diagnostics.
#define static_assert _Static_assert
#define BUILD_BUG_ON(c) _Static_assert(!(c), "BUILD_BUG_ON(" #c ")")

_Static_assert(1, "file scope");
_Static_assert(sizeof(int) == 4, "int" " is " "4 bytes");
_Static_assert(sizeof(char) == 1, "escapes \" \\ \n \x41 \101");
_Static_assert(sizeof(L"wide") == 20, L"gcc 12 takes a wide message");
_Static_assert(sizeof("abc") == 4, u8"and a u8 one");
static_assert(_Alignof(long long) == 8, "x86_64");
static_assert(__builtin_offsetof(struct { char c; int i; }, i) == 4, "offsetof");
static_assert((unsigned char)256 == 0, "truncating cast");
static_assert(-1 < 0u ? 0 : 1, "usual arithmetic conversions");
static_assert(sizeof(int[3][4]) == 48, "");
static_assert(__builtin_constant_p(3), "");
static_assert(!__builtin_types_compatible_p(int, long), "");
static_assert((1 ? 2 : 3) == 2 && (0 ? 2 : 3) == 3, "");
static_assert(1.5 > 1, "gcc folds floating operands of a comparison");
static_assert((long)&((struct { int a, b; } *)0)->b == 4, "null-based address");
static_assert((int)3.9 == 3, "");
BUILD_BUG_ON(sizeof(void *) != 8);

struct s {
	int a;
	_Static_assert(sizeof(int) == 4, "in a struct");
	char b;
	static_assert(1, "twice");
};
union u {
	_Static_assert(1, "first member position");
	int i;
};
_Static_assert(sizeof(struct s) == 8, "static assertions take no room");

int f(int x)
{
	_Static_assert(sizeof x == 4, "on a variable");
	int y = x;
	_Static_assert(sizeof(y + 1L) == 8, "between declarations and statements");
	y++;
	static_assert(1, "after a statement");
	if (y)
		y = ({ _Static_assert(1, "in a statement expression"); y + 1; });
	switch (y) {
	case 1:
		_Static_assert(1, "after a case label");
		break;
	}
	{
		_Static_assert(1, "nested block");
	}
	return y;
}

enum { EA = 3 };
_Static_assert(EA == 3, "enumerator");
_Static_assert(EA * 2 == 6, "");
