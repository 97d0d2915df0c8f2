/* ppout.h - the -E output writer. */
#ifndef CG_PPOUT_H
#define CG_PPOUT_H
#include <stdio.h>
/* Call before pp_start(), so the first line markers are seen. */
void ppout_init(FILE *out);
void ppout_finish(void);
void ppout_run(void);
void ppout_flush(void);
#endif
