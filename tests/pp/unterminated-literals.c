// Unterminated string and character literals end at the end of the line
// (gcc -E warns; the rest of the line becomes one "other" token).
// expected-warning@+6:3 {{missing terminating " character}}
// expected-warning@+6:3 {{missing terminating ' character}}
// expected-warning@+6:3 {{missing terminating " character}}
// expected-warning@+6:3 {{missing terminating " character}}
// expected-warning@+6:11 {{missing terminating " character}}
// expected-warning@+7:3 {{missing terminating ' character}}
a "abc
b 'x
c L"wide
d u8"x\"
#define S "in a define
S
e '\'
f
