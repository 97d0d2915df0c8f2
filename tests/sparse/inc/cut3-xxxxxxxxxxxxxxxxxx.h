/* include chain for cut: 42 characters as printed */
#include "cut4-xxxxxxxxxxxxxxxxxx.h"
