/* baseline.h - "new warnings only": a run compared with a previous one.
 *
 * --baseline=OLD reads a previous run's JSON or SARIF log (or a file of
 * logs appended by --report-append); diag.c asks baseline_hide() about
 * each diagnostic before it is shown: one whose fingerprint (report.c's
 * report_fingerprint()) the old run had is counted as unchanged and not
 * shown.  At the end a line "N new, M fixed, K unchanged" goes to stderr.
 * `castguard diff OLD NEW` compares two saved logs. */
#ifndef CG_BASELINE_H
#define CG_BASELINE_H
#include <stdbool.h>
#include <stdint.h>
#include "checks.h"

extern bool baseline_active;		/* a baseline was loaded */
extern int baseline_new_failures;	/* new ones that make the exit status 1 */
/* --baseline-state=DIR: project mode's child writes what it saw into
 * DIR/state.PID for the parent, and prints no summary. */
extern const char *baseline_state_dir;

/* Read PATH; false after a message "castguard: error: PATH:L:C: ...". */
bool baseline_load(const char *path);
/* Is this diagnostic in the baseline?  Counts it; FAILS: it would make
 * the exit status 1 (an error, a -Werror one) were it new. */
bool baseline_hide(CheckId ck, uint32_t file, uint32_t line, const char *msg, bool fails);
/* The files whose old diagnostics count as fixed when they are gone:
 * PATH (a unit's main file), or every file (a whole project). */
void baseline_scope(const char *path);
void baseline_scope_all(void);
/* Project mode's parent: take the state file PATH a child wrote. */
void baseline_take_state(const char *path);
/* The summary line on stderr, or the child's state file. */
void baseline_finish(void);
void baseline_free(void);
/* castguard diff OLD NEW: exit 0 nothing new, 1 new ones, 2 an error. */
int baseline_diff_main(int argc, char **argv);
#endif
