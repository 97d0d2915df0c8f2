// ARGS: -Wconstant-suffix
/* -Wconstant-suffix: an integer constant too big for the type its
 * suffix (or its lack of one) names, with the type sparse gives it; a
 * decimal constant past LLONG_MAX is said always. */
unsigned long long a[] = {
	4294967295, 2147483648, 0x80000000, 0xffffffff, 0x100000000,
	0x8000000000000000, 0xffffffffffffffffU, 1L, 0x100000000L,
	0x8000000000000000L, 0x8000000000000000LL, 2147483648U, 4294967296U,
	077777777777, 040000000000, 9223372036854775808, 0x7fffffffffffffffULL,
};
