// A name missing where the grammar needs one (see also err-declarator.c):
// declarators without a name ("expected identifier or '('"), an
// enumerator, a struct tag with neither name nor body ("expected '{'"), a
// member after '->', offsetof's member designator, goto's label ("or '*'",
// for a computed goto).  One error each.
struct s { int a; };
int (5);	// expected-error:6 {{expected identifier or '(' before numeric constant}}
int = 3;	// expected-error:5 {{expected identifier or '(' before '=' token}}
enum { 7 };	// expected-error:8 {{expected identifier before numeric constant}}
struct 5 x;	// expected-error:8 {{expected '{' before numeric constant}}
unsigned long off = __builtin_offsetof(struct s, 5);	// expected-error:50 {{expected identifier before numeric constant}}
int f(struct s *p)
{
	int r = p->;	// expected-error:20 {{expected identifier before ';' token}}
	goto ;	// expected-error:14 {{expected identifier or '*' before ';' token}}
	int = 5;	// expected-error:13 {{expected identifier or '(' before '=' token}}
	int *;	// expected-error:14 {{expected identifier or '(' before ';' token}}
	r = sizeof(struct);	// expected-error:26 {{expected '{' before ')' token}}
	return r;
}
int ok;
int use(void) { return ok; }
