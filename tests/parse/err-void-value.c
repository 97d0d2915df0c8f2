// A void value used as a value (gcc 12): "void value not ignored as it
// ought to be" for conditions, operands, initializers, assignments and
// return values, located where the expression begins (at the '=' of a
// plain assignment); "invalid use of void expression" for an operand of a
// unary operator, a cast or an argument; "array subscript is not an
// integer" for an index.  One error each (gcc.c-torture/compile/pr83547.c).
void v(void);
int g(int);
struct s { int m; };
int f(int a, int *p)
{
	if (v()) ;	// expected-error:13 {{void value not ignored as it ought to be}}
	if (({ })) ;	// expected-error:13 {{void value not ignored as it ought to be}}
	if (({ 0; { 0; } })) ;	// expected-error:13 {{void value not ignored as it ought to be}}
	if (({ 0; })) ;
	while (({ })) ;	// expected-error:16 {{void value not ignored as it ought to be}}
	for (; v(); ) ;	// expected-error:16 {{void value not ignored as it ought to be}}
	do ; while (v());	// expected-error:21 {{void value not ignored as it ought to be}}
	a = !v();	// expected-error:13 {{invalid use of void expression}}
	a = v() && a;	// expected-error:13 {{void value not ignored as it ought to be}}
	a = a || v();	// expected-error:18 {{void value not ignored as it ought to be}}
	a = v() ? 1 : 2;	// expected-error:13 {{void value not ignored as it ought to be}}
	int x = v();	// expected-error:17 {{void value not ignored as it ought to be}}
	a = v();	// expected-error:11 {{void value not ignored as it ought to be}}
	g(v());	// expected-error:11 {{invalid use of void expression}}
	a = -v();	// expected-error:13 {{invalid use of void expression}}
	a = v() + 1;	// expected-error:13 {{void value not ignored as it ought to be}}
	a = (int)v();	// expected-error:13 {{invalid use of void expression}}
	a = 1 < v();	// expected-error:17 {{void value not ignored as it ought to be}}
	a = v() << 1;	// expected-error:13 {{void value not ignored as it ought to be}}
	a += v();	// expected-error:14 {{void value not ignored as it ought to be}}
	p[v()] = 1;	// expected-error:10 {{array subscript is not an integer}}
	a = 1 ? v() : v();	// expected-error:11 {{void value not ignored as it ought to be}}
	(void)(a ? v() : 0);
	(void)(v(), 1);
	a = sizeof(v());
	int arr[2] = { v(), 1 };	// expected-error:24 {{void value not ignored as it ought to be}}
	struct s t = { v() };	// expected-error:24 {{void value not ignored as it ought to be}}
	(void)x; (void)arr; (void)t;
	return v();	// expected-error:16 {{void value not ignored as it ought to be}}
}
int h(void) { return (void)0; }	// expected-error:22 {{void value not ignored as it ought to be}}
void k(void) { return v(); }
