// ARGS: -I tests/pp/inc
// <...> directly after #include is a header-name: no macro expansion inside.
#define DIR dirI
#include <DIR/sel.h>      // expected-error {{DIR/sel.h: No such file or directory}}
