// ARGS: -I ./tests/sparse/inc/
/*
 * How sparse names a header in its diagnostics: an -I directory with "/"
 * appended to what was written (a trailing "/" doubles), the includer's
 * directory without a leading "./".
 */
#include "names-a.h"
