// The end of the file inside an unclosed function body, right after the
// condition of an if: gcc reports the missing statement ("expected
// expression") and then the unclosed body ("expected declaration or
// statement"), both at the first token of the last line, and nothing else:
// the declarations and statements before are parsed as usual.
int ok(int v) { return v + 1; }
int f(int x)
{
	int y = ok(x);
	while (y > 3)
		y -= ok(0);
	if (x == y)	// expected-error:9 {{expected expression at end of input}} expected-error:9 {{expected declaration or statement at end of input}}
