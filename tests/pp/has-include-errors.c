// __has_include misuse; a macro expanding to __has_include works in #if.
__has_include("vers2.h") // expected-error {{"__has_include" used outside of preprocessing directive}}
#define H __has_include(<nope.h>) || __has_include("vers2.h")
#if H
yes
#endif
#if __has_include // expected-error {{missing '(' before "__has_include" operand}} expected-error {{operator "__has_include" requires a header-name}}
#endif
