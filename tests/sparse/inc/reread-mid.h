#include "reread.h"
