// GNU extensions misused: a statement expression outside a function (also
// in an array size; gcc rejects it even in the unevaluated arm of
// __builtin_choose_expr, which matters for the kernel's min()/max() at file
// scope), typeof of a bit-field, __auto_type without an initializer, with
// two declarators or a bit-field initializer, the value of a void statement
// expression, __builtin_choose_expr on a non-constant, a non-type in
// __builtin_types_compatible_p, offsetof of a bit-field, a computed goto
// to an int.  One error each.
struct bf { int f : 3; } bv;
int a = ({ 1; });	// expected-error:9 {{braced-group within expression allowed only inside a function}}
int b[({ 2; })];	// expected-error:7 {{braced-group within expression allowed only inside a function}}
int c = __builtin_choose_expr(1, 3, ({ 4; }));	// expected-error:37 {{braced-group within expression allowed only inside a function}}
typeof(bv.f) d;	// expected-error:8 {{'typeof' applied to a bit-field}}
__auto_type e;	// expected-error:1 {{'__auto_type' requires an initialized data declaration}}
__auto_type g = 1, h = 2;	// expected-error:1 {{'__auto_type' may only be used with a single declarator}}
int k(void)
{
	int x = ({ });	// expected-error:17 {{void value not ignored as it ought to be}}
	__auto_type z = bv.f;	// expected-error:9 {{'__auto_type' used with a bit-field initializer}}
	int r = __builtin_choose_expr(x, 1, 2);	// expected-error:17 {{first argument to '__builtin_choose_expr' not a constant}}
	int s = __builtin_types_compatible_p(x, int);	// expected-error:46 {{expected specifier-qualifier-list before 'x'}}
	int t = __builtin_offsetof(struct bf, f);	// expected-error:43 {{attempt to take address of bit-field structure member 'f'}}
	goto *x;	// expected-error:15 {{computed goto must be pointer type}}
	return x + r + s + t;
}
int use(void) { return k(); }
