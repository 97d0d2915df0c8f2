// Storage classes misused: two of them (a repeated one is a "duplicate"),
// _Thread_local with auto, auto at file scope, extern with an initializer
// in a block, an initialized typedef, a function declared _Thread_local or
// defined as a typedef (parameters: err-storage-class-param.c).  gcc
// locates "multiple storage classes", "duplicate", "used with" and
// "typedef ... is initialized" at the FIRST TOKEN OF THE LINE holding the
// offending specifier or name, not at the specifier (see the line starting
// with int and the one starting with extern).
static extern int a1;	// expected-error:1 {{multiple storage classes in declaration specifiers}}
static static int a2;	// expected-error:1 {{duplicate 'static'}}
int ok1; static extern int a3;	// expected-error:1 {{multiple storage classes in declaration specifiers}}
typedef int T = 1;	// expected-error:1 {{typedef 'T' is initialized (use '__typeof__' instead)}}
_Thread_local auto int a4;	// expected-error:1 {{'_Thread_local' used with 'auto'}}	// expected-error:24 {{file-scope declaration of 'a4' specifies 'auto'}}
auto int a5;	// expected-error:10 {{file-scope declaration of 'a5' specifies 'auto'}}
int f(void)
{
	int q = 0; static
		extern int r;	// expected-error:17 {{multiple storage classes in declaration specifiers}}
	extern int x = 1;	// expected-error:20 {{'x' has both 'extern' and initializer}}
	return q + x;
}
_Thread_local int tf(void);	// expected-error:19 {{invalid storage class for function 'tf'}}
typedef int fn(void) { }	// expected-error:13 {{function definition declared 'typedef'}}
int use(void) { return ok1 + f(); }
