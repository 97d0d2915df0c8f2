// Arrays whose size is not an integer constant expression where a constant
// is needed: at file scope ("variably modified"; a comma expression is not
// a constant either, even in parentheses), static and extern arrays in a
// block, members of file-scope structs.  gcc gives an extern one two
// errors.  Block-scope automatic VLAs are fine.
int n = 3;
int a1[n];	// expected-error:5 {{variably modified 'a1' at file scope}}
int a2[(3, 4)];	// expected-error:5 {{variably modified 'a2' at file scope}}
int (*a3)[n];	// expected-error:7 {{variably modified 'a3' at file scope}}
struct s { int m[n]; };	// expected-error:16 {{variably modified 'm' at file scope}}
int f(int k)
{
	static int b[k];	// expected-error:20 {{storage size of 'b' isn't constant}}
	extern int c[k];	// expected-error:20 {{object with variably modified type must have no linkage}}	// expected-error:20 {{storage size of 'c' isn't constant}}
	int ok[k];
	return ok[0];
}
int use(void) { return f(n); }
