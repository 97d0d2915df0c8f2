// Conditionals left open at the end of the file: one error per open group,
// reported at the line of the opening directive, naming the directive that
// last changed the group (#else here).
#ifdef __FILE__     // expected-error {{unterminated #ifdef}}
a
#if 0               // expected-error {{unterminated #else}}
b
#else
c
