// Missing ';' after declarations and statements: one error each, and the
// parser goes on to find the next one.  After an initializer gcc reports
// at the next token; after a statement, just after the statement's end.
struct point { int x, y; };
int a = 1
int b;		// expected-error {{expected ',' or ';' before 'int'}}

int f(int n)
{
	int x = n
	return x;	// expected-error {{expected ',' or ';' before 'return'}}
}

int g(int n)
{
	n++	// expected-error {{expected ';' before 'return'}}
	return n;
}

int h(struct point *p)
{
	return p->x	// expected-error {{expected ';' before '}' token}}
}

int later(void) { return g(1) + h(0); }
