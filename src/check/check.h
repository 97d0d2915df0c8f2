/* check.h - sparse's restricted-type, nocast, force and address-space
 * checks over the typed tree, reported in sparse's format and order. */
#ifndef CG_CHECK_H
#define CG_CHECK_H
#include <stdint.h>
#include "ast.h"

/* Before preprocessing starts: learn the include chain for the notes. */
void check_init(uint32_t main_file);
void check_unit(Unit *u);
void check_finish(void);
#endif
