// Found by fuzzing (AFL++, afl-parse; ASan heap-buffer-overflow): the text of
// a ## paste is re-lexed in a buffer that ended in a NUL, and an unterminated
// " read past it.  (gcc 12 makes the stray token "2 with a warning instead of
// the error: a known stand-in difference.)
#define cat(a,b)a##b
#define xcat(a,b)cat(a,b)
// expected-warning@+2 {{missing terminating " character}}
// expected-warning@+1 {{ISO C99 requires whitespace after the macro name}}
#define ONE"
xcat(ONE,2)
// expected-error@-1 {{pasting """ and "2" does not give a valid preprocessing token}}
