// #if errors found while evaluating: division by zero, bad "defined".
#if 1 / 0           // expected-error:7 {{division by zero in #if}}
#endif
#if 1 % 0           // expected-error {{division by zero in #if}}
#endif
#if 2 + (3 / (1 - 1)) // expected-error {{division by zero in #if}}
#endif
#if defined         // expected-error {{operator "defined" requires an identifier}}
#endif
#if defined(X       // expected-error {{missing ')' after "defined"}}
#endif
#if defined 3       // expected-error {{operator "defined" requires an identifier}}
#endif
ok
