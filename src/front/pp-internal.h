/* pp-internal.h - what the preprocessor's own files (pp.c, pp-macro.c,
 * pp-directive.c, pp-if.c) share, and no other file includes: the state,
 * file frames, conditionals and expansion contexts, and the functions one
 * of them calls in another.  The public interface is pp.h.
 *
 * The small helpers run for every token (get_raw(), tok_new(), top()...)
 * are static inline here, so that each file compiles them in where it
 * calls them: splitting pp.c added no call to the per-token path. */
#ifndef CG_PP_INTERNAL_H
#define CG_PP_INTERNAL_H
#include <string.h>
#include <time.h>
#include "arena.h"
#include "pp.h"

/* --- the state and its types ------------------------------------------- */

enum {
	BI_NONE, BI_FILE, BI_LINE, BI_COUNTER, BI_INCLUDE_LEVEL, BI_BASE_FILE,
	BI_FILE_NAME, BI_DATE, BI_TIME, BI_TIMESTAMP, BI_PRAGMA,
	BI_HAS_INCLUDE, BI_HAS_INCLUDE_NEXT, BI_HAS_ATTRIBUTE,
	BI_HAS_C_ATTRIBUTE, BI_HAS_CPP_ATTRIBUTE, BI_HAS_BUILTIN,
	BI_HAS_EXTENSION, BI_HAS_FEATURE,	/* sparse's (clang's), check mode only */
};

/* Where a file came from, for #include_next and "" lookups. */
enum { DIR_NONE = -2, DIR_INCLUDER = -1 };

enum { MI_START, MI_IN_GUARD, MI_AFTER_GUARD, MI_INVALID };

typedef struct Frame {
	Lexer lx;
	File *file;
	const char *dir;	/* directory of the file, for "" includes */
	int dir_idx;		/* search-path index it was found at */
	int cond_base;		/* conditional stack depth at entry */
	Token *pushback;	/* tokens given back to the file level */
	int mi_state, mi_depth;
	Ident *mi_guard;
	bool sys;
	uint8_t sysp;		/* pp.h's sysp: which system header, if sys */
	bool quiet;		/* -imacros: tokens are discarded */
	int level_adjust;	/* line markers with flags 1/2 change the include level */
	const char *stop_at;	/* a replayed body: the end of input is here */
	uint32_t outer_gen;	/* a replayed body: pp.replay_gen before it */
} Frame;

typedef struct Cond {
	Ident *dir;		/* the directive of the current group */
	Loc began;		/* the #if, #ifdef or #ifndef of the chain */
	bool taken;		/* some group of this chain was taken */
	bool in_else;
} Cond;

typedef struct Context {
	Token *tok;		/* next token */
	Macro *macro;		/* whose expansion, NULL for argument pre-expansion */
} Context;

typedef struct SearchDir {
	const char *path;	/* without trailing slash; "" = cwd */
	bool sys;
} SearchDir;

struct PPState {
	Frame *frames;
	int nframes, cap_frames;
	Cond *conds;
	int nconds, cap_conds;
	Context *ctx;
	int nctx, cap_ctx;
	SearchDir *dirs;
	int ndirs, bracket_start;
	bool as_sparse;		/* check mode: header names, redefinitions as sparse */
	int parsing_args;	/* 1: looking for "(", 2: collecting arguments */
	bool in_if;		/* evaluating #if: "defined" is an operator */
	int pinned;		/* > 0: scratch tokens are in use, no reset */
	int counter;
	Macro *macros;		/* every macro ever defined, newest first */
	Macro **first_def;	/* by Ident id: the first a file made (sparse mode) */
	uint32_t nfirst_def;
	int nentered;		/* files entered by #include */
	uint16_t *readings;	/* by name id: how often a file was entered */
	bool epoch_read;	/* SOURCE_DATE_EPOCH looked at (once a unit) */
	time_t epoch;		/* its value, or -1: the time of day */
	uint32_t nreadings;
	PtrVec once_files;	/* #pragma once */
	PtrVec pending;		/* -imacros/-include files still to read */
	const char *base_file;
	bool in_pending;	/* a -include/-imacros file is being read */
	Token *eof_tok;
	Token *avoid_paste;	/* padding with no source */
	struct HeaderHit **header_hits;	/* find_header()'s search-path results */
	uint32_t gen;		/* macro generation: bumped by each (re)definition */
	uint32_t replay_gen;	/* replaying a body: macros as of this generation */
	uint32_t raw_epoch;	/* raw_safe_macro()'s answers hold within one epoch */
	struct Answer **answers;	/* #assert: by predicate's ident id */
	uint32_t cap_answers;
	bool replay_broken;	/* a replay met a macro with unpaired braces */
	/* pp_expand_name() and pp_expand_text() at work: see pp-macro.c */
	bool probing;
	bool probe_failed;	/* an error (not reported) or the cap */
	int probe_steps;	/* macros entered and arguments placed */
	size_t probe_in_use;	/* the scratch arena's size at the start */
};
extern struct PPState pp;

extern Ident *id_defined, *id_va_args, *id_va_opt, *id_once,
	*id_include, *id_include_next, *id_import, *id_define,
	*id_undef, *id_if, *id_ifdef, *id_ifndef, *id_elif, *id_elifdef,
	*id_elifndef, *id_else, *id_endif, *id_line, *id_error,
	*id_warning, *id_pragma, *id_ident, *id_sccs, *id_assert,
	*id_unassert, *id_gcc, *id_system_header, *id_poison,
	*id_push_macro, *id_pop_macro, *id_dependency,
	*id_warning_pragma, *id_error_pragma;

/* Tokens in flight live in the scratch arena, emptied whenever the
 * preprocessor stands at file level with nothing pending (see
 * read_file_token).  Macro definitions and anything a consumer keeps
 * (pp_keep) live in the translation unit's arena. */
extern Arena scratch;
#define SCRATCH_KEEP (16 << 10)

/* Each change of a name's macro after its first is logged with the
 * definition it replaced, so that a body left unexpanded can later be
 * expanded with the macros of its own place in the file. */
typedef struct MacroChange {
	Macro *old;		/* the definition replaced (NULL: none) */
	uint32_t old_gen;	/* the generation it had been set at */
	uint32_t prev;		/* the name's previous entry + 1, or 0 */
} MacroChange;
extern MacroChange *changes;
extern uint32_t nchanges, cap_changes;

/* --- what one file calls in another ------------------------------------ */

/* pp.c */
void push_frame(File *f, const char *dir, int dir_idx, bool sys, bool quiet);
Token *read_file_token(void);
Token *expand_next(void);

/* pp-macro.c */
void set_macro(Ident *id, Macro *m);
void do_define(void);
void do_undef(void);
bool enter_macro(Token *name, Macro *m);
Token *expand_builtin(Token *t, Macro *m);

/* pp-assert.c */
void do_assertion(Token *dirtok);
void pp_assert_finish(void);
void pp_directive_finish(void);
Token *eval_assertion(Token *hash, bool report);
const char *predefined_assertions(void);

/* pp-directive.c */
Token *dir_token(void);
char *spell_tokens(Token **toks, int n);
void directive(Token *hash);
const char *join_path(const char *dir, const char *name);
File *find_header(const char *name, bool angle, bool next,
		  const char *cur_dir, int cur_idx, int *dir_idx, bool *sys);
char *read_header_name(Token *where, bool *angle, const char *what, Token **at);
Token *run_pragma(Token *at, PtrVec *v, bool in_main, Frame *fr);

/* pp-if.c */
bool eval_if(Token *dirtok);

/* --- small helpers, compiled in wherever they are used ----------------- */

static inline Token *tok_new(void)
{
	return arena_alloc(&scratch, sizeof(Token));
}

static inline Token *tok_copy(const Token *t)
{
	Token *c = tok_new();
	*c = *t;
	c->next = NULL;
	return c;
}

static inline bool is_punct(const Token *t, int p)
{
	return t->kind == TK_PUNCT && t->punct == p;
}

static inline Token *padding(Token *src)
{
	if (!pp_want_padding)
		return NULL;
	Token *p = tok_new();
	memset(p, 0, sizeof(*p));
	p->kind = TK_PADDING;
	p->pad_src = src;
	return p;
}

static inline void pop_context(void)
{
	Context *c = &pp.ctx[--pp.nctx];
	/* Several contexts in a row can belong to one expansion (pushed-back
	 * tokens); re-enable the macro only when leaving the last. */
	if (c->macro && (pp.nctx == 0 || pp.ctx[pp.nctx - 1].macro != c->macro))
		c->macro->disabled = false;
}

static inline Frame *top(void)
{
	return pp.nframes ? &pp.frames[pp.nframes - 1] : NULL;
}

/* gcc prints no warning in a system header (its errors it does).  The
 * preprocessor's warnings ask about the file being read as they are made,
 * which is where they are reported (a macro's token at its expansion
 * point); the lexer's ask their Lexer.sys, set with Frame.sys. */
static inline bool in_system_header(void)
{
	Frame *fr = top();
	return fr && fr->sys;
}

/* The directory a quoted #include searches first: the includer's, up to
 * its last '/'; sparse drops a leading "./" from it ("./h/a.h" includes
 * "h/x.h"), gcc keeps it. */
static inline const char *dir_of(const char *path)
{
	const char *dir = path_dirname(path);
	while (pp.as_sparse && dir[0] == '.' && dir[1] == '/')
		for (dir += 2; *dir == '/'; dir++)
			;
	return dir;
}

/* The macro id named at generation gen. */
static inline Macro *macro_at(Ident *id, uint32_t gen)
{
	if (id->macro_gen <= gen)
		return id->macro;
	for (uint32_t i = id->macro_hist; i; i = changes[i - 1].prev)
		if (changes[i - 1].old_gen <= gen)
			return changes[i - 1].old;
	return NULL;
}

/* The macro a name stands for in #ifdef and defined(): in a replayed body,
 * the one of the body's place. */
static inline Macro *find_macro(Ident *id)
{
	return pp.replay_gen ? macro_at(id, pp.replay_gen) : id->macro;
}

/* Give a token back to the file level (it will be read again, and a "#"
 * at the start of a line then runs as a directive). */
static inline void unget_file(Token *t)
{
	Frame *fr = top();
	/* Past the end of the main file (an operator like __has_attribute
	 * reading its operand at EOF): read_file_token() keeps returning
	 * the EOF token, so there is nothing to give back. */
	if (!fr)
		return;
	t->next = fr->pushback;
	fr->pushback = t;
}

/* Next unexpanded token: from the innermost live context, else the file. */
static inline Token *get_raw(void)
{
	while (pp.nctx) {
		Context *c = &pp.ctx[pp.nctx - 1];
		if (c->tok) {
			Token *t = c->tok;
			c->tok = t->next;
			return t;
		}
		/* An argument pre-expansion context ends with an EOF token that
		 * its reader pops itself; a macro context just ends. */
		pop_context();
		if (pp_want_padding && !pp.in_if)
			return tok_copy(pp.avoid_paste);	/* consumers relink it */
	}
	return read_file_token();
}

/* Give back a token read by get_raw(). */
static inline void unget(Token *t)
{
	if (pp.nctx) {
		Context *c = &pp.ctx[pp.nctx - 1];
		t->next = c->tok;
		c->tok = t;
	} else {
		unget_file(t);
	}
}

static inline bool usable(File *f)
{
	return !f->missing && !f->is_dir;
}

#endif
