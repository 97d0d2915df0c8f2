// Invalid pastes: gcc reports an error and keeps both tokens.
#define cat(a, b) a ## b
cat(+, -); // expected-error {{pasting "+" and "-" does not give a valid preprocessing token}}
cat(x, +); // expected-error {{pasting "x" and "+" does not give a valid preprocessing token}}
cat(., a); // expected-error {{pasting "." and "a" does not give a valid preprocessing token}}
cat("a", "b"); // expected-error {{pasting ""a"" and ""b"" does not give a valid preprocessing token}}
cat(/, /) x; // expected-error {{pasting "/" and "/" does not give a valid preprocessing token}}
