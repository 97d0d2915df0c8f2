/* include chain for cut: 41 characters as printed */
#include "cut2-xxxxxxxxxxxxxxxxxx.h"
