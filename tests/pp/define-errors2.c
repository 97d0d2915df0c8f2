// Malformed parameter lists and reserved names.
#define p1(x                  // expected-error {{expected ')' before end of line}}
#define p2(x,)                // expected-error {{expected parameter name, found ")"}}
#define p3(1)                 // expected-error {{expected parameter name, found "1"}}
#define p4(..., x) x          // expected-error {{expected ')' after "..."}}
#define p5(x y) x             // expected-error {{expected ',' or ')', found "y"}}
#define __VA_ARGS__ 1         // expected-warning {{__VA_ARGS__ can only appear in the expansion of a C99 variadic macro}}
#define p6(x) __VA_ARGS__     // expected-warning {{__VA_ARGS__ can only appear in the expansion of a C99 variadic macro}}
#undef __FILE__               // expected-warning {{undefining "__FILE__"}}
#define __LINE__ 1            // expected-warning {{"__LINE__" redefined}}
#undef defined                // expected-error {{"defined" cannot be used as a macro name}}
#undef                        // expected-error {{no macro name given in #undef directive}}
#undef X Y                    // expected-warning {{extra tokens at end of #undef directive}}
