// Initializers of the wrong shape or not constant where they must be: a
// scalar for an array or struct, an array for an array, a string list too
// long for a char array, a pointer for a float; non-constant values at file
// scope and for block-scope statics (also an address of an automatic
// variable); a VLA with an initializer.  One error each.
struct p { int x, y; };
int n = 2;
int a7[2] = 5;	// expected-error:13 {{invalid initializer}}
struct p s3 = 5;	// expected-error:15 {{invalid initializer}}
int g = n;	// expected-error:9 {{initializer element is not constant}}
int *gp = &n + n;	// expected-error:11 {{initializer element is not constant}}
char c[3] = { "ab", "cd" };	// expected-error:21 {{excess elements in 'char' array initializer}}
float fl = (void *)0;	// expected-error:12 {{incompatible types when initializing type 'float' using type 'void *'}}
int f(int k)
{
	static int s = k;	// expected-error:24 {{initializer element is not constant}}
	int vla[k] = { 1 };	// expected-error:9 {{variable-sized object may not be initialized}}
	int arr[2] = { 1, 2 };
	int copy[2] = arr;	// expected-error:23 {{invalid initializer}}
	static int *ptr = &k;	// expected-error:27 {{initializer element is not constant}}
	return s + vla[0] + copy[0] + *ptr;
}
static long ok = (long)&n;
int use(void) { return a7[0] + s3.x + g + *gp + c[0] + (int)fl + f(1) + (int)ok; }
