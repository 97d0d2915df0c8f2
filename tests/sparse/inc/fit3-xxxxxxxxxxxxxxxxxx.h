/* include chain for fit: 42 characters as printed */
#include "fit4-xxxxxxxxxxxxxxxxxx.h"
