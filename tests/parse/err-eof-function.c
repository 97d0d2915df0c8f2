// A function left open at the end of the file (an inner '{' never closed):
// gcc reports once, "at end of input", located at the first token of the
// last line that has one.
struct s { int a; };
int ok(struct s *p) { return p->a; }
int f(int x)
{
	if (x) {
		x += ok(0);
	return x;
}	// expected-error:1 {{expected declaration or statement at end of input}}
