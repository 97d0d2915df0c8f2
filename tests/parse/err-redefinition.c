// File-scope identifiers declared incompatibly (see err-redeclaration-block.c
// for blocks): a variable initialized twice, a function defined twice,
// conflicting types (functions, typedefs, arrays: gcc prints the new type),
// static after extern, a name reused for another kind of symbol.  Located
// at the second declaration's name; "previous definition" notes are not
// errors.  Uses afterwards work with either declaration (for gcc the later
// one is in effect: T is long from there on, k a function).
int x = 1;
int x = 2;	// expected-error:5 {{redefinition of 'x'}}
int f(void) { return 0; }
int f(void) { return 1; }	// expected-error:5 {{redefinition of 'f'}}
int g(int);
long g(int);	// expected-error:6 {{conflicting types for 'g'; have 'long int(int)'}}
typedef int T;
typedef long T;	// expected-error:14 {{conflicting types for 'T'; have 'long int'}}
int arr[2];
int arr[3];	// expected-error:5 {{conflicting types for 'arr'; have 'int[3]'}}
int h(void);
static int h(void) { return 2; }	// expected-error:12 {{static declaration of 'h' follows non-static declaration}}
int k;
void k(void);	// expected-error:6 {{'k' redeclared as different kind of symbol}}
int use(void) { T t = 1; return x + f() + g(1) + arr[1] + h() + (int)t; }
