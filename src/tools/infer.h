/* infer.h - `castguard migrate --infer`: one unit's flows of TYPE values. */
#ifndef CG_INFER_H
#define CG_INFER_H
#include <stdio.h>
/* Parse the unit of argv (a castguard command line) and write its facts
 * about TYPE to TO (the line format is described in infer.c); paths in
 * locations are shown relative to the directory BASE. */
int infer_unit(int argc, char **argv, const char *type, const char *base, FILE *to);
/* Back to a fresh process's state, after unit_finish(). */
void infer_unit_finish(void);
#endif
