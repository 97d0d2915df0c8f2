// More forgotten ';' (see also err-missing-semicolon.c): after struct,
// union and enum definitions, between members, after do-while, in a for
// header, after an initializer, before '}' and before a keyword.  One error
// each; the declarations after each mistake are used at the end.
// gcc's recovery drops what it skips: the whole member declaration with
// the error (struct c ends up with no member at all), the declaration or
// statement after a forgotten ';' that follows an initializer, and the
// declarator uv of "union u { ... } uv" when the next token starts a
// declaration.  None of those is used below.
struct a { int x; }
int after_a;	// expected-error:1 {{expected ';', identifier or '(' before 'int'}}
struct c { int x int y; };	// expected-error:18 {{expected ':', ',', ';', '}' or '__attribute__' before 'int'}}
enum e { E1, E2 }
int after_e;	// expected-error:1 {{expected ';', identifier or '(' before 'int'}}
union u { int i; } uv	// expected-error:24 {{expected ';' before 'static'}}
static int after_u;
int f(int n)
{
	do n--; while (n > 0)	// expected-error:32 {{expected ';' before 'n'}}
	n++;
	for (int i = 0; i < n i++)	// expected-error:30 {{expected ';' before 'i'}}
		n--;
	while (n) { n-- }	// expected-error:24 {{expected ';' before '}' token}}
	int arr[2] = { 1, 2 }
	n += arr[0];	// expected-error:9 {{expected ',' or ';' before 'n'}}
	if (n) n++	// expected-error:24 {{expected ';' before 'return'}}
	return n + arr[1];
	n--;
	return n	// expected-error:24 {{expected ';' before '}' token}}
}
int g(void)
{
	struct a a1 = { 1 };
	struct c *c1 = 0;
	union u u1 = { 3 };
	enum e e1 = E2;
	return after_a + after_e + after_u + f(1) + a1.x + (c1 == 0) + u1.i + e1;
}
