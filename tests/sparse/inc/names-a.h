/* include-names.c: found through "-I ./tests/sparse/inc/"; includes
 * names-b.h from its own directory */
#include "names-b.h"
int names_a;			/* "./tests/sparse/inc//names-a.h" */
