// Bad array sizes: negative (in every kind of declarator: object, typedef,
// member, parameter, pointer to array, type name), too large (an unsigned
// subtraction that wraps), not of integer type.  Located at the declared
// name, or at the type name's '[' when there is none ("unnamed array").
int a1[-1];	// expected-error:5 {{size of array 'a1' is negative}}
typedef char t1[-4];	// expected-error:14 {{size of array 't1' is negative}}
struct s { int m[-2]; };	// expected-error:16 {{size of array 'm' is negative}}
void p(int a[-1]);	// expected-error:12 {{size of array 'a' is negative}}
unsigned long z = sizeof(int[-1]);	// expected-error:29 {{size of unnamed array is negative}}
char a3[sizeof(int) - 8];	// expected-error:6 {{size of array 'a3' is too large}}
int a4[1.5];	// expected-error:5 {{size of array 'a4' has non-integer type}}
int f(void)
{
	int d[-3];	// expected-error:13 {{size of array 'd' is negative}}
	int (*e)[(int)-1.0];	// expected-error:15 {{size of array 'e' is negative}}
	return (int)sizeof(int[-5]);	// expected-error:31 {{size of unnamed array is negative}}
}
int ok[2];
int use(void) { return ok[1] + f(); }
