// Extra tokens after conditional directives are warnings.
#ifdef X junk       // expected-warning {{extra tokens at end of #ifdef directive}}
#else junk          // expected-warning {{extra tokens at end of #else directive}}
a
#endif junk         // expected-warning {{extra tokens at end of #endif directive}}
#ifndef X Y         // expected-warning {{extra tokens at end of #ifndef directive}}
b
#endif /* comments are fine */ // and so are these
#ifdef              // expected-error {{no macro name given in #ifdef directive}}
#endif
#ifndef 3           // expected-error {{macro names must be identifiers}}
#endif
#ifdef "x"          // expected-error {{macro names must be identifiers}}
#endif
c
