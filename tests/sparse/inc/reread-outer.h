/* The second pass over reread.h, from here; the third through reread-mid.h. */
#include "reread.h"
#undef PASS
#define PASS 3
#include "reread-mid.h"
