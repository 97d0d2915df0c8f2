/* report.h - diagnostics as records: JSON, SARIF and gcc-style caret text.
 *
 * The default output (sparse's text) is printed by diag.c as it happens.
 * With --format=json|sarif or --pretty, diag.c hands every line to
 * report_add() instead; the records are printed at the end of the run
 * (report_end), or, for --pretty, when the next diagnostic starts. */
#ifndef CG_REPORT_H
#define CG_REPORT_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include "checks.h"

enum { FMT_TEXT, FMT_PRETTY, FMT_JSON, FMT_SARIF };
extern int report_format;
extern int report_color;		/* -1 auto, 0 never, 1 always */
extern bool report_parseable_fixits;	/* -fdiagnostics-parseable-fixits */
extern const char *report_base_dir;	/* --base-dir=DIR: SARIF's SRCROOT (default .) */

enum { RK_NOTE, RK_WARNING, RK_ERROR };

/* A diagnostic's identity across runs (see report_fingerprint()); printed
 * "%016llx:%u" as JSON's "fingerprint" and SARIF's
 * partialFingerprints.primaryLocationLineHash. */
typedef struct Fingerprint {
	uint64_t hash;
	uint32_t occ;		/* the n-th diagnostic with this hash, from 1 */
} Fingerprint;
/* The next diagnostic's fingerprint, counted (call it once per diagnostic). */
Fingerprint report_fingerprint(CheckId ck, uint32_t file, uint32_t line, const char *msg);
/* FP is the next report_add()'s diagnostic's (already counted). */
void report_fingerprint_pending(Fingerprint fp);
/* The last diagnostic was not recorded: its notes and fix-its go too. */
void report_drop_last(void);
/* PATH as fingerprints name it: relative to the base directory when it is
 * inside it (no "./"), else absolute; valid until the next call.  NULL
 * forgets the last one (after a chdir). */
const char *report_rel_path(const char *path);
uint64_t report_hash(const char *s, size_t len);	/* FNV-1a */
const char *report_base(void);	/* the base directory, absolute, with a final '/' */
extern bool report_baseline_state;	/* SARIF: results say baselineState "new" */

/* A diagnostic (RK_WARNING/RK_ERROR) or a note belonging to the last one. */
void report_add(int kind, CheckId ck, uint32_t file, uint32_t line, uint32_t col,
		const char *msg);
/* A fix-it for the last diagnostic: replace [col, end_col) of LINE with
 * TEXT (end_col == col: insert). */
void report_fix(uint32_t file, uint32_t line, uint32_t col, uint32_t end_col,
		const char *text);
/* Columns: one past the token starting at (file, line, col), read from
 * the file; col + 1 if it cannot be read. */
uint32_t report_token_end(uint32_t file, uint32_t line, uint32_t col);
/* The text of LINE of FILE (not NUL-terminated), NULL if unreadable; it
 * stays valid until a line of another file is asked for. */
const char *report_source_line(uint32_t file, uint32_t line, size_t *len);
/* The byte index of display column COL in a line (tabs expanded). */
size_t report_byte_of_col(const char *s, size_t len, uint32_t col);
/* Print what is pending; JSON and SARIF print the whole log; with
 * --report-append, append it.  False if the append failed. */
bool report_end(void);
void report_finish(void);
/* Records are kept in the text format too (--report-append needs them). */
extern bool report_collect;
extern const char *report_append_path;	/* --report-append=FILE */
/* The JSON or SARIF log of the records so far (nothing in another format). */
void report_log(FILE *f);
/* SARIF: PATH's artifactLocation, relative to the base directory (with
 * uriBaseId SRCROOT) when it is inside it, else a file: URI. */
void report_sarif_artifact(FILE *f, const char *path);
#endif
