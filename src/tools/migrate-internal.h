/*
 * migrate-internal.h - what the files of `castguard migrate` share, and no
 * other file includes: migrate.c (the command: options, files, the front
 * end's children, the run), migrate-tokens.c (the files' tokens, the type
 * words and TYPE's typedef), migrate-edit.c (the rewrites, the diff,
 * writing in place) and migrate-infer.c (--infer).  The public interface
 * is migrate.h.
 */
#ifndef CG_MIGRATE_INTERNAL_H
#define CG_MIGRATE_INTERNAL_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <sys/types.h>
#include "lex.h"
#include "project.h"

/* --- migrate.c ---------------------------------------------------------- */

/* Every allocation is on one list, handed back whole when migrate_main()
 * returns. */
void *mig_malloc(size_t n);
void *mig_realloc(void *p, size_t n);
void mig_free(void *p);
char *mig_strdup(const char *s);

typedef struct {
	char **v;
	int len, cap;
} StrVec;

void sv_push(StrVec *sv, const char *s);
bool sv_has(StrVec *sv, const char *s);

typedef struct {
	const char *type;
	const char *build;	/* -p BUILD_DIR */
	ProjectUnit *units;
	int nunits;
	char **unit_real;	/* each unit's file, as a real path */
	bool in_place, all_or_nothing, join, no_parse, infer, explain;
	int jobs;		/* -j N: units read at a time by --infer */
	StrVec cflags;		/* handed to the front end */
	StrVec incdirs;
	StrVec inputs;
} MigOptions;

extern MigOptions mig_opt;

bool read_file(const char *path, char **text, size_t *size);
char *shown_path(const char *path);
char **child_argv(const char *path, int unit, const char **pre, int npre, int *argc);
pid_t fork_piped(int pfd[2]);

/* --- migrate-tokens.c --------------------------------------------------- */

/*
 * A token of a file, from the front end's lexer run over the file's own
 * bytes, not preprocessed: the code of every #if branch is text to
 * rewrite.  The lexer reads the file's cleaned text (source.c: no line
 * splices, CR LF and lone CR made LF); off and len are the token's bytes
 * in the file itself, which the rewrites replace.  A word is compared as
 * those bytes, so one broken by a line splice is no type word: migrate
 * rewrites words only where they are spelled whole.
 */
typedef struct {
	uint32_t off, len;	/* in SrcFile.text */
	uint8_t kind;		/* TK_* */
	uint8_t punct;		/* P_* (a digraph is its twin) */
	bool directive;		/* inside a # line */
} SrcTok;

typedef struct {
	char *path;		/* as given */
	char *shown;		/* relative to the project root */
	char *text;
	size_t size;
	SrcTok *toks;
	int ntoks;
	bool plain;		/* the lexer's offsets are the text's: no splice, no CR */
	const char *bad;	/* why it cannot be migrated, or NULL */
	char *badbuf;
	int unit;		/* -p: its compile command, or -1 */
	bool included;		/* a .c file #included by another file given */
	bool unbuilt;		/* -p: a .c file with no command, not included */
	bool read;		/* --infer: its facts were asked for already */
	int *tdefs, ntdefs;	/* the tokens that start its typedefs of TYPE */
} SrcFile;

bool lex_file(SrcFile *f);
size_t raw_offset(SrcFile *f, unsigned cleaned);
bool tok_is(SrcFile *f, SrcTok *t, const char *w);

enum { W_NONE, W_SPEC, W_ANNOT, W_QUAL, W_TNAME };

/* The base type a run of specifiers spells, in a canonical form. */
typedef struct {
	int sign;	/* 0 plain, 1 signed, 2 unsigned */
	int longs, shorts, chars, ints;
	bool nocast, bitwise;
	int nspec;
	const char *tname;	/* a typedef'd base (__u32), or NULL */
	unsigned tlen;
} Spelling;

/* TYPE's underlying spelling, from its typedef */
extern Spelling mig_target;
void mig_tokens_finish(void);

int word_kind(const char *w, unsigned n);
void spell_add(Spelling *sp, const char *w, unsigned n);
bool same_type(const Spelling *a, const Spelling *b);
int tok_kind(SrcFile *f, SrcTok *t);
bool find_target(SrcFile *files, int nfiles, bool **protect);

/* --- migrate-edit.c ----------------------------------------------------- */

typedef struct {
	size_t off, len;
	char *with;
} Edit;

/* (migrate-tokens.c) drops the edits where TYPE's typedef is not in force */
int keep_visible(SrcFile *f, Edit *ed, int n);

typedef struct {
	char **lines;		/* without '\n' */
	int n;
	bool final_nl;		/* the last line ends with '\n' */
} Lines;

/*
 * New line j comes from old lines map[j] (and map[j]+1 when two lines were
 * joined: span[j] == 2; span[j] == 0 for the lines after the first that a
 * split declaration made of old line map[j]).
 */
typedef struct {
	Lines old, nu;
	int *map, *span;
	bool *changed;		/* per new line */
	int *grow;		/* per old line: the lines it became beyond one, or NULL */
} Result;

char *keep_comments(SrcFile *f, int first, int last, char *w);
char *type_replacement(SrcFile *f, int first, int last);
size_t span_end(SrcFile *f, SrcTok *last, const char *with);
int find_edits(SrcFile *f, bool *protect, Edit **out);
int cmp_edit(const void *a, const void *b);
char *apply_edits(SrcFile *f, Edit *ed, int n, size_t *size);
Lines split_lines(const char *s, size_t size);
void join_lines(Result *r);
int *line_growth(SrcFile *f, Edit *ed, int n, int nlines);
void print_diff(FILE *out, SrcFile *f, Result *r);
bool writable(const char *path);
const char *syntax_error_line(char *buf);

/* --- migrate-infer.c ---------------------------------------------------- */

/* A unit to read for --infer: where its syntax error goes (or NULL: its
 * errors are not looked at), and whether its front end finished. */
typedef struct {
	const char *path;
	int unit;
	char **syntax;
	bool ok;
	int file;		/* (for the caller) */
} InferTask;

void infer_files(InferTask *t, int n, int jobs, void (*done)(InferTask *));
bool infer_file(const char *path, int unit, char **syntax);
int infer_decide(SrcFile *files, int nfiles, Edit **edits, int *nedits);
void infer_finish(void);
#endif
