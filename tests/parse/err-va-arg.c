// __builtin_va_arg of an incomplete type (gcc 12; gcc.c-torture/compile/
// pr48767.c): the error is at the type name.
struct later;
void f(__builtin_va_list ap)
{
	__builtin_va_arg(ap, void);	// expected-error:30 {{second argument to 'va_arg' is of incomplete type 'void'}}
	__builtin_va_arg(ap, struct later);	// expected-error:30 {{second argument to 'va_arg' is of incomplete type 'struct later'}}
	int a[2] = { __builtin_va_arg(ap, int), 0 };
	(void)a;
}
