// The builtins the kernel uses, with their argument forms (type names as
// arguments, member designators, lvalue outputs) and result types:
// offsetof, types_compatible_p, choose_expr, constant_p, expect, va_*,
// object_size, bswap, bit counting, overflow arithmetic, unreachable, trap,
// memory and string functions, return/frame address, prefetch,
// assume_aligned.  No diagnostics.
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

struct inner { char c; int arr[4]; };
struct outer { long l; struct inner in; struct inner many[3]; union { int u1; }; };

/* __builtin_offsetof: member designators with . and [] */
CHECK(__builtin_offsetof(struct outer, l) == 0);
CHECK(__builtin_offsetof(struct outer, in) == 8);
CHECK(__builtin_offsetof(struct outer, in.arr) == 12);
CHECK(__builtin_offsetof(struct outer, in.arr[2]) == 20);
CHECK(__builtin_offsetof(struct outer, many[1].arr[3]) == 8 + 20 + 20 + 4 + 12);
CHECK(__builtin_offsetof(struct outer, u1) == 8 + 20 * 4);
enum { IDX = 2 };
CHECK(__builtin_offsetof(struct outer, many[IDX]) == 8 + 20 * 3);
SAME(__typeof__(__builtin_offsetof(struct outer, l)), unsigned long);

/* __builtin_types_compatible_p: qualifiers at the top are ignored */
CHECK(__builtin_types_compatible_p(int, const int));
CHECK(__builtin_types_compatible_p(const volatile long, long));
CHECK(!__builtin_types_compatible_p(int *, const int *));
CHECK(!__builtin_types_compatible_p(int, unsigned int));
CHECK(!__builtin_types_compatible_p(long, long long));
CHECK(__builtin_types_compatible_p(int [], int [5]));
CHECK(!__builtin_types_compatible_p(int [4], int [5]));
CHECK(__builtin_types_compatible_p(int (*)(), int (*)(int)));
CHECK(__builtin_types_compatible_p(enum { X }, unsigned int));	/* gcc: no negative value, unsigned int */
CHECK(__builtin_types_compatible_p(enum { Y = -1 }, int));
CHECK(__builtin_types_compatible_p(__typeof__("ab"), char [3]));

/* __builtin_choose_expr: the type is that of the chosen operand */
CHECK(sizeof(__builtin_choose_expr(1, (char)0, 0L)) == 1);
CHECK(sizeof(__builtin_choose_expr(0, (char)0, 0L)) == 8);
CHECK(__builtin_choose_expr(sizeof(int) == 4, 10, (void)0) == 10);
int choose_fn(void);
SAME(__typeof__(__builtin_choose_expr(0, 1, choose_fn)), int (void));

/* __builtin_constant_p */
CHECK(__builtin_constant_p(1 + 2));
CHECK(__builtin_constant_p(sizeof(struct outer)));
CHECK(__builtin_constant_p("abc") == 1);
int not_const;
CHECK(!__builtin_constant_p(not_const));
CHECK(__builtin_choose_expr(__builtin_constant_p(4), 1, 2) == 1);

/* __builtin_expect, __builtin_expect_with_probability */
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
SAME(__typeof__(__builtin_expect(1, 1)), long);
int expects(int x, int *p)
{
	if (likely(x > 0))
		return 1;
	if (unlikely(!p))
		return 2;
	return (int)__builtin_expect(x, 3) + (int)__builtin_expect_with_probability(x, 1, 0.9);
}

/* variadic functions */
typedef __builtin_va_list va_list;
int sum(int n, ...)
{
	__builtin_va_list ap, ap2;
	int s = 0;
	__builtin_va_start(ap, n);
	__builtin_va_copy(ap2, ap);
	for (int i = 0; i < n; i++)
		s += __builtin_va_arg(ap, int);
	s += (int)__builtin_va_arg(ap2, long);
	s += *__builtin_va_arg(ap2, char *);
	(void)__builtin_va_arg(ap2, struct inner);
	(void)__builtin_va_arg(ap2, int (*)(void));
	__builtin_va_end(ap2);
	__builtin_va_end(ap);
	return s;
}
int vsum(int n, va_list ap) { va_list c; __builtin_va_copy(c, ap); n += __builtin_va_arg(c, int); __builtin_va_end(c); return n; }
int pass_on(int n, ...) { va_list ap; __builtin_va_start(ap, n); n = vsum(n, ap); __builtin_va_end(ap); return n; }
CHECK(sizeof(__builtin_va_list) == 24);

/* object size, byte swapping, bit counting */
char buf[10];
unsigned long objsize(void *p) { return __builtin_object_size(buf, 0) + __builtin_object_size(p, 1)
	+ __builtin_object_size(&buf[3], 2) + __builtin_dynamic_object_size(p, 0); }
SAME(__typeof__(__builtin_bswap16(0)), unsigned short);
SAME(__typeof__(__builtin_bswap32(0)), unsigned int);
SAME(__typeof__(__builtin_bswap64(0)), unsigned long);
CHECK(__builtin_bswap16(0x1234) == 0x3412);
CHECK(__builtin_bswap32(0x12345678) == 0x78563412);
CHECK(__builtin_bswap64(0x0102030405060708ULL) == 0x0807060504030201ULL);
CHECK(__builtin_clz(1) == 31 && __builtin_clzl(1) == 63 && __builtin_clzll(1) == 63);
CHECK(__builtin_ctz(8) == 3 && __builtin_ctzl(1UL << 40) == 40 && __builtin_ctzll(2) == 1);
CHECK(__builtin_popcount(0xff) == 8 && __builtin_popcountl(~0UL) == 64 && __builtin_popcountll(5) == 2);
CHECK(__builtin_ffs(0) == 0 && __builtin_ffs(4) == 3 && __builtin_ffsl(1L << 33) == 34);
CHECK(__builtin_parity(7) == 1 && __builtin_clrsb(0) == 31);
SAME(__typeof__(__builtin_clz(1)), int);

/* overflow arithmetic */
int overflow(int a, int b, unsigned long c)
{
	int r;
	long lr;
	unsigned char uc;
	int bad = __builtin_add_overflow(a, b, &r);
	bad |= __builtin_sub_overflow(a, b, &r);
	bad |= __builtin_mul_overflow(a, b, &lr);
	bad |= __builtin_add_overflow(c, 1, &uc);		/* operands and result of any integer types */
	bad |= __builtin_mul_overflow_p(a, b, (int)0);
	bad |= __builtin_sadd_overflow(a, b, &r) | __builtin_umull_overflow(c, c, &c);
	SAME(__typeof__(__builtin_add_overflow(a, b, &r)), _Bool);
	return bad;
}
CHECK(__builtin_mul_overflow_p(0x10000, 0x10000, (int)0));
CHECK(!__builtin_add_overflow_p(1, 2, (char)0));

/* control flow */
int unreach(int x)
{
	if (x > 0)
		return x;
	if (x < -100)
		__builtin_trap();
	if (x == -1)
		__builtin_unreachable();
	return -x;
}

/* memory and string builtins */
unsigned long mem(char *d, const char *s, unsigned long n)
{
	__builtin_memcpy(d, s, n);
	__builtin_memmove(d, s, n);
	__builtin_memset(d, 0, n);
	int c = __builtin_memcmp(d, s, n) + __builtin_strcmp(d, s) + __builtin_strncmp(d, s, 2);
	void *p = __builtin_memchr(s, 'a', n);
	char *q = __builtin_strcpy(d, s);
	q = __builtin_strchr(q, 'x');
	CHECK(__builtin_strlen("abcd") == 4);
	return __builtin_strlen(s) + c + (p != 0) + (q != 0);
}

/* addresses, prefetch, alignment */
void *addrs(const void *p)
{
	void *ra = __builtin_return_address(0);
	void *fa = __builtin_frame_address(0);
	void *ex = __builtin_extract_return_addr(ra);
	__builtin_prefetch(p);
	__builtin_prefetch(p, 1);
	__builtin_prefetch(p, 0, 3);
	const void *al = __builtin_assume_aligned(p, 64);
	const void *al2 = __builtin_assume_aligned(p, 16, 4);
	SAME(__typeof__(__builtin_assume_aligned(p, 64)), void *);
	return (char *)ra + (fa != 0) + (ex != 0) + (al == al2);
}

/* other builtins that appear in kernel headers */
int misc(unsigned long x, void *p)
{
	int r = __builtin_LINE() + (__builtin_FILE()[0] != 0) + (__builtin_FUNCTION()[0] != 0);
	r += __builtin_classify_type(x) + __builtin_isnan(1.0) + __builtin_signbit(-1.0);
	r += __builtin_huge_val() > 0 && __builtin_inf() > 0 && __builtin_nan("") != 0;
	r += __builtin_abs(-1) + (int)__builtin_labs(-2L);
	__builtin_ia32_pause();
	r += (int)__builtin_ia32_rdtsc();
	r += __builtin_speculation_safe_value(r);
	r += __builtin_has_attribute(p, aligned);
	return r;
}
