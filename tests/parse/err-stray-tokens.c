// Stray tokens at file scope and in blocks.  gcc skips from the stray token
// to the next ';' (or past a balanced '{...}'), so a declaration that starts
// right after a stray ')' is lost, while after "42;" or "return 0;" the next
// one is read normally.  Stray characters ('@', '`', '\', a '#' not starting
// a directive) are dropped by the lexer with their own error and parsing
// goes on as if they were not there.
int a1;
42;	// expected-error:1 {{expected identifier or '(' before numeric constant}}
int a2;
"str";	// expected-error:1 {{expected identifier or '(' before string constant}}
int a3;
return 0;	// expected-error:1 {{expected identifier or '(' before 'return'}}
int a4;
if (a1) { }	// expected-error:1 {{expected identifier or '(' before 'if'}}
int a5;
) int lost;	// expected-error:1 {{expected identifier or '(' before ')' token}}
int a6;
@ int a7;	// expected-error:1 {{stray '@' in program}}
int a8; ` int a9;	// expected-error:9 {{stray '`' in program}}
int a10; \ int a11;	// expected-error:10 {{stray '\' in program}}
int a12; # int a13;	// expected-error:10 {{stray '#' in program}}

int f(int x)
{
	) ;	// expected-error:9 {{expected statement before ')' token}}
	x++;
	, ;	// expected-error:9 {{expected expression before ',' token}}
	x++;
	] x++;	// expected-error:9 {{expected statement before ']' token}}
	x = 1 @ 2;	// expected-error:15 {{stray '@' in program}}	// expected-error:14 {{expected ';' before numeric constant}}
	x += 1 ` + 2;	// expected-error:16 {{stray '`' in program}}
	return x + a1 + a2 + a3 + a4 + a5 + a6 + a7 + a8 + a9 + a10 + a11 + a12 + a13;
}
