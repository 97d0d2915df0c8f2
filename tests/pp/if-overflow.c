// Overflow and too-large constants in #if.
#if 0x7fffffffffffffff + 1 < 0 // expected-warning {{integer overflow in preprocessor expression}}
yes1
#endif
#if 18446744073709551615 == -1 // expected-warning {{integer constant is so large that it is unsigned}}
yes2
#endif
#if 18446744073709551616 // expected-warning {{integer constant is too large for its type}}
#endif
#if -0x7fffffffffffffff - 1 == 0x8000000000000000
yes3
#endif
