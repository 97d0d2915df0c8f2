// GCC pragmas with diagnostics: poison, warning, error, system_header, once.
#pragma GCC poison forbidden other
#pragma GCC warning "careful"      // expected-warning {{careful}}
#pragma GCC error "stop here"      // expected-error {{stop here}}
#pragma GCC system_header          // expected-warning {{#pragma system_header ignored outside include file}}
#pragma once                       // expected-warning {{#pragma once in main file}}
int forbidden;                     // expected-error {{attempt to use poisoned "forbidden"}}
#ifdef other                       // expected-error {{attempt to use poisoned "other"}}
#endif
_Pragma("GCC warning \"from _Pragma\"") // expected-warning {{from _Pragma}}
_Pragma(1)                         // expected-error {{_Pragma takes a parenthesized string literal}}
end
