// Malformed #define directives.
#define bad1(x) #y            // expected-error {{'#' is not followed by a macro parameter}}
#define bad2 ## x             // expected-error {{'##' cannot appear at either end of a macro expansion}}
#define bad3(x) x ##          // expected-error {{'##' cannot appear at either end of a macro expansion}}
#define bad4(x, x) x          // expected-error {{duplicate macro parameter "x"}}
#define defined               // expected-error {{"defined" cannot be used as a macro name}}
#define                       // expected-error {{no macro name given in #define directive}}
#define 123 x                 // expected-error {{macro names must be identifiers}}
#define "s" x                 // expected-error {{macro names must be identifiers}}
#define obj #x ok             // object-like: # is an ordinary token
#define X+1                   // expected-warning {{ISO C99 requires whitespace after the macro name}}
obj X
