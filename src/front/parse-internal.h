/* parse-internal.h - what the parser's files share; included by parse*.c
 * alone (the rest of the program sees parse.h).  parse.c says which part
 * of the grammar is in which file; each section here is one file's.
 *
 * The token ring and the helpers asked of every token (peek(), advance(),
 * accept(), expect(), ...) are static inline here, not functions of
 * parse.c: each file reads tokens as fast as the parser did when it was
 * one file.  So are a few other helpers as small (find_attr(),
 * typedef_sym(), ...) and the recursive entry points' stack checks
 * (assign_expr(), declarator()).  Functions one file alone uses stay
 * static in it. */
#ifndef CG_PARSE_INTERNAL_H
#define CG_PARSE_INTERNAL_H
#include "arena.h"
#include "config.h"
#include "diag.h"
#include "parse.h"
#include "pp.h"
#include "sema.h"

/* --- tokens (parse.c) --------------------------------------------------- */

typedef struct Tok {
	uint8_t kind;
	uint16_t punct;
	uint16_t flags;
	uint16_t end_col;	/* just past the token (on loc's line), where gcc
				 * puts "expected ';'" */
	uint32_t len;
	Ident *ident;
	const char *text;
	Loc loc;
} Tok;

#define LOOKAHEAD 64		/* a power of two: indexes wrap with a mask */
extern Tok ring[LOOKAHEAD];
extern int ring_head, ring_count;
extern Tok *tok;		/* the current token */
extern Loc prev_end;		/* end of the previous token */
extern int pack_value;		/* #pragma pack in force */

extern Tok held_tok;		/* a token read past the end of a #pragma */
extern bool held;
extern struct Replay *replay;	/* a deferred body being parsed */

void read_token(Tok *out);
bool stray_report(Tok *t);
void peek_fill(int n);

/* Where a token is, tok_loc() set field by field (a whole Loc built and
 * copied here cost 0.3% of the instructions on mm/mempool.c), and the
 * column just past it. */
static inline void make_loc(Token *t, Loc *loc, uint16_t *end_col)
{
	const Token *o = tok_root(t);
	loc->file = o->file;
	loc->line = o->line;
	loc->col = o->col;
	loc->off = t->off;
	loc->flags = (o != t ? LOC_MACRO : 0) | o->reading;
	if (o == t) {
		*end_col = o->col + t->len;
		/* gcc shows a position on a tab at the tab's last column (a
		 * token with a length has a text; the end of input has none) */
		if (t->len && t->text[t->len] == '\t')
			*end_col = (uint16_t)(source_tab_col(*end_col) - 1);
	} else {
		*end_col = o->col + o->len;
	}
}

static inline __attribute__((always_inline)) void convert(Token *t, Tok *out)
{
	out->kind = t->kind;
	out->punct = t->punct;
	out->flags = t->flags;
	out->ident = t->kind == TK_IDENT ? t->ident : NULL;
	out->len = t->len;
	if (t->kind == TK_STRING || t->kind == TK_CHAR || t->kind == TK_NUMBER)
		out->text = arena_strndup(tu_arena, t->text, t->len);
	else
		out->text = t->text;
	make_loc(t, &out->loc, &out->end_col);
}

/* Inline: asked of every token, and almost never true. */
static inline bool stray(Tok *t)
{
	if (t->kind == TK_PUNCT)
		return (t->punct == P_HASH || t->punct == P_HASHHASH) && stray_report(t);
	return t->kind == TK_OTHER && stray_report(t);
}

/* A token the parser takes as it comes: no #pragma line, no stray byte,
 * no "#" or "##" outside a directive (pp_next() gives no padding to a
 * consumer that asked for none). */
static inline bool plain_token(const Token *t)
{
	return !(t->flags & TF_PRAGMA) && t->kind != TK_OTHER &&
	       !(t->kind == TK_PUNCT && (t->punct == P_HASH || t->punct == P_HASHHASH));
}

/* The parser's next token.  The common case inline: a plain token straight
 * from the preprocessor.  A deferred body's tokens, the token held after a
 * #pragma, a pragma line and a stray token go through read_token(). */
static inline __attribute__((always_inline)) void next_token(Tok *out)
{
	if (__builtin_expect(!replay && !held, 1)) {
		Token *t = pp_next();
		convert(t, out);
		if (__builtin_expect(plain_token(t), 1))
			return;
		held_tok = *out;	/* read again below, the slow way */
		held = true;
	}
	do
		read_token(out);
	while (stray(out));
}

/* Inline: the parser looks ahead more than a million times a file. */
static inline Tok *peek(int n)
{
	if (__builtin_expect(ring_count <= n, 0))
		peek_fill(n);
	return &ring[(ring_head + n) & (LOOKAHEAD - 1)];
}

static inline void advance(void)
{
	prev_end = tok->loc;
	prev_end.col = tok->end_col;
	ring_head = (ring_head + 1) & (LOOKAHEAD - 1);
	tok = &ring[ring_head];
	/* Mostly nothing was looked ahead: read the next token here rather
	 * than through peek_fill()'s loop (tok is always in the ring, so
	 * ring_count was at least 1). */
	if (--ring_count == 0) {
		next_token(tok);
		ring_count = 1;
	}
}

static inline bool is_p(Tok *t, int p)
{
	return t->kind == TK_PUNCT && t->punct == p;
}

static inline bool is_kw(Tok *t, int kw)
{
	return t->kind == TK_IDENT && t->ident->kw == kw;
}

/* A warning sparse gives while it parses: only a check run prints it (not
 * -fsyntax-only, whose warnings are gcc's, nor migrate). */
/* diag() for what sparse reports while it parses: held until the main
 * parse ends, so that it follows every preprocessor diagnostic. */
void parse_sdiag(DiagLevel level, CheckId ck, Loc loc, const char *fmt, ...)
	__attribute__((format(printf, 4, 5)));
void release_held_diags(void);		/* print them now (before a fatal exit) */

/* parse_finish(): each file of the parser back to its state at start */
void parse_state_finish(void);
void parse_decl_finish(void);
void parse_stmt_finish(void);
void parse_lazy_finish(void);

static inline bool sparse_parse_check(CheckId ck)
{
	return check_on[ck] && sparse_mode();
}

static inline bool accept(int p)
{
	if (is_p(tok, p)) {
		advance();
		return true;
	}
	return false;
}

/* --- diagnostics (parse.c) ---------------------------------------------- */

extern bool parsing;	/* in parse_unit(), not a deferred body's parse after it */
extern bool in_attr;		/* parsing attribute arguments: no lookups errors */
/* gcc puts "... at end of input" at the start of the last statement or
 * declaration it began. */
extern Loc last_item_loc;
/* The first token of the current file-scope declaration or function
 * definition (gcc's place for an invalid pointer mode). */
extern Loc extdecl_loc;

/* Constraint errors only gcc reports.  In check mode sparse is the
 * reference, and sparse does not make these (the kernel compiles with gcc
 * first anyway); -fsyntax-only and --dump report them as gcc does. */
static inline bool gcc_constraints(void)
{
	return opt.mode != MODE_CHECK || opt.syntax_only;
}
#define gcc_error(...) do { if (gcc_constraints()) diag(DIAG_ERROR, CK_NONE, __VA_ARGS__); } while (0)

const char *tok_desc(Tok *t);
void expected(const char *what);
void expected_after(const char *what);
void skip_to_semi(void);
/* Recursion is bounded by the stack actually left: each recursive entry
 * point (stmt(), assign_expr(), declarator(), ...) calls this first. */
void nest_enter(void);

static inline bool expect(int p)
{
	if (accept(p))
		return true;
	char buf[16];
	snprintf(buf, sizeof buf, "'%s'", punct_spelling(p));
	if (p == P_SEMI || p == P_RPAREN || p == P_RBRACKET || p == P_RBRACE || p == P_COLON)
		expected_after(buf);
	else
		expected(buf);
	return false;
}

/* --- scopes (parse.c) ---------------------------------------------------- */

typedef struct Scope {
	struct Scope *up;
	Symbol *syms;		/* bindings made here, to undo */
	int depth;
} Scope;

extern Scope file_scope_s, *scope;
extern Unit *unit;

void push_scope(void);
void leave_scope(void);
Symbol *bind_in(Arena *a, Ident *name, SymKind kind, Type *ty, Loc loc);
Tag *bind_tag(Ident *name, int kind, Loc loc);

static inline Symbol *lookup(Ident *id)
{
	return id ? id->sym : NULL;
}

static inline Symbol *bind(Ident *name, SymKind kind, Type *ty, Loc loc)
{
	return bind_in(tu_arena, name, kind, ty, loc);
}

/* --- attributes, declaration specifiers (parse-decl.c) ------------------- */

typedef struct Attr {
	struct Attr *next;
	Ident *name;		/* without surrounding underscores */
	Node *args;
	int nargs;
	Loc loc;
} Attr;

/* The names attributes and a few declarations are recognised by (defined
 * in parse.c, which interns them once, in parse_unit()). */
extern Ident *id_context_kw, *id_aligned, *id_packed, *id_mode, *id_vector_size, *id_bitwise,
	*id_nocast, *id_force, *id_noderef, *id_address_space, *id_safe,
	*id_cleanup, *id_transparent_union, *id_context, *id_noreturn,
	*id_designated_init, *id_externally_visible, *id_func, *id_FUNCTION,
	*id_PRETTY_FUNCTION, *id_seg_gs, *id_seg_fs, *id_gnu_inline, *id_alias, *id_pure,
	*id_const;
extern Ident *id_unused;

/* What a declaration needs only while it is parsed (parse-decl.c). */
extern Arena decl_arena;

Attr *attributes(Attr *list);
Attr *attr_args(Attr *a);
void skip_balanced_arg(void);
Type *apply_type_attrs(Type *t, Attr *attrs, bool for_typedef);
Ident *arg_ident(Node *n);
Context *contexts_of(Attr *attrs, Context *list);
int decl_align(Attr *attrs);

static inline Attr *find_attr(Attr *a, Ident *name)
{
	for (; a; a = a->next)
		if (a->name == name)
			return a;
	return NULL;
}

static inline bool is_attr_start(void)
{
	return is_kw(tok, KW_GNU_ATTRIBUTE) || is_kw(tok, KW_GNU_ATTRIBUTE2) ||
	       (is_p(tok, P_LBRACKET) && is_p(peek(1), P_LBRACKET));
}

typedef struct DeclSpec {
	Type *ty;
	int storage;
	bool is_inline, noreturn, thread_local, auto_type, has_type, ended;
	int align;
	Attr *attrs;
	Loc loc;
} DeclSpec;

static inline Symbol *typedef_sym(Tok *t)
{
	if (t->kind != TK_IDENT || t->ident->kw)
		return NULL;
	Symbol *s = t->ident->sym;
	return s && s->kind == SYM_TYPEDEF ? s : NULL;
}

bool is_typename(Tok *t);
bool is_storage_or_fn_spec(Tok *t);
bool is_declspec_start(Tok *t);
int qualifier_of(Tok *t);
void declspec(DeclSpec *ds, bool allow_storage);
extern Loc last_array_loc;	/* the '[' of the last array declarator */
bool variably_modified(Type *t);

/* --- declarators and declarations (parse-declarator.c) ------------------ */

Type *declarator_nested(Type *ty, Ident **name, Loc *loc, Attr **attrs);
Type *type_name(void);
void proto_release(ArenaMark m);
void static_assert_decl(void);
Node *init_declarators(DeclSpec *ds, bool file_scope);
Node *declaration(bool file_scope);
extern uint32_t site_gen;	/* file-scope declarations so far */
extern uint32_t body_site_gen;	/* parsing a deferred body: site_gen at its place */

/* Type attributes written after a declarator apply to the declared type;
 * aligned there sets the declaration's alignment instead (except on a
 * typedef, where it makes an aligned type). */
Type *mark_noreturn(Type *t);
/* noreturn among a declaration's specifiers marks the functions its
 * pointers point to.  Inline, the type first: asked of every declarator,
 * and almost never a pointer with attributes. */
static inline Type *noreturn_pointers(Type *t, Attr *spec_attrs)
{
	if (!spec_attrs || (t->kind != TY_PTR && t->kind != TY_ARRAY))
		return t;
	return find_attr(spec_attrs, id_noreturn) ? mark_noreturn(t) : t;
}
Type *pointer_contexts(Type *t, Attr *attrs);
static inline Type *finish_decl_type(Type *t, Attr *attrs, bool for_typedef)
{
	if (!attrs)
		return t;
	if (t->kind == TY_PTR && t->base->kind == TY_FUNC)
		t = pointer_contexts(t, attrs);
	return apply_type_attrs(t, attrs, for_typedef);
}

static inline bool is_asm_kw(Tok *t)
{
	return is_kw(t, KW_GNU_ASM) || is_kw(t, KW_GNU_ASM2) || is_kw(t, KW_GNU_ASM3);
}

/* The stack check inline and the declarator out of line, as when the
 * parser was one file. */
static inline Type *declarator(Type *ty, Ident **name, Loc *loc, Attr **attrs)
{
	nest_enter();
	Type *r = declarator_nested(ty, name, loc, attrs);
	return r;
}

/* --- initializers (parse-init.c) ------------------------------------------ */

Node *initializer(Type **ty);

/* --- statements (parse-stmt.c) -------------------------------------------- */

typedef struct LabelRef {
	struct LabelRef *next;
	Ident *name;
	Loc loc;
} LabelRef;
extern LabelRef *label_refs;	/* gotos and &&label of this function */

/* The function being parsed: the switch and loops around the statement
 * (function_body() starts each function with none) and its labels. */
typedef struct Switch Switch;
extern Switch *cur_switch;
extern int loop_depth, breakable_depth;
extern PtrVec fn_labels;	/* Symbols of labels defined/declared */
extern int fn_labels_base;	/* the first of the function being parsed */
extern int fn_labels_floor;	/* the first of its outermost enclosing function */

Symbol *label_of(Ident *name);
Loc label_ref_loc(void);
Symbol *label_sym(Ident *name);
Symbol *label_inherited(Ident *name);
Symbol *label_use(Ident *name);
void read_label_ref(Node *n, const char *what);
Node *block_items(void);
Node *compound_stmt(void);
Node *asm_stmt(bool file_scope);

/* --- function bodies (parse-lazy.c) --------------------------------------- */

extern Symbol *cur_fn;		/* the function whose body is being parsed */
Node *function_body(Symbol *fn, Type *ty);
void replay_token(Tok *out);

/* --- expressions (parse-expr.c) ------------------------------------------- */

Node *expr(void);
Node *assign_expr_nested(void);
Node *cond_expr(void);
uint32_t escape_char(const char **pp, const char *end, bool wide_ok);

/* As declarator(). */
static inline Node *assign_expr(void)
{
	nest_enter();
	Node *r = assign_expr_nested();
	return r;
}
#endif
