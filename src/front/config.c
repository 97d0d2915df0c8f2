/* config.c - the one instance of the settings (see config.h). */
#include "config.h"

Options opt;
