// __FILE__, __LINE__, __BASE_FILE__, __INCLUDE_LEVEL__ in the main file and
// in headers (a header's __FILE__ is the path under which it was found).
__FILE__ __LINE__ __BASE_FILE__ __INCLUDE_LEVEL__
#include "inc/file.h"
__LINE__
#define F __FILE__
#define L __LINE__
F L
#define STR(x) #x
#define XSTR(x) STR(x)
XSTR(__LINE__) STR(__LINE__)
