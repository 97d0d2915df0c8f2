// Found by fuzzing (libFuzzer, lf-check and lf-parse; stack overflow): a
// struct that contains itself, directly or through a struct that was still
// incomplete, sent the count of scalars for brace elision round for ever.
// gcc rejects such a member; castguard now does too (with -fsyntax-only) and
// makes the member an int, so nothing can walk the cycle.
struct s { int a; struct s x; };
// expected-error@-1 {{field 'x' has incomplete type}}
struct s v[] = { 1 };

struct t;
struct u { struct t y; int z; };
// expected-error@-1 {{field 'y' has incomplete type}}
struct t { struct u w; };
struct u w[] = { 1, 2 };

struct r { struct r arr[2]; };
// expected-error@-1 {{field 'arr' has incomplete type}}
struct r rr[] = { 1, 2, 3 };

// a pointer to the struct being defined is of course fine
struct list { struct list *next; int v; };
struct list l[] = { 0, 1, 0, 2 };
_Static_assert(sizeof l / sizeof l[0] == 2, "two elements");
