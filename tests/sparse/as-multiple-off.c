/* -Wno-address-space: sparse records no address space, so nothing mixes
 * (the cases of as-multiple.c). */
// ARGS: -Wno-address-space
#include "as-multiple.c"
