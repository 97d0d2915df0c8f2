/* context.h - sparse's lock-context check (context.c). */
#ifndef CG_CONTEXT_H
#define CG_CONTEXT_H
#include "ast.h"

/* FN's definition judged as sparse's check_context() judges it: the
 * "context imbalance" warnings, at sparse's places. */
void context_check(Symbol *fn);
/* The graph's memory, at the end of the run. */
void context_finish(void);
#endif
