// Escape sequences and lengths of character constants in code (gcc 12;
// gcc.dg/cpp/escape-1.c): the same words as in #if.
int c1 = '\x';	// expected-error:10 {{\x used with no following hex digits}}
int c2 = '\x100';	// expected-warning:10 {{hex escape sequence out of range}}
int c3 = '\x0ff';
int c4 = '\400';	// expected-warning:10 {{octal escape sequence out of range}}
int c5 = '\377' + '\e' + '\[';
int c6 = '\0377';	// expected-warning:10 {{multi-character character constant}}
int c7 = '\p';	// expected-warning:10 {{unknown escape sequence: '\p'}}
int c8 = 'abcde';	// expected-warning:10 {{character constant too long for its type}}
int c9 = L'ab';	// expected-warning:10 {{character constant too long for its type}}
int c10 = u'\x10000';	// expected-warning:11 {{hex escape sequence out of range}}
