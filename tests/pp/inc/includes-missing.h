in_header
#include "missing-from-header.h"
