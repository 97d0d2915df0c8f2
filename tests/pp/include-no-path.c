// ARGS: -nostdinc
// -nostdinc and no -I: there is nowhere to look for <...> (not fatal in gcc).
#include <stdio.h>            // expected-error {{no include path in which to search for stdio.h}}
after
