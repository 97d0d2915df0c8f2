// A missing header named in another header: reported at the header's line.
#include "inc/includes-missing.h"
// expected-error@includes-missing.h:2 {{missing-from-header.h: No such file or directory}}
