// ARGS: -Wno-multichar
/* Character constants and string literals (target independent; also
 * checked with -m32): values and types of char constants with escapes
 * (plain char is signed on x86, so '\377' is -1), gcc's multi-character
 * constants (int, big-endian in the order written, sign-extended only
 * when they fill the int), wide / UTF-16 / UTF-32 constants, sizes of
 * string literals with escapes, prefixes, concatenation and UTF-8 source.
 * -Wno-multichar silences gcc's warning about 'ab' (castguard accepts
 * and ignores -W options).
 * Values checked with gcc 12: gcc -fsyntax-only -std=gnu11 [-m32]. */

#define TRUE(E) _Static_assert(E, #E)
#define TYPE(X) _Generic((X), char: 8, signed char: -1, unsigned char: -2,	\
	short: -3, unsigned short: -4, int: 1, unsigned: 2, long: 3,		\
	unsigned long: 4, long long: 5, unsigned long long: 6, default: 0)
#define IS(X, N) _Static_assert(TYPE(X) == N, "type of " #X " is " #N)
typedef __WCHAR_TYPE__ wchar_t;
typedef __CHAR16_TYPE__ char16_t;
typedef __CHAR32_TYPE__ char32_t;

/* -- plain character constants: int, value of the (signed) char -- */
IS('a', 1);                     TRUE(sizeof('a') == sizeof(int));
TRUE('a' == 97 && 'A' == 65 && '0' == 48 && ' ' == 32);
TRUE('\377' == -1);             TRUE('\xff' == -1);
TRUE('\200' == -128);           TRUE('\x80' == -128);
TRUE('\177' == 127);            TRUE('\x7f' == 127);
TRUE('\0' == 0 && '\00' == 0 && '\000' == 0 && '\x0' == 0);
TRUE('\1' == 1 && '\12' == 10 && '\101' == 65 && '\x41' == 65 && '\x041' == 65);
TRUE('\n' == 10 && '\t' == 9 && '\v' == 11 && '\b' == 8 && '\r' == 13);
TRUE('\f' == 12 && '\a' == 7 && '\\' == 92 && '\'' == 39 && '\"' == 34);
TRUE('\?' == 63 && '"' == 34);
TRUE('\e' == 27 && '\E' == 27); /* GNU escape */
TRUE((unsigned char)'\377' == 255);
TRUE('\377' + 1 == 0);

/* -- multi-character constants (gcc): ((c1 << 8 | c2) << 8 | ...), int -- */
IS('ab', 1);
TRUE('ab' == 0x6162);           TRUE('abc' == 0x616263);
TRUE('abcd' == 0x61626364);
TRUE('\377a' == 0xff61);        /* no sign extension below 4 chars */
TRUE('a\377' == 0x61ff);
TRUE('\377\377' == 65535);      TRUE('\377\377\377' == 16777215);
TRUE('\377\377\377\377' == -1); /* fills the int: negative */
TRUE('\200\0\0\0' == -2147483647 - 1);
TRUE('\200\0' == 32768);
TRUE('\0a' == 97);
TRUE('é' == 0xc3a9);            /* UTF-8 source: two bytes, a 2-char constant */
TRUE('\u00e9' == 0xc3a9);       /* a UCN in a narrow constant is UTF-8 encoded too */

/* -- wide and UTF-16/32 constants -- */
TRUE(_Generic(L'a', wchar_t: 1, default: 0)); /* int on x86_64, long on i386 */
TRUE(sizeof(L'a') == 4);
IS(u'a', -4);                   /* char16_t is unsigned short */
IS(U'a', 2);                    /* char32_t is unsigned int */
TRUE(L'a' == 97 && u'a' == 97 && U'a' == 97);
TRUE(L'\377' == 255);           /* no char sign extension in wide constants */
TRUE(L'\xffffffff' == -1);      /* but wchar_t itself is signed */
TRUE(u'\xffff' == 65535);       TRUE(U'\xffffffff' == 4294967295u);
TRUE(L'é' == 0xe9 && u'é' == 0xe9 && U'é' == 0xe9);
TRUE(L'\u00e9' == 233 && U'\U0001F600' == 0x1F600);
TRUE(u'\u20ac' == 0x20ac);

/* -- string literals: sizeof counts the terminating NUL -- */
TRUE(sizeof("") == 1);          TRUE(sizeof("abc") == 4);
TRUE(sizeof("a\0b") == 4);      TRUE(sizeof("\0") == 2);
TRUE(sizeof("\x41") == 2);      TRUE(sizeof("\1234") == 3);   /* \123 then 4 */
TRUE(sizeof("\x4" "14") == 4);  /* concatenation ends a hex escape */
TRUE(sizeof("ab" "cd") == 5);   TRUE(sizeof("a" "" "b") == 3);
TRUE(sizeof(L"ab") == 3 * sizeof(wchar_t));
TRUE(sizeof(u"ab") == 6);       TRUE(sizeof(U"ab") == 12);
TRUE(sizeof(u8"ab") == 3);
TRUE(sizeof(L"a" "b") == 12);   /* narrow + wide concatenate to wide */
TRUE(sizeof("a" L"b") == 12);
TRUE(sizeof("a" u"b") == 6);    TRUE(sizeof(U"a" "bc") == 16);
TRUE(sizeof(u8"a" "b") == 3);
TRUE(sizeof("é") == 3);         /* UTF-8 source bytes */
TRUE(sizeof(u8"é") == 3);       TRUE(sizeof(L"é") == 8);
TRUE(sizeof(u"é") == 4);        TRUE(sizeof(U"é") == 8);
TRUE(sizeof("\u00e9") == 3);    TRUE(sizeof(u"\U0001F600") == 6);  /* surrogate pair */
TRUE(sizeof(U"\U0001F600") == 8);
TRUE(sizeof("\n\t\\") == 4);
TRUE(_Generic("abc", char *: 1, default: 0));
TRUE(_Generic(L"abc", wchar_t *: 1, default: 0));
TRUE(_Generic(u"abc", char16_t *: 1, default: 0));
TRUE(_Generic(U"abc", char32_t *: 1, default: 0));
TRUE(_Generic(u8"abc", char *: 1, default: 0));   /* char, not char8_t, before C2x */
TRUE(__builtin_types_compatible_p(__typeof__("abc"), char[4]));
TRUE(__builtin_types_compatible_p(__typeof__(L"ab"), wchar_t[3]));
TRUE(__builtin_types_compatible_p(__typeof__(u"ab" "c"), char16_t[4]));
