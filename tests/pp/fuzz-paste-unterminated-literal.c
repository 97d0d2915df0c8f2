// Found by fuzzing (AFL++, afl-pp; ASan stack-buffer-overflow): deciding
// whether two output tokens would run together re-lexes their spellings in a
// small buffer; an unterminated ' ran past its end.
// expected-warning@+2 {{missing terminating ' character}}
// expected-warning@+1 {{ISO C99 requires whitespace after the macro name}}
#define H5A'
#define H5B(X) a##X
#define H5C(X)H5B(X)
H5C(H5A())
// expected-error@* {{pasting "a" and "'" does not give a valid preprocessing token}}
