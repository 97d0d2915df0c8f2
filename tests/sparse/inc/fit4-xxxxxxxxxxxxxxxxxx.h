/* include chain for fit: 42 characters as printed */
#include "leaf.h"
