/* Rule (spec 8.3): the "through" list of the include note is built in a
 * 200-byte buffer that also holds "in included file (through ": four
 * includers whose printed names total 166 characters (plus ", "
 * separators) still fit.  See incl-chain-cut.c for one more character. */
#include "inc/fit1-xxxxxxxxxxxxxxxxx.h"
