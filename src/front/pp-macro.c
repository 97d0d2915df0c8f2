/* pp-macro.c - macros: the table of definitions (with the history a
 * replayed body looks back into), #define and #undef, expansion (argument
 * collection, #, ##, __VA_OPT__) and the built-in macros (__LINE__,
 * __COUNTER__, __has_attribute, _Pragma...).
 *
 * Split from pp.c (whose comment says how the files divide the work).  The
 * loop asking for expansions, expand_next(), stays in pp.c with the rest
 * of the per-token path; enter_macro() and expand_builtin() were out of
 * line there already, so calling them from another file adds no call. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "diag.h"
#include "config.h"
#include "pp-internal.h"

/* --- contexts ---------------------------------------------------------- */

static void push_context(Token *list, Macro *m)
{
	if (pp.nctx == pp.cap_ctx) {
		pp.cap_ctx = pp.cap_ctx ? pp.cap_ctx * 2 : 64;
		pp.ctx = xrealloc(pp.ctx, pp.cap_ctx * sizeof(Context));
	}
	pp.ctx[pp.nctx].tok = list;
	pp.ctx[pp.nctx].macro = m;
	pp.nctx++;
}

/* --- the macro table --------------------------------------------------- */

/* Who defines what, and since when: set_macro() is the only writer of a
 * name's macro and of the log of changes.  The readers, macro_at() and
 * find_macro(), are in pp-internal.h: the per-token loop inlines them. */

MacroChange *changes;
uint32_t nchanges, cap_changes;

void set_macro(Ident *id, Macro *m)
{
	pp.gen++;
	/* a name some cached answer looked at now means something else */
	if (id->raw_seen == pp.raw_epoch)
		pp.raw_epoch++;
	if (id->macro_gen) {
		if (nchanges == cap_changes) {
			cap_changes = cap_changes ? 2 * cap_changes : 1024;
			changes = xrealloc(changes, cap_changes * sizeof *changes);
		}
		changes[nchanges] = (MacroChange){id->macro, id->macro_gen, id->macro_hist};
		id->macro_hist = ++nchanges;
	}
	id->macro = m;
	id->macro_gen = pp.gen;
}

/* --- directives: #define ---------------------------------------------- */

static int param_index(Macro *m, Ident *id)
{
	for (int i = 0; i < m->nparams; i++)
		if (m->params[i] == id)
			return i;
	return -1;
}

/* Two definitions are the same if their parameters and replacement lists
 * are spelled alike, whitespace separation included (C11 6.10.3p2). */
static bool same_definition(Macro *a, Macro *b)
{
	if (a->funlike != b->funlike || a->variadic != b->variadic ||
	    a->nparams != b->nparams || a->builtin || b->builtin)
		return false;
	pp_macro_body(a);
	pp_macro_body(b);
	if (a->nbody != b->nbody)
		return false;
	for (int i = 0; i < a->nparams; i++)
		if (a->params[i] != b->params[i])
			return false;
	for (Token *x = a->body, *y = b->body; x && y; x = x->next, y = y->next) {
		if (x->kind != y->kind || x->len != y->len || memcmp(x->text, y->text, x->len))
			return false;
		if (x != a->body && (x->flags & TF_SPACE) != (y->flags & TF_SPACE))
			return false;
		if ((x->flags & (TF_PASTE_LEFT | TF_STRINGIFY)) != (y->flags & (TF_PASTE_LEFT | TF_STRINGIFY)))
			return false;
	}
	return true;
}

/* The predefined macros sparse defines as a user would (the rest it
 * defines weak, or not at all: cgcc's -D__FLT_MAX__=... redefine silently). */
static bool sparse_strong_predefine(const char *name)
{
	static const char *const strong[] = {
		"__CHECKER__", "__STDC_HOSTED__", "__OPTIMIZE__", "__OPTIMIZE_SIZE__",
		"__ATOMIC_RELAXED", "__ATOMIC_CONSUME", "__ATOMIC_ACQUIRE",
		"__ATOMIC_RELEASE", "__ATOMIC_ACQ_REL", "__ATOMIC_SEQ_CST",
		"__pic__", "__PIC__", "__pie__", "__PIE__",
	};
	for (size_t i = 0; i < sizeof(strong) / sizeof(strong[0]); i++)
		if (!strcmp(name, strong[i]))
			return true;
	return false;
}

/* Where sparse places a definition: its predefines at builtin:0:0, each -D
 * at builtin:1:9, a file's at the name. */
static Loc sparse_macro_loc(Macro *m)
{
	if (m->file == builtin_name_id())
		return loc_at(name_id("builtin"), 0, 0);
	if (m->file == command_line_name_id())
		return loc_at(name_id("builtin"), 1, 9);
	return loc_at(m->file, m->line, m->col);
}

/* The definition sparse calls the original: the first a file made of the
 * name (sparse keeps the name's symbol, and its position, across #undef
 * and later definitions), else the predefine or -D itself.  Kept per name
 * as definitions are installed: walking every macro defined so far on
 * each report made a header redefining a few macros as it includes itself
 * without a guard quadratic (lf-migrate's hang). */
static bool made_by_file(Macro *d)
{
	return d->file != builtin_name_id() && d->file != command_line_name_id();
}

static void note_first_def(Macro *m)
{
	uint32_t id = m->name->id;
	if (!pp.as_sparse || !made_by_file(m))
		return;
	if (id >= pp.nfirst_def) {
		uint32_t n = pp.nfirst_def ? pp.nfirst_def : 1024;
		while (n <= id)
			n *= 2;
		Macro **v = arena_zalloc(tu_arena, n * sizeof(Macro *));
		if (pp.nfirst_def)
			memcpy(v, pp.first_def, pp.nfirst_def * sizeof(Macro *));
		pp.first_def = v;
		pp.nfirst_def = n;
	}
	if (!pp.first_def[id])
		pp.first_def[id] = m;
}

static Macro *sparse_original(Macro *old)
{
	uint32_t id = old->name->id;
	Macro *first = id < pp.nfirst_def ? pp.first_def[id] : NULL;
	return first ? first : old;
}

/* sparse's "preprocessor token X redefined" (check mode): silent over a
 * builtin (__LINE__) and over what sparse predefines weak or not at all. */
static void sparse_redefined(Macro *old, Macro *m)
{
	if (old->builtin || (old->file == builtin_name_id() &&
			     !sparse_strong_predefine(m->name->name)))
		return;
	diag(SPARSE_WARNING, CK_NONE, sparse_macro_loc(m), "preprocessor token %s redefined",
	     m->name->name);
	diag(SPARSE_NOTE, CK_NONE, sparse_macro_loc(sparse_original(old)),
	     "this was the original definition");
}

static void install_macro(Macro *m, Token *name)
{
	Macro *old = m->name->macro;
	if (old && !same_definition(old, m) && pp.as_sparse) {
		sparse_redefined(old, m);
	} else if (old && !same_definition(old, m)) {
		/* gcc's words */
		if (!in_system_header())
			diag(DIAG_WARNING, CK_NONE, tok_loc(name), "\"%s\" redefined",
			     m->name->name);
		/* (printed in a system header too, where gcc prints neither) */
		if (!old->builtin && old->file)
			diag(DIAG_NOTE, CK_NONE, loc_at(old->file, old->line, old->col),
			     "this is the location of the previous definition");
	}
	set_macro(m->name, m);
	m->prev_def = pp.macros;
	pp.macros = m;
	note_first_def(m);
}

static bool parse_body(Macro *m, Lexer *src);

/* 10-25k of them per kernel unit; the arena rounds to 16 bytes. */
_Static_assert(sizeof(Macro) <= 96, "Macro grew past 96 bytes");

Token *pp_macro_body(Macro *m)
{
	if (m->lazy.file) {
		Lexer L;
		lexer_at(&L, &m->lazy);
		m->lazy.file = NULL;
		/* lex_skip_plain_line() found nothing to report or reject */
		if (!parse_body(m, &L))
			m->body = NULL, m->nbody = 0;
	}
	return m->body;
}

static bool parse_params(Macro *m, Token *name)
{
	PtrVec params = {0};
	Token *t = dir_token();
	if (is_punct(t, P_RPAREN))
		goto done;
	for (;;) {
		if (is_punct(t, P_ELLIPSIS)) {
			m->variadic = true;
			vec_push(&params, id_va_args);
			t = dir_token();
			if (!is_punct(t, P_RPAREN)) {
				diag(DIAG_ERROR, CK_NONE, tok_loc(t), "expected ')' after \"...\"");
				goto fail;
			}
			break;
		}
		if (t->kind != TK_IDENT) {
			if (t->kind == TK_EOF)
				diag(DIAG_ERROR, CK_NONE, tok_loc(t),
				     "expected ')' before end of line");
			else
				diag(DIAG_ERROR, CK_NONE, tok_loc(t),
				     "expected parameter name, found \"%.*s\"", (int)t->len, t->text);
			goto fail;
		}
		if (t->ident == id_va_args && !in_system_header())
			diag(DIAG_WARNING, CK_NONE, tok_loc(t),
			     "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
		for (int i = 0; i < params.len; i++)
			if (params.v[i] == t->ident) {
				diag(DIAG_ERROR, CK_NONE, tok_loc(t),
				     "duplicate macro parameter \"%s\"", t->ident->name);
				goto fail;
			}
		vec_push(&params, t->ident);
		t = dir_token();
		if (is_punct(t, P_ELLIPSIS)) {		/* GNU named variadic */
			m->variadic = true;
			t = dir_token();
			if (!is_punct(t, P_RPAREN)) {
				diag(DIAG_ERROR, CK_NONE, tok_loc(t), "expected ')' after \"...\"");
				goto fail;
			}
			break;
		}
		if (is_punct(t, P_RPAREN))
			break;
		if (!is_punct(t, P_COMMA)) {
			if (t->kind == TK_EOF)
				diag(DIAG_ERROR, CK_NONE, tok_loc(t),
				     "expected ')' before end of line");
			else
				diag(DIAG_ERROR, CK_NONE, tok_loc(t),
				     "expected ',' or ')', found \"%.*s\"", (int)t->len, t->text);
			goto fail;
		}
		t = dir_token();
	}
done:
	m->nparams = params.len;
	m->params = arena_alloc(tu_arena, (params.len + 1) * sizeof(Ident *));
	if (params.len)
		memcpy(m->params, params.v, params.len * sizeof(Ident *));
	free(params.v);
	return true;
fail:
	free(params.v);
	return false;
}

/* The next token of a replacement list: from the directive being read, or
 * (src) from a body read later, straight into the TU arena. */
static Token *body_token(Lexer *src)
{
	if (!src)
		return dir_token();
	Token *t = arena_alloc(tu_arena, sizeof(Token));
	lex_token(src, t);
	return t;
}

/* Read the replacement list: parameters become TK_MACRO_ARG, "#" and "##"
 * become flags on their operands, __VA_OPT__ groups are marked. */
static bool parse_body(Macro *m, Lexer *src)
{
	Token head = {0}, *tail = &head;
	Token *prev = NULL;
	int vaopt_depth = 0, vaopt_parens = 0;
	bool stringify_next = false;
	Token *hash_tok = NULL;
	int n = 0;

	for (;;) {
		Token *t = body_token(src);
		if (t->kind == TK_EOF)
			break;
		if (!prev)
			t->flags &= ~TF_SPACE;
		if (m->funlike && is_punct(t, P_HASH) && !stringify_next) {
			stringify_next = true;
			hash_tok = t;
			continue;
		}
		if (is_punct(t, P_HASHHASH) && !stringify_next) {
			if (!prev || ((prev->flags & TF_VAOPT) && prev->aux == 1)) {
				diag(DIAG_ERROR, CK_NONE, tok_loc(t),
				     "'##' cannot appear at either end of a macro expansion");
				return false;
			}
			prev->flags |= TF_PASTE_LEFT;
			/* The token after ## keeps the space of ##, as gcc.
			 * Consecutive ##s paste once (gcc moves the extra
			 * ones to the end, where they only show in -dD). */
			Token *nt = body_token(src);
			while (is_punct(nt, P_HASHHASH))
				nt = body_token(src);
			if (nt->kind == TK_EOF || (vaopt_depth && is_punct(nt, P_RPAREN) && vaopt_parens == 1)) {
				diag(DIAG_ERROR, CK_NONE, tok_loc(t),
				     "'##' cannot appear at either end of a macro expansion");
				return false;
			}
			t = nt;
		}
		if (t->kind == TK_IDENT && t->ident == id_va_opt && m->variadic) {
			if (vaopt_depth) {
				diag(DIAG_ERROR, CK_NONE, tok_loc(t),
				     "__VA_OPT__ may not appear in a __VA_OPT__");
				return false;
			}
			Token *lp = body_token(src);
			if (!is_punct(lp, P_LPAREN)) {
				diag(DIAG_ERROR, CK_NONE, tok_loc(t),
				     "__VA_OPT__ must be followed by an open parenthesis");
				return false;
			}
			t->kind = TK_MACRO_ARG;
			t->flags |= TF_VAOPT;
			t->aux = 1;		/* group start */
			if (stringify_next) {
				t->flags |= TF_STRINGIFY;
				stringify_next = false;
			}
			vaopt_depth = 1;
			vaopt_parens = 1;
			tail = tail->next = t;
			prev = t;
			n++;
			continue;
		}
		if (vaopt_depth && t->kind == TK_PUNCT) {
			if (t->punct == P_LPAREN)
				vaopt_parens++;
			else if (t->punct == P_RPAREN && --vaopt_parens == 0) {
				t->kind = TK_MACRO_ARG;
				t->flags |= TF_VAOPT;
				t->aux = 2;	/* group end */
				vaopt_depth = 0;
			}
		}
		if (t->kind == TK_IDENT) {
			int idx = m->funlike ? param_index(m, t->ident) : -1;
			if (idx >= 0) {
				t->kind = TK_MACRO_ARG;
				t->punct = idx;
			} else if (t->ident == id_va_args && !m->variadic && !in_system_header()) {
				diag(DIAG_WARNING, CK_NONE, tok_loc(t),
				     "__VA_ARGS__ can only appear in the expansion of a C99 variadic macro");
			}
		}
		if (stringify_next) {
			if (t->kind != TK_MACRO_ARG || (t->flags & TF_VAOPT && t->aux != 1)) {
				diag(DIAG_ERROR, CK_NONE, tok_loc(hash_tok),
				     "'#' is not followed by a macro parameter");
				return false;
			}
			t->flags |= TF_STRINGIFY;
			t->flags = (t->flags & ~TF_SPACE) | (hash_tok->flags & TF_SPACE);
			stringify_next = false;
		}
		tail = tail->next = t;
		prev = t;
		n++;
	}
	if (stringify_next) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(hash_tok),
		     "'#' is not followed by a macro parameter");
		return false;
	}
	if (vaopt_depth) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(prev), "unterminated __VA_OPT__");
		return false;
	}
	m->body = head.next;
	m->nbody = n;
	for (Token *t = m->body; t; t = t->next)
		if (t->flags & (TF_PASTE_LEFT | TF_VAOPT))
			m->pastes = true;
	return true;
}

/* The macro name of #define/#undef, or NULL after an error. */
static Token *macro_name(const char *directive)
{
	Token *name = dir_token();
	if (name->kind != TK_IDENT) {
		if (name->kind == TK_EOF)
			diag(DIAG_ERROR, CK_NONE, tok_loc(name),
			     "no macro name given in #%s directive", directive);
		else
			diag(DIAG_ERROR, CK_NONE, tok_loc(name), "macro names must be identifiers");
		return NULL;
	}
	if (name->ident == id_defined) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(name),
		     "\"defined\" cannot be used as a macro name");
		return NULL;
	}
	return name;
}

void do_define(void)
{
	Token *name = macro_name("define");
	if (!name)
		return;
	if ((name->ident == id_va_args || name->ident == id_va_opt) && !in_system_header())
		diag(DIAG_WARNING, CK_NONE, tok_loc(name),
		     "%s can only appear in the expansion of a C99 variadic macro",
		     name->ident->name);
	Macro *m = arena_zalloc(tu_arena, sizeof(Macro));
	m->name = name->ident;
	m->file = name->file;
	m->line = name->line;
	m->col = name->col;
	Frame *fr = top();
	/* Where the body starts, in case it can be read later (the lexer
	 * alone then knows the directive's tokens). */
	Lexer start = fr->lx;
	bool deferrable = !fr->pushback;
	Token *lookahead = dir_token();
	if (is_punct(lookahead, P_LPAREN) && !(lookahead->flags & TF_SPACE)) {
		m->funlike = true;
		if (!parse_params(m, name))
			return;
		start = fr->lx;
	} else {
		if (lookahead->kind != TK_EOF && !(lookahead->flags & TF_SPACE) &&
		    !in_system_header())
			diag(DIAG_WARNING, CK_NONE, tok_loc(lookahead),
			     "ISO C99 requires whitespace after the macro name");
		unget_file(lookahead);
	}
	/* Most macros of a kernel file's headers are never expanded: keep
	 * where the body starts (a LexPos, not a Lexer: 10-25k of them) instead
	 * of the body when reading it later gives the same tokens and nothing
	 * parse_body() could complain about.  (From start, so an object-like
	 * body's first token, read above, is scanned too.) */
	Lexer rest = start;
	if (deferrable && lex_skip_plain_line(&rest, &m->unbalanced)) {
		fr->pushback = NULL;	/* the lookahead given back, if any */
		fr->lx = rest;
		lexer_save(&start, &m->lazy);
		install_macro(m, name);
		return;
	}
	if (!parse_body(m, NULL))
		return;
	/* The body outlives the directive's scratch tokens. */
	Token head = {0}, *tail = &head;
	int braces = 0;
	for (Token *b = m->body; b; b = b->next) {
		Token *c = arena_alloc(tu_arena, sizeof(Token));
		*c = *b;
		tail = tail->next = c;
		if (b->kind == TK_PUNCT && b->punct == P_LBRACE)
			braces++;
		else if (b->kind == TK_PUNCT && b->punct == P_RBRACE && --braces < 0)
			m->unbalanced = true;
	}
	if (braces)
		m->unbalanced = true;
	tail->next = NULL;
	m->body = head.next;
	install_macro(m, name);
}

void do_undef(void)
{
	Token *name = macro_name("undef");
	if (!name)
		return;
	Macro *m = name->ident->macro;
	if (m && m->builtin && !in_system_header())
		diag(DIAG_WARNING, CK_NONE, tok_loc(name), "undefining \"%s\"", name->ident->name);
	set_macro(name->ident, NULL);
	Token *extra = dir_token();
	if (extra->kind != TK_EOF && !in_system_header())
		diag(DIAG_WARNING, CK_NONE, tok_loc(extra),
		     "extra tokens at end of #undef directive");
}

/* --- macro expansion ----------------------------------------------------- */

typedef struct Arg {
	Token *raw;		/* as written, paddings included */
	int count;		/* real tokens in raw */
	Token *expanded;	/* fully macro-expanded, computed on demand */
	bool expanded_done;
	bool omitted;		/* variadic argument left out entirely */
} Arg;

typedef struct List {
	Token *head, *tail;
} List;

static void list_add(List *l, Token *t)
{
	t->next = NULL;
	if (l->tail)
		l->tail->next = t;
	else
		l->head = t;
	l->tail = t;
}

static void list_cat(List *l, List *m)
{
	if (!m->head)
		return;
	if (l->tail)
		l->tail->next = m->head;
	else
		l->head = m->head;
	l->tail = m->tail;
}

/* Read the arguments of m after its "(".  Returns false (tokens consumed,
 * error reported) if the list is unterminated or has the wrong count. */
static bool collect_args(Token *name, Macro *m, Arg **out)
{
	int cap = m->nparams > 0 ? m->nparams : 1, argc = 0, depth = 0;
	Arg *args = arena_zalloc(&scratch, (cap + 1) * sizeof(Arg));
	List cur = {0};
	int count = 0;
	Token *last = NULL;
	/* A directive inside the arguments may expand macros of its own:
	 * restore, don't clear, the state when done. */
	int saved_parsing = pp.parsing_args;

	pp.parsing_args = 2;
	for (;;) {
		Token *t = get_raw();
		if (t->kind == TK_EOF) {
			pp.parsing_args = saved_parsing;
			unget(t);
			/* gcc reports where the input ran out */
			diag(DIAG_ERROR, CK_NONE, tok_loc(last ? last : name),
			     "unterminated argument list invoking macro \"%s\"",
			     m->name->name);
			return false;
		}
		if (t->kind != TK_PADDING)
			last = t;
		if (t->kind == TK_PADDING) {
			if (cur.head)
				list_add(&cur, t);
			continue;
		}
		/* A name read while its macro is being expanded is painted
		 * now, as expand_next() would: the context may end within the
		 * arguments, and the argument's pre-expansion must not expand
		 * it then (gcc.dg/cpp/macro10.c: "#define foo bar foo"). */
		if (t->kind == TK_IDENT && !(t->flags & TF_NOEXPAND)) {
			Macro *am = pp.replay_gen ? macro_at(t->ident, pp.replay_gen) : t->ident->macro;
			if (am && am->disabled)
				t->flags |= TF_NOEXPAND;
		}
		if (t->kind == TK_PUNCT) {
			if (t->punct == P_LPAREN) {
				depth++;
			} else if (t->punct == P_RPAREN) {
				if (depth == 0)
					break;
				depth--;
			} else if (t->punct == P_COMMA && depth == 0 &&
				   !(m->variadic && argc == m->nparams - 1)) {
				if (argc + 1 >= cap) {
					Arg *n = arena_zalloc(&scratch, (cap * 2 + 1) * sizeof(Arg));
					memcpy(n, args, cap * sizeof(Arg));
					args = n;
					cap *= 2;
				}
				args[argc].raw = cur.head;
				args[argc].count = count;
				argc++;
				cur.head = cur.tail = NULL;
				count = 0;
				continue;
			}
		}
		if (t->flags & TF_BOL)
			t->flags = (t->flags & ~(TF_BOL | TF_LINE_START)) | TF_SPACE;
		list_add(&cur, t);
		count++;
	}
	pp.parsing_args = saved_parsing;
	args[argc].raw = cur.head;
	args[argc].count = count;
	argc++;

	if (argc == 1 && m->nparams == 0 && count == 0)
		argc = 0;
	if (argc < m->nparams) {
		if (argc + 1 == m->nparams && m->variadic) {
			args[argc].omitted = true;
		} else {
			diag(DIAG_ERROR, CK_NONE, tok_loc(name),
			     "macro \"%s\" requires %d arguments, but only %d given",
			     m->name->name, m->nparams, argc);
			return false;
		}
	} else if (argc > m->nparams) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(name),
		     "macro \"%s\" passed %d arguments, but takes just %d",
		     m->name->name, argc, m->nparams);
		return false;
	}
	/* GNU: in ", ## __VA_ARGS__" the comma goes when the variable
	 * argument is left out (or, outside strict ISO mode, when it is the
	 * only parameter and empty). */
	if (m->variadic && m->nparams == 1 && args[0].count == 0 && opt.gnu)
		args[0].omitted = true;
	*out = args;
	return true;
}

static Token *eof_sentinel(void)
{
	Token *t = tok_new();
	memset(t, 0, sizeof(*t));
	t->kind = TK_EOF;
	return t;
}

/* A probe (pp_expand_name()) stops after PROBE_STEPS macros entered and
 * arguments placed, or once it has taken PROBE_BYTES of the scratch
 * arena: a GFP flag takes a few dozen steps and a few KiB. */
enum { PROBE_STEPS = 4096, PROBE_BYTES = 4 << 20 };

static bool probe_stops(void)
{
	if (++pp.probe_steps > PROBE_STEPS || scratch.in_use > pp.probe_in_use + PROBE_BYTES)
		pp.probe_failed = true;
	return pp.probe_failed;
}

/* Fully expand an argument on its own (C11 6.10.3.1). */
static Token *expand_arg(Arg *a)
{
	if (a->expanded_done)
		return a->expanded;
	a->expanded_done = true;
	List l = {0};
	for (Token *t = a->raw; t; t = t->next)
		list_add(&l, tok_copy(t));
	Token *sentinel = eof_sentinel();
	list_add(&l, sentinel);
	push_context(l.head, NULL);
	int base = pp.nctx;
	List out = {0};
	for (;;) {
		Token *t = expand_next();
		if (t == sentinel)
			break;
		if (t->kind == TK_EOF) {	/* cannot happen: the sentinel is first */
			break;
		}
		list_add(&out, t);
	}
	while (pp.nctx >= base)
		pop_context();
	a->expanded = out.head;
	return out.head;
}

/* sparse spells #x in a buffer of 8,191 bytes: a token that would pass
 * its end is reported ("too long token expansion", an error) and the
 * string ends before it.  USED: the bytes spelled so far and the blank
 * before T; AT: the # of the expansion. */
static bool too_long_for_sparse(Token *at, Token *t, bool escape, size_t used)
{
	enum { SPARSE_MAX_STRING = 8191 };
	size_t len = t->len;
	for (uint32_t i = 0; escape && i < t->len; i++)
		len += t->text[i] == '"' || t->text[i] == '\\';
	if (used + len < SPARSE_MAX_STRING)
		return false;
	/* (at the expansion, as sparse's expanded tokens are; an error of
	 * the parse phase: sparse then drops every warning) */
	diag(SPARSE_ERROR, CK_NONE, tok_loc(at), "too long token expansion");
	sdiag_parse_error = true;
	return true;
}

/* #x: spell the argument as a string literal. */
static Token *stringify(Token *at, Token *list)
{
	size_t cap = 16;
	for (Token *t = list; t; t = t->next)
		cap += 2 * t->len + 1;
	char *buf = arena_alloc(&scratch, cap), *d = buf;
	Token *source = NULL;
	*d++ = '"';
	for (Token *t = list; t; t = t->next) {
		if (t->kind == TK_PADDING) {
			if (!source || (!(source->flags & TF_SPACE) && !t->pad_src))
				source = t->pad_src;
			continue;
		}
		if (t->kind == TK_PLACEMARKER)
			continue;
		bool space = false;
		if (d != buf + 1) {
			if (!source)
				source = t;
			space = source->flags & TF_SPACE;
		}
		bool escape = t->kind == TK_STRING || t->kind == TK_CHAR;
		if (pp.as_sparse && too_long_for_sparse(at, t, escape, (size_t)(d - buf - 1) + space))
			break;
		if (space)
			*d++ = ' ';
		source = NULL;
		for (uint32_t i = 0; i < t->len; i++) {
			char c = t->text[i];
			if (escape && (c == '"' || c == '\\'))
				*d++ = '\\';
			/* gcc escapes a newline inside an unterminated literal too */
			*d++ = c;
		}
	}
	/* An argument ending in a lone backslash would escape the quote. */
	int backslashes = 0;
	for (char *q = d - 1; q > buf && *q == '\\'; q--)
		backslashes++;
	if (backslashes & 1) {
		if (!in_system_header())
			diag(DIAG_WARNING, CK_NONE, tok_loc(at),
			     "invalid string literal, ignoring final '\\'");
		d--;
	}
	*d++ = '"';
	*d = 0;
	Token *r = tok_copy(at);
	r->kind = TK_STRING;
	r->text = buf;
	r->len = d - buf;
	r->ident = NULL;
	r->punct = 0;
	r->flags &= TF_SPACE | TF_PASTE_LEFT;
	return r;
}

/* lhs ## rhs.  On failure reports and returns NULL. */
static Token *paste(Token *lhs, Token *rhs)
{
	size_t len = lhs->len + rhs->len;
	char *buf = arena_alloc(&scratch, len + 2);
	memcpy(buf, lhs->text, lhs->len);
	memcpy(buf + lhs->len, rhs->text, rhs->len);
	buf[len] = '\n';	/* what ends an unterminated literal (fuzzing) */
	buf[len + 1] = 0;
	Token tmp;
	if (!lex_one_token(buf, len, &tmp)) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(lhs),
		     "pasting \"%.*s\" and \"%.*s\" does not give a valid preprocessing token",
		     (int)lhs->len, lhs->text, (int)rhs->len, rhs->text);
		return NULL;
	}
	Token *r = tok_copy(lhs);
	r->text = buf;
	r->len = len;
	r->kind = tmp.kind;
	r->punct = tmp.punct;
	r->ident = tmp.kind == TK_IDENT ? intern_spelling(r) : NULL;
	r->flags = (lhs->flags & TF_SPACE) | (rhs->flags & TF_PASTE_LEFT);
	return r;
}

/* Perform every ## in the list, then drop placemarkers. */
static void paste_list(List *l)
{
	Token head = {0};
	head.next = l->head;
	Token *prev = &head;
	for (Token *t = l->head; t;) {
		if ((t->flags & TF_PASTE_LEFT) && t->kind != TK_PADDING) {
			Token *rhs = t->next;
			while (rhs && rhs->kind == TK_PADDING)
				rhs = rhs->next;
			if (!rhs) {
				t->flags &= ~TF_PASTE_LEFT;
				continue;
			}
			Token *r;
			if (t->kind == TK_PLACEMARKER) {
				r = tok_copy(rhs);
				if (!(t->flags & TF_SPACE))
					r->flags &= ~TF_SPACE;
				else
					r->flags |= TF_SPACE;
			} else if (rhs->kind == TK_PLACEMARKER) {
				r = tok_copy(t);
				r->flags = (t->flags & ~TF_PASTE_LEFT) | (rhs->flags & TF_PASTE_LEFT);
			} else {
				r = paste(t, rhs);
				if (!r) {
					t->flags &= ~TF_PASTE_LEFT;
					prev = t;
					t = t->next;
					continue;
				}
			}
			r->next = rhs->next;
			prev->next = r;
			t = r;
			continue;
		}
		prev = t;
		t = t->next;
	}
	/* drop placemarkers */
	List out = {0};
	for (Token *t = head.next, *n; t; t = n) {
		n = t->next;
		if (t->kind != TK_PLACEMARKER)
			list_add(&out, t);
	}
	*l = out;
}

/* The same, for every expansion. */
static void paste_all(List *l)
{
	/* Most expansions have nothing to paste and no placemarker: one
	 * read-only pass, and the list stays as it is. */
	Token *last = NULL, *t = l->head;
	for (; t; last = t, t = t->next)
		if (((t->flags & TF_PASTE_LEFT) && t->kind != TK_PADDING) ||
		    t->kind == TK_PLACEMARKER)
			break;
	if (!t) {
		l->tail = last;
		return;
	}
	paste_list(l);
}

static Token *placemarker(Token *at, uint16_t flags)
{
	Token *p = tok_copy(at);
	p->kind = TK_PLACEMARKER;
	p->len = 0;
	p->ident = NULL;
	p->flags = flags & (TF_PASTE_LEFT | TF_SPACE);
	return p;
}

static Token *copy_body_token(Token *b, Expansion *exp)
{
	Token *c = tok_copy(b);
	c->exp = exp;
	c->flags &= TF_SPACE | TF_PASTE_LEFT;
	return c;
}

/* An argument token placed in an expansion lives in that expansion from
 * now on: its expansion point (for __LINE__, and for gcc's locations) is
 * the macro's, while file/line/col still say where it was spelled. */
static Token *arg_copy(Token *t, Expansion *exp)
{
	Token *c = tok_copy(t);
	c->flags &= ~(TF_LINE_START | TF_BOL);
	c->flags |= TF_FROM_ARG;
	if (c->kind != TK_PADDING)
		c->exp = exp;
	return c;
}

static bool vaopt_present(Macro *m, Arg *args)
{
	Arg *va = &args[m->nparams - 1];
	if (va->omitted || va->count == 0)
		return false;
	for (Token *t = expand_arg(va); t; t = t->next)
		if (t->kind != TK_PADDING)
			return true;
	return false;
}

/* Substitute the parameters of body tokens [b, end). */
static void subst(Macro *m, Token *b, Token *end, Arg *args, Expansion *exp, List *out)
{
	Token *prev_body = NULL;
	for (; b != end; prev_body = b, b = b->next) {
		if (b->kind == TK_MACRO_ARG && (b->flags & TF_VAOPT)) {
			if (b->aux != 1)
				continue;		/* stray end marker */
			Token *e = b->next;
			while (!((e->flags & TF_VAOPT) && e->aux == 2))
				e = e->next;
			uint16_t end_paste = e->flags & TF_PASTE_LEFT;
			if (!vaopt_present(m, args)) {
				if (b->flags & TF_STRINGIFY) {
					Token *s = stringify(copy_body_token(b, exp), NULL);
					s->flags = (b->flags & TF_SPACE) | end_paste;
					list_add(out, s);
				} else {
					list_add(out, placemarker(b, end_paste | (b->flags & TF_SPACE)));
					/* gcc keeps the blank the group stood for */
					if (pp_want_padding && !pp.in_if && !end_paste &&
					    !(prev_body && (prev_body->flags & TF_PASTE_LEFT)))
						list_add(out, padding(copy_body_token(b, exp)));
				}
			} else {
				List g = {0};
				subst(m, b->next, e, args, exp, &g);
				if (b->flags & TF_STRINGIFY) {
					paste_all(&g);
					Token *s = stringify(copy_body_token(b, exp), g.head);
					s->flags = (b->flags & TF_SPACE) | end_paste;
					list_add(out, s);
				} else if (!g.head) {
					list_add(out, placemarker(b, end_paste));
				} else {
					if (b->flags & TF_SPACE)
						g.head->flags |= TF_SPACE;
					g.tail->flags |= end_paste;
					list_cat(out, &g);
				}
			}
			prev_body = e;
			b = e;
			continue;
		}
		if (b->kind != TK_MACRO_ARG) {
			list_add(out, copy_body_token(b, exp));
			continue;
		}
		if (__builtin_expect(pp.probing, 0) && probe_stops())
			return;
		Arg *a = &args[b->punct];
		bool prev_pastes = prev_body && (prev_body->flags & TF_PASTE_LEFT);
		if (b->flags & TF_STRINGIFY) {
			Token *s = stringify(copy_body_token(b, exp), a->raw);
			list_add(out, s);
			continue;
		}
		if (prev_pastes && m->variadic && b->punct == m->nparams - 1 &&
		    out->tail && out->tail->kind == TK_PUNCT && out->tail->punct == P_COMMA &&
		    prev_body->kind == TK_PUNCT && prev_body->punct == P_COMMA) {
			/* GNU ", ## __VA_ARGS__" */
			if (a->omitted) {
				/* remove the comma */
				Token *t = out->head, *p = NULL;
				while (t != out->tail) {
					p = t;
					t = t->next;
				}
				if (p) {
					p->next = NULL;
					out->tail = p;
				} else {
					out->head = out->tail = NULL;
				}
			} else {
				out->tail->flags &= ~TF_PASTE_LEFT;
				for (Token *t = a->raw; t; t = t->next)
					if (t->kind != TK_PADDING)
						list_add(out, arg_copy(t, exp));
			}
			if ((b->flags & TF_PASTE_LEFT) && out->tail)
				out->tail->flags |= TF_PASTE_LEFT;
			continue;
		}
		if ((b->flags & TF_PASTE_LEFT) || prev_pastes) {
			/* operand of ##: the argument as written */
			if (a->count == 0) {
				list_add(out, placemarker(b, b->flags));
				continue;
			}
			bool first = true;
			for (Token *t = a->raw; t; t = t->next) {
				if (t->kind == TK_PADDING)
					continue;
				Token *c = arg_copy(t, exp);
				c->flags &= ~TF_PASTE_LEFT;
				if (first && !prev_pastes)
					c->flags = (c->flags & ~TF_SPACE) | (b->flags & TF_SPACE);
				first = false;
				list_add(out, c);
			}
			if (b->flags & TF_PASTE_LEFT)
				out->tail->flags |= TF_PASTE_LEFT;
			continue;
		}
		/* an ordinary parameter: the fully expanded argument */
		Token *ex = expand_arg(a);
		if (pp_want_padding && !pp.in_if)
			list_add(out, padding(b));
		for (Token *t = ex; t; t = t->next)
			list_add(out, arg_copy(t, exp));
		if (pp_want_padding && !pp.in_if)
			list_add(out, tok_copy(pp.avoid_paste));
	}
}

/* The hook sees the text's expansions, not those of #if or of a probe. */
static void note_expansion(Token *name, Expansion *exp)
{
	if (pp_macro_expanded && !pp.in_if && !pp.probing)
		pp_macro_expanded(name, exp->root);
}

__attribute__((noinline)) bool enter_macro(Token *name, Macro *m)
{
	if (__builtin_expect(pp.probing, 0) && probe_stops())
		return false;
	if (pp.replay_gen && m->unbalanced)
		pp.replay_broken = true;	/* see raw_safe_macro() */
	Expansion *exp = arena_alloc(&scratch, sizeof(Expansion));
	exp->site = name;
	exp->root = name->exp && name->exp->site ? name->exp->root : name;
	exp->macro = m;
	List out = {0};

	if (m->funlike) {
		int saved_parsing = pp.parsing_args;
		pp.parsing_args = 1;
		Token *pad = NULL;
		Token *p = get_raw();
		while (p->kind == TK_PADDING) {
			if (!pad || (!(pad->pad_src && (pad->pad_src->flags & TF_SPACE)) && !p->pad_src))
				pad = p;
			p = get_raw();
		}
		pp.parsing_args = saved_parsing;
		if (!is_punct(p, P_LPAREN)) {
			unget(p);
			if (pad) {
				Token *c = tok_copy(pad);
				push_context(c, NULL);
			}
			return false;
		}
		Arg *args;
		if (!collect_args(name, m, &args))
			return false;
		note_expansion(name, exp);
		subst(m, pp_macro_body(m), NULL, args, exp, &out);
	} else {
		note_expansion(name, exp);
		for (Token *b = pp_macro_body(m); b; b = b->next)
			list_add(&out, copy_body_token(b, exp));
	}
	/* Only ## and __VA_OPT__ make placemarkers or tokens to paste (the
	 * arguments come pasted already): most expansions skip the pass. */
	if (m->pastes)
		paste_all(&out);
	m->disabled = true;
	push_context(out.head, m);
	return true;
}

/* --- probes: expansions asked outside the text ------------------------- */

/* LIST, which ends in the EOF token END, expanded as if it were the text
 * (END stops a function-like name looking for its '(' and an argument
 * list left open), into P.  The contexts it leaves are popped, which
 * enables again every macro it entered. */
static bool probe(Token *list, Token *end, PPProbe *p)
{
	bool replay_broken = pp.replay_broken;
	int base = pp.nctx, n = 0;
	pp.probing = true;
	pp.probe_failed = false;
	pp.probe_steps = 0;
	pp.probe_in_use = scratch.in_use;
	/* a probe's tokens are not the text's: an error is its answer, not
	 * a diagnostic */
	bool muted = diag_muted;
	int errors = diag_muted_errors;
	diag_muted = true;
	push_context(list, NULL);
	List out = {0};
	for (Token *t; (t = expand_next()) != end && t->kind != TK_EOF;)
		if (t->kind != TK_PADDING) {
			list_add(&out, t);
			n++;
		}
	while (pp.nctx > base)
		pop_context();
	pp.probing = false;
	diag_muted = muted;
	if (diag_muted_errors != errors)
		pp.probe_failed = true;
	pp.replay_broken = replay_broken;
	p->tok = arena_alloc(&scratch, (n + 1) * sizeof *p->tok);
	p->n = 0;
	for (Token *t = out.head; t; t = t->next)
		p->tok[p->n++] = t;
	return !pp.probe_failed;
}

bool pp_expand_name(Ident *name, PPProbe *p)
{
	p->mark = arena_mark(&scratch);
	Token *t = tok_new(), *end = eof_sentinel();
	memset(t, 0, sizeof(*t));
	t->kind = TK_IDENT;
	t->ident = name;
	t->text = name->name;
	t->len = name->len;
	t->next = end;
	return probe(t, end, p);
}

bool pp_expand_text(const char *text, size_t len, PPProbe *p)
{
	p->mark = arena_mark(&scratch);
	/* a file of one line, as _Pragma's, but in the scratch arena */
	File *f = arena_zalloc(&scratch, sizeof(File));
	f->buf = arena_alloc(&scratch, len + 2);
	memcpy(f->buf, text, len);
	memcpy(f->buf + len, "\n", 2);
	f->len = len + 1;
	Lexer L;
	lexer_init_quiet(&L, f);	/* it reports nothing, and interns nothing: */
	List l = {0};
	for (;;) {
		Token *t = tok_new();
		lex_token(&L, t);
		if (t->kind == TK_IDENT)
			t->ident = intern_spelling(t);
		list_add(&l, t);
		if (t->kind == TK_EOF)
			return probe(l.head, t, p);
	}
}

void pp_probe_end(PPProbe *p)
{
	arena_rewind(&scratch, p->mark);
}

/* --- built-in macros ---------------------------------------------------- */

struct gcc_name {
	const char *name;
	long value;
};
#include "listed.h"
#include "gcc-tables.inc"
#include "sparse-tables.inc"


bool sparse_knows_builtin(const char *name)
{
	return LISTED(sparse_known_builtins, name);
}

static long lookup_name(const struct gcc_name *tab, size_t n, const char *name)
{
	size_t lo = 0, hi = n;
	while (lo < hi) {
		size_t mid = (lo + hi) / 2;
		int c = strcmp(tab[mid].name, name);
		if (c == 0)
			return tab[mid].value;
		if (c < 0)
			lo = mid + 1;
		else
			hi = mid;
	}
	return 0;
}
#define LOOKUP(tab, name) lookup_name(tab, sizeof(tab) / sizeof(tab[0]), name)

/* Attributes sparse understands: castguard answers for them like sparse. */
static const char *const checker_attributes[] = {
	"address_space", "bitwise", "context", "designated_init", "force",
	"nocast", "noderef", "safe", NULL,
};

static long attribute_value(const char *scope, const char *name, int kind)
{
	char buf[256];
	size_t n = strlen(name);
	if (n > 4 && n < sizeof(buf) && name[0] == '_' && name[1] == '_' &&
	    name[n - 1] == '_' && name[n - 2] == '_') {
		memcpy(buf, name + 2, n - 4);
		buf[n - 4] = 0;
		name = buf;
	}
	if (pp.as_sparse)	/* sparse's answers; it knows no "gnu::" */
		return !scope && LISTED(sparse_attributes, name);
	if (scope) {
		if (strcmp(scope, "gnu") && strcmp(scope, "__gnu__"))
			return 0;
		return LOOKUP(gcc_attributes, name) ? 1 : 0;
	}
	if (kind == BI_HAS_C_ATTRIBUTE)
		return LOOKUP(gcc_c_attributes, name);
	long v = LOOKUP(gcc_attributes, name);
	if (!v && opt.checker)
		for (int i = 0; checker_attributes[i]; i++)
			if (!strcmp(checker_attributes[i], name))
				return 1;
	return v;
}

/* sparse's __has_extension and __has_feature (this last only from C11
 * on): the C11 features it implements. */
static long sparse_feature(const char *name, int kind)
{
	static const char *const c11[] = {
		"c_alignas", "c_alignof", "c_generic_selections", "c_static_assert",
	};
	if (kind == BI_HAS_FEATURE && predef_std() < 2011)
		return 0;
	for (size_t i = 0; i < sizeof(c11) / sizeof(c11[0]); i++)
		if (!strcmp(name, c11[i]))
			return 1;
	return 0;
}

static Token *next_nopad(void)
{
	Token *t = expand_next();
	while (t->kind == TK_PADDING)
		t = expand_next();
	return t;
}

static Token *number_token(Token *at, long v)
{
	Token *r = tok_copy(at);
	r->kind = TK_NUMBER;
	r->text = arena_printf(&scratch, "%ld", v);
	r->len = strlen(r->text);
	r->ident = NULL;
	r->flags &= TF_SPACE | TF_LINE_START;
	return r;
}

static Token *string_token(Token *at, const char *s)
{
	size_t n = strlen(s);
	char *buf = arena_alloc(&scratch, 2 * n + 3), *d = buf;
	*d++ = '"';
	for (; *s; s++) {
		if (*s == '"' || *s == '\\')
			*d++ = '\\';
		*d++ = *s;
	}
	*d++ = '"';
	*d = 0;
	Token *r = tok_copy(at);
	r->kind = TK_STRING;
	r->text = buf;
	r->len = d - buf;
	r->ident = NULL;
	r->flags &= TF_SPACE | TF_LINE_START;
	return r;
}

/* __has_attribute(x) and friends: "( name [:: name] )" */
static long has_feature_op(Token *name, int kind)
{
	Token *lp = next_nopad();
	if (!is_punct(lp, P_LPAREN)) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(name),
		     "missing '(' after \"%s\"", name->ident->name);
		if (lp->kind == TK_EOF)
			unget(lp);
		return 0;
	}
	Token *a = next_nopad();
	if (a->kind != TK_IDENT) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(name),
		     "macro \"%s\" requires an identifier", name->ident->name);
		if (a->kind == TK_EOF)
			unget(a);
		return 0;
	}
	const char *scope = NULL, *attr = a->ident->name;
	Token *t = next_nopad();
	if (is_punct(t, P_COLONCOLON) || is_punct(t, P_COLON)) {
		if (is_punct(t, P_COLON)) {
			Token *c2 = next_nopad();
			if (!is_punct(c2, P_COLON))
				t = c2;
		}
		if (!is_punct(t, P_RPAREN)) {
			Token *b = next_nopad();
			if (b->kind == TK_IDENT) {
				scope = attr;
				attr = b->ident->name;
			}
			t = next_nopad();
		}
	}
	if (!is_punct(t, P_RPAREN)) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(name),
		     "missing ')' after \"%s\" operand", name->ident->name);
		if (t->kind == TK_EOF)
			unget(t);
		return 0;
	}
	if (kind == BI_HAS_BUILTIN)
		return pp.as_sparse ? LISTED(sparse_has_builtin, attr) : LOOKUP(gcc_builtins, attr) ? 1 : 0;
	if (kind == BI_HAS_EXTENSION || kind == BI_HAS_FEATURE)
		return sparse_feature(attr, kind);
	return attribute_value(scope, attr, kind);
}

static long has_include_op(Token *name, bool next)
{
	Token *lp = next_nopad();
	if (!is_punct(lp, P_LPAREN)) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(name),
		     "missing '(' before \"%s\" operand", name->ident->name);
		diag(DIAG_ERROR, CK_NONE, tok_loc(name),
		     "operator \"%s\" requires a header-name", name->ident->name);
		if (lp->kind == TK_EOF)
			unget(lp);
		return 0;
	}
	bool angle = false;
	Token *at;
	char *hdr = read_header_name(name, &angle, name->ident->name, &at);
	if (!hdr)
		return 0;
	Token *rp = next_nopad();
	if (!is_punct(rp, P_RPAREN)) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(name),
		     "missing ')' after \"%s\" operand", name->ident->name);
		if (rp->kind == TK_EOF)
			unget(rp);
		return 0;
	}
	Frame *fr = top();
	int idx;
	bool sys;
	if (next && pp.nframes == 1)
		next = false;
	return find_header(hdr, angle, next, fr->dir, fr->dir_idx, &idx, &sys) != NULL;
}

static Token *root_token(Token *t)
{
	while (t->exp && t->exp->site)
		t = t->exp->site;
	return t;
}

static const char *remap_file(const char *path)
{
	for (int i = 0; i < opt.prefix_maps.len; i++) {
		const char *map = opt.prefix_maps.v[i];
		const char *eq = strrchr(map, '=');
		if (!eq)
			continue;
		size_t n = eq - map;
		if (!strncmp(path, map, n))
			return arena_printf(tu_arena, "%s%s", eq + 1, path + n);
	}
	return path;
}

/* gcc's source date: SOURCE_DATE_EPOCH, read once a unit (gcc's
 * source_date_epoch-2.c); a value gcc refuses is its error, and the
 * time of day is used.  The epoch is UTC, the time of day local. */
static struct tm *build_time(void)
{
	if (!pp.epoch_read) {
		pp.epoch_read = true;
		pp.epoch = -1;
		const char *sde = getenv("SOURCE_DATE_EPOCH");
		if (sde) {
			char *end;
			errno = 0;
			long long v = strtoll(sde, &end, 10);
			if (errno || end == sde || *end || v < 0 || v > 253402300799LL) {
				if (!pp.as_sparse)
					diag(DIAG_ERROR, CK_NONE, loc_at(name_id("<built-in>"), 0, 0),
					     "environment variable 'SOURCE_DATE_EPOCH' must expand to "
					     "a non-negative integer less than or equal to 253402300799");
			} else {
				pp.epoch = (time_t)v;
			}
		}
	}
	if (pp.epoch >= 0)
		return gmtime(&pp.epoch);
	time_t now = time(NULL);
	return localtime(&now);
}

/* Expand a built-in; returns the token to deliver, or NULL to read on. */
/* Out of line, as enter_macro(): expand_next() runs for every token and
 * stays a small frame. */
__attribute__((noinline)) Token *expand_builtin(Token *t, Macro *m)
{
	char buf[64];
	if (pp.probing)
		return t;	/* __COUNTER__ would count, _Pragma act */
	switch (m->builtin) {
	case BI_LINE:
		return number_token(t, root_token(t)->line);
	case BI_FILE:
		return string_token(t, remap_file(name_str(root_token(t)->file)));
	case BI_BASE_FILE:
		return string_token(t, remap_file(pp.base_file));
	case BI_FILE_NAME: {
		const char *f = name_str(root_token(t)->file);
		const char *slash = strrchr(f, '/');
		return string_token(t, slash ? slash + 1 : f);
	}
	case BI_COUNTER:
		return number_token(t, pp.counter++);
	case BI_INCLUDE_LEVEL: {
		int level = pp.nframes > 0 ? pp.nframes - 1 : 0;
		for (int i = 0; i < pp.nframes; i++)
			level += pp.frames[i].level_adjust;
		return number_token(t, level < 0 ? 0 : level);
	}
	case BI_DATE:
	case BI_TIME: {
		struct tm *tm = build_time();
		if (m->builtin == BI_DATE)
			strftime(buf, sizeof(buf), "%b %e %Y", tm);
		else
			strftime(buf, sizeof(buf), "%H:%M:%S", tm);
		return string_token(t, buf);
	}
	case BI_TIMESTAMP: {
		time_t mt = top() ? top()->file->mtime : 0;
		struct tm *tm = localtime(&mt);
		strftime(buf, sizeof(buf), "%a %b %e %H:%M:%S %Y", tm);
		return string_token(t, buf);
	}
	case BI_HAS_INCLUDE:
	case BI_HAS_INCLUDE_NEXT:
		if (!pp.in_if) {
			diag(DIAG_ERROR, CK_NONE, tok_loc(t),
			     "\"%s\" used outside of preprocessing directive", t->ident->name);
			return t;
		}
		return number_token(t, has_include_op(t, m->builtin == BI_HAS_INCLUDE_NEXT));
	case BI_HAS_ATTRIBUTE:
	case BI_HAS_C_ATTRIBUTE:
	case BI_HAS_CPP_ATTRIBUTE:
	case BI_HAS_BUILTIN:
	case BI_HAS_EXTENSION:
	case BI_HAS_FEATURE:
		return number_token(t, has_feature_op(t, m->builtin));
	case BI_PRAGMA: {
		if (pp.in_if || top()->lx.in_directive)
			return t;
		Token *lp = next_nopad();
		Token *s = lp->kind != TK_EOF ? next_nopad() : lp;
		Token *rp = s->kind != TK_EOF ? next_nopad() : s;
		if (!is_punct(lp, P_LPAREN) || s->kind != TK_STRING || !is_punct(rp, P_RPAREN)) {
			diag(DIAG_ERROR, CK_NONE, tok_loc(t),
			     "_Pragma takes a parenthesized string literal");
			if (rp->kind == TK_EOF)
				unget(rp);
			return NULL;
		}
		/* destringize, then lex as a pragma line */
		const char *q = s->text;
		while (*q != '"')
			q++;
		const char *end = s->text + s->len - 1;
		char *text = arena_alloc(tu_arena, s->len + 2), *d = text;
		for (q++; q < end; q++) {
			if (*q == '\\' && (q[1] == '"' || q[1] == '\\'))
				q++;
			*d++ = *q;
		}
		*d++ = '\n';
		*d = 0;
		File *f = file_from_buffer(name_str(t->file), text, d - text);
		Lexer L;
		lexer_init(&L, f);
		L.in_directive = true;
		PtrVec v = {0};
		for (;;) {
			Token *u = tok_new();
			lex_token(&L, u);
			if (u->kind == TK_EOF)
				break;
			Token *r = root_token(t);
			u->file = r->file;
			u->line = r->line;
			u->col = r->col;
			vec_push(&v, u);
		}
		Token *out = run_pragma(t, &v, pp.nframes == 1, top());
		free(v.v);
		if (out)
			push_context(out, NULL);
		return NULL;
	}
	}
	return t;
}
