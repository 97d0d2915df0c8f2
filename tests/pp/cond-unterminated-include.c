// A conditional left open at the end of a header is closed there; it does
// not extend into the including file.
#include "inc/open-cond.h"
// expected-error@open-cond.h:2 {{unterminated #ifndef}}
after
#endif              // expected-error {{#endif without #if}}
