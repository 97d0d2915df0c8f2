x
#include "loop-a.h"
