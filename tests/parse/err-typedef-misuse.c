// Typedef names where a value is needed and variables where a type is
// needed.  A typedef name cannot start an expression ("expected expression
// before 'T'"; "(T)" alone is a cast lacking its operand); "T.m" starts a
// declaration whose declarator is missing.  A variable followed by a name
// is an unknown type at file scope but, in a block, an expression
// statement lacking its ';'; "v * p" in a block is a multiplication.
typedef int T;
int v;
v x;	// expected-error:1 {{unknown type name 'v'}}
int a = T;	// expected-error:9 {{expected expression before 'T'}}
int b = T + 1;	// expected-error:9 {{expected expression before 'T'}}
int f(int k)
{
	int r = T;	// expected-error:17 {{expected expression before 'T'}}
	r += (T);	// expected-error:17 {{expected expression before ';' token}}
	r = T(k);	// expected-error:13 {{expected expression before 'T'}}
	v * p;	// expected-error:13 {{'p' undeclared (first use in this function)}}
	v y;	// expected-error:10 {{expected ';' before 'y'}}
	T *q = &r;
	T.m = 1;	// expected-error:10 {{expected identifier or '(' before '.' token}}
	return r + *q;
}
int use(void) { return a + b + f(1); }
