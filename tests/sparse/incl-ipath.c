// ARGS: -Itests/sparse/inc/ -I tests/sparse/inc
/* Rule (spec 8.2): a header found through -I prints as the include-path
 * entry joined with the #include text ("tests/sparse/inc//x.h" for
 * -Itests/sparse/inc/, the first matching -I); a quoted include found
 * next to its includer as the includer's directory plus the text, which
 * is not normalised ("inc/../inc/"). */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define NOTE_OTHER via_angle
#include <note-other.h>
#undef NOTE_OTHER
#define NOTE_OTHER via_dotdot
#include "inc/../inc/note-other.h"
