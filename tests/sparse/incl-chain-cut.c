/* Rule (spec 8.3): one character more than incl-chain-fit.c (167): the
 * outermost includer no longer fits, the list ends with ", ...". */
#include "inc/cut1-xxxxxxxxxxxxxxxxx.h"
