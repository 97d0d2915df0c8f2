// Unknown type names at file scope, in parameters and in blocks: gcc's
// message, then the declaration is read as if the type were int.
foo_t x;			// expected-error {{unknown type name 'foo_t'}}
int f(bar_t a, int b);		// expected-error {{unknown type name 'bar_t'}}
typedef int ok_t;
ok_t good;
int g(void)
{
	baz_t y = 1;		// expected-error {{unknown type name 'baz_t'}}
	return good + y;
}
