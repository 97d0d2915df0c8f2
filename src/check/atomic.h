/* atomic.h - gfp-sleep-in-atomic (see atomic.c). */
#ifndef CG_ATOMIC_H
#define CG_ATOMIC_H
#include "arena.h"
#include "ast.h"

/* --atomic-enter NAME / --atomic-exit NAME / --atomic-trylock NAME:
 * functions that begin or end an atomic section (a trylock: where it
 * returns true), beside the kernel's own. */
extern PtrVec atomic_enter_names, atomic_exit_names, atomic_trylock_names;
/* Project mode's two passes (--atomic-cross-tu): the first writes each
 * unit's summaries of its external functions into a file of DIR, the
 * second reads them all. */
extern const char *atomic_export_dir;
extern PtrVec atomic_import_files;

/* Before the unit is preprocessed: watch the lock macros' expansions. */
void atomic_begin_unit(void);
/* The check on every function of the unit (after the sparse phases). */
void atomic_check_unit(Unit *u);
#endif
