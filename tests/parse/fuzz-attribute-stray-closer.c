// Found by fuzzing (libFuzzer, lf-check): a stray closer in an attribute
// list, where an attribute name was expected, stopped the skip over the bad
// argument without moving, and the list was read forever.  What matters is
// that it ends; the error recovery differs from gcc's (gcc: "expected ')'"
// and "expected ',' or ';'" once each), a known stand-in difference.
int a __attribute__((}
// expected-error@-1 {{expected identifier before '}' token}}
// expected-error@-2 2 {{expected ')' before '}' token}}
// expected-error@-3 {{expected '=', ',', ';', 'asm' or '__attribute__' before '}' token}}
// expected-error@-4 {{expected identifier or '(' before '}' token}}
int b __attribute__((]));
// expected-error@-1 {{expected identifier before ']' token}}
// expected-error@-2 2 {{expected ')' before ']' token}}
// expected-error@-3 {{expected '=', ',', ';', 'asm' or '__attribute__' before ']' token}}
