/* options.h - the command line: gcc's and sparse's argv. */
#ifndef CG_OPTIONS_H
#define CG_OPTIONS_H
#include <stdbool.h>
#include "config.h"


#include "checks.h"
/* Parse argv; on a usage error prints a message and returns false. */
bool options_parse(int argc, char **argv);
#endif
