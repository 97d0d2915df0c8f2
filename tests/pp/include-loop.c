// A header that includes itself: gcc stops at depth 200 (one error).
#include "inc/loop.h"
// expected-error@loop.h:2 {{#include nested depth 200 exceeds maximum of 200}}
after
