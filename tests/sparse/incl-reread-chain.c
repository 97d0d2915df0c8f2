/* Rule: each reading of a header read more than once has the includers
 * of that reading, in the note of the warnings made while evaluating it
 * and in those made at the end ("was not declared"): sparse opens a
 * stream for each #include.  A function of the second or third pass is
 * not shown with the includers of the first. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define PASS 1
#include "inc/reread.h"
#undef PASS
#define PASS 2
#include "inc/reread-outer.h"
