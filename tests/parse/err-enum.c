// Bad enumerations: an enumerator declared twice (in one enum or two), a
// value that is not an integer constant (gcc points at the enumerator for
// a variable, at the value for a floating or string constant), an implicit
// value past the largest integer type (at that enumerator), an enumerator
// named like a variable, the enum's own size while it is incomplete, an
// empty enum, a missing ','.
// One error each; the good enumerators are usable afterwards.
int v;
enum e1 { A, B, A };	// expected-error:17 {{redeclaration of enumerator 'A'}}
enum e2 { C = v };	// expected-error:11 {{enumerator value for 'C' is not an integer constant}}
enum e3 { D = 1.5 };	// expected-error:15 {{enumerator value for 'D' is not an integer constant}}
enum e4 { E = 0xffffffffffffffffULL, F };	// expected-error:38 {{overflow in enumeration values}}
enum e6 { v };	// expected-error:11 {{'v' redeclared as different kind of symbol}}
enum e7 { I = "s" };	// expected-error:15 {{enumerator value for 'I' is not an integer constant}}
enum e9 { K = sizeof(enum e9) };	// expected-error:22 {{invalid application of 'sizeof' to incomplete type 'enum e9'}}
enum e12 { };	// expected-error:12 {{empty enum is invalid}}
enum e13 { O P };	// expected-error:14 {{expected ',' or '}' before 'P'}}
enum { B };	// expected-error:8 {{redeclaration of enumerator 'B'}}
int use(void) { return A + B + C + D + (int)E + K + O; }
