// Skipped groups may contain anything that lexes: unterminated ' and ",
// unknown directives, #error, bad #include, nested conditionals.  gcc still
// warns about the unterminated literals (warnings only, exit status 0).
// expected-warning@+3:4 {{missing terminating ' character}}
// expected-warning@+3:1 {{missing terminating " character}}
#if 0
don't worry about this apostrophe
"unterminated string too
#error not reported
#warning not reported either
#include <nonexistent.h>
#include not even a header name
#unknown_directive foo
#define BAD(x) #y
#line 0
# 42 "junk"
#if 1 / 0
#elif garbage (
#else
#endif
#ifdef
#endif
#pragma GCC error "not reported"
#endif
after1
#ifdef NOT_DEFINED
#if unbalanced(
#endif
#else
after2
#endif
