// Malformed expressions: gcc's "expected expression before ..." and the
// statements after them still parse.
int f(int a)
{
	int b = a + ;		// expected-error {{expected expression before ';' token}}
	b = (a * );		// expected-error {{expected expression before ')' token}}
	b = a[];		// expected-error {{expected expression before ']' token}}
	return b;
}
int g(int a) { return a; }
