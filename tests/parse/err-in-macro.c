// Where gcc locates errors in macro expansions: at the SPELLING location of
// the token concerned, i.e. in the #define line for a token of the macro's
// body (also through nested macros), at the argument for a token that came
// from an argument; the "in expansion of macro" / "in definition of macro"
// notes are not errors.  A missing ';' after a macro call is reported at
// the next token (in gcc's words "before 'x'", on the next line), not just
// after the call's ')' as for a missing ';' after ordinary tokens.  (The
// two errors for nope: one in f, one in g.)
#define CHECK(e) _Static_assert(e, #e)	// expected-error:18 {{static assertion failed: "sizeof(int) == 2"}}
#define USE_NOPE (nope + 1)	// expected-error:19 2 {{'nope' undeclared (first use in this function)}}
#define ADD(a, b) ((a) + (b))	// expected-error:28 {{expected expression before ')' token}}
#define DECL(t, n) t n
#define INNER(x) (x + undeclared_inner)	// expected-error:23 {{'undeclared_inner' undeclared (first use in this function)}}
#define OUTER(x) INNER(x) * 2
#define ASSIGN(x) x = 1
#define EMPTY
CHECK(sizeof(int) == 2);
CHECK(1);
int f(int x)
{
	x = USE_NOPE;
	x = ADD(x, missing);	// expected-error:20 {{'missing' undeclared (first use in this function)}}
	DECL(foo_t, y);	// expected-error:14 {{unknown type name 'foo_t'}}
	x = OUTER(x);
	ASSIGN(x)
	x++;	// expected-error:9 {{expected ';' before 'x'}}
	x = ADD(x, ) EMPTY;
	return x;
}
int g(int x)
{
	return USE_NOPE + ADD(x, x) + f(x);
}
