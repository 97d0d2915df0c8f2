// An initializer cut short by the end of the file: "expected expression
// at end of input", located at the first token of that last line.
int ok(void) { return 1; }
int a = ok() +	// expected-error:1 {{expected expression at end of input}}
