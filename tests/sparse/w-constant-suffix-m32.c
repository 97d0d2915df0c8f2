// ARGS: -m32 -Wconstant-suffix
/* -m32: long is 32 bits; a decimal constant between LONG_MAX and
 * ULONG_MAX has sparse's C90 warning (always). */
unsigned long long a[] = {
	4294967295, 2147483648, 0xffffffff, 0x100000000, 4294967296U,
	2147483648L, 4294967296L, 0x100000000UL, 2147483647,
};
