// C2x [[...]] attributes, which gcc 12 accepts in its default gnu modes
// without a warning: in every position (declarations, declarators, after
// array and function declarators, tags, members, enumerators, parameters,
// statements, labels), with scoped names, both spellings of the gnu scope,
// arguments, empty lists.  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)

[[]] int e0;
[[,]] int e1;
[[gnu::unused, gnu::used]] static int e2;
[[gnu::unused]] [[gnu::used]] static int e3;
[[__gnu__::__unused__]] static int e4;
[[gnu::aligned(16)]] int e5;
int e6 [[gnu::aligned(16)]], e7 [[gnu::aligned(32)]] = 7;
[[deprecated]] int e8;
[[deprecated("use e0")]] int e9;
[[maybe_unused]] static int e10;
[[nodiscard]] int f1(void);
[[nodiscard("why")]] int f2(void);
int f3(void) [[gnu::unused]];
int a1[4] [[gnu::unused]];
int *[[gnu::unused]] p1;
int [[gnu::unused]] i1;
static void f4 [[gnu::noinline]] (void) { }
[[gnu::always_inline]] static inline void f5(void) { f4(); }
[[gnu::const]] int f6(int);
[[gnu::format(printf, 1, 2)]] int f7(const char *, ...);
int f8(const char *, ...) [[gnu::format(printf, 1, 2)]];
typedef int [[gnu::aligned(8)]] t8;
CHECK(_Alignof(e5) == 16 && _Alignof(e6) == 16 && _Alignof(e7) == 32);

enum [[gnu::packed]] en { A [[deprecated]], B [[gnu::deprecated]] = 3, C };
CHECK(sizeof(enum en) == 1);
struct [[gnu::packed]] s { char c; [[gnu::aligned(8)]] int m; int n [[gnu::unused]]; };
CHECK(__builtin_offsetof(struct s, m) == 8);
union [[gnu::transparent_union]] u { int *a; const int *b; };
struct s sv;
struct [[gnu::packed]] s2;

void f9(int a [[maybe_unused]], [[maybe_unused]] int b, int [[gnu::unused]] c);
int f10(int x [[maybe_unused]], [[gnu::unused]] int y)
{
	[[gnu::unused]] int z;
	[[maybe_unused]] lab: x++;
	[[gnu::unused]] static int w;
	switch (x) {
	case 1:
		x++;
		[[fallthrough]];
	case 2:
		x++;
		[[gnu::fallthrough]];
	case 3:
		x++;
		[[__gnu__::__fallthrough__]];
	default:
		;
	}
	if (x > 100)
		goto lab;
	return x;
}

CHECK(__has_c_attribute(fallthrough) == 201904L);
CHECK(__has_c_attribute(deprecated) == 201904L);
CHECK(__has_c_attribute(maybe_unused) == 201904L);
CHECK(__has_c_attribute(nodiscard) == 202003L);
CHECK(__has_c_attribute(gnu::packed));
CHECK(!__has_c_attribute(noreturn));
