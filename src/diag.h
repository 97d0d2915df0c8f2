/* diag.h - diagnostics: "file:line:col: error: message" on stderr. */
#ifndef CG_DIAG_H
#define CG_DIAG_H
#include <stdint.h>

enum { DIAG_NOTE, DIAG_WARNING, DIAG_ERROR, DIAG_FATAL };

extern int diag_errors, diag_warnings;
extern const char *diag_prog;		/* "castguard" */
extern void (*diag_before_fatal)(void);	/* flush partial output first */

void diag_at(int level, uint32_t file, uint32_t line, uint32_t col,
	     const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void diag_plain(int level, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
#endif
