// A struct left open at the end of the file: gcc expects another member
// ("specifier-qualifier-list"), located at the first token of the last
// line that has one.
int ok(void) { return 1; }
struct s {
	int a;
	char b;	// expected-error:9 {{expected specifier-qualifier-list at end of input}}
