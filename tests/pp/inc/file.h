file __FILE__ line __LINE__ base __BASE_FILE__ level __INCLUDE_LEVEL__
#include "sub/deeper.h"
