// Character constants in #if (char is signed; wchar_t is int; char16_t and
// char32_t are unsigned).
#if 'a' == 97 && '\0' == 0 && '\n' == 10 && '\x41' == 65 && '\101' == 65
yes1
#endif
#if '\377' < 0 && '\377' == -1 && '\xff' == -1 && '\200' == -128
yes2
#endif
#if L'\377' == 255 && L'\xffffffff' == -1 && u'\xffff' == 65535 && U'\xffffffff' == 4294967295
yes3
#endif
#if 'ab' == 24930 // expected-warning {{multi-character character constant}}
yes4
#endif
#if '\a' == 7 && '\'' == 39 && '"' == 34 && '\\' == 92 && '\?' == 63
yes5
#endif
#if 'abcd' == 0x61626364 // expected-warning {{multi-character character constant}}
yes6
#endif
