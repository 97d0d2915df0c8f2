// The freestanding headers gcc provides (<stddef.h>, <stdarg.h>,
// <stdbool.h>, <stdalign.h>, <stdnoreturn.h>, <stdint.h>, <limits.h>) and
// what they declare, used as ordinary code does.  No diagnostics.
#include <stddef.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdalign.h>
#include <stdnoreturn.h>
#include <stdint.h>
#include <limits.h>
#define CHECK(e) _Static_assert(e, #e)
#define SAME(a, b) CHECK(__builtin_types_compatible_p(a, b))

SAME(size_t, unsigned long);
SAME(ptrdiff_t, long);
SAME(wchar_t, int);
SAME(uint8_t, unsigned char);
SAME(int16_t, short);
SAME(uint32_t, unsigned int);
SAME(int64_t, long);
SAME(uintptr_t, unsigned long);
SAME(intmax_t, long);
SAME(__typeof__(NULL), void *);
CHECK(sizeof(max_align_t) == 32 && alignof(max_align_t) == 16);
CHECK(offsetof(struct { char c; double d; }, d) == 8);
CHECK(INT_MAX == 2147483647 && INT_MIN == -INT_MAX - 1 && UINT_MAX == 4294967295u);
CHECK(LONG_MAX == 9223372036854775807L && CHAR_BIT == 8 && SCHAR_MIN == -128);
CHECK(UINT64_MAX == 18446744073709551615UL && INT8_MIN == -128 && SIZE_MAX == ~0UL);
CHECK(true == 1 && false == 0 && sizeof(bool) == 1);
CHECK(INT32_C(5) == 5 && UINT64_C(1) << 63 > 0);

alignas(16) static uint8_t buffer[64];
CHECK(alignof(buffer) == 16);
noreturn void fatal(const char *fmt, ...);

int vsum(int n, va_list ap)
{
	int s = 0;
	while (n--)
		s += va_arg(ap, int);
	return s;
}

int sum(int n, ...)
{
	va_list ap, copy;
	va_start(ap, n);
	va_copy(copy, ap);
	int s = vsum(n, ap) + vsum(n, copy);
	va_end(copy);
	va_end(ap);
	return s;
}

bool is_set(uint32_t flags, unsigned bit)
{
	uint64_t wide = (uint64_t)flags << 32;
	int_fast8_t small = (int_fast8_t)bit;
	intptr_t ip = (intptr_t)&buffer[small];
	return (wide >> (32 + bit)) & 1 && ip != 0 && sum(2, 1, 2) == 3;
}
