// An unterminated comment runs to the end of the file.
before
// expected-error@+1:8 {{unterminated comment}}
int x; /* this comment
is never closed
#define X 1
X
