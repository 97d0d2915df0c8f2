// In gnu17, ' is not a digit separator (that is C2x): 1'000 is the number 1
// followed by an unterminated character constant, an "other" token that
// runs to the end of the line.
x = 1'000;
// expected-warning@-1:6 {{missing terminating ' character}}
y = 2;
