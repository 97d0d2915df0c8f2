/* unit.h - a translation unit opened the one way every command opens it. */
#ifndef CG_UNIT_H
#define CG_UNIT_H
#include <stdbool.h>

bool unit_open(const char *input, bool checks, void (*before_read)(void));

#endif
