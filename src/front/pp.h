/* pp.h - the preprocessor: tokens in, macro-expanded tokens out. */
#ifndef CG_PP_H
#define CG_PP_H
#include <stdio.h>
#include "arena.h"
#include "lex.h"

typedef struct Macro {
	Ident *name;
	Token *body;		/* replacement list; parameters are TK_MACRO_ARG */
	Ident **params;
	int nparams;
	int nbody;
	bool funlike, variadic, disabled;
	bool pastes;		/* body has ## or __VA_OPT__: expansions need paste_all() */
	uint8_t builtin;	/* BI_* for __FILE__, __LINE__, ... */
	uint8_t raw_state;	/* RAW_*: may a body using it be left unexpanded? */
	bool unbalanced;	/* its body's braces do not pair up */
	uint32_t file, line, col;	/* where it was defined */
	uint32_t raw_gen;	/* the raw-safety epoch raw_state holds for */
	struct Macro *prev_def;	/* for -dM order: all macros ever defined */
	/* Body not read yet (lazy.file set): where it starts.  The fields
	 * above are ordered so that a Macro stays 96 bytes with it. */
	LexPos lazy;
} Macro;

/* The replacement list of m, read now if it was left for later. */
Token *pp_macro_body(Macro *m);

/* Set by the -E printer: padding tokens (TK_PADDING) carry the spacing
 * information gcc uses to place blanks; other consumers skip them. */
extern bool pp_want_padding;
/* File changes, for line markers. */
enum {
	PP_START,		/* before anything: the main file's name */
	PP_ENTER,		/* entering an included file */
	PP_RETURN,		/* back in the includer */
	PP_LINE,		/* #line or a line marker */
	PP_SYSTEM_HEADER,	/* #pragma GCC system_header */
	PP_MAIN,		/* the main file's own text starts */
	PP_INCLUDE_LINE,	/* the includer reached its #include line */
	PP_PREINCLUDE,		/* check mode: entering a -include file, which
				 * sparse reads from its "builtin" stream */
};
/* sysp: 0 a user file, 1 a system header that would not need extern "C"
 * (#pragma GCC system_header, a line marker's flag 3), 2 one that would
 * (the system directories, flags 3 4): gcc's line-marker flags */
extern void (*pp_file_change)(uint32_t name, uint32_t line, int flag, int sysp);
/* Which reading of its file the innermost file being read is (0: the
 * first): asked by pp_file_change's PP_ENTER hook, as tokens carry it. */
uint16_t pp_reading(void);
/* Called as a macro is expanded (outside #if), with its name and the
 * outermost expansion point: where the parser's nodes made of its
 * tokens are located (LOC_MACRO). */
extern void (*pp_macro_expanded)(const Token *name, const Token *site);

/* An inline function body left unexpanded (check mode): the parser has
 * just read its '{' straight from a file.  pp_skip_body() moves past the
 * matching '}' without expanding anything, if no directive, no macro that
 * could make a brace or a static assertion, and nothing that counts
 * expansions is in the way; else it returns NULL and has read nothing.
 * pp_replay_begin() makes the body the input again, up to its '}' (then
 * TK_EOF), with the macros as they were defined at its '{'.  Replays
 * nest at most 64 deep. */
typedef struct PPBody PPBody;
PPBody *pp_skip_body(uint32_t *end_line, uint16_t *end_col);
void pp_replay_begin(PPBody *b);
/* False if the body did not expand as its skip assumed (a macro with
 * unpaired braces named by ##): the caller reports it. */
bool pp_replay_end(void);

/* Probes: what a macro name or a line of text expands to, and its value,
 * asked outside the text (the GFP checks read the unit's flag macros after
 * parsing).  The expansion is the preprocessor's own, with the macros
 * defined now (object-like and function-like, nested, #, ## and
 * __VA_OPT__; a macro is not expanded inside its own expansion), and
 * leaves no trace: no diagnostic, no pp_macro_expanded() call, the
 * built-in macros (__COUNTER__, _Pragma...) left as names.  False, with
 * the tokens made so far, after an error or past a size cap (a flag is a
 * few dozen tokens; a runaway definition must not take the process with
 * it).  The tokens live in the scratch arena until pp_probe_end(); one
 * probe at a time. */
typedef struct PPProbe {
	Token **tok;		/* the expansion, paddings left out */
	int n;
	ArenaMark mark;		/* the scratch arena before the probe */
} PPProbe;
bool pp_expand_name(Ident *name, PPProbe *p);
bool pp_expand_text(const char *text, size_t len, PPProbe *p);
void pp_probe_end(PPProbe *p);

/* What the #if evaluator cannot know outside #if: the value of an
 * identifier left after expansion (an enum constant; false: none), and
 * whether the token after a '(' starts a type name, making a cast such as
 * (__force gfp_t) that is skipped (the value is its operand's). */
typedef struct PPEvalHooks {
	bool (*ident)(const Token *t, int64_t *value);
	bool (*type_start)(const Token *t);
} PPEvalHooks;
/* TOK[0..N) evaluated as the expression of #if is (in 64 bits, signed or
 * unsigned as gcc), but silently and with identifiers through HOOKS:
 * false if they are not one constant expression. */
bool pp_eval_tokens(Token **tok, int n, const PPEvalHooks *hooks, int64_t *value);

void pp_init(void);
/* Start a translation unit: built-ins, command line, -imacros, -include,
 * then the main file.  Returns false if the main file cannot be read. */
bool pp_start(const char *path);
/* The next token.  It lives until the following pp_next() call unless
 * pp_keep() copies it (with its expansion chain) to the TU arena. */
Token *pp_next(void);
Token *pp_keep(const Token *t);
void pp_print_macros(FILE *out);
void pp_finish(void);
/* Whether sparse 0.6.4 knows a gcc builtin by name (check mode reports
 * the others as sparse does: "undefined identifier"). */
bool sparse_knows_builtin(const char *name);
#endif
