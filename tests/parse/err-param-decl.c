// Malformed parameter lists: gcc's "expected declaration specifiers or
// '...' before X", a '...' with no named parameter before it (an error in
// gnu11, allowed from C2x), junk after '...'.  One error each.  gcc drops
// a declaration whose parameter list does not parse (f1 is undeclared
// afterwards, and so are the others but f7, whose error is not a syntax
// error); the declarations between them are read normally.
int f1(int a, 5);	// expected-error:15 {{expected declaration specifiers or '...' before numeric constant}}
int ok1;
int f2(, int a);	// expected-error:8 {{expected declaration specifiers or '...' before ',' token}}
int ok2;
int f3(int a, "s");	// expected-error:15 {{expected declaration specifiers or '...' before string constant}}
void f4(int a, );	// expected-error:16 {{expected declaration specifiers or '...' before ')' token}}
int f5(int a, [3]);	// expected-error:15 {{expected declaration specifiers or '...' before '[' token}}
int (*fp)(int, 3);	// expected-error:16 {{expected declaration specifiers or '...' before numeric constant}}
int ok3;
int f6(int a, *p);	// expected-error:15 {{expected declaration specifiers or '...' before '*' token}}
void f7(...);	// expected-error:9 {{ISO C requires a named argument before '...'}}
int f8(int a, ...x);	// expected-error:18 {{expected ')' before 'x'}}
int f9(int a, 5) { return a; }	// expected-error:15 {{expected declaration specifiers or '...' before numeric constant}}
int ok4;
int use(void)
{
	(void)f7;
	(void)f1;	// expected-error:15 {{'f1' undeclared (first use in this function)}}
	return ok1 + ok2 + ok3 + ok4;
}
