// Unbalanced conditional directives.  gcc reports "the conditional began here"
// as a second error (not a note) for #else/#elif after #else.
#endif              // expected-error {{#endif without #if}}
#else               // expected-error {{#else without #if}}
#elif 1             // expected-error {{#elif without #if}}
#if 1               // expected-error 2 {{the conditional began here}}
a
#else
b
#else               // expected-error {{#else after #else}}
c
#elif 1             // expected-error {{#elif after #else}}
#endif
#if 0               // expected-error {{the conditional began here}}
#else
#else               // expected-error {{#else after #else}}
#endif
end
