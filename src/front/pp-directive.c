/* pp-directive.c - the directives: #include (the search path, its lookup
 * cache, include guards and #pragma once), the conditional stack and the
 * skipping of false groups, #line and line markers, #error/#warning,
 * #pragma (and _Pragma's line), #ident, and directive(), which runs them
 * as the file level is read.
 *
 * Split from pp.c (whose comment says how the files divide the work):
 * #define/#undef are in pp-macro.c with the rest of the macros, the
 * expression of #if/#elif in pp-if.c. */
#include <ctype.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "diag.h"
#include "config.h"
#include "pp-internal.h"

/* Files one unit may enter by #include (see do_include()). */
#define MAX_INCLUDES 20000

/* --- small helpers ----------------------------------------------------- */

/* Next token of the directive being read, unexpanded. */
Token *dir_token(void)
{
	Frame *fr = top();
	if (fr->pushback) {
		Token *t = fr->pushback;
		fr->pushback = t->next;
		t->next = NULL;
		return t;
	}
	Token *t = tok_new();
	lex_token(&fr->lx, t);
	return t;
}

/* --- conditional stack ------------------------------------------------- */

static Cond *push_cond(Ident *dir, const Token *at, bool taken)
{
	if (pp.nconds == pp.cap_conds) {
		pp.cap_conds = pp.cap_conds ? pp.cap_conds * 2 : 64;
		pp.conds = xrealloc(pp.conds, pp.cap_conds * sizeof(Cond));
	}
	Cond *c = &pp.conds[pp.nconds++];
	c->dir = dir;
	c->began = tok_loc(at);
	c->taken = taken;
	c->in_else = false;
	return c;
}

/* gcc 12 knows #elifdef/#elifndef in C2X and the GNU dialects only. */
static bool is_elifdef(Ident *d)
{
	return (d == id_elifdef || d == id_elifndef) && (opt.std >= 2023 || opt.gnu);
}

/* A new group (#else, #elif...) of the chain c begins at dirtok. */
static void new_group(Cond *c, Token *dirtok)
{
	if (opt.pedantic && opt.std < 2023 && is_elifdef(dirtok->ident) && !in_system_header())
		diag(DIAG_WARNING, CK_NONE, tok_loc(dirtok),
		     "#%s before C2X is a GCC extension", dirtok->ident->name);
	if (c->in_else) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(dirtok), "#%s after #else", dirtok->ident->name);
		diag(DIAG_ERROR, CK_NONE, c->began, "the conditional began here");
	}
	c->dir = dirtok->ident;
	if (dirtok->ident == id_else)
		c->in_else = true;
}

static void pop_cond(void)
{
	Frame *fr = top();
	if (fr->mi_state == MI_IN_GUARD && pp.nconds == fr->mi_depth)
		fr->mi_state = MI_AFTER_GUARD;
	pp.nconds--;
}

/* --- #include ----------------------------------------------------------- */

static bool pragma_once_seen(File *f)
{
	for (int i = 0; i < pp.once_files.len; i++) {
		File *o = pp.once_files.v[i];
		if (o == f || (o->dev == f->dev && o->ino == f->ino))
			return true;
	}
	return false;
}

const char *join_path(const char *dir, const char *name)
{
	if (!*dir)
		return name;
	size_t n = strlen(dir), m = strlen(name);
	bool slash = dir[n - 1] != '/';
	char *p = arena_alloc(tu_arena, n + slash + m + 1);
	memcpy(p, dir, n);
	if (slash)
		p[n] = '/';
	memcpy(p + n + slash, name, m + 1);
	return p;
}

typedef struct HeaderHit {
	struct HeaderHit *next;
	const char *name;
	int start;		/* first search-path index tried */
	int idx;		/* where it was found */
	File *f;		/* NULL: in none of them */
} HeaderHit;

/* Find a header.  *dir_idx receives the search-path index it was found at
 * (DIR_INCLUDER for the includer's directory); *sys whether it is a system
 * header.  Returns NULL if not found. */
File *find_header(const char *name, bool angle, bool next,
		  const char *cur_dir, int cur_idx, int *dir_idx, bool *sys)
{
	int start;
	*sys = false;
	if (name[0] == '/') {
		File *f = file_get(name);
		*dir_idx = DIR_NONE;
		return usable(f) ? f : NULL;
	}
	if (next && cur_idx >= 0)
		start = cur_idx + 1;
	else if (next && cur_idx == DIR_INCLUDER)
		start = 0;
	else if (angle)
		start = pp.bracket_start;
	else {
		File *f = file_get(join_path(cur_dir, name));
		if (usable(f)) {
			*dir_idx = DIR_INCLUDER;
			*sys = top() ? top()->sys : false;
			return f;
		}
		start = 0;
	}
	/* A kernel file includes its ~600 headers ~1,800 times, each time
	 * probing up to seven directories: remember where a name was found
	 * from a given first directory (the file system does not change). */
	enum { HIT_BUCKETS = 1024 };
	if (!pp.header_hits)
		pp.header_hits = arena_zalloc(tu_arena, HIT_BUCKETS * sizeof(HeaderHit *));
	uint32_t h = 2166136261u ^ (uint32_t)start;
	for (const char *c = name; *c; c++)
		h = (h ^ (unsigned char)*c) * 16777619u;
	HeaderHit **bucket = &pp.header_hits[h & (HIT_BUCKETS - 1)];
	for (HeaderHit *e = *bucket; e; e = e->next) {
		if (e->start != start || strcmp(e->name, name))
			continue;
		if (!e->f)
			return NULL;
		*dir_idx = e->idx;
		*sys = pp.dirs[e->idx].sys;
		return e->f;
	}
	HeaderHit *e = arena_alloc(tu_arena, sizeof(*e));
	e->name = arena_strndup(tu_arena, name, strlen(name));
	e->start = start;
	e->f = NULL;
	e->idx = -1;
	e->next = *bucket;
	*bucket = e;
	for (int i = start; i < pp.ndirs; i++) {
		File *f = file_get(join_path(pp.dirs[i].path, name));
		if (usable(f)) {
			e->f = f;
			e->idx = i;
			*dir_idx = i;
			*sys = pp.dirs[i].sys;
			return f;
		}
	}
	return NULL;
}

/* Spell tokens back to text, a space where one was written (computed
 * #include and __has_include operands). */
char *spell_tokens(Token **toks, int n)
{
	size_t len = 1;
	for (int i = 0; i < n; i++)
		len += toks[i]->len + 1;
	char *s = arena_alloc(tu_arena, len), *d = s;
	for (int i = 0; i < n; i++) {
		if (i && (toks[i]->flags & TF_SPACE))
			*d++ = ' ';
		memcpy(d, toks[i]->text, toks[i]->len);
		d += toks[i]->len;
	}
	*d = 0;
	return s;
}

/* Read a header name: <...> or "..." directly, or a macro-expanded form.
 * Returns the name without delimiters, or NULL after an error. */
char *read_header_name(Token *where, bool *angle, const char *what, Token **at)
{
	Frame *fr = top();
	Token *t = tok_new();
	*at = where;
	if (!pp.nctx && !fr->pushback && lex_header_name(&fr->lx, t)) {
		*angle = true;
		*at = t;
		return arena_strndup(tu_arena, t->text + 1, t->len - 2);
	}
	t = expand_next();
	while (t->kind == TK_PADDING)
		t = expand_next();
	*at = t;
	if (t->kind == TK_STRING && t->text[0] == '"') {
		*angle = false;
		return arena_strndup(tu_arena, t->text + 1, t->len - 2);
	}
	if (is_punct(t, P_LT)) {
		PtrVec parts = {0};
		for (;;) {
			Token *u = expand_next();
			if (u->kind == TK_PADDING)
				continue;
			if (u->kind == TK_EOF || (pp.in_if && is_punct(u, P_RPAREN))) {
				diag(DIAG_ERROR, CK_NONE, tok_loc(pp.in_if ? where : u),
				     "missing terminating > character");
				if (!pp.in_if && parts.len)
					break;	/* gcc still looks for what it read */
				free(parts.v);
				return NULL;
			}
			if (is_punct(u, P_GT))
				break;
			vec_push(&parts, u);
		}
		char *s = spell_tokens((Token **)parts.v, parts.len);
		if (parts.len && (((Token *)parts.v[0])->flags & TF_SPACE))
			s = arena_printf(tu_arena, " %s", s);
		free(parts.v);
		*angle = true;
		return s;
	}
	if (pp.in_if)
		diag(DIAG_ERROR, CK_NONE, tok_loc(t->kind == TK_EOF ? where : t),
		     "operator \"%s\" requires a header-name", what);
	else
		diag(DIAG_ERROR, CK_NONE, tok_loc(t->kind == TK_EOF ? where : t),
		     "%s expects \"FILENAME\" or <FILENAME>", what);
	if (t->kind != TK_EOF && !pp.in_if)
		lex_skip_line(&fr->lx);
	return NULL;
}

static void push_include(File *f, const char *path, int dir_idx, bool sys)
{
	f->stacked = true;
	push_frame(f, dir_of(path), dir_idx, sys, false);
}

static void do_include(Token *dirtok, bool next, bool import)
{
	uint32_t dir_file = dirtok->file, dir_line = dirtok->line;
	Frame *fr = top();
	bool angle = false;
	const char *what = next ? "#include_next" : import ? "#import" : "#include";
	Token *at;
	if (import && !in_system_header())
		diag(DIAG_WARNING, CK_NONE, tok_loc(dirtok), "#import is a deprecated GCC extension");
	char *name = read_header_name(dirtok, &angle, what, &at);
	if (!name) {
		lex_end_directive(&fr->lx);
		return;
	}
	Token *extra = dir_token();
	if (extra->kind != TK_EOF && !in_system_header())
		diag(DIAG_WARNING, CK_NONE, tok_loc(extra),
		     "extra tokens at end of %s directive", what);
	lex_end_directive(&fr->lx);
	if (!*name) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(dirtok), "empty filename in %s", what);
		return;
	}
	if (next && pp.nframes == 1 && fr->dir_idx == DIR_NONE) {
		if (!in_system_header())
			diag(DIAG_WARNING, CK_NONE, tok_loc(dirtok),
			     "#include_next in primary source file");
		next = false;
	}
	int dir_idx;
	bool sys;
	if (angle && !next && pp.bracket_start >= pp.ndirs && name[0] != '/') {
		diag(DIAG_ERROR, CK_NONE, tok_loc(at),
		     "no include path in which to search for %s", name);
		return;
	}
	File *f = find_header(name, angle, next, fr->dir, fr->dir_idx, &dir_idx, &sys);
	if (!f) {
		/* gcc and sparse stop at a header they cannot find: diag()
		 * ends the run */
		if (pp.as_sparse)
			diag(SPARSE_FATAL, CK_NONE, tok_loc(at), "unable to open '%s'", name);
		diag(DIAG_FATAL, CK_NONE, tok_loc(at), "%s: %s", name, strerror(ENOENT));
		return;
	}
	if (pragma_once_seen(f))
		return;
	/* gcc marks an #import'ed file once-only before it looks at the
	 * guard (undefining the guard must not let it in again), and never
	 * imports a file already included (gcc.dg/cpp/import1.c) */
	if (import) {
		f->pragma_once = true;
		vec_push(&pp.once_files, f);
		if (f->stacked)
			return;
	}
	if (f->guard && f->guard->macro)
		return;			/* include guard: nothing would be read */
	if (pp.nframes >= opt.max_include_depth) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(dirtok),
		     "#include nested depth %d exceeds maximum of %d "
		     "(use -fmax-include-depth=DEPTH to increase the maximum)",
		     pp.nframes, opt.max_include_depth);
		return;
	}
	if (f->binary) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(dirtok),
		     "%s: file looks binary, not C source", f->path);
		return;
	}
	if (f->read_error) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(dirtok), "%s: %s", f->path, strerror(f->err));
		return;
	}
	/* A header that includes itself twice without a guard enters 2^200
	 * files before the depth limit ends every branch (gcc never ends;
	 * lf-migrate found one).  Units of Linux 6.1 enter 713 (mm/page_alloc.c)
	 * to 948 (net/ipv4/icmp.c, the most of 40 sampled). */
	if (++pp.nentered > MAX_INCLUDES)
		diag(DIAG_FATAL, CK_NONE, tok_loc(dirtok), "more than %d files entered by "
		     "#include (a header that includes itself without a guard?)", MAX_INCLUDES);
	/* gcc first brings the includer's output to the #include line */
	if (pp_file_change && !fr->quiet)
		pp_file_change(dir_file, dir_line, PP_INCLUDE_LINE, fr->sysp);
	push_include(f, f->path, dir_idx, sys);
}

/* --- conditionals ------------------------------------------------------- */

static Token *read_directive_name(Lexer *L)
{
	Token *t = tok_new();
	lex_token(L, t);
	return t;
}

/* Skip a false group: lex quietly until the #elif/#else/#endif that ends
 * it.  Returns when a group becomes active or the chain ends. */
static void skip_group(void)
{
	Frame *fr = top();
	Lexer *L = &fr->lx;
	int depth = 0;
	Token t;
	const char *stuck = NULL;	/* where lex_skip_false_lines() stopped */

	for (;;) {
		L->skipping = true;
		/* Once past the byte it stopped at, it may skip lines again. */
		if (!stuck || L->p > stuck)
			stuck = lex_skip_false_lines(L);
		lex_token(L, &t);
		if (t.kind == TK_EOF) {
			L->skipping = false;
			return;		/* end_of_file() reports the open #if */
		}
		if (!(t.flags & TF_BOL) || !(t.kind == TK_PUNCT && t.punct == P_HASH))
			continue;
		L->in_directive = true;
		L->skipping = false;
		Token *name = read_directive_name(L);
		L->skipping = true;
		Ident *d = name->kind == TK_IDENT ? name->ident : NULL;
		if (!d) {
			lex_end_directive(L);
			continue;
		}
		if (d == id_if || d == id_ifdef || d == id_ifndef) {
			depth++;
		} else if (d == id_endif) {
			if (depth) {
				depth--;
			} else {
				Token *extra = read_directive_name(L);
				L->skipping = false;
				if (extra->kind != TK_EOF && !in_system_header())
					diag(DIAG_WARNING, CK_NONE, tok_loc(extra),
					     "extra tokens at end of #endif directive");
				pop_cond();
				lex_end_directive(L);
				return;
			}
		} else if (depth == 0 && d == id_else) {
			Cond *c = &pp.conds[pp.nconds - 1];
			L->skipping = false;
			new_group(c, name);
			if (fr->mi_state == MI_IN_GUARD && pp.nconds == fr->mi_depth)
				fr->mi_state = MI_INVALID;
			if (!c->taken) {
				c->taken = true;
				Token *extra = read_directive_name(L);
				if (extra->kind != TK_EOF && !in_system_header())
					diag(DIAG_WARNING, CK_NONE, tok_loc(extra),
					     "extra tokens at end of #else directive");
				lex_end_directive(L);
				return;
			}
		} else if (depth == 0 && (d == id_elif || is_elifdef(d))) {
			Cond *c = &pp.conds[pp.nconds - 1];
			L->skipping = false;
			new_group(c, name);
			if (fr->mi_state == MI_IN_GUARD && pp.nconds == fr->mi_depth)
				fr->mi_state = MI_INVALID;
			if (!c->taken) {
				bool v;
				if (d == id_elif) {
					v = eval_if(name);
				} else {
					Token *id = dir_token();
					if (id->kind != TK_IDENT) {
						diag(DIAG_ERROR, CK_NONE, tok_loc(name),
						     "no macro name given in #%s directive", d->name);
						v = false;
					} else {
						v = (find_macro(id->ident) != NULL) == (d == id_elifdef);
					}
				}
				if (v) {
					c->taken = true;
					lex_end_directive(L);
					return;
				}
			}
		}
		lex_end_directive(L);
	}
}

static void do_ifdef(Token *dirtok, bool want_defined)
{
	Frame *fr = top();
	Token *id = dir_token();
	bool v = false;
	if (id->kind == TK_EOF) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(dirtok),
		     "no macro name given in #%s directive", dirtok->ident->name);
	} else if (id->kind != TK_IDENT) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(id), "macro names must be identifiers");
	} else {
		if (id->ident->poisoned)
			diag(DIAG_ERROR, CK_NONE, tok_loc(id),
			     "attempt to use poisoned \"%s\"", id->ident->name);
		v = (find_macro(id->ident) != NULL) == want_defined;
		Token *extra = dir_token();
		if (extra->kind != TK_EOF && !in_system_header())
			diag(DIAG_WARNING, CK_NONE, tok_loc(extra),
			     "extra tokens at end of #%s directive", dirtok->ident->name);
	}
	bool guard = fr->mi_state == MI_START && !want_defined && id->kind == TK_IDENT;
	push_cond(dirtok->ident, dirtok, v);
	if (guard) {
		fr->mi_state = MI_IN_GUARD;
		fr->mi_guard = id->ident;
		fr->mi_depth = pp.nconds;
	}
	lex_end_directive(&fr->lx);
	if (!v)
		skip_group();
}

static void do_if(Token *dirtok)
{
	bool v = eval_if(dirtok);
	push_cond(dirtok->ident, dirtok, v);
	lex_end_directive(&top()->lx);
	if (!v)
		skip_group();
}

/* #else/#elif/#elifdef/#elifndef reached from a taken group. */
static void do_else_group(Token *dirtok)
{
	Frame *fr = top();
	if (pp.nconds <= fr->cond_base) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(dirtok), "#%s without #if", dirtok->ident->name);
		lex_end_directive(&fr->lx);
		return;
	}
	Cond *c = &pp.conds[pp.nconds - 1];
	new_group(c, dirtok);
	if (dirtok->ident == id_else) {
		Token *extra = dir_token();
		if (extra->kind != TK_EOF && !in_system_header())
			diag(DIAG_WARNING, CK_NONE, tok_loc(extra),
			     "extra tokens at end of #else directive");
	}
	if (fr->mi_state == MI_IN_GUARD && pp.nconds == fr->mi_depth)
		fr->mi_state = MI_INVALID;
	c->taken = true;
	lex_end_directive(&fr->lx);
	skip_group();
}

static void do_endif(Token *dirtok)
{
	Frame *fr = top();
	if (pp.nconds <= fr->cond_base) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(dirtok), "#endif without #if");
	} else {
		Token *extra = dir_token();
		if (extra->kind != TK_EOF && !in_system_header())
			diag(DIAG_WARNING, CK_NONE, tok_loc(extra),
			     "extra tokens at end of #endif directive");
		pop_cond();
	}
	lex_end_directive(&fr->lx);
}

/* --- #line, #error, #pragma -------------------------------------------- */

static bool parse_line_number(Token *t, unsigned long *out)
{
	if (t->kind != TK_NUMBER)
		return false;
	unsigned long v = 0;
	bool wrapped = false;
	for (uint32_t i = 0; i < t->len; i++) {
		if (!isdigit((unsigned char)t->text[i]))
			return false;
		v = v * 10 + (t->text[i] - '0');
		if (v > 4294967295ul) {
			wrapped = true;
			v &= 0xffffffffu;
		}
	}
	if (wrapped && !in_system_header())
		diag(DIAG_WARNING, CK_NONE, tok_loc(t), "line number out of range");
	*out = v;
	return true;
}

/* The text of a string literal without quotes and escapes. */
static char *unquote(const Token *t)
{
	const char *s = t->text, *e = t->text + t->len - 1;
	while (*s != '"')
		s++;
	s++;
	char *out = arena_alloc(tu_arena, t->len + 1), *d = out;
	while (s < e) {
		if (*s == '\\' && s + 1 < e)
			s++;
		*d++ = *s++;
	}
	*d = 0;
	return out;
}

static void do_line(Token *dirtok, Token *first, bool gnu_marker)
{
	Frame *fr = top();
	Token *num = first;
	if (!num) {
		num = expand_next();
		while (num->kind == TK_PADDING)
			num = expand_next();
	}
	unsigned long line;
	if (num->kind == TK_EOF) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(dirtok), "unexpected end of file after #line");
		lex_end_directive(&fr->lx);
		return;
	}
	if (!parse_line_number(num, &line)) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(num),
		     "\"%.*s\" after #%s is not a positive integer",
		     (int)num->len, num->text, gnu_marker ? "" : "line");
		lex_end_directive(&fr->lx);
		return;
	}
	Token *name = gnu_marker ? dir_token() : expand_next();
	while (name->kind == TK_PADDING)
		name = expand_next();
	uint32_t new_name = fr->lx.name;
	if (name->kind == TK_STRING && name->text[0] == '"') {
		new_name = name_id(unquote(name));
		/* GNU marker flags: 1 enters a file, 2 returns from one;
		 * 3 (4) makes it a system header, their absence a user file */
		int sysp = 0;
		for (Token *f = gnu_marker ? dir_token() : NULL; f && f->kind == TK_NUMBER;
		     f = dir_token()) {
			if (f->len == 1 && f->text[0] == '1')
				fr->level_adjust++;
			else if (f->len == 1 && f->text[0] == '2' && fr->level_adjust > 0)
				fr->level_adjust--;
			else if (f->len == 1 && f->text[0] == '3')
				sysp = 1;
			else if (f->len == 1 && f->text[0] == '4' && sysp)
				sysp = 2;
		}
		if (gnu_marker && !pp.as_sparse) {
			fr->sysp = (uint8_t)sysp;
			fr->sys = fr->lx.sys = sysp != 0;
		}
	} else if (name->kind != TK_EOF) {
		diag(DIAG_ERROR, CK_NONE, tok_loc(name),
		     "\"%.*s\" is not a valid filename", (int)name->len, name->text);
		lex_end_directive(&fr->lx);
		return;		/* gcc ignores the whole directive */
	}
	lex_end_directive(&fr->lx);
	fr->lx.line_delta = (int32_t)(line - fr->lx.line);
	fr->lx.name = new_name;
	if (pp_file_change && !fr->quiet)
		pp_file_change(new_name, line, PP_LINE, fr->sysp);
}

/* The rest of a directive line as gcc prints it in #error/#warning. */
static char *rest_of_line(void)
{
	PtrVec v = {0};
	for (;;) {
		Token *t = dir_token();
		if (t->kind == TK_EOF)
			break;
		vec_push(&v, t);
	}
	char *s = spell_tokens((Token **)v.v, v.len);
	free(v.v);
	return s;
}

static void do_diagnostic(Token *dirtok, int level)
{
	char *msg = rest_of_line();
	if (pp.as_sparse) {	/* sparse prints the line's text alone */
		diag(level == DIAG_ERROR ? SPARSE_ERROR : SPARSE_WARNING, CK_NONE,
		     tok_loc(dirtok), "%s", msg);
		sdiag_parse_error |= level == DIAG_ERROR;	/* no warning follows */
	} else
		diag(level, CK_NONE, tok_loc(dirtok), "#%s%s%s", dirtok->ident->name,
		     *msg ? " " : "", msg);
	lex_end_directive(&top()->lx);
}

typedef struct SavedMacro {
	struct SavedMacro *next;
	Ident *name;
	Macro *macro;
} SavedMacro;
static SavedMacro *pushed_macros;

/* The saved definitions live in tu_arena, gone with the unit. */
void pp_directive_finish(void)
{
	pushed_macros = NULL;
}

/* Make the token list of a "#pragma" line for the consumer. */
static Token *directive_line_tokens(Token *at, Ident *kwid, Token *first_arg_list);

static Token *pragma_tokens(Token *at, Token *first_arg_list)
{
	return directive_line_tokens(at, id_pragma, first_arg_list);
}

/* "#KEYWORD args..." handed to the consumer as one line (pragmas, #ident). */
static Token *directive_line_tokens(Token *at, Ident *kwid, Token *first_arg_list)
{
	Token *hash = tok_copy(at);
	hash->kind = TK_PUNCT;
	hash->punct = P_HASH;
	hash->text = "#";
	hash->len = 1;
	hash->ident = NULL;
	hash->flags = TF_PRAGMA | TF_LINE_START;
	Token *kw = tok_copy(at);
	kw->kind = TK_IDENT;
	kw->text = kwid->name;
	kw->len = kwid->len;
	kw->ident = kwid;
	kw->flags = TF_PRAGMA | TF_NOEXPAND;
	hash->next = kw;
	kw->next = first_arg_list;
	/* A pragma line is passed on as written: never macro-expanded. */
	for (Token *t = first_arg_list; t; t = t->next)
		t->flags = (t->flags & (TF_SPACE)) | TF_PRAGMA | TF_NOEXPAND;
	if (first_arg_list)
		first_arg_list->flags |= TF_SPACE;
	return hash;
}

static Ident *pragma_string_macro(Token **toks, int n)
{
	/* ( "NAME" ) */
	if (n == 3 && is_punct(toks[0], P_LPAREN) && toks[1]->kind == TK_STRING &&
	    is_punct(toks[2], P_RPAREN))
		return intern_cstr(unquote(toks[1]));
	return NULL;
}

/* Handle a pragma line given as tokens (from #pragma or _Pragma).
 * Returns the tokens to pass on to the consumer, or NULL if consumed. */
/* gcc's "#pragma GCC dependency FILE [text]": FILE must exist (as an
 * #include would find it), and a warning says if it is newer than the
 * current file (gcc.dg/cpp/pr35322.c: a _Pragma without the name). */
static void pragma_dependency(Token *kw, Token **t, int n, Frame *fr)
{
	if (n < 1 || t[0]->kind != TK_STRING || t[0]->text[0] != '"') {
		Loc at = tok_loc(n ? t[0] : kw);
		if (!n)
			at.col += kw->len;
		diag(DIAG_ERROR, CK_NONE, at, "#pragma dependency expects \"FILENAME\" or <FILENAME>");
		return;
	}
	const char *name = unquote(t[0]);
	int idx;
	bool sys;
	File *f = find_header(name, false, false, fr->dir, fr->dir_idx, &idx, &sys);
	if (!f) {
		diag(DIAG_FATAL, CK_NONE, NOWHERE, "%s: %s", name, strerror(ENOENT));
		return;
	}
	if (f->mtime > fr->file->mtime && !in_system_header())
		diag(DIAG_WARNING, CK_NONE, tok_loc(kw), "current file is older than %s", name);
}

Token *run_pragma(Token *at, PtrVec *v, bool in_main, Frame *fr)
{
	Token **t = (Token **)v->v;
	int n = v->len;
	if (n >= 1 && t[0]->kind == TK_IDENT && t[0]->ident == id_once) {
		if (pp.nframes == 1 && !in_system_header())
			diag(DIAG_WARNING, CK_NONE, tok_loc(t[0]), "#pragma once in main file");
		fr->file->pragma_once = true;
		vec_push(&pp.once_files, fr->file);
		return NULL;
	}
	if (n >= 1 && t[0]->kind == TK_IDENT &&
	    (t[0]->ident == id_push_macro || t[0]->ident == id_pop_macro)) {
		Ident *name = pragma_string_macro(t + 1, n - 1);
		if (!name)
			return NULL;
		if (t[0]->ident == id_push_macro) {
			SavedMacro *s = arena_alloc(tu_arena, sizeof(*s));
			s->name = name;
			s->macro = name->macro;
			s->next = pushed_macros;
			pushed_macros = s;
		} else {
			for (SavedMacro **pp_ = &pushed_macros; *pp_; pp_ = &(*pp_)->next)
				if ((*pp_)->name == name) {
					set_macro(name, (*pp_)->macro);
					*pp_ = (*pp_)->next;
					break;
				}
		}
		return NULL;
	}
	if (n >= 2 && t[0]->kind == TK_IDENT && t[0]->ident == id_gcc && t[1]->kind == TK_IDENT) {
		Ident *what = t[1]->ident;
		if (what == id_system_header) {
			if (in_main) {
				if (!in_system_header())
					diag(DIAG_WARNING, CK_NONE, tok_loc(t[1]),
					     "#pragma system_header ignored outside include file");
			} else {
				fr->sys = true;
				fr->lx.sys = true;
				fr->sysp = 1;	/* gcc: "3" alone */
				if (pp_file_change && !fr->quiet)
					pp_file_change(fr->lx.name, fr->lx.line + fr->lx.line_delta + 1, PP_SYSTEM_HEADER, 1);
			}
			return NULL;
		}
		if (what == id_poison) {
			for (int i = 2; i < n; i++) {
				if (t[i]->kind != TK_IDENT) {
					diag(DIAG_ERROR, CK_NONE, tok_loc(t[i]),
					     "invalid #pragma GCC poison directive");
					break;
				}
				t[i]->ident->poisoned = 1;
				set_macro(t[i]->ident, NULL);
			}
			return NULL;
		}
		if (what == id_warning_pragma || what == id_error_pragma) {
			const char *msg = n >= 3 && t[2]->kind == TK_STRING ? unquote(t[2]) : "";
			if (n >= 3 && t[2]->kind == TK_STRING)
				diag(what == id_error_pragma ? DIAG_ERROR : DIAG_WARNING, CK_NONE,
				     tok_loc(t[2]), "%s", msg);
			else
				diag(DIAG_ERROR, CK_NONE, tok_loc(t[1]),
				     "invalid \"#pragma GCC %s\" directive", what->name);
			return NULL;
		}
		if (what == id_dependency) {
			if (!pp.as_sparse)
				pragma_dependency(t[1], t + 2, n - 2, fr);
			return NULL;
		}
	}
	Token head = {0}, *tail = &head;
	for (int i = 0; i < n; i++)
		tail = tail->next = t[i];
	tail->next = NULL;
	return pragma_tokens(at, head.next);
}

/* A directive's line of tokens (a #pragma, an #ident) handed to the
 * consumer through the file level, before what was pushed back there. */
static void hand_line(Frame *fr, Token *out)
{
	Token *last = out;
	while (last->next)
		last = last->next;
	last->next = fr->pushback;
	fr->pushback = out;
}

static void do_pragma(Token *dirtok)
{
	Frame *fr = top();
	PtrVec v = {0};
	for (;;) {
		Token *t = dir_token();
		if (t->kind == TK_EOF)
			break;
		vec_push(&v, t);
	}
	lex_end_directive(&fr->lx);
	Token *out = run_pragma(dirtok, &v, pp.nframes == 1, fr);
	free(v.v);
	if (!out || fr->quiet)
		return;
	hand_line(fr, out);
}

/* gcc's #ident and #sccs: one string, macros expanded, and a warning for
 * the tokens after it (gcc.dg/cpp/extratokens.c). */
static void gcc_ident(Token *dirtok)
{
	Frame *fr = top();
	Token *s = expand_next();
	while (s->kind == TK_PADDING)
		s = expand_next();
	bool ok = s->kind == TK_STRING;
	if (!ok && !fr->quiet)
		diag(DIAG_ERROR, CK_NONE, tok_loc(s), "invalid #%s directive", dirtok->ident->name);
	Token *t = s;
	while (t->kind != TK_EOF) {
		t = dir_token();
		if (ok && t->kind != TK_EOF && !fr->quiet && !in_system_header()) {
			diag(DIAG_WARNING, CK_NONE, tok_loc(t),
			     "extra tokens at end of #%s directive", dirtok->ident->name);
			ok = false;	/* once */
		}
	}
	lex_end_directive(&fr->lx);
	if (s->kind != TK_STRING || fr->quiet)
		return;
	s->next = NULL;
	hand_line(fr, directive_line_tokens(dirtok, id_ident, s));
}

static void do_ident(Token *dirtok)
{
	Frame *fr = top();
	if (!pp.as_sparse) {
		gcc_ident(dirtok);
		return;
	}
	Token head = {0}, *tail = &head;
	for (;;) {
		Token *t = dir_token();
		if (t->kind == TK_EOF)
			break;
		tail = tail->next = t;
	}
	lex_end_directive(&fr->lx);
	if (fr->quiet || !head.next)
		return;
	Token *out = directive_line_tokens(dirtok, id_ident, head.next);
	tail->next = fr->pushback;
	fr->pushback = out;
}

static void directive_run(Token *hash);

/* The directives sparse runs (its NS_PREPROCESSOR symbols that a file
 * may use); the number of a line marker is handled before. */
static bool sparse_knows(Ident *d)
{
	return d == id_define || d == id_undef || d == id_include || d == id_include_next ||
	       d == id_ifdef || d == id_ifndef || d == id_if || d == id_elif || d == id_else ||
	       d == id_endif || d == id_line || d == id_error || d == id_warning ||
	       d == id_pragma || d == id_ident || d == id_elifdef || d == id_elifndef;
}

/* sparse's words for any other line starting with "#": the line, its
 * tokens spelled back. */
static void sparse_unrecognized(Token *name)
{
	PtrVec v = {0};
	for (Token *t = name; t->kind != TK_EOF; t = dir_token())
		vec_push(&v, t);
	diag(SPARSE_ERROR, CK_NONE, tok_loc(name), "unrecognized preprocessor line '%s'",
	     spell_tokens((Token **)v.v, v.len));
	sdiag_parse_error = true;	/* no warning follows */
	free(v.v);
	lex_end_directive(&top()->lx);
}

/* A directive of a replayed body ran (and reported) when the body was
 * skipped: run it again without a word. */
void directive(Token *hash)
{
	if (!pp.replay_gen) {
		directive_run(hash);
		return;
	}
	bool saved = diag_muted;
	diag_muted = true;
	directive_run(hash);
	diag_muted = saved;
}

static void directive_run(Token *hash)
{
	Frame *fr = top();
	Lexer *L = &fr->lx;
	L->in_directive = true;
	Token *name = dir_token();
	int mi_before = fr->mi_state;
	if (fr->mi_state == MI_START || fr->mi_state == MI_AFTER_GUARD)
		fr->mi_state = MI_INVALID;

	if (name->kind == TK_EOF) {		/* null directive */
		fr->mi_state = mi_before;
		lex_end_directive(L);
		return;
	}
	if (name->kind == TK_NUMBER) {		/* # 33 "file" flags */
		do_line(name, name, true);
		return;
	}
	Ident *d = name->kind == TK_IDENT ? name->ident : NULL;
	if (pp.as_sparse && !sparse_knows(d)) {
		sparse_unrecognized(name);
		return;
	}
	if (d == id_ifndef && mi_before == MI_START)
		fr->mi_state = MI_START;	/* do_ifdef decides */
	if (d == id_define) {
		do_define();
		lex_end_directive(L);
	} else if (d == id_undef) {
		do_undef();
		lex_end_directive(L);
	}
	else if (d == id_include)
		do_include(name, false, false);
	else if (d == id_include_next)
		do_include(name, true, false);
	else if (d == id_import)
		do_include(name, false, true);
	else if (d == id_ifdef)
		do_ifdef(name, true);
	else if (d == id_ifndef)
		do_ifdef(name, false);
	else if (d == id_if)
		do_if(name);
	else if (d == id_else || d == id_elif || is_elifdef(d))
		do_else_group(name);
	else if (d == id_endif)
		do_endif(name);
	else if (d == id_line)
		do_line(name, NULL, false);
	else if (d == id_error)
		do_diagnostic(name, DIAG_ERROR);
	else if (d == id_warning)
		do_diagnostic(name, DIAG_WARNING);
	else if (d == id_pragma)
		do_pragma(name);
	else if (d == id_ident || d == id_sccs)
		do_ident(name);
	else if (d == id_assert || d == id_unassert)
		do_assertion(name);
	else {
		diag(DIAG_ERROR, CK_NONE, tok_loc(name),
		     "invalid preprocessing directive #%.*s", (int)name->len, name->text);
		lex_end_directive(L);
	}
}
