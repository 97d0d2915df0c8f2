/* source.h - source files in memory, and locations.
 *
 * A file is read once and "cleaned": backslash-newline splices and CR
 * are removed so the lexer never sees them.  The offsets where splices were
 * removed are kept, so every token still gets the physical line and column
 * it was spelled at. */
#ifndef CG_SOURCE_H
#define CG_SOURCE_H
#include <stdbool.h>
#include <stdint.h>
#include <sys/types.h>

struct Ident;

typedef struct File {
	const char *path;	/* as gcc spells it: include dir + "/" + name */
	char *buf;		/* cleaned text, always ends in "\n\0" */
	uint32_t len;
	uint32_t *splices;	/* cleaned offsets where a line splice was removed */
	uint32_t nsplices;
	uint32_t name_id;	/* name-table index of path */
	dev_t dev;
	ino_t ino;
	long mtime;
	struct Ident *guard;	/* controlling macro of an include guard */
	bool guard_known;	/* file fully read once: guard is final */
	bool pragma_once;
	bool stacked;		/* pp: included at least once */
	bool is_dir, missing, binary, read_error;
	uint32_t splice_at_eof;	/* ends in backslash-newline: its line */
	bool no_final_newline;	/* its last line had no newline: one was added */
	uint32_t *trigraphs;	/* offset << 8 | char of unreplaced trigraphs */
	uint32_t ntrigraphs;
	int err;		/* errno when missing */
} File;

/* Larger files are refused with EFBIG ("File too large"): offsets are 32
 * bits, and tokens take several times the text's size in memory. */
#define SOURCE_MAX_SIZE ((size_t)256 << 20)

extern bool source_trigraphs;	/* replace ??= and friends when reading */

/* File names: a location names a file by a small integer. */
uint32_t name_id(const char *name);
const char *name_str(uint32_t id);
/* name_id("<built-in>") and name_id("<command-line>") */
uint32_t builtin_name_id(void);
uint32_t command_line_name_id(void);

/* Look up or read a file.  Never returns NULL; check ->missing. */
File *file_get(const char *path);
File *file_from_buffer(const char *name, const char *text, size_t len);
File *file_from_stdin(void);		/* named "<stdin>", as gcc does */
void source_free(void);
/* castguard lsp: TEXT (LEN bytes, kept by the caller) is read in place of
 * the file PATH names, under every path to it, for the rest of the run;
 * false if PATH cannot be stat'ed. */
bool source_override(const char *path, const char *text, size_t len);
/* The override's text if PATH is the overridden file, else NULL. */
const char *source_override_text(const char *path, size_t *len);

/* Path helpers. */
const char *path_dirname(const char *path);	/* "a/b.h" -> "a/", "b.h" -> "" */
/* A source location: where sparse and gcc report.  For a token that came
 * from a macro expansion, the outermost expansion point (LOC_MACRO set);
 * otherwise where the token is spelled.  off is the spelling's byte offset
 * in its physical file (for rewrites). */
typedef struct Loc {
	uint32_t file;		/* presumed file name id */
	uint32_t line;
	uint32_t off;
	uint16_t col;
	uint16_t flags;
} Loc;
enum { LOC_MACRO = 1, LOC_NOWHERE = 2 };
/* The rest of flags: which reading of the file it is in (0: the first; a
 * header read once per TRACE_HEADER_MULTI_READ pass is read again from
 * other includers, and sparse names each reading's own). */
#define LOC_READING_SHIFT 2
#define LOC_READING_MAX ((1u << (16 - LOC_READING_SHIFT)) - 1)
static inline uint16_t loc_reading_flags(unsigned reading)
{
	return (uint16_t)((reading < LOC_READING_MAX ? reading : LOC_READING_MAX) << LOC_READING_SHIFT);
}
/* No place: a diagnostic about the command line or the run itself
 * ("castguard: error: no input files"). */
#define NOWHERE ((Loc){.flags = LOC_NOWHERE})
/* A place given by its parts (a lexer position, a recorded summary). */
static inline Loc loc_at(uint32_t file, uint32_t line, uint32_t col)
{
	return (Loc){.file = file, .line = line, .col = (uint16_t)col};
}

/* Columns count a tab to the next tab stop, as gcc and sparse do: the
 * lexer, the diagnostics and the fix-its all need the same rule. */
extern int source_tabstop;	/* -ftabstop=N: columns of a tab (default 8) */
/* The column after a tab standing at column col (1-based). */
static inline uint32_t source_tab_col(uint32_t col)
{
	return ((col - 1) / source_tabstop + 1) * source_tabstop + 1;
}

#endif
