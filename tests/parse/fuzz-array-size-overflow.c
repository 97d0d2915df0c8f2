// Found by fuzzing (libFuzzer, lf-check; UBSan signed overflow): an array
// whose byte size does not fit in 64 bits made the size product overflow.
// gcc: "size of array 'b' exceeds maximum object size" (or "is too large").
int b[0x7fffffffffffffff][3];
// expected-error@-1 {{size of array 'b' is too large}}
char c[-1ul];
// expected-error@-1 {{size of array 'c' is too large}}
int a[] = { [0x7fffffffffffffff] = 1 };
// expected-error@-1 {{size of array is too large}}
// expected-error@-2 {{array index in initializer exceeds array bounds}}
int (*p)[0x4000000000000000];
// expected-error@-1 {{size of array 'p' is too large}}

// the largest sizes that fit are fine
char big[0x7fffffffffffffff];
int ok[] = { [0x0fffffffffffffff] = 1 };

// a positional entry after one at the largest index (found while fixing
// lf-check's finding on this file; UBSan signed overflow): the running
// index saturates at INT64_MAX instead of overflowing
int d[] = { [0x7fffffffffffffff] = 1, 2 };
// expected-error@-1 {{size of array is too large}}
// expected-error@-2 {{array index in initializer exceeds array bounds}}
