// Pragmas wherever they may appear, as the parser sees them after
// preprocessing: #pragma and _Pragma (also from macros, as the kernel's
// __diag_ignore() produces them) at file scope, between statements, before
// loops; #pragma pack changing struct layout (push/pop, bare pack()),
// #pragma weak, GCC visibility/diagnostic/unroll/ivdep/push_options, and an
// unknown pragma (silently ignored without -Wunknown-pragmas).  No
// diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define __diag(s) _Pragma(#s)
#define __diag_push() __diag(GCC diagnostic push)
#define __diag_pop() __diag(GCC diagnostic pop)
#define __diag_ignore(w) __diag(GCC diagnostic ignored w)

#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-variable"
_Pragma("GCC diagnostic ignored \"-Wmissing-prototypes\"")
__diag_push();
__diag_ignore("-Wmissing-prototypes")
int quiet(void) { return 0; }
__diag_pop();
#pragma GCC diagnostic pop

#pragma pack(push, 1)
struct packed1 { char c; int i; };
#pragma pack(pop)
struct normal { char c; int i; };
#pragma pack(2)
struct packed2 { char c; int i; };
#pragma pack()
struct normal2 { char c; long l; };
CHECK(sizeof(struct packed1) == 5);
CHECK(sizeof(struct normal) == 8);
CHECK(sizeof(struct packed2) == 6);
CHECK(sizeof(struct normal2) == 16);
struct mixed {
	char a;
#pragma pack(push, 1)
	int b;
#pragma pack(pop)
	int c;
};
struct mixed2 {
	char a;
#pragma pack(push, 1)
	int b;
	int c;
};
#pragma pack(pop)
/* gcc applies the packing in effect at the closing brace to every member */
CHECK(sizeof(struct mixed) == 12 && __builtin_offsetof(struct mixed, b) == 4);
CHECK(sizeof(struct mixed2) == 9 && __builtin_offsetof(struct mixed2, b) == 1);

#pragma weak weak_sym
int weak_sym(void);
#pragma GCC visibility push(hidden)
int hidden_fn(void);
#pragma GCC visibility pop
#pragma GCC push_options
#pragma GCC pop_options
#pragma unknown_to_gcc with some tokens
#pragma once_only_in_headers

int loops(int *a, int n)
{
	int s = 0;
#pragma GCC unroll 4
	for (int i = 0; i < n; i++)
		s += a[i];
#pragma GCC ivdep
	for (int i = 0; i < n; i++)
		a[i] = s;
	_Pragma("GCC diagnostic push")
	_Pragma("GCC diagnostic ignored \"-Wshadow\"")
	{
		int s = 1;
		a[0] = s;
	}
	_Pragma("GCC diagnostic pop")
	__diag_push();
	__diag_ignore("-Wunused");
	__diag_pop();
	return s + quiet();
}
