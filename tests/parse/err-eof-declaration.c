// The end of the file after a declaration missing its ';' in an unclosed
// function body: gcc reports the missing ';' ("expected ',' or ';'") and
// then the unclosed body, both at the first token of the last line; the
// function before is complete and gets nothing.
int ok(int v) { return v + 1; }
int f(int x)
{
	if (x)
		x = ok(x);
	int y = ok(x)	// expected-error:9 {{expected ',' or ';' at end of input}} expected-error:9 {{expected declaration or statement at end of input}}
