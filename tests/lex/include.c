// Tokens from an included file are located as FILE:LINE:COL.
first
#include "inc.h"
last
