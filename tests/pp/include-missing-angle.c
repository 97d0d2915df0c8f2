// ARGS: -nostdinc -I tests/pp/inc
// A <...> header missing from every search directory (fatal).
#include <guarded.h>
#include <no-such-header.h>   // expected-error:10 {{no-such-header.h: No such file or directory}}
