// ARGS: -I tests/pp/inc
// #include "..." and <...> and the computed (macro-expanded) forms.
#include "inc/guarded.h"
#include <guarded.h>
#define Q "inc/once.h"
#include Q
#define ANGLE <dirI/sel.h>
#include ANGLE
#define DIR dirI
#define STR(x) #x
#define XSTR(x) STR(x)
#include XSTR(inc/DIR/sel.h)
#define ANGLE2 <DIR/sel.h>
#include ANGLE2
#define FILE_H file.h
#define H(f) <f>
#include H(sub/deeper.h)
  #  include "vers2.h" /* comment */ // comment
%:include "inc/forced.h"
