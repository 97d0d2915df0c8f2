// Failing and invalid static assertions.  "static assertion failed" is
// located at the _Static_assert keyword, "not constant" / "not an integer"
// at the expression.  gcc prints the message as one string: concatenated,
// escapes of printable characters resolved, other control characters as
// 3-digit octal escapes, quotes and backslashes escaped again, a wide
// message without its L.  Without a message (gnu11 accepts it silently):
// no ": ..." part.  Each assertion is independent of the others.
_Static_assert(0, "plain");	// expected-error:1 {{static assertion failed: "plain"}}
_Static_assert(sizeof(int) == 8, "int is " "not 8");	// expected-error:1 {{static assertion failed: "int is not 8"}}
_Static_assert(0, "esc \"q\" \n \t \\ \x41\102");	// expected-error:1 {{static assertion failed: "esc \"q\" \012 \011 \\ AB"}}
_Static_assert(0, L"wide");	// expected-error:1 {{static assertion failed: "wide"}}
_Static_assert(0);	// expected-error:1 {{static assertion failed}}
_Static_assert(1.0, "a double");	// expected-error:16 {{expression in static assertion is not an integer}}
int var;
_Static_assert(var == 0, "a variable");	// expected-error:20 {{expression in static assertion is not constant}}
_Static_assert(1, 2);	// expected-error:19 {{expected string literal before numeric constant}}
struct s {
	int a;
	_Static_assert(sizeof(int) == 2, "in a struct");	// expected-error:9 {{static assertion failed: "in a struct"}}
};
int f(int x)
{
	_Static_assert(x > 0, "a parameter");	// expected-error:26 {{expression in static assertion is not constant}}
	_Static_assert(sizeof(struct s) == 4, "passes");
	return x;
}
