/* diag.h - diagnostics: "file:line:col: error: message" on stderr. */
#ifndef CG_DIAG_H
#define CG_DIAG_H
#include <stdbool.h>
#include <stdint.h>

#include <stdarg.h>
#include "checks.h"
#include "source.h"

/* A diagnostic's level says how it is printed and counted.
 * gcc's way, for the front end: "FILE:L:C: error: MSG", counted in
 * diag_errors/diag_warnings; a fatal error ends the run.
 * sparse's way, for its checks and its parse-time errors: caps, the
 * silencing after an error, a note naming the includers before the
 * first diagnostic of a header; INFO is an indented continuation line
 * ("   expected ..."), NOTE one without the indentation. */
typedef enum DiagLevel {
	DIAG_NOTE, DIAG_WARNING, DIAG_ERROR, DIAG_FATAL,
	SPARSE_WARNING, SPARSE_ERROR, SPARSE_INFO, SPARSE_NOTE,
} DiagLevel;

/* The one entry: a diagnostic of check CK (CK_NONE: none) at LOC
 * (NOWHERE: none).  The output format (sparse's text, gcc's caret
 * text, JSON, SARIF) is chosen in one place, here and in report.c; a
 * diagnostic of a check that is off is dropped with its INFO lines. */
void diag(DiagLevel level, CheckId ck, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void vdiag(DiagLevel level, CheckId ck, Loc loc, const char *fmt, va_list ap);

extern int diag_errors, diag_warnings;
extern const char *diag_prog;		/* "castguard" */
extern void (*diag_before_fatal)(void);	/* flush partial output first */
/* diag_at() prints nothing but fatal errors: the preprocessor replaying a
 * directive it already ran (and reported on) once. */
extern bool diag_muted;

void diag_at(int level, uint32_t file, uint32_t line, uint32_t col,
	     const char *fmt, ...) __attribute__((format(printf, 5, 6)));
void diag_plain(int level, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));

/* sparse's format, for the checks (see diag.c). */
#include <stdbool.h>
#include <stddef.h>
extern bool sdiag_silenced;
extern int sdiag_errors;
extern bool sdiag_parse_error;
extern uint32_t sdiag_main_file;
extern const char *(*sdiag_includers)(uint32_t file, char *buf, size_t len);
extern const char *diag_prefix;		/* -fdiagnostic-prefix[=X], or NULL */
extern int max_warnings, max_errors;	/* -fmax-warnings=N, -fmax-errors=N */
#include "checks.h"
extern int sdiag_promoted;
extern bool sdiag_shown;		/* the last sdiag() was printed */	/* diagnostics of checks promoted by -Werror[=NAME] */
/* A diagnostic of check CK (CK_NONE: not a check); dropped if CK is off. */
void sdiag(CheckId ck, int level, uint32_t file, uint32_t line, uint32_t col,
	   const char *fmt, ...) __attribute__((format(printf, 6, 7)));
void sdiag_info(uint32_t file, uint32_t line, uint32_t col, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void sdiag_note(uint32_t file, uint32_t line, uint32_t col, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
#endif
