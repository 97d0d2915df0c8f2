/* diag.h - diagnostics: "file:line:col: error: message" on stderr. */
#ifndef CG_DIAG_H
#define CG_DIAG_H
#include <stdarg.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
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
	SPARSE_FATAL,	/* sparse's die(): its error (a plain line without a
			 * place), then the run ends with status 1 */
} DiagLevel;

/* The one entry: a diagnostic of check CK (CK_NONE: none) at LOC
 * (NOWHERE: none).  The output format (sparse's text, gcc's caret
 * text, JSON, SARIF) is chosen in one place, here and in report.c; a
 * diagnostic of a check that is off is dropped with its INFO lines. */
void diag(DiagLevel level, CheckId ck, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void vdiag(DiagLevel level, CheckId ck, Loc loc, const char *fmt, va_list ap);

extern int diag_errors, diag_warnings;	/* gcc-style ones, so far */
void diag_finish(void);
extern const char *diag_prog;		/* "castguard" */
extern void (*diag_before_fatal)(void);	/* flush partial output first */
/* Only fatal errors and messages about the run are printed: the
 * preprocessor replaying a directive it already ran (and reported on). */
extern bool diag_muted;
/* -w: gcc's warnings are not shown (sparse's checks have their -W options) */
extern bool diag_no_warnings;
extern int diag_muted_errors;	/* errors diag_muted kept quiet (a probe's failures) */

/* sparse's state, read by the checks' drivers (see diag.c). */
extern bool sdiag_silenced;		/* an error was reported in this phase */
extern int sdiag_errors;		/* sparse-format errors (exit 0 unless -Wsparse-error) */
extern int sdiag_promoted;		/* warnings made errors by -Werror[=NAME] */
extern bool sdiag_shown;		/* the last warning or error was printed: a fix-it may follow */
extern bool sdiag_parse_error;		/* a parse-time error: all warnings go */
extern uint32_t sdiag_main_file;	/* name id of the main file */
extern const char *(*sdiag_includers)(uint32_t file, unsigned reading, char *buf, size_t len);
extern const char *diag_prefix;		/* -fdiagnostic-prefix[=X], or NULL */
extern int max_warnings, max_errors;	/* -fmax-warnings=N, -fmax-errors=N */
#endif
