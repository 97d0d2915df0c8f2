// ARGS: -funsigned-char -fshort-wchar -Wno-multichar
/* The options that change character types: -funsigned-char makes plain
 * char unsigned (so '\377' is 255 and (char)-1 > 0; multi-character
 * constants do not change), -fshort-wchar makes wchar_t unsigned short
 * (L'x' and L"..." follow; __WCHAR_TYPE__ says so).
 * Values checked with gcc 12: gcc -fsyntax-only -std=gnu11 [-m32] with these ARGS. */

#define TRUE(E) _Static_assert(E, #E)
typedef __WCHAR_TYPE__ wchar_t;

/* -- -funsigned-char -- */
TRUE('\377' == 255);            TRUE('\200' == 128);    TRUE('\xff' == 255);
TRUE((char)-1 == 255);          TRUE((char)-1 > 0);     TRUE((char)300 == 44);
TRUE(__CHAR_UNSIGNED__ == 1);
TRUE(!__builtin_types_compatible_p(char, unsigned char));   /* still three types */
TRUE(!__builtin_types_compatible_p(char, signed char));
TRUE(_Generic((char)0 + 0, int: 1, default: 0));  /* char still promotes to int */
TRUE('\377a' == 0xff61);        TRUE('\377\377\377\377' == -1);
TRUE(sizeof('a') == 4);
TRUE((signed char)'\377' == -1);

/* -- -fshort-wchar -- */
TRUE(sizeof(wchar_t) == 2);     TRUE(sizeof(L'a') == 2);
TRUE(__builtin_types_compatible_p(wchar_t, unsigned short));
TRUE(_Generic(L'a', unsigned short: 1, default: 0));
TRUE(L'\xffff' == 65535);       TRUE((wchar_t)-1 > 0);
TRUE(sizeof(L"ab") == 6);       TRUE(sizeof(L"a" "b") == 6);
TRUE(__builtin_types_compatible_p(__typeof__(L"ab"), unsigned short[3]));
TRUE(__SIZEOF_WCHAR_T__ == 2);
TRUE(sizeof(u"ab") == 6 && sizeof(U"ab") == 12);   /* char16_t / char32_t unchanged */
