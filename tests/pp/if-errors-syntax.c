// Malformed #if expressions: operators and parentheses.
#if                 // expected-error {{#if with no expression}}
#endif
#if 1 +             // expected-error {{operator '+' has no right operand}}
#endif
#if 1 2             // expected-error {{missing binary operator before token "2"}}
#endif
#if (1              // expected-error {{missing ')' in expression}}
#endif
#if foo(1)          // expected-error {{missing binary operator before token "("}}
#endif
#if 1 ? 2           // expected-error {{'?' without following ':'}}
#endif
#if )               // expected-error {{missing '(' in expression}}
#endif
#if 1 :             // expected-error {{':' without preceding '?'}}
#endif
#if * 2             // expected-error {{operator '*' has no left operand}}
#endif
ok
