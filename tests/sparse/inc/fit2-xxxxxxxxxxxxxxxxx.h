/* include chain for fit: 41 characters as printed */
#include "fit3-xxxxxxxxxxxxxxxxxx.h"
