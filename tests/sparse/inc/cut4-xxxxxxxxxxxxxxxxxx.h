/* include chain for cut: 42 characters as printed */
#include "leaf.h"
