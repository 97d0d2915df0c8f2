// How gcc names the offending token in "expected ... before X": keywords
// and identifiers in quotes, punctuators as 'X' token, "numeric constant"
// (integers and floats), "string constant" (any prefix), and character
// constants spelled out with their prefix, a non-printable value as \x
// and its hexadecimal value, a quote character as '''; a digraph by the
// punctuator it stands for.  One declaration per token; each is read
// normally up to its ';' (an assignment operator is not a stray token: the
// initializer goes on and lacks its right operand).
int a1 = 1 'a';	// expected-error:12 {{expected ',' or ';' before 'a'}}
int a2 = 1 L'b';	// expected-error:12 {{expected ',' or ';' before L'b'}}
int a3 = 1 u'c';	// expected-error:12 {{expected ',' or ';' before u'c'}}
int a4 = 1 U'\n';	// expected-error:12 {{expected ',' or ';' before U'\xa'}}
int a5 = 1 '\x7f';	// expected-error:12 {{expected ',' or ';' before '\x7f'}}
int a6 = 1 '\0';	// expected-error:12 {{expected ',' or ';' before '\x0'}}
int a7 = 1 '\'';	// expected-error:12 {{expected ',' or ';' before '''}}
int a8 = 1 "s";	// expected-error:12 {{expected ',' or ';' before string constant}}
int a9 = 1 L"s" "t";	// expected-error:12 {{expected ',' or ';' before string constant}}
int a10 = 1 u8"s";	// expected-error:13 {{expected ',' or ';' before string constant}}
int a11 = 1 2.5e3;	// expected-error:13 {{expected ',' or ';' before numeric constant}}
int a12 = 1 0x10UL;	// expected-error:13 {{expected ',' or ';' before numeric constant}}
int a13 = 1 x;	// expected-error:13 {{expected ',' or ';' before 'x'}}
int a14 = 1 int;	// expected-error:13 {{expected ',' or ';' before 'int'}}
int a15 = 1 _Bool;	// expected-error:13 {{expected ',' or ';' before '_Bool'}}
int a16 = 1 __attribute__;	// expected-error:13 {{expected ',' or ';' before '__attribute__'}}
int a17 = 1 typeof;	// expected-error:13 {{expected ',' or ';' before 'typeof'}}
int a18 = 1 ...;	// expected-error:13 {{expected ',' or ';' before '...' token}}
int a19 = 1 %>;	// expected-error:13 {{expected ',' or ';' before '}' token}}
int a20 = 1 :;	// expected-error:13 {{expected ',' or ';' before ':' token}}
int a21 = 1 <<=;	// expected-error:16 {{expected expression before ';' token}}
int use(void) { return a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13 + a14 + a15 + a16 + a17 + a18 + a19 + a20 + a21; }
