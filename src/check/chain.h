/* chain.h - the include chain of the unit being checked (chain.c). */
#ifndef CG_CHAIN_H
#define CG_CHAIN_H
#include <stdbool.h>
#include <stdint.h>

/* Before preprocessing starts: listen to the preprocessor's file changes
 * and answer diag's questions about includers. */
void chain_begin(void);
/* Whether a file was read through a -include (sparse's "builtin" stream). */
bool chain_from_preinclude(uint32_t file);
void chain_finish(void);
#endif
