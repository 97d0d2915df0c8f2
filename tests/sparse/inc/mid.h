#include "t.h"
