// An enumerator list left open at the end of the file: gcc expects an
// identifier and, unlike the other end-of-input errors, points at the last
// enumerator.
int ok(void) { return 1; }
enum e { A,
	B, C,	// expected-error:12 {{expected identifier at end of input}}
