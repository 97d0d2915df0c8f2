#include "types.inc"

__u32 __bitwise flags;
static const __u32 __bitwise *where = &flags;
__u32 plain;
