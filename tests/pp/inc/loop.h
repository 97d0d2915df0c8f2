// includes itself forever
#include "loop.h"
