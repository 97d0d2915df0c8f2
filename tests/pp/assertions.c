// gcc's deprecated assertions: predefined ones, #assert, #unassert, errors.
#if #cpu(x86_64) && #machine(x86_64) && #system(linux) && #system(unix) && #system(posix) // expected-warning:5 {{assertions are a deprecated extension}} expected-warning:21 {{assertions}} expected-warning:41 {{assertions}} expected-warning:59 {{assertions}} expected-warning:76 {{assertions}}
predefined
#endif
#assert foo(bar  baz)  // expected-warning:2 {{#assert is a deprecated GCC extension}}
#if #foo( bar baz ) && !#foo(bar) && #foo // expected-warning:5 {{assertions}} expected-warning:25 {{assertions}} expected-warning:38 {{assertions}}
answers_compare_as_written
#endif
#assert foo(bar baz)   // expected-warning {{#assert is a deprecated}} expected-warning:20 {{"foo" re-asserted}}
#assert x(a)           // expected-warning {{#assert}}
#assert x(b)           // expected-warning {{#assert}}
#unassert x(a)         // expected-warning {{#unassert is a deprecated GCC extension}}
#if #x(b) && !#x(a)    // expected-warning:5 {{assertions}} expected-warning:15 {{assertions}}
one_answer_left
#endif
#unassert x            // expected-warning {{#unassert}}
#if #x                 // expected-warning {{assertions}}
none_left
#endif
#define cpu nothing
#if #cpu(x86_64)       // expected-warning {{assertions}}
not_expanded
#endif
#if 0
#assert skipped(x)
#endif
#if #skipped           // expected-warning {{assertions}}
wrong
#endif
#assert
// expected-error@-1 {{assertion without predicate}} expected-warning@-1 {{#assert}}
#assert 3(x)           // expected-error:9 {{predicate must be an identifier}} expected-warning {{#assert}}
#assert p              // expected-error:9 {{missing '(' after predicate}} expected-warning {{#assert}}
#assert p(
// expected-error@-1 {{missing ')' to complete answer}} expected-warning@-1 {{#assert}}
#assert p()            // expected-error:11 {{predicate's answer is empty}} expected-warning {{#assert}}
#assert p(a) extra     // expected-warning:14 {{extra tokens at end of #assert directive}} expected-warning {{#assert}}
#if #p(a
// expected-error@-1 {{missing ')' to complete answer}} expected-warning@-1 {{assertions}}
#endif
#if #p(a) || 1         // expected-warning {{assertions}}
after_errors
#endif
