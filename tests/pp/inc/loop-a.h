#include "loop-b.h"
