/* diag.c - formatting and counting diagnostics. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "baseline.h"
#include "diag.h"
#include "report.h"
#include "source.h"

int diag_errors, diag_warnings;
const char *diag_prog = "castguard";
void (*diag_before_fatal)(void);

static const char *level_name(int level)
{
	switch (level) {
	case DIAG_NOTE: return "note";
	case DIAG_WARNING: return "warning";
	case DIAG_FATAL: return "fatal error";
	default: return "error";
	}
}

static void finish(int level)
{
	if (level == DIAG_WARNING)
		diag_warnings++;
	else if (level >= DIAG_ERROR)
		diag_errors++;
	if (level == DIAG_FATAL) {
		if (diag_before_fatal)
			diag_before_fatal();
		report_end();
		fputs("compilation terminated.\n", stderr);
		exit(2);
	}
}

bool diag_muted;
int diag_muted_errors;
bool diag_no_warnings;

/* gcc's format: "FILE:L:C: error: MSG", "FILE:L: ...", or "castguard:
 * error: MSG" without a place. */
static bool dropped;	/* the last warning went: its notes go too */
static bool old;	/* the last one is --baseline's: counted, not shown */

static void gcc_line(int level, Loc loc, const char *msg)
{
	if (level != DIAG_NOTE) {
		dropped = level == DIAG_WARNING && diag_no_warnings;
		old = !dropped && baseline_active && level != DIAG_FATAL &&
		      !(loc.flags & LOC_NOWHERE) &&
		      baseline_hide(CK_NONE, loc.file, loc.line, msg, level >= DIAG_ERROR);
		if (old)
			report_drop_last();
	}
	if (dropped)
		return;
	if (old) {
		if (level != DIAG_NOTE)
			finish(level);
		return;
	}
	if ((report_format != FMT_TEXT || report_collect) && !(loc.flags & LOC_NOWHERE)) {
		report_add(level == DIAG_NOTE ? RK_NOTE : level == DIAG_WARNING ? RK_WARNING : RK_ERROR,
			   CK_NONE, loc.file, loc.line, loc.col, msg);
		if (report_format != FMT_TEXT) {
			finish(level);
			return;
		}
	}
	fflush(stdout);
	if (loc.file && loc.col)
		fprintf(stderr, "%s:%u:%u: %s: ", name_str(loc.file), loc.line, loc.col,
			level_name(level));
	else if (loc.file && loc.line)
		fprintf(stderr, "%s:%u: %s: ", name_str(loc.file), loc.line, level_name(level));
	else if (loc.file)	/* gcc's "<built-in>: error:" */
		fprintf(stderr, "%s: %s: ", name_str(loc.file), level_name(level));
	else
		fprintf(stderr, "%s: %s: ", diag_prog, level_name(level));
	fputs(msg, stderr);
	fputc('\n', stderr);
	finish(level);
}

/* --- sparse's format ---------------------------------------------------
 *
 * The checks report as sparse 0.6.4 does: "FILE:L:C: warning: TEXT",
 * info lines "FILE:L:C:    TEXT", a note naming the includers before the
 * first diagnostic of each header, columns wrapping at 1024, an error that
 * silences later warnings (the caller decides for how long), caps. */
#include <string.h>

bool sdiag_silenced;		/* an error was reported in this phase */
int sdiag_errors;		/* errors in sparse's format (exit 0 unless -Wsparse-error) */
int sdiag_promoted;
bool sdiag_shown;		/* the last one was printed: fix-its may follow */
bool sdiag_parse_error;		/* one was a parse-time error: all warnings go */
uint32_t sdiag_main_file;	/* name id of the main file */
const char *(*sdiag_includers)(uint32_t file, unsigned reading, char *buf, size_t len);
const char *diag_prefix;
int max_warnings = 100, max_errors = 100;

static bool show_info = true;
static bool drop_info;
static bool old_info;		/* the last one was --baseline's: not shown */
static int s_warnings, s_errors;
static uint32_t last_note_file;
static unsigned last_note_reading;
/* which reading of its file the diagnostic being printed is in (the
 * reading bits of its Loc): each has its own includers, as each of
 * sparse's streams has */
static unsigned cur_reading;
static bool warnings_capped, errors_capped;

static CheckId cur_check = CK_NONE;	/* of the diagnostic being printed */

static void sparse_line(uint32_t file, uint32_t line, uint32_t col, const char *type,
			const char *msg)
{
	const char *text = msg;
	if (report_format != FMT_TEXT || report_collect) {
		/* info lines are "   TEXT": the note's message is TEXT */
		int kind = !*type ? RK_NOTE : type[0] == 'e' ? RK_ERROR : RK_WARNING;
		while (kind == RK_NOTE && *msg == ' ')
			msg++;
		/* sdiag_note()'s "note: X" is written so in sparse's text; a
		 * note of the other formats is already one */
		if (kind == RK_NOTE && !strncmp(msg, "note: ", 6))
			msg += 6;
		report_add(kind, cur_check, file, line, col % 1024, msg);
		if (report_format != FMT_TEXT)
			return;
		msg = text;
	}
	fflush(stdout);
	if (file != sdiag_main_file && (file != last_note_file || cur_reading != last_note_reading) &&
	    sdiag_includers) {
		char through[256];
		const char *t = sdiag_includers(file, cur_reading, through, sizeof through);
		if (t)
			fprintf(stderr, "%s: note: in included file%s:\n",
				name_str(sdiag_main_file), t);
		last_note_file = file;
		last_note_reading = cur_reading;
	}
	fprintf(stderr, "%s:%u:%u: %s%s%s%s\n", name_str(file), line, col % 1024,
		diag_prefix ? diag_prefix : "", diag_prefix ? ": " : "", type, msg);
}

static void sparse_diag(CheckId ck, int level, uint32_t file, uint32_t line, uint32_t col,
			const char *msg)
{
	cur_check = ck;
	old_info = false;
	/* -Werror[=NAME] prints a warning as an error but keeps the warning's
	 * rules (caps, no silencing); -Wsparse-error makes it sparse's error */
	bool promoted = ck != CK_NONE && check_werror[ck];
	const char *label = promoted ? "error: " : "warning: ";
	if (level == DIAG_WARNING && sparse_error)
		level = DIAG_ERROR;
	if (promoted)
		sdiag_promoted++;
	if (level == DIAG_WARNING) {
		if (warnings_capped) {
			show_info = false;	/* its info lines go with it */
			return;
		}
		if (!max_warnings || sdiag_silenced) {
			show_info = false;
			return;
		}
		/* --baseline: an old one is counted, not shown, and counts
		 * against no cap (a new one after 100 old ones is seen) */
		if (baseline_active && baseline_hide(ck, file, line, msg, promoted)) {
			old_info = true;
			report_drop_last();
			return;
		}
		diag_warnings++;
		if (++s_warnings >= max_warnings) {
			show_info = false;
			warnings_capped = true;
			sparse_line(file, line, col, "warning: ", "too many warnings");
			return;
		}
		sparse_line(file, line, col, label, msg);
		sdiag_shown = true;
		return;
	}
	if (errors_capped)
		return;
	show_info = true;
	sdiag_silenced = true;
	if (baseline_active && baseline_hide(ck, file, line, msg, promoted || sparse_error)) {
		old_info = true;
		report_drop_last();
		return;
	}
	sdiag_errors++;
	if (++s_errors > max_errors + 1) {
		show_info = false;
		errors_capped = true;
		sparse_line(file, line, col, "error: ", "too many errors");
		return;
	}
	sparse_line(file, line, col, "error: ", msg);
	sdiag_shown = true;
}

static void sparse_info(uint32_t file, uint32_t line, uint32_t col, const char *msg)
{
	char text[1040];
	snprintf(text, sizeof text, "   %s", msg);
	sparse_line(file, line, col, "", text);
}

/* An info line without the indentation of the continuation lines:
 * sparse's "note: previously declared as:". */
static void sparse_note(uint32_t file, uint32_t line, uint32_t col, const char *msg)
{
	sparse_line(file, line, col, "", msg);
}

/* sparse's error_die() (a place) and die() (none): the line, then the
 * end of the run, exit status 1. */
static void sparse_die(CheckId ck, Loc loc, const char *msg)
{
	if (loc.flags & LOC_NOWHERE) {
		/* (no record: a message about the run itself, as gcc_line's) */
		fflush(stdout);
		fprintf(stderr, "%s%s%s\n", diag_prefix ? diag_prefix : "",
			diag_prefix ? ": " : "", msg);
	} else {
		sparse_diag(ck, DIAG_ERROR, loc.file, loc.line, loc.col, msg);
	}
	diag_errors++;
	if (diag_before_fatal)
		diag_before_fatal();
	report_end();
	exit(1);
}

/* Whether a diagnostic of this level would be printed at all: the cheap
 * tests come before the message is formatted. */
static bool wanted(DiagLevel level, CheckId ck, Loc loc)
{
	switch (level) {
	case SPARSE_WARNING:
	case SPARSE_ERROR:
		sdiag_shown = false;
		/* a check turned off: its info lines go too */
		drop_info = ck != CK_NONE && !check_on[ck];
		return !drop_info;
	case SPARSE_INFO:
		return show_info && !drop_info && !old_info;
	case SPARSE_NOTE:
		return show_info && !old_info;
	default:
		/* muting is for the preprocessor's replayed directives; a
		 * message about the run itself is never muted */
		if (diag_muted && level == DIAG_ERROR)
			diag_muted_errors++;
		return !diag_muted || level == DIAG_FATAL || (loc.flags & LOC_NOWHERE);
	}
}

void vdiag(DiagLevel level, CheckId ck, Loc loc, const char *fmt, va_list ap)
{
	char msg[1024];
	if (!wanted(level, ck, loc))
		return;
	vsnprintf(msg, sizeof msg, fmt, ap);
	cur_reading = loc.flags >> LOC_READING_SHIFT;
	switch (level) {
	case SPARSE_WARNING:
		sparse_diag(ck, DIAG_WARNING, loc.file, loc.line, loc.col, msg);
		break;
	case SPARSE_ERROR:
		sparse_diag(ck, DIAG_ERROR, loc.file, loc.line, loc.col, msg);
		break;
	case SPARSE_INFO:
		sparse_info(loc.file, loc.line, loc.col, msg);
		break;
	case SPARSE_NOTE:
		sparse_note(loc.file, loc.line, loc.col, msg);
		break;
	case SPARSE_FATAL:
		sparse_die(ck, loc, msg);
		break;
	default:
		gcc_line(level, loc, msg);
	}
}

void diag(DiagLevel level, CheckId ck, Loc loc, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vdiag(level, ck, loc, fmt, ap);
	va_end(ap);
}

/* Back to a fresh process's counts and settings (options.c sets them for
 * each unit; the fuzz harness runs many units in one process). */
void diag_finish(void)
{
	diag_errors = diag_warnings = diag_muted_errors = 0;
	diag_prog = "castguard";
	diag_before_fatal = NULL;
	diag_muted = diag_no_warnings = dropped = old = false;
	sdiag_silenced = sdiag_shown = sdiag_parse_error = false;
	sdiag_errors = sdiag_promoted = 0;
	sdiag_main_file = 0;
	sdiag_includers = NULL;
	diag_prefix = NULL;
	max_warnings = max_errors = 100;
	show_info = true;
	drop_info = old_info = warnings_capped = errors_capped = false;
	s_warnings = s_errors = 0;
	last_note_file = 0;
	last_note_reading = cur_reading = 0;
	cur_check = CK_NONE;
}
