// Two headers including each other.
#include "inc/loop-a.h"
// expected-error@loop-a.h:1 {{#include nested depth 200 exceeds maximum of 200}}
after
