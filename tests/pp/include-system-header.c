// ARGS: -isystem tests/pp/inc/sys
// Headers found through -isystem are system headers: gcc does not warn about
// the macro redefinition there (but #warning is still reported).
#include <noisy.h>
// expected-warning@noisy.h:4 {{#warning "warning directive in a system header"}}
