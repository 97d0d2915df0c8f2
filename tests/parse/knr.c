// K&R (old-style) function definitions: identifier lists, declarations of
// the parameters in any order, several declarators per declaration,
// register, arrays and functions adjusted to pointers, typedef'd parameter
// types, empty lists.  gcc 12 accepts them without a warning by default (but
// an undeclared parameter, int by default, gets one).  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

typedef unsigned long ulong_t;
struct pair { int a, b; };

int k0() { return 0; }
int k1(a) int a; { return a; }
int k2(a, b) int b; int a; { return a - b; }
int k3(a, b, c) int a, *b; char c; { return a + *b + c; }
long k4(p, n) register char *p; ulong_t n; { return (long)(p + n); }
int k5(arr, fn) int arr[10]; int fn(); { return arr[0] + fn(); }
int k6(s, ps) struct pair s; struct pair *ps; { return s.a + ps->b; }
double k7(f) float f; { return f; }		/* promoted to double */
int (*k10(a))(int) int a; { (void)a; return k1; }
static int k11(a) const int a; { return a; }
int k12(m) int m[][3]; { return m[1][2]; }
int k13(p) void (*p)(void); { p(); return 1; }
int
k14(a, b)
	int a;
	int b;
{
	return a * b;
}

SAME(__typeof__(k2), int ());
SAME(__typeof__(k10), int (*())(int));

int call_all(void)
{
	int v = 1, arr[10] = { 0 };
	int m[2][3] = { { 0 } };
	struct pair s = { 1, 2 };
	return k0() + k1(1) + k2(2, 1) + k3(1, &v, 'a') + (int)k4("abc", 1UL)
		+ k5(arr, k0) + k6(s, &s) + (int)k7(1.0)
		+ k10(1)(2) + k11(3) + k12(m) + k14(2, 3);
}
