// A missing ')', ']' or '}'.  Inside a statement gcc swallows the ';' while
// it looks for the ')' or ']', so the statement then lacks its own ';' and a
// second error follows, just after the swallowed ';'.  A missing ')' in an
// if/while condition makes gcc read the rest of the body as part of the
// condition: the second error comes at the next '}'.  A missing ']' or '}'
// at file scope makes gcc skip the rest of the file without another word
// (hence last here: nothing after it is checked, not even an undeclared name).
int g(int a, int b);

int f1(int x)
{
	return g(x, 1;	// expected-error:22 {{expected ')' before ';' token}}	// expected-error:24 {{expected ';' before '}' token}}
}

int f2(int *p)
{
	return p[1;	// expected-error:19 {{expected ']' before ';' token}}	// expected-error:24 {{expected ';' before '}' token}}
}

int f3(int x)
{
	x = sizeof(int;	// expected-error:23 {{expected ')' before ';' token}}
	return x;	// expected-error:24 {{expected ';' before '}' token}}
}

int f4(int x)
{
	if (x > 0 {	// expected-error:18 {{expected ')' before '{' token}}
		x--;
	}
	return x;
}	// expected-error:1 {{expected expression before '}' token}}

int f5(int x)
{
	while (x > 0 x--;	// expected-error:21 {{expected ')' before 'x'}}
	return f1(x) + f2(&x) + f3(x) + f4(x);
}	// expected-error:1 {{expected expression before '}' token}}

int vals[2] = { 1, 2;	// expected-error:21 {{expected '}' before ';' token}}
int after(void) { return not_declared; }
