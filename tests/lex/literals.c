// Character constants and string literals with and without prefixes.
'a' '\'' '\\' 'ab' L'x' u'x' U'x' '"'
"s" L"w" u"16" U"32" u8"8" "a\"b" "" "'"
L'\0' u8"" U"\U0001F600" "\x41\101\n"
u8'a' x'b' Lx"c"
R"(raw\n)" R"x(a)"b)x" LR"(w)" u8R"(u)" uR"(s)" UR"(t)" R "(not raw)"
