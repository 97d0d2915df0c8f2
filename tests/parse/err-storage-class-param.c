// A storage class on a parameter: only register is allowed.  gcc's error
// is located at the parameter's name; in prototypes, definitions and K&R
// parameter declarations.  The function is still declared (a definition's
// parameter usable).
void p1(static int a);	// expected-error:20 {{storage class specified for parameter 'a'}}
void p2(extern int a);	// expected-error:20 {{storage class specified for parameter 'a'}}
void p3(typedef int a);	// expected-error:21 {{storage class specified for parameter 'a'}}
void p4(auto int a);	// expected-error:18 {{storage class specified for parameter 'a'}}
void p5(register int a);
int p6(_Thread_local int a) { return a; }	// expected-error:26 {{storage class specified for parameter 'a'}}
int p7(a) static int a; { return a; }	// expected-error:22 {{storage class specified for parameter 'a'}}
int p8(int x, static int *y) { return x + *y; }	// expected-error:27 {{storage class specified for parameter 'y'}}
int use(void) { int v = 1; return p6(1) + p7(2) + p8(3, &v); }
