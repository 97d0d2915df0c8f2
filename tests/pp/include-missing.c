// A missing header is a fatal error: processing stops there.
before
#include "no-such-header.h"   // expected-error {{no-such-header.h: No such file or directory}}
after
