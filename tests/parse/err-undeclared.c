// Undeclared identifiers: once per identifier and function ("first use in
// this function"; gcc's note after the first one is not an error), again in
// the next function; at file scope "undeclared here (not in a function)";
// names whose scope has ended (inner block, for loop, block-scope enum) or
// not begun yet.  (A name close to a declared one gets gcc's "; did you
// mean 'x'?" suffix: none here.)
int a = nope1;	// expected-error:9 {{'nope1' undeclared here (not in a function)}}
int arr[nope2];	// expected-error:9 {{'nope2' undeclared here (not in a function)}}
int f(int x)
{
	x += nope3;	// expected-error:14 {{'nope3' undeclared (first use in this function)}}
	x += nope3 * 2;			/* reported once */
	{
		int inner = 1;
		x += inner;
	}
	x += inner;	// expected-error:14 {{'inner' undeclared (first use in this function)}}
	for (int i = 0; i < 2; i++)
		x += i;
	return x + i;	// expected-error:20 {{'i' undeclared (first use in this function)}}
}
int g(void)
{
	enum { LOCAL_E = 1 };
	return nope3 + LOCAL_E;		/* again: another function */	// expected-error:16 {{'nope3' undeclared (first use in this function)}}
}
int h(void)
{
	int r = later;	// expected-error:17 {{'later' undeclared (first use in this function)}}
	int later = 2;
	return r + later + LOCAL_E;	// expected-error:28 {{'LOCAL_E' undeclared (first use in this function)}}
}
int use(void) { return a + f(1) + g() + h(); }
