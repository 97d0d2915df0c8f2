// An argument list that runs into the end of the file (gcc reports the error
// at the end of the file).
#define f(a, b) [a|b]
before
f(1, (2,
  3) // expected-error {{unterminated argument list invoking macro "f"}}
