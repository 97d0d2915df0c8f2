// Redeclarations in blocks and parameter lists: "redefinition" when both
// have an initializer, "redeclaration ... with no linkage" otherwise, a
// parameter redeclared in the function's outermost block (gcc words it
// "redeclared as different kind of symbol"), duplicate parameter names,
// an enumerator and a variable, a typedef changed, an extern then a static.
// Inner blocks may hide names freely.
int m(void)
{
	int y = 1;
	int y = 2;	// expected-error:13 {{redefinition of 'y'}}
	int w;
	int w;	// expected-error:13 {{redeclaration of 'w' with no linkage}}
	{
		int y = 3;		/* fine: hides */
		w = y;
	}
	return y + w;
}
int p(int a)
{
	int a = 1;	// expected-error:13 {{'a' redeclared as different kind of symbol}}
	return a;
}
int q(int a, int a);	// expected-error:18 {{redefinition of parameter 'a'}}
void r(void)
{
	extern int z;
	static int z;	// expected-error:20 {{declaration of 'z' with no linkage follows extern declaration}}
}
int s(void)
{
	enum { E1 };
	int E1 = 2;	// expected-error:13 {{'E1' redeclared as different kind of symbol}}
	typedef int T;
	typedef char T;	// expected-error:22 {{conflicting types for 'T'; have 'char'}}
	return E1;
}
int use(void) { return m() + p(1) + s(); }
