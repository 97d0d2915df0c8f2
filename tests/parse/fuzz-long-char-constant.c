// Found by fuzzing (UBSan, lf-parse and lf-check): a character constant of
// nine or more characters shifted bits out of a signed 64-bit value.  As in
// gcc, the last four characters make the int value.  (Listed in xfail.txt:
// castguard does not give gcc's warnings in check mode yet; the value and
// the absence of undefined behaviour under UBSan are what this tests.)
// expected-warning@+2 {{character constant too long for its type}}
// expected-warning@+1:33 {{multi-character character constant}}
_Static_assert('abcdefghijk' == 'hijk', "last four characters");
int c = 'abcdefghijklmnopqrstuvwxyz';	// expected-warning {{character constant too long for its type}}
