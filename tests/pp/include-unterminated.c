// Unterminated header names.  For <abc.h gcc reports the missing > and
// still looks for abc.h (fatal).
// expected-warning@+3:10 {{missing terminating " character}}
// expected-error@+2:10 {{#include expects "FILENAME" or <FILENAME>}}
// expected-error@+2 {{missing terminating > character}} expected-error@+2 {{abc.h: No such file or directory}}
#include "abc.h
#include <abc.h
end
