// Incomplete types where a complete one is needed: sizeof and _Alignof
// (gcc names the latter '__alignof__' in its message, and '__alignof' for a
// bit-field), arrays of them, objects of them (a file-scope one is only
// reported at the end of the file: the struct could still be completed),
// parameters, pointer arithmetic; sizeof of an array of unknown size and of a
// bit-field.  One error each.
struct t;
enum e;
unsigned long a = sizeof(struct t);	// expected-error:26 {{invalid application of 'sizeof' to incomplete type 'struct t'}}
unsigned long c = _Alignof(struct t);	// expected-error:28 {{invalid application of '__alignof__' to incomplete type 'struct t'}}
unsigned long e = sizeof(int[]);	// expected-error:26 {{invalid application of 'sizeof' to incomplete type 'int[]'}}
struct t x;	// expected-error:10 {{storage size of 'x' isn't known}}
struct t arr[3];	// expected-error:10 {{array type has incomplete element type 'struct t'}}
extern struct t ok_extern;
unsigned long f = sizeof ok_extern;	// expected-error:26 {{invalid application of 'sizeof' to incomplete type 'struct t'}}
struct bf { int b : 3; } bfv;
unsigned long g = sizeof bfv.b;	// expected-error:26 {{'sizeof' applied to a bit-field}}
unsigned long q = _Alignof(bfv.b);	// expected-error:19 {{'__alignof' applied to a bit-field}}
unsigned long j = sizeof(enum e);	// expected-error:26 {{invalid application of 'sizeof' to incomplete type 'enum e'}}
int k(struct t *p) { return p + 1 != 0; }	// expected-error:31 {{invalid use of undefined type 'struct t'}}
int m(void) { struct t local; return 0; }	// expected-error:24 {{storage size of 'local' isn't known}}
void n(struct t v) { }	// expected-error:17 {{parameter 1 ('v') has incomplete type}}
