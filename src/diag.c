/* diag.c - formatting and counting diagnostics. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include "diag.h"
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
		fputs("compilation terminated.\n", stderr);
		exit(1);
	}
}

void diag_at(int level, uint32_t file, uint32_t line, uint32_t col,
	     const char *fmt, ...)
{
	va_list ap;
	fflush(stdout);
	if (file && col)
		fprintf(stderr, "%s:%u:%u: %s: ", name_str(file), line, col, level_name(level));
	else if (file)
		fprintf(stderr, "%s:%u: %s: ", name_str(file), line, level_name(level));
	else
		fprintf(stderr, "%s: %s: ", diag_prog, level_name(level));
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	finish(level);
}

void diag_plain(int level, const char *fmt, ...)
{
	va_list ap;
	fflush(stdout);
	fprintf(stderr, "%s: %s: ", diag_prog, level_name(level));
	va_start(ap, fmt);
	vfprintf(stderr, fmt, ap);
	va_end(ap);
	fputc('\n', stderr);
	finish(level);
}
