/* lex.h - tokens and the tokenizer. */
#ifndef CG_LEX_H
#define CG_LEX_H
#include <stdbool.h>
#include <stdint.h>
#include "intern.h"
#include "source.h"

enum {
	TK_EOF,
	TK_IDENT,
	TK_NUMBER,
	TK_CHAR,
	TK_STRING,
	TK_PUNCT,
	TK_OTHER,	/* stray byte, unterminated literal */
	TK_HEADER,	/* <...> header name, only in #include */
	TK_PLACEMARKER,	/* empty macro argument next to ## */
	TK_MACRO_ARG,	/* parameter reference in a macro body */
	TK_PADDING,	/* -E spacing hint: ident field holds the source token */
};

/* Token flags. */
enum {
	TF_BOL = 1,		/* first token on its line */
	TF_SPACE = 2,		/* whitespace before it */
	TF_NOEXPAND = 4,	/* painted: names a macro that must not expand */
	TF_PASTE_LEFT = 8,	/* body token followed by ## */
	TF_STRINGIFY = 16,	/* body parameter preceded by # */
	TF_VAOPT = 32,		/* __VA_OPT__ group marker in a body */
	TF_LINE_START = 64,	/* -E: starts an output line (BOL at file level) */
	TF_PRAGMA = 128,	/* token of a #pragma line passed through */
	TF_FROM_ARG = 256,	/* substituted from a macro argument */
};

/* Punctuators.  Digraphs share the code of their twin (the spelling stays). */
enum {
	P_NONE,
	P_LBRACKET, P_RBRACKET, P_LPAREN, P_RPAREN, P_LBRACE, P_RBRACE,
	P_DOT, P_ARROW, P_INC, P_DEC, P_AMP, P_STAR, P_PLUS, P_MINUS,
	P_TILDE, P_NOT, P_SLASH, P_PERCENT, P_SHL, P_SHR, P_LT, P_GT,
	P_LE, P_GE, P_EQ, P_NE, P_CARET, P_PIPE, P_ANDAND, P_OROR,
	P_QUESTION, P_COLON, P_COLONCOLON, P_SEMI, P_ELLIPSIS, P_ASSIGN,
	P_MUL_ASSIGN, P_DIV_ASSIGN, P_MOD_ASSIGN, P_ADD_ASSIGN,
	P_SUB_ASSIGN, P_SHL_ASSIGN, P_SHR_ASSIGN, P_AND_ASSIGN,
	P_XOR_ASSIGN, P_OR_ASSIGN, P_COMMA, P_HASH, P_HASHHASH,
	P_COUNT
};

struct Expansion;

typedef struct Token {
	struct Token *next;
	const char *text;	/* spelling, not NUL-terminated */
	union {
		Ident *ident;	/* TK_IDENT */
		struct Token *pad_src;	/* TK_PADDING */
	};
	struct Expansion *exp;	/* macro expansion it came from, or NULL */
	uint32_t len;
	uint32_t line;		/* presumed line (after #line) */
	uint32_t off;		/* offset in the physical file's cleaned text */
	uint32_t file;		/* presumed file name id */
	uint16_t col;
	uint8_t kind;
	uint16_t flags;
	uint16_t punct;		/* P_*; for TK_MACRO_ARG the parameter index */
	uint16_t aux;		/* TK_MACRO_ARG: __VA_OPT__ marker; first token of a
				 * line: its byte column; TK_HEADER: unterminated */
	uint16_t reading;	/* which reading of its file (0: the first), as
				 * a Loc's flags have it (loc_reading_flags()):
				 * a header read again has its own includers */
} Token;

/* Where a macro-expanded token came from: the invocation's name token. */
typedef struct Expansion {
	Token *site;		/* the macro name at the expansion point */
	Token *root;		/* the outermost site: site, or its own root */
	struct Macro *macro;
} Expansion;

/* The token a report about t names: for a token that came from a macro
 * expansion, the macro name at the outermost expansion point (gcc and
 * sparse both report there); otherwise t itself, where it is spelled. */
static inline const Token *tok_root(const Token *t)
{
	return t->exp && t->exp->site ? t->exp->root : t;
}

/* t's Loc (source.h): its root's place, LOC_MACRO if that is an expansion
 * point, and t's own spelling offset (for rewrites). */
static inline Loc tok_loc(const Token *t)
{
	const Token *o = tok_root(t);
	return (Loc){.file = o->file, .line = o->line, .off = t->off, .col = o->col,
		     .flags = (o != t ? LOC_MACRO : 0) | o->reading};
}

typedef struct Lexer {
	File *file;
	const char *p;
	const char *line_start;
	const char *col_pos;	/* column cache on the current line */
	uint32_t col_val;
	uint32_t line;		/* physical line of p */
	int32_t line_delta;	/* #line: presumed = physical + delta */
	uint32_t name;		/* presumed file name id */
	const uint32_t *splice, *splice_end;
	const uint32_t *tri, *tri_end;	/* unreplaced trigraphs ahead */
	bool bol;		/* next token starts a line */
	bool skipping;		/* in a false #if group: no diagnostics */
	bool sys;		/* a system header: no warnings */
	bool in_directive;
	bool eof_warned;
	uint16_t reading;	/* the Token field: set by the preprocessor */
	/* where a block comment that runs to the end of the file began, or
	 * NULL: a quiet lexer (lexer_init_quiet()) reports nothing, so its
	 * user asks here */
	const char *open_comment;
} Lexer;

/* A lexer's place kept in 32 bytes rather than a whole Lexer (a #define
 * body read only if the macro is used: a kernel unit defines 10-25k).
 * lexer_at() rebuilds a lexer that lexes on exactly as the saved one. */
typedef struct LexPos {
	File *file;		/* NULL: nothing saved */
	uint32_t off;		/* of p in file->buf */
	uint32_t line;		/* physical line of p, splices up to p counted */
	int32_t line_delta;
	uint32_t name;
	uint16_t back;		/* p - line_start, or LEXPOS_FAR: look for it */
	uint16_t col;		/* the column cache if it was at p, else 0 */
	uint8_t flags;		/* the Lexer's bools, packed */
	uint16_t reading;
} LexPos;
#define LEXPOS_FAR 0xFFFF
enum { LEXPOS_BOL = 1, LEXPOS_SKIPPING = 2, LEXPOS_SYS = 4, LEXPOS_IN_DIRECTIVE = 8,
       LEXPOS_EOF_WARNED = 16 };

/* The splices between the last catch-up and p are counted in now, so the
 * rebuilt lexer starts with every splice at or before p consumed.  The
 * line start and the column cache are kept as small numbers when they
 * fit: lexer_at() then need not look for the one nor count the other (a
 * #define's cache is at p, just past its name or its ')').  Inline: the
 * preprocessor saves one per #define. */
static inline void lexer_save(const Lexer *L, LexPos *pos)
{
	const char *buf = L->file->buf, *ls = L->line_start;
	uint32_t off = L->p - buf, line = L->line;
	for (const uint32_t *s = L->splice; s < L->splice_end && *s <= off; s++) {
		line++;
		if (buf + *s > ls)
			ls = buf + *s;
	}
	pos->file = L->file;
	pos->off = off;
	pos->line = line;
	pos->line_delta = L->line_delta;
	pos->name = L->name;
	pos->reading = L->reading;
	pos->back = L->p - ls < LEXPOS_FAR ? L->p - ls : LEXPOS_FAR;
	pos->col = L->col_pos == L->p && ls == L->line_start && L->col_val <= 0xFFFF ?
		   L->col_val : 0;
	/* the LEXPOS_* bits, without a branch */
	pos->flags = L->bol | L->skipping << 1 | L->sys << 2 | L->in_directive << 3 |
		     L->eof_warned << 4;
}

void lexer_at(Lexer *L, const LexPos *pos);

/* Language options the lexer needs. */
extern int lex_std;		/* 1989, 1999, 2011, 2017, 2023 */
extern bool lex_gnu;
extern bool lex_ident_tables;	/* gcc's characters allowed in identifiers */
extern bool lex_scope;		/* "::" is one token (gcc: C2x and the GNU modes) */
extern bool lex_warn_utf8;	/* warn about stray bytes (not with -E: gcc doesn't) */
extern bool lex_warn_trigraphs;	/* -Wtrigraphs (gcc's default) */

void lexer_init(Lexer *L, File *f);
void lex_finish(void);
void lex_warn_end_early(Lexer *L);
/* A lexer for a tool that reads a file's own tokens without the
 * preprocessor (migrate rewrites the text of every #if branch): it
 * prints no diagnostic and interns no identifier (t->ident stays NULL;
 * t->text is the spelling), so it needs no translation unit.  An
 * unterminated literal is a TK_OTHER token running to the end of its
 * line; an unterminated comment is L->open_comment. */
void lexer_init_quiet(Lexer *L, File *f);
/* Next token into *t.  At a newline inside a directive, returns TK_EOF
 * without consuming it.  At end of file returns TK_EOF. */
void lex_token(Lexer *L, Token *t);
/* After "#include": read a <header-name> if one follows. */
bool lex_header_name(Lexer *L, Token *t);
/* Skip the rest of a directive line if it lexes without diagnostics and
 * holds no "#", "##" or __VA_ARGS__/__VA_OPT__; false (L untouched) if not.
 * *unbalanced: its braces do not pair up. */
bool lex_skip_plain_line(Lexer *L, bool *unbalanced);
/* Step over a function body's rest to just past its '}' (*depth: braces
 * open; *end_col: the column past the '}'), identifiers put to ok_ident();
 * stops at a directive's '#', fails (restore L) at whatever needs the
 * preprocessor or the lexer's diagnostics. */
enum { LEX_SKIP_FAIL, LEX_SKIP_DONE, LEX_SKIP_DIRECTIVE };
int lex_skip_braces(Lexer *L, bool (*ok_ident)(const char *s, uint32_t len), int *depth,
		    uint32_t *end_col);
/* In a false group: skip lines holding no directive and nothing the lexer
 * would report, without making tokens; returns where scanning stopped. */
const char *lex_skip_false_lines(Lexer *L);
/* Skip to the end of the current line (directive error recovery). */
void lex_skip_line(Lexer *L);
/* Move past the newline that ends a directive. */
void lex_end_directive(Lexer *L);
/* True if only whitespace and comments remain in the file. */
bool lex_at_eof(Lexer *L);

const char *punct_spelling(int p);
/* Intern an identifier token, canonicalising UCNs and UTF-8. */
Ident *intern_spelling(Token *t);
const char *tk_kind_name(int kind);
/* Classify a spelling as one token (for ## results); returns false if
 * the text is not exactly one preprocessing token. */
bool lex_one_token(const char *text, uint32_t len, Token *t);
/* Would a followed directly by b lex as something else? (-E spacing) */
bool lex_would_merge(const Token *a, const Token *b);
void gcc_escape_diags(const char *s, const char *end, int bits, Loc loc);
#endif
