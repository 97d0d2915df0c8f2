// #if arithmetic: intmax_t/uintmax_t, usual arithmetic conversions, ?:, comma.
#if -1 < 0u
no1
#else
yes1
#endif
#if -1 > 0u && (0u - 1) == 0xffffffffffffffff && ~0u == 18446744073709551615u
yes2
#endif
#if 0x7fffffffffffffff > 0 && -0x7fffffffffffffff - 1 < 0
yes3
#endif
#if (0 ? 1u : -1) > 0 && (1 ? -1 : 0u) > 0
yes4
#endif
#if -7 / 2 == -3 && -7 % 2 == -1 && 7 % -2 == 1 && 10 / 3 == 3
yes5
#endif
#if -1 >> 1 == -1 && 1 << 62 == 0x4000000000000000 && (-1u >> 63) == 1
yes6
#endif
#if 1 ? 2 : (1 / 0)
yes7
#endif
#if 0 && (1 / 0) || 1 || 1 % 0
yes8
#endif
#if (2 || 3) == 1 && (0 && 1) == 0 && !0 == 1 && !5 == 0
yes9
#endif
#if 1 == 1L && 1 == 1ll && 1u == 1ULL && 0x10 == 16 && 010 == 8 && 0b101 == 5
yes10
#endif
#if (1 ? 2 : 3 ? 4 : 5) == 2 && (0 ? 2 : 0 ? 4 : 5) == 5
yes11
#endif
#if (3 & 5) == 1 && (3 | 5) == 7 && (3 ^ 5) == 6 && ~5 == -6 && -(-3) == 3 && +4 == 4
yes12
#endif
#if 1 < 2 == 1 && (2 >= 2) + (3 <= 2) + (4 != 4) == 1
yes13
#endif
#if 2 + 3 * 4 == 14 && (2 + 3) * 4 == 20 && 1 - 2 - 3 == -4 && 1 << 2 + 1 == 8
yes14
#endif
#if (0, 1)
yes15
#endif
