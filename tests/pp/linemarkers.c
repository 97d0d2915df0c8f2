// CMD: -E -nostdinc
// Without -P: gcc-style line markers (# LINE "FILE" FLAGS), with blank
// lines kept for small gaps and a marker for larger ones.
a
#include "inc/guarded.h"
b


c








d
#line 100 "other.c"
e
