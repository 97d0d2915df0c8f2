// #error and #warning: the message is the rest of the line as written
// (macros are not expanded); #error is an error but processing continues.
#define X 1
#error X is bad     // expected-error:2 {{#error X is bad}}
#warning careful, "quoted" 'c' X   // expected-warning {{#warning careful, "quoted" 'c' X}}
#error              // expected-error {{#error}}
#warning     spaces   inside  // expected-warning {{#warning spaces inside}}
after X
