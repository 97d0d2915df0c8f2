/* context.h - sparse's lock-context check (context.c). */
#ifndef CG_CONTEXT_H
#define CG_CONTEXT_H
#include "ast.h"

/* FN's definition judged as sparse's check_context() judges it: the
 * "context imbalance" warnings, at sparse's places. */
void context_check(Symbol *fn);
/* An inline function used as a value (sparse's access_symbol()): it is
 * checked on its own by context_check_accessed(), after the unit's other
 * symbols, in the order of these calls. */
void context_note_access(Symbol *f);
Symbol *context_accessed(int n);
/* The graph's memory, at the end of the run. */
void context_finish(void);
#endif
