/* include chain for cut: 42 characters as printed */
#include "cut3-xxxxxxxxxxxxxxxxxx.h"
