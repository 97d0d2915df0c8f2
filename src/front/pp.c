/* pp.c - the preprocessor.
 *
 * Macro expansion follows gcc's model rather than Prosser's hide sets,
 * because gcc -E is the reference: every macro being expanded has a context
 * on a stack and is "disabled" while its context is live; a name met while
 * its macro is disabled is painted (TF_NOEXPAND) for good.  Popping a
 * context re-enables its macro, so a function-like name at the end of an
 * expansion may still take its "(" from what follows, exactly as gcc does.
 *
 * Files are lexed on demand; directives are handled as the file level is
 * read, so they work inside macro argument lists too.
 *
 * The preprocessor is four files sharing pp-internal.h, cut where the
 * single file's sections were:
 *   pp.c            this core: the token stream to the parser (pp_next()),
 *                   file frames, reading the file level, bodies left
 *                   unexpanded, setup and the entry points;
 *   pp-macro.c      the macro table, #define/#undef, expansion, probes
 *                   (expansions asked outside the text), built-ins;
 *   pp-directive.c  the directives: #include, conditionals, #line, #pragma...;
 *   pp-if.c         #if expressions.
 * The per-token loop (pp_next(), expand_next(), read_file_token()) stays
 * in this file, and the helpers the other files run per token are static
 * inline in pp-internal.h: the split costs no call on the hot path. */
#include <stdio.h>
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include "diag.h"
#include "config.h"
#include "pp-internal.h"

bool pp_want_padding;
void (*pp_file_change)(uint32_t name, uint32_t line, int flag, int sysp);
void (*pp_macro_expanded)(const Token *name, const Token *site);

/* The state pp-internal.h declares for all the preprocessor's files. */
struct PPState pp;
Arena scratch;
Ident *id_defined, *id_va_args, *id_va_opt, *id_once, *id_include,
	*id_include_next, *id_import, *id_define, *id_undef, *id_if,
	*id_ifdef, *id_ifndef, *id_elif, *id_elifdef, *id_elifndef,
	*id_else, *id_endif, *id_line, *id_error, *id_warning,
	*id_pragma, *id_ident, *id_sccs, *id_assert, *id_unassert,
	*id_gcc, *id_system_header, *id_poison, *id_push_macro,
	*id_pop_macro, *id_dependency, *id_warning_pragma,
	*id_error_pragma;

/* --- files ------------------------------------------------------------- */

/* The reading of a file about to be entered: 0 the first time, then one
 * more each time (a header without a guard, read once per pass). */
static uint16_t next_reading(uint32_t name)
{
	pp.readings = xgrow_zeroed(pp.readings, &pp.nreadings, name, sizeof(*pp.readings), 256);
	uint16_t r = pp.readings[name];
	if (r < UINT16_MAX)
		pp.readings[name]++;
	return r;
}

uint16_t pp_reading(void)
{
	return pp.nframes ? pp.frames[pp.nframes - 1].lx.reading >> LOC_READING_SHIFT : 0;
}

void push_frame(File *f, const char *dir, int dir_idx, bool sys, bool quiet)
{
	if (pp.nframes == pp.cap_frames) {
		pp.cap_frames = pp.cap_frames ? pp.cap_frames * 2 : 32;
		pp.frames = xrealloc(pp.frames, pp.cap_frames * sizeof(Frame));
	}
	Frame *fr = &pp.frames[pp.nframes++];
	memset(fr, 0, sizeof(*fr));
	lexer_init(&fr->lx, f);
	fr->file = f;
	fr->dir = dir;
	fr->dir_idx = dir_idx;
	fr->cond_base = pp.nconds;
	fr->sys = sys;
	fr->lx.sys = sys;
	/* a header found beside its includer is what the includer is, one
	 * found in a system directory gets gcc's "3 4" */
	fr->sysp = !sys ? 0 : dir_idx == DIR_INCLUDER && pp.nframes > 1 && fr[-1].sysp ?
		   fr[-1].sysp : 2;
	fr->quiet = quiet;
	if (!quiet)
		fr->lx.reading = loc_reading_flags(next_reading(f->name_id));
	if (pp_file_change && !quiet && pp.nframes > 1)
		pp_file_change(f->name_id, 1, pp.as_sparse && pp.in_pending && pp.nframes == 2 ?
			       PP_PREINCLUDE : PP_ENTER, fr->sysp);
	if (pp.as_sparse && !quiet)
		lex_warn_end_early(&fr->lx);
}

/* --- reading the file level -------------------------------------------- */

static void push_pending(void);
static void start_main_text(void);

static void end_of_file(void)
{
	Frame *fr = top();
	while (pp.nconds > fr->cond_base) {
		Cond *c = &pp.conds[pp.nconds - 1];
		diag(DIAG_ERROR, CK_NONE, c->began, "unterminated #%s", c->dir->name);
		pp.nconds--;
	}
	if (!fr->file->guard_known) {
		fr->file->guard_known = true;
		if (fr->mi_state == MI_AFTER_GUARD)
			fr->file->guard = fr->mi_guard;
	}
	bool quiet = fr->quiet;
	bool was_pending = pp.nframes == 2 && pp.in_pending;
	pp.nframes--;
	if (was_pending) {
		/* Back from a -include file: gcc shows these as included
		 * from "<command-line>", then resumes the main file. */
		if (pp_file_change && !quiet)
			pp_file_change(command_line_name_id(), 0, PP_RETURN, false);
		push_pending();
		if (pp.nframes == 1)
			start_main_text();
		return;
	}
	fr = top();
	if (fr && pp_file_change && !quiet && !fr->quiet)
		pp_file_change(fr->lx.name, fr->lx.line + fr->lx.line_delta, PP_RETURN, fr->sysp);
}

Token *read_file_token(void)
{
	for (;;) {
		Frame *fr = top();
		if (!fr)
			return pp.eof_tok;
		Token *t;
		if (fr->pushback) {
			t = fr->pushback;
			fr->pushback = t->next;
			t->next = NULL;
		} else {
			/* Nothing refers to scratch tokens any more: no context,
			 * no argument being collected, no directive, nothing given
			 * back.  (The consumer's last token dies here too.)  Asked
			 * once 16 KiB are used, not at every token: one test
			 * instead of five. */
			if ((!scratch.single || scratch.cur - scratch.base > SCRATCH_KEEP) &&
			    !pp.nctx && !pp.parsing_args && !fr->lx.in_directive && !pp.in_if &&
			    !pp.pinned)
				arena_reset(&scratch);
			if (__builtin_expect(fr->stop_at != NULL, 0) && fr->lx.p >= fr->stop_at)
				return pp.eof_tok;	/* the end of a replayed body */
			t = tok_new();
			lex_token(&fr->lx, t);
		}
		if (t->kind == TK_EOF) {
			/* A directive ends at its newline; a macro invocation
			 * cannot run past the end of its file. */
			if (fr->lx.in_directive || pp.parsing_args)
				return t;
			end_of_file();
			continue;
		}
		if ((t->flags & TF_BOL) && t->kind == TK_PUNCT && t->punct == P_HASH &&
		    pp.parsing_args != 1 && !fr->lx.in_directive) {
			directive(t);
			continue;
		}
		if (fr->mi_state != MI_IN_GUARD)
			fr->mi_state = MI_INVALID;
		if (fr->quiet)
			continue;
		if ((t->flags & TF_BOL) && !pp.parsing_args)
			t->flags |= TF_LINE_START;
		return t;
	}
}

/* --- the token stream to the parser ------------------------------------ */

/* The body of expand_next(), also inlined into pp_next(): one call less
 * for each of the half million tokens a kernel file hands the parser. */
static inline __attribute__((always_inline)) Token *expand_next_inline(void)
{
	for (;;) {
		Token *t = get_raw();
		if (t->kind != TK_IDENT || (t->flags & TF_NOEXPAND))
			return t;
		Macro *m = __builtin_expect(pp.replay_gen != 0, 0) ?
			   macro_at(t->ident, pp.replay_gen) : t->ident->macro;
		if (t->ident->poisoned && !pp.in_if && !pp.replay_gen)
			diag(DIAG_ERROR, CK_NONE, tok_loc(t),
			     "attempt to use poisoned \"%s\"", t->ident->name);
		if (!m)
			return t;
		if (m->disabled) {
			t->flags |= TF_NOEXPAND;
			return t;
		}
		if (m->builtin) {
			/* operands of __has_attribute(), _Pragma()... are read
			 * while t is still needed: keep the scratch arena */
			pp.pinned++;
			Token *r = expand_builtin(t, m);
			pp.pinned--;
			if (r)
				return r;
			continue;
		}
		if (enter_macro(t, m)) {
			if (pp_want_padding && !pp.in_if) {
				/* The padding also carries the start of a line for
				 * the -E writer when the macro name began one. */
				Token *p = padding(t);
				if (t->flags & TF_LINE_START) {
					p->flags |= TF_LINE_START;
					p->file = t->file;
					p->line = t->line;
					p->col = t->col;
					p->aux = t->aux;
				}
				return p;
			}
			continue;
		}
		return t;
	}
}

Token *expand_next(void)
{
	return expand_next_inline();
}

Token *pp_next(void)
{
	for (;;) {
		Token *t = expand_next_inline();
		if (t->kind == TK_PADDING && !pp_want_padding)
			continue;
		return t;
	}
}

/* --- inline bodies left unexpanded --------------------------------------- */

struct PPBody {
	LexPos at;		/* just past the '{' */
	const char *end;	/* just past the matching '}' */
	File *file;
	const char *dir;
	int dir_idx;
	bool sys;
	uint32_t gen;		/* the macro generation at the '{' */
};

enum { RAW_UNKNOWN, RAW_SAFE, RAW_UNSAFE, RAW_VISITING };

static bool raw_safe_ident(Ident *id);

/* Whether expanding m could end the body elsewhere (braces that do not
 * pair up), make a static assertion (sparse evaluates those as it parses)
 * or run a _Pragma (#pragma pack would change later layouts): then a body
 * using it is expanded where it stands.  A name made by ## is known only
 * as it is expanded: the replay reports a macro with unpaired braces met
 * that way (pp_replay_end()).  __COUNTER__ is let through: a body left
 * unexpanded does not advance it, so unique names made later differ from
 * gcc's numbers (they stay unique). */
static bool raw_safe_macro(Macro *m)
{
	if (m->raw_gen != pp.raw_epoch) {
		/* a name looked at may have been (un)defined since */
		m->raw_gen = pp.raw_epoch;
		m->raw_state = RAW_UNKNOWN;
	}
	if (m->raw_state == RAW_SAFE || m->raw_state == RAW_VISITING)
		return true;	/* a name in its own expansion is not expanded */
	if (m->raw_state == RAW_UNSAFE)
		return false;
	if (m->builtin)
		return m->builtin == BI_FILE || m->builtin == BI_LINE || m->builtin == BI_BASE_FILE ||
		       m->builtin == BI_FILE_NAME || m->builtin == BI_COUNTER;
	Token *body = pp_macro_body(m);
	bool safe = !m->unbalanced;
	m->raw_state = RAW_VISITING;
	for (Token *b = body; b && safe; b = b->next)
		if (b->kind == TK_IDENT)
			safe = raw_safe_ident(b->ident);
	m->raw_state = safe ? RAW_SAFE : RAW_UNSAFE;
	return safe;
}

static bool raw_safe_ident(Ident *id)
{
	id->raw_seen = pp.raw_epoch;
	if (id->kw == KW_STATIC_ASSERT || id->kw == KW_STATIC_ASSERT23 || id->poisoned)
		return false;
	return !id->macro || raw_safe_macro(id->macro);
}

/* An identifier of a body being skipped: never seen (no macro, no
 * keyword), or a name whose macro may be left unexpanded. */
static bool raw_ok_spelling(const char *s, uint32_t len)
{
	/* (a name never seen has no macro yet; defining one later cannot
	 * change this body: it is replayed with the macros of now) */
	Ident *id = intern_lookup(s, len);
	return !id || raw_safe_ident(id);
}

/* Whether the directive at L->p ('#') is a conditional one: those are run
 * as the body is skipped (and again, silently, as it is replayed); any
 * other means the body is expanded in place. */
static bool conditional_ahead(const Lexer *L)
{
	const char *p = L->p + 1;
	while (*p == ' ' || *p == '\t')
		p++;
	const char *s = p;
	while ((*p >= 'a' && *p <= 'z'))
		p++;
	static const char *const names[] = {
		"if", "ifdef", "ifndef", "elif", "else", "endif", "elifdef", "elifndef",
	};
	size_t n = (size_t)(p - s);
	if (*p == '_' || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9'))
		return false;
	for (size_t i = 0; i < sizeof names / sizeof *names; i++)
		if (strlen(names[i]) == n && !memcmp(names[i], s, n))
			return true;
	return false;
}

PPBody *pp_skip_body(uint32_t *end_line, uint16_t *end_col)
{
	Frame *fr = top();
	if (!fr || pp.nctx || fr->pushback || pp.parsing_args || fr->quiet || fr->stop_at ||
	    fr->lx.in_directive || pp.in_if || pp_want_padding || pp.replay_gen)
		return NULL;
	Lexer *L = &fr->lx;
	Lexer start = *L;
	int base = pp.nconds, mi_state = fr->mi_state, depth = 1;
	uint32_t col;
	for (;;) {
		int r = lex_skip_braces(L, raw_ok_spelling, &depth, &col);
		if (r == LEX_SKIP_DONE)
			break;
		if (r == LEX_SKIP_FAIL || !conditional_ahead(L))
			goto give_up;
		Token *hash = tok_new();
		lex_token(L, hash);
		directive(hash);
		if (pp.nconds < base || top() != fr)
			goto give_up;	/* an #endif of a group opened before the body */
	}
	if (pp.nconds != base)
		goto give_up;	/* the body ends inside a group */
	PPBody *b = arena_alloc(tu_arena, sizeof(*b));
	lexer_save(&start, &b->at);
	b->end = L->p;
	b->file = fr->file;
	b->dir = fr->dir;
	b->dir_idx = fr->dir_idx;
	b->sys = fr->sys;
	b->gen = pp.gen;
	*end_line = L->line + L->line_delta;
	*end_col = (uint16_t)(col > 65535 ? 65535 : col);
	return b;
give_up:
	/* (a conditional run on the way is run again when the body is
	 * expanded in place: it has no effect but its diagnostics, and the
	 * kernel's give none) */
	*L = start;
	pp.nconds = base;
	fr->mi_state = mi_state;
	return NULL;
}

void pp_replay_begin(PPBody *b)
{
	if (pp.nframes == pp.cap_frames) {
		pp.cap_frames = pp.cap_frames ? pp.cap_frames * 2 : 32;
		pp.frames = xrealloc(pp.frames, pp.cap_frames * sizeof(Frame));
	}
	Frame *fr = &pp.frames[pp.nframes++];
	memset(fr, 0, sizeof(*fr));
	lexer_at(&fr->lx, &b->at);
	fr->file = b->file;
	fr->dir = b->dir;
	fr->dir_idx = b->dir_idx;
	fr->cond_base = pp.nconds;
	fr->sys = b->sys;
	fr->sysp = b->sys ? 2 : 0;
	fr->mi_state = MI_INVALID;
	fr->stop_at = b->end;
	fr->outer_gen = pp.replay_gen;	/* (replays could nest) */
	pp.replay_gen = b->gen;
}

bool pp_replay_end(void)
{
	Frame *fr = top();
	bool ok = !pp.replay_broken && fr->lx.p >= fr->stop_at && pp.nconds == fr->cond_base;
	pp.replay_broken = false;
	while (pp.nctx)
		pop_context();
	pp.nconds = fr->cond_base;
	pp.replay_gen = fr->outer_gen;
	pp.nframes--;
	return ok;
}

/* --- setup --------------------------------------------------------------- */

typedef struct Pending {
	const char *name;
	bool angle, quiet, required;
} Pending;

static void add_pending(const char *name, bool angle, bool quiet, bool required)
{
	Pending *p = arena_alloc(tu_arena, sizeof(*p));
	p->name = name;
	p->angle = angle;
	p->quiet = quiet;
	p->required = required;
	vec_push(&pp.pending, p);
}

/* Start the next -imacros/-include file on top of the main file. */
static void push_pending(void)
{
	while (pp.pending.len) {
		Pending *p = pp.pending.v[0];
		memmove(pp.pending.v, pp.pending.v + 1, (pp.pending.len - 1) * sizeof(void *));
		pp.pending.len--;
		File *f = NULL;
		int idx = DIR_NONE;
		bool sys = false;
		if (!p->angle) {
			/* relative to the current directory, spelled as gcc
			 * does ("./x.h"), or as written, as sparse does */
			f = file_get(p->name[0] == '/' || pp.as_sparse ? p->name : join_path(".", p->name));
			if (!usable(f))
				f = NULL;
		}
		if (!f)
			f = find_header(p->name, true, false, "", DIR_NONE, &idx, &sys);
		if (!f) {
			/* sparse reads -include as a line "#argv_include
			 * \"NAME\"" of a buffer it names "builtin" */
			Loc builtin = {.file = name_id("builtin"), .line = 1, .col = 15};
			if (p->required && pp.as_sparse)
				diag(SPARSE_FATAL, CK_NONE, builtin, "unable to open '%s'", p->name);
			if (p->required)
				diag(DIAG_FATAL, CK_NONE, NOWHERE,
					"%s: %s", p->name, strerror(ENOENT));
			continue;
		}
		pp.in_pending = true;	/* before push_frame(): it tells PP_PREINCLUDE */
		push_frame(f, dir_of(f->path), idx == DIR_NONE ? DIR_INCLUDER : idx, sys, p->quiet);
		return;
	}
	pp.in_pending = false;
}

static void start_main_text(void)
{
	Frame *fr = top();
	if (pp_file_change)
		pp_file_change(fr->lx.name, 1, PP_MAIN, false);
}

static void define_builtin(const char *name, int kind)
{
	Macro *m = arena_zalloc(tu_arena, sizeof(Macro));
	m->name = intern_cstr(name);
	m->builtin = kind;
	set_macro(m->name, m);
}

/* A search directory.  gcc drops trailing slashes; sparse appends one to
 * what was written ("-I h/" finds "h//a.h"), and its names are what check
 * mode prints. */
static void add_dir(const char *path, bool sys)
{
	size_t n = strlen(path);
	char *p;
	if (pp.as_sparse) {
		p = arena_alloc(tu_arena, n + 2);
		memcpy(p, path, n);
		memcpy(p + n, "/", 2);
	} else {
		while (n > 1 && path[n - 1] == '/')
			n--;
		p = arena_strndup(tu_arena, path, n);
	}
	for (int i = 0; i < pp.ndirs; i++)
		if (!strcmp(pp.dirs[i].path, p))
			return;		/* gcc ignores duplicate directories */
	File *probe = file_get(p);
	if (!probe->is_dir)
		return;			/* nonexistent: never worth a lookup */
	pp.dirs = xrealloc(pp.dirs, (pp.ndirs + 1) * sizeof(SearchDir));
	pp.dirs[pp.ndirs].path = p;
	pp.dirs[pp.ndirs].sys = sys;
	pp.ndirs++;
}

const char *const *system_include_dirs(void);
char *predefined_macros(void);

/* A runaway expansion (each level doubling the last) must end with an
 * error, not by exhausting memory. */
static void expansion_too_large(void)
{
	Frame *fr = top();
	diag(DIAG_FATAL, CK_NONE,
	     loc_at(fr ? fr->lx.name : 0, fr ? fr->lx.line + fr->lx.line_delta : 0, 0),
	     "macro expansion too large: it needs more than %d MiB "
	     "(--max-expansion-mib=N raises the limit)", opt.max_expansion_mib);
}

/* The dynamic macros sparse 0.6.4 has: no __has_include, no
 * __TIMESTAMP__, but clang's __has_extension and __has_feature. */
static bool sparse_has_builtin_macro(int kind)
{
	switch (kind) {
	case BI_FILE_NAME: case BI_TIMESTAMP: case BI_HAS_INCLUDE:
	case BI_HAS_INCLUDE_NEXT: case BI_HAS_C_ATTRIBUTE: case BI_HAS_CPP_ATTRIBUTE:
		return false;
	default:
		return true;
	}
}

/* The directive and pragma words, interned by pp_init(). */
static const struct { Ident **id; const char *s; } pp_names[] = {
	{&id_defined, "defined"}, {&id_va_args, "__VA_ARGS__"},
	{&id_va_opt, "__VA_OPT__"}, {&id_once, "once"},
	{&id_include, "include"}, {&id_include_next, "include_next"}, {&id_import, "import"},
	{&id_define, "define"}, {&id_undef, "undef"}, {&id_if, "if"},
	{&id_ifdef, "ifdef"}, {&id_ifndef, "ifndef"}, {&id_elif, "elif"},
	{&id_elifdef, "elifdef"}, {&id_elifndef, "elifndef"},
	{&id_else, "else"}, {&id_endif, "endif"}, {&id_line, "line"},
	{&id_error, "error"}, {&id_warning, "warning"},
	{&id_pragma, "pragma"}, {&id_ident, "ident"}, {&id_sccs, "sccs"},
	{&id_assert, "assert"}, {&id_unassert, "unassert"},
	{&id_gcc, "GCC"}, {&id_system_header, "system_header"},
	{&id_poison, "poison"}, {&id_push_macro, "push_macro"},
	{&id_pop_macro, "pop_macro"}, {&id_dependency, "dependency"},
	{&id_warning_pragma, "warning"}, {&id_error_pragma, "error"},
};

void pp_init(void)
{
	memset(&pp, 0, sizeof(pp));
	pp.as_sparse = sparse_mode();
	scratch.limit = (size_t)opt.max_expansion_mib << 20;
	scratch.on_limit = expansion_too_large;
	for (size_t i = 0; i < sizeof(pp_names) / sizeof(pp_names[0]); i++)
		*pp_names[i].id = intern_cstr(pp_names[i].s);

	static const struct { const char *name; int kind; } builtins[] = {
		{"__FILE__", BI_FILE}, {"__LINE__", BI_LINE},
		{"__COUNTER__", BI_COUNTER}, {"__INCLUDE_LEVEL__", BI_INCLUDE_LEVEL},
		{"__BASE_FILE__", BI_BASE_FILE}, {"__FILE_NAME__", BI_FILE_NAME},
		{"__DATE__", BI_DATE}, {"__TIME__", BI_TIME},
		{"__TIMESTAMP__", BI_TIMESTAMP}, {"_Pragma", BI_PRAGMA},
		{"__has_include", BI_HAS_INCLUDE},
		{"__has_include_next", BI_HAS_INCLUDE_NEXT},
		{"__has_attribute", BI_HAS_ATTRIBUTE},
		{"__has_c_attribute", BI_HAS_C_ATTRIBUTE},
		{"__has_cpp_attribute", BI_HAS_CPP_ATTRIBUTE},
		{"__has_builtin", BI_HAS_BUILTIN},
		{"__has_extension", BI_HAS_EXTENSION},
		{"__has_feature", BI_HAS_FEATURE},
	};
	for (size_t i = 0; i < sizeof(builtins) / sizeof(builtins[0]); i++)
		if (pp.as_sparse ? sparse_has_builtin_macro(builtins[i].kind) :
				   builtins[i].kind < BI_HAS_EXTENSION)
			define_builtin(builtins[i].name, builtins[i].kind);

	pp.eof_tok = arena_zalloc(tu_arena, sizeof(Token));
	pp.eof_tok->kind = TK_EOF;
	pp.avoid_paste = arena_zalloc(tu_arena, sizeof(Token));
	pp.avoid_paste->kind = TK_PADDING;

	for (int i = 0; i < opt.quote_dirs.len; i++)
		add_dir(opt.quote_dirs.v[i], false);
	pp.bracket_start = pp.ndirs;
	for (int i = 0; i < opt.bracket_dirs.len; i++)
		add_dir(opt.bracket_dirs.v[i], false);
	for (int i = 0; i < opt.system_dirs.len; i++)
		add_dir(opt.system_dirs.v[i], true);
	if (!opt.nostdinc)
		for (const char *const *d = system_include_dirs(); *d; d++)
			add_dir(*d, true);
	for (int i = 0; i < opt.after_dirs.len; i++)
		add_dir(opt.after_dirs.v[i], true);
}

/* Run a whole in-memory file through the directive machinery. */
static void run_buffer(const char *name, const char *text)
{
	File *f = file_from_buffer(name, text, strlen(text));
	push_frame(f, "", DIR_NONE, false, true);
	read_file_token();
}

/* -Apred=answer is "#assert pred(answer)", -A-pred=answer and -A-pred
 * "#unassert"; sparse has no assertions. */
static void command_line_assertion(char **d, const char *a)
{
	if (pp.as_sparse)
		return;
	const char *dir = *a == '-' ? "unassert" : "assert";
	a += *a == '-';
	const char *eq = strchr(a, '=');
	if (eq)
		*d += sprintf(*d, "#%s %.*s(%s)\n", dir, (int)(eq - a), a, eq + 1);
	else
		*d += sprintf(*d, "#%s %s\n", dir, a);
}

static char *command_line_macros(void)
{
	size_t cap = 64;
	for (int i = 0; i < opt.macros.len; i++)
		cap += strlen(opt.macros.v[i]) + 16;
	char *buf = arena_alloc(tu_arena, cap), *d = buf;
	for (int i = 0; i < opt.macros.len; i++) {
		const char *m = opt.macros.v[i];
		if (m[0] == 'U') {
			d += sprintf(d, "#undef %s\n", m + 1);
			continue;
		}
		if (m[0] == 'A') {
			command_line_assertion(&d, m + 1);
			continue;
		}
		m++;
		const char *eq = strchr(m, '=');
		if (eq)
			d += sprintf(d, "#define %.*s %s\n", (int)(eq - m), m, eq + 1);
		else
			d += sprintf(d, "#define %s 1\n", m);
	}
	*d = 0;
	return buf;
}

bool pp_start(const char *path)
{
	pp.base_file = path;
	void (*cb)(uint32_t, uint32_t, int, int) = pp_file_change;
	pp_file_change = NULL;
	run_buffer("<built-in>", predefined_macros());
	run_buffer("<built-in>", predefined_assertions());
	run_buffer("<command-line>", command_line_macros());
	pp_file_change = cb;

	File *f = !path ? NULL : strcmp(path, "-") ? file_get(path) : file_from_stdin();
	if (!f || f->missing) {
		if (pp.as_sparse)	/* sparse's die(): status 1 */
			diag(SPARSE_FATAL, CK_NONE, NOWHERE, "No such file: %s", path);
		diag(DIAG_ERROR, CK_NONE, NOWHERE, "%s: %s", path, strerror(f ? f->err : ENOENT));
		return false;
	}
	if (f->is_dir) {
		diag(DIAG_ERROR, CK_NONE, NOWHERE, "%s: Is a directory", path);
		return false;
	}
	if (f->read_error) {
		diag(DIAG_ERROR, CK_NONE, NOWHERE, "%s: %s", path, strerror(f->err));
		return false;
	}
	if (f->binary) {
		diag(DIAG_ERROR, CK_NONE, NOWHERE, "%s: file looks binary, not C source", path);
		return false;
	}
	/* gcc reads stdc-predef.h first; sparse does not */
	if (!opt.nostdinc && !opt.freestanding && !pp.as_sparse)
		add_pending("stdc-predef.h", true, false, false);
	for (int i = 0; i < opt.imacros.len; i++)
		add_pending(opt.imacros.v[i], false, true, true);
	for (int i = 0; i < opt.includes.len; i++)
		add_pending(opt.includes.v[i], false, false, true);
	if (pp_file_change)
		pp_file_change(f->name_id, 0, PP_START, false);
	push_frame(f, dir_of(path), DIR_NONE, false, false);
	push_pending();
	if (pp.nframes == 1)
		start_main_text();
	return true;
}

static void print_macro(FILE *out, Macro *m)
{
	fprintf(out, "#define %s", m->name->name);
	if (m->funlike) {
		fputc('(', out);
		for (int i = 0; i < m->nparams; i++) {
			if (i)
				fputc(',', out);
			if (m->variadic && i == m->nparams - 1 && m->params[i] == id_va_args)
				fputs("...", out);
			else
				fprintf(out, "%s%s", m->params[i]->name,
					m->variadic && i == m->nparams - 1 ? "..." : "");
		}
		fputc(')', out);
	}
	fputc(' ', out);		/* gcc writes it even for an empty body */
	bool first = true;
	for (Token *t = pp_macro_body(m); t; t = t->next) {
		if (!first && (t->flags & TF_SPACE))
			fputc(' ', out);
		if (t->kind == TK_MACRO_ARG && (t->flags & TF_VAOPT)) {
			if (t->flags & TF_STRINGIFY)
				fputc('#', out);
			fputs(t->aux == 1 ? "__VA_OPT__(" : ")", out);
		} else if (t->kind == TK_MACRO_ARG) {
			if (t->flags & TF_STRINGIFY)
				fputc('#', out);
			fputs(m->params[t->punct]->name, out);
		} else {
			fwrite(t->text, 1, t->len, out);
		}
		if (t->flags & TF_PASTE_LEFT)
			fputs(" ##", out);
		first = false;
	}
	fputc('\n', out);
}

void pp_print_macros(FILE *out)
{
	/* Oldest first, the current definition of each name once. */
	PtrVec v = {0};
	for (Macro *m = pp.macros; m; m = m->prev_def)
		if (m->name->macro == m)
			vec_push(&v, m);
	for (int i = v.len - 1; i >= 0; i--)
		print_macro(out, v.v[i]);
	free(v.v);
}

Token *pp_keep(const Token *t)
{
	Token *c = arena_alloc(tu_arena, sizeof(Token));
	*c = *t;
	c->next = NULL;
	c->text = arena_strndup(tu_arena, t->text, t->len);
	if (t->kind == TK_PADDING)
		c->pad_src = NULL;
	if (t->exp) {
		Expansion *e = arena_alloc(tu_arena, sizeof(Expansion));
		*e = *t->exp;
		e->site = e->site ? pp_keep(e->site) : NULL;
		e->root = !e->site ? NULL : e->site->exp && e->site->exp->site ?
			e->site->exp->root : e->site;
		c->exp = e;
	}
	return c;
}

void pp_finish(void)
{
	arena_free(&scratch);
	free(pp.frames);
	free(pp.conds);
	free(pp.ctx);
	free(pp.dirs);
	free(pp.once_files.v);
	free(pp.pending.v);
	free(pp.readings);
	memset(&pp, 0, sizeof(pp));
	free(changes);
	changes = NULL;
	nchanges = cap_changes = 0;
	for (size_t i = 0; i < sizeof(pp_names) / sizeof(pp_names[0]); i++)
		*pp_names[i].id = NULL;
	pp_want_padding = false;
	pp_file_change = NULL;
	pp_macro_expanded = NULL;
	pp_assert_finish();
	pp_directive_finish();
}
