// "expected expression before X" in every place an expression may be
// missing (see also err-expression.c): an argument, a condition, after a
// cast, in sizeof, a case label, an initializer list, the arms of ?:, the
// operand of a comma.  One error each; the statement after each still
// parses and the function is used below.
int g(int a, int b);
int f(int x)
{
	x = g(1, );	// expected-error:18 {{expected expression before ')' token}}
	if ()	// expected-error:13 {{expected expression before ')' token}}
		x++;
	x = (int);	// expected-error:18 {{expected expression before ';' token}}
	x = sizeof();	// expected-error:20 {{expected expression before ')' token}}
	switch (x) { case : break; }	// expected-error:27 {{expected expression before ':' token}}
	int arr[2] = { , 1 };	// expected-error:24 {{expected expression before ',' token}}
	x = x ? : ;	// expected-error:19 {{expected expression before ';' token}}
	while ()	// expected-error:16 {{expected expression before ')' token}}
		x--;
	x = (x, );	// expected-error:17 {{expected expression before ')' token}}
	return x + arr[0];
}
int h(void) { return f(1); }
