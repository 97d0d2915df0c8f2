/* options.h - the command line: gcc's and sparse's argv. */
#ifndef CG_OPTIONS_H
#define CG_OPTIONS_H
#include <stdbool.h>
#include "config.h"


#include "checks.h"
/* Parse argv; on a usage error prints a message and returns false. */
bool options_parse(int argc, char **argv);
/* intern_init(), options_parse(), the lexer's dialect: a unit's start. */
bool unit_setup(int argc, char **argv);
#endif
