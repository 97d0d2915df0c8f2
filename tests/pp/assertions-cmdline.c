// ARGS: -Afoo=bar -A-system=unix -A-cpu -Acpu=m68k -A-foo=none
// -A asserts, -A- unasserts (all answers without =), in command-line order.
#if #foo(bar) && #system(linux) && !#system(unix) && #cpu(m68k) && !#cpu(x86_64) // expected-warning:5 {{assertions}} expected-warning:18 {{assertions}} expected-warning:37 {{assertions}} expected-warning:54 {{assertions}} expected-warning:69 {{assertions}}
asserted_in_order
#endif
