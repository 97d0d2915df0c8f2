// "sel.h" from a header: the header's own directory comes first
#include "sel.h"
