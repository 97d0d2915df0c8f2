/* atomic.h - gfp-sleep-in-atomic (see atomic.c). */
#ifndef CG_ATOMIC_H
#define CG_ATOMIC_H
#include "arena.h"
#include "ast.h"

/* The user's lock functions (--atomic-enter/-exit/-trylock) and project
 * mode's two passes (--atomic-cross-tu: the first writes each unit's
 * summaries of its external functions into a file of opt.atomic_export,
 * the second reads opt.atomic_import) are read from opt (config.h). */

/* Before the unit is preprocessed: watch the lock macros' expansions. */
void atomic_begin_unit(void);
void atomic_finish(void);
/* The check on every function of the unit (after the sparse phases). */
void atomic_check_unit(Unit *u);
#endif
