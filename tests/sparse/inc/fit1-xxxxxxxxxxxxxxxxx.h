/* include chain for fit: 41 characters as printed */
#include "fit2-xxxxxxxxxxxxxxxxx.h"
