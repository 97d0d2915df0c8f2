/* lsp-internal.h - what the files of castguard lsp share. */
#ifndef CG_LSP_INTERNAL_H
#define CG_LSP_INTERNAL_H
#include <stdbool.h>
#include <stddef.h>
#include "json.h"

/* lsp-command.c: how to check a file.  The file's own compile command
 * from the nearest compile_commands.json or, for a header, the command of
 * a unit that includes it; in a kernel tree, Kbuild's CHECKFLAGS first. */
typedef struct LspCommand {
	char *dir;		/* where the check runs */
	char **argv;		/* "castguard" and the arguments, NULL-terminated */
	int argc;
	char *unit;		/* the unit checked (the header's includer) */
	int tabstop;		/* -ftabstop=N of the command (columns) */
} LspCommand;

/* false (with the reason in WHY) if no database knows PATH (a real path). */
bool lsp_command(const char *path, LspCommand *cmd, char *why, size_t whylen);
void lsp_command_free(LspCommand *cmd);
void lsp_command_forget(void);		/* drop the cached databases */

/* lsp-diag.c: castguard's JSON records as LSP diagnostics and code actions. */
typedef struct LspText {
	const char *text;
	size_t len;
	size_t *lines;		/* byte offset of each line's start */
	size_t nlines;
} LspText;

void lsp_text_init(LspText *t, const char *text, size_t len);
void lsp_text_free(LspText *t);
/* castguard's 1-based LINE and display column COL -> an LSP Position. */
Json *lsp_position(const LspText *t, long line, long col, int tabstop);
/* An LSP Position -> a byte offset in T (clamped to the text). */
size_t lsp_offset(const LspText *t, long line, long character);

/* The records of castguard's JSON log RECORDS that are in the file PATH
 * (file names resolved against DIR), as a new array of records. */
Json *lsp_records_in(const Json *records, const char *path, const char *dir);
/* The checked file: its text, the editor's URI for it, its real path, the
 * directory the check ran in (castguard's file names are relative to it)
 * and the tab stop of the check's columns. */
typedef struct LspFile {
	const LspText *t;
	const char *uri, *path, *dir;
	int tabstop;
} LspFile;

/* A record as an LSP Diagnostic; notes in other files are read from disk. */
Json *lsp_diagnostic(const Json *rec, const LspFile *f);
/* The quick fixes among RECORDS whose lines meet the LSP range
 * [FIRST, LAST] (0-based lines), appended to ACTIONS. */
void lsp_code_actions(Json *actions, const Json *records, const LspFile *f, long first,
		      long last);

/* file:// URIs and paths (malloc'd results). */
char *lsp_uri_to_path(const char *uri);
char *lsp_path_to_uri(const char *path);
/* PATH resolved against DIR, as a real path if it exists. */
char *lsp_resolve(const char *dir, const char *path);
#endif
