/* parse.c - the parser: preprocessed tokens to a typed syntax tree.
 *
 * Recursive descent over GNU C as gcc 12 accepts it.  Expressions are typed
 * as they are built (sema.c), because typeof, sizeof, _Generic and
 * __builtin_choose_expr need types in the middle of a declaration.
 * Identifiers carry their innermost binding (Ident.sym, Ident.tag), so
 * scope lookup is one load; leaving a scope restores the shadowed ones.
 * Errors use gcc's wording and recover at ';' or '}'.
 *
 * This file has what every part of the parser uses: the token ring (read
 * through parse-internal.h), the diagnostics helpers and the scopes; and
 * the translation unit, parse_unit().  The grammar is in parse-decl.c
 * (attributes, declaration specifiers, struct, union and enum),
 * parse-declarator.c (declarators and declarations), parse-init.c
 * (initializers), parse-stmt.c (statements), parse-lazy.c (function bodies,
 * parsed in place or when needed) and parse-expr.c (expressions). */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>
#include "diag.h"
#include "parse-internal.h"
#include "stack.h"
#include "type.h"

/* --- tokens ------------------------------------------------------------ */

Tok ring[LOOKAHEAD];
int ring_head, ring_count;
Tok *tok;
Loc prev_end;
int pack_stack[64], pack_depth, pack_value;

static bool is_p_raw(Tok *t, int p)
{
	return t->kind == TK_PUNCT && t->punct == p;
}

/* #pragma pack: the one pragma that changes what the parser computes. */
static void handle_pragma(Tok *words, int n)
{
	if (n < 2 || !words[0].ident || strcmp(words[0].ident->name, "pack"))
		return;
	if (words[1].punct != P_LPAREN)
		return;
	int i = 2;
	if (i < n && words[i].punct == P_RPAREN) {
		pack_value = 0;
		return;
	}
	if (i < n && words[i].kind == TK_NUMBER) {
		pack_value = atoi(words[i].text);
		return;
	}
	if (i < n && words[i].ident && !strcmp(words[i].ident->name, "push")) {
		if (pack_depth < 64)
			pack_stack[pack_depth++] = pack_value;
		for (; i < n; i++)
			if (words[i].kind == TK_NUMBER)
				pack_value = atoi(words[i].text);
		return;
	}
	if (i < n && words[i].ident && !strcmp(words[i].ident->name, "pop")) {
		if (pack_depth > 0)
			pack_value = pack_stack[--pack_depth];
		else
			pack_value = 0;
	}
}

Tok held_tok;
bool held;

struct Replay *replay;

static void raw_token(Tok *out)
{
	if (__builtin_expect(replay != NULL, 0)) {
		replay_token(out);
		return;
	}
	if (held) {
		*out = held_tok;
		held = false;
		return;
	}
	Token *t;
	do
		t = pp_next();
	while (t->kind == TK_PADDING);
	convert(t, out);
}

/* A "# pragma words..." line passed through: hand its words to
 * handle_pragma() and hold the token after it.  Out of line: the hot
 * read_token() path keeps a small frame. */
static __attribute__((noinline)) void pragma_line(void)
{
	Tok words[32], w;
	int n = 0;
	raw_token(&w);	/* "pragma" */
	for (;;) {
		raw_token(&w);
		if (w.kind == TK_EOF || !(w.flags & TF_PRAGMA) ||
		    (is_p_raw(&w, P_HASH) && (w.flags & TF_LINE_START)))
			break;
		if (n < 32)
			words[n++] = w;
	}
	handle_pragma(words, n);
	held_tok = w;
	held = true;
}

/* The next token for the parser; #pragma lines (passed through by the
 * preprocessor as "# pragma words...") are consumed here. */
void read_token(Tok *out)
{
	for (;;) {
		raw_token(out);
		if (!(out->flags & TF_PRAGMA) || !is_p_raw(out, P_HASH))
			return;
		pragma_line();
	}
}

/* gcc reports a character that is no token ("@", "`", a lone "\\",
 * a "#" outside a directive) and drops it. */
__attribute__((noinline)) bool stray_report(Tok *t)
{
	if (t->kind == TK_OTHER && t->len >= 1 && t->text[0] != '\'' && t->text[0] != '"') {
		diag(DIAG_ERROR, CK_NONE, t->loc, "stray '%.*s' in program", (int)t->len, t->text);
		return true;
	}
	if (t->kind == TK_PUNCT && (t->punct == P_HASH || t->punct == P_HASHHASH)) {
		diag(DIAG_ERROR, CK_NONE, t->loc, "stray '%.*s' in program", (int)t->len, t->text);
		return true;
	}
	return false;
}

/* Fill the lookahead ring up to token n. */
__attribute__((noinline)) void peek_fill(int n)
{
	while (ring_count <= n) {
		Tok *slot = &ring[(ring_head + ring_count) & (LOOKAHEAD - 1)];
		next_token(slot);
		ring_count++;
	}
}

/* --- diagnostics -------------------------------------------------------- */

bool parsing;
bool in_attr;

/* gcc's way of naming the token an error stopped at. */
const char *tok_desc(Tok *t)
{
	switch (t->kind) {
	case TK_EOF:
		return NULL;
	case TK_NUMBER:
		return "numeric constant";
	case TK_STRING:
		return "string constant";
	case TK_CHAR: {
		/* gcc spells a character constant by its value: 'a', L'b', '\x7f' */
		const char *p = t->text;
		int pre = 0;
		while (pre < 2 && p[pre] != '\'')
			pre++;
		const char *q = p + pre + 1;
		bool wide = pre > 0;
		uint32_t c = escape_char(&q, p + t->len - 1, wide);
		if (q != p + t->len - 1)
			return "character constant";
		if (c >= 0x20 && c < 0x7f)
			return arena_printf(tu_arena, "%.*s'%c'", pre, p, (char)c);
		return arena_printf(tu_arena, "%.*s'\\x%x'", pre, p, c);
	}
	case TK_IDENT:
		return arena_printf(tu_arena, "'%.*s'", (int)t->len, t->text);
	default:
		/* digraphs by their canonical spelling: "%>" is '}' */
		if (t->kind == TK_PUNCT && t->punct)
			return arena_printf(tu_arena, "'%s' token", punct_spelling(t->punct));
		return arena_printf(tu_arena, "'%.*s' token", (int)t->len, t->text);
	}
}

Loc last_item_loc;
Loc extdecl_loc;

/* "expected X before Y" at Y, or after the previous token for closing
 * punctuation (where gcc 12 places it). */
void expected(const char *what)
{
	const char *d = tok_desc(tok);
	if (!d)
		diag(DIAG_ERROR, CK_NONE, last_item_loc, "expected %s at end of input", what);
	else
		diag(DIAG_ERROR, CK_NONE, tok->loc, "expected %s before %s", what, d);
}

/* A missing closing token: gcc 12 reports it just after the previous
 * token (c_parser_require). */
void expected_after(const char *what)
{
	const char *d = tok_desc(tok);
	if (d && prev_end.file)
		diag(DIAG_ERROR, CK_NONE, prev_end, "expected %s before %s", what, d);
	else
		expected(what);
}

/* Error recovery: skip to the end of the statement or declaration. */
void skip_to_semi(void)
{
	int depth = 0;
	while (tok->kind != TK_EOF) {
		if (is_p(tok, P_LPAREN) || is_p(tok, P_LBRACKET) || is_p(tok, P_LBRACE))
			depth++;
		else if (is_p(tok, P_RPAREN) || is_p(tok, P_RBRACKET))
			depth = depth ? depth - 1 : 0;
		else if (is_p(tok, P_RBRACE)) {
			if (!depth)
				return;
			depth--;
			if (!depth) {
				advance();
				if (is_p(tok, P_SEMI))
					advance();
				return;
			}
		} else if (is_p(tok, P_SEMI) && !depth) {
			advance();
			return;
		}
		advance();
	}
}

/* Recursion is bounded by the stack actually left (stack.h). */
static char *stack_base;
static size_t stack_budget;

static void nest_init(void)
{
	char here;
	stack_base = &here;
	stack_budget = stack_limit() / 4 * 3 - (256u << 10);
}

void nest_enter(void)
{
	if (stack_used_since(stack_base) > stack_budget)
		diag(DIAG_FATAL, CK_NONE, tok->loc,
			"nesting too deep: parentheses, declarators, braces or "
			"statements nested beyond the stack (%zu KiB)", stack_budget >> 10);
}

/* --- scopes --------------------------------------------------------------- */

Scope file_scope_s, *scope = &file_scope_s;
Unit *unit;

void push_scope(void)
{
	Scope *s = NEW(Scope);
	s->up = scope;
	s->depth = scope->depth + 1;
	scope = s;
}

static void pop_scope(void)
{
	for (Symbol *s = scope->syms; s; s = s->next)
		s->name->sym = s->shadow;
	scope = scope->up;
}

/* Tags need their own undo list: a Tag's ->shadow is the previous binding
 * of its name, so keep a per-scope array. */
typedef struct TagBinding {
	struct TagBinding *next;
	Tag *tag;
} TagBinding;
static TagBinding *tag_undo[4096];

static void pop_scope_tags(void)
{
	int d = scope->depth;
	if (d >= 4096)
		return;
	for (TagBinding *b = tag_undo[d]; b; b = b->next)
		b->tag->name->tag = b->tag->shadow;
	tag_undo[d] = NULL;
}

void leave_scope(void)
{
	pop_scope_tags();
	pop_scope();
}

/* A symbol for name in the current scope, made in arena a. */
Symbol *bind_in(Arena *a, Ident *name, SymKind kind, Type *ty, Loc loc)
{
	Symbol *s = arena_zalloc(a, sizeof(Symbol));
	s->name = name;
	s->kind = kind;
	s->ty = ty;
	s->loc = loc;
	s->depth = scope->depth;
	if (name) {
		s->shadow = name->sym;
		name->sym = s;
		s->next = scope->syms;
		scope->syms = s;
	}
	return s;
}

Tag *bind_tag(Ident *name, int kind, Loc loc)
{
	Tag *t = NEW(Tag);
	t->name = name;
	t->kind = kind;
	t->loc = loc;
	t->depth = scope->depth;
	if (kind == TY_ENUM) {
		t->type = type_new(TY_ENUM, 4, 4);
		t->type->base = ty_uint;
		t->type->size = -1;
	} else {
		t->type = type_new(kind, -1, 1);
	}
	t->type->tag = t;
	if (name && scope->depth < 4096) {
		t->shadow = name->tag;
		name->tag = t;
		TagBinding *b = NEW(TagBinding);
		b->tag = t;
		b->next = tag_undo[scope->depth];
		tag_undo[scope->depth] = b;
	}
	return t;
}

/* --- the translation unit -------------------------------------------------- */

static void append(Node *list)
{
	for (Node *n = list; n;) {
		Node *next = n->next;
		n->next = NULL;
		if (!unit->first)
			unit->first = n;
		else
			unit->last->next = n;
		unit->last = n;
		n = next;
	}
}

/* Keywords of later standards are plain identifiers before them (the
 * kernel has "typedef _Bool bool;" and "enum { false, true };"), and
 * typeof/asm are only keywords in the GNU dialects. */
static void adjust_keywords(void)
{
	static const char *c23[] = {"alignas", "alignof", "bool", "constexpr", "false",
				    "true", "nullptr", "static_assert", "thread_local",
				    "typeof_unqual", NULL};
	if (opt.std < 2023)
		for (int i = 0; c23[i]; i++)
			intern_cstr(c23[i])->kw = KW_NONE;
	if (!opt.gnu && opt.std < 2023) {
		intern_cstr("typeof")->kw = KW_NONE;
		intern_cstr("asm")->kw = KW_NONE;
	}
}

/* parse-internal.h says what these are. */
Ident *id_context_kw, *id_aligned, *id_packed, *id_mode, *id_vector_size, *id_bitwise,
	*id_nocast, *id_force, *id_noderef, *id_address_space, *id_safe,
	*id_cleanup, *id_transparent_union, *id_context, *id_noreturn, *id_pure, *id_const,
	*id_designated_init, *id_externally_visible, *id_func, *id_FUNCTION,
	*id_PRETTY_FUNCTION, *id_seg_gs, *id_seg_fs, *id_gnu_inline, *id_alias;
Ident *id_unused;

static PtrVec held_diags;	/* HeldDiag: reported at the end of the parse */

/* The attribute and keyword words the parser compares with, interned
 * for each unit. */
static const struct { Ident **id; const char *s; } parse_names[] = {
	{&id_aligned, "aligned"}, {&id_packed, "packed"}, {&id_mode, "mode"},
	{&id_vector_size, "vector_size"}, {&id_bitwise, "bitwise"}, {&id_nocast, "nocast"},
	{&id_force, "force"}, {&id_noderef, "noderef"}, {&id_address_space, "address_space"},
	{&id_safe, "safe"}, {&id_cleanup, "cleanup"},
	{&id_transparent_union, "transparent_union"}, {&id_context, "context"},
	{&id_context_kw, "__context__"}, {&id_noreturn, "noreturn"},
	{&id_pure, "pure"}, {&id_const, "const"},
	{&id_designated_init, "designated_init"}, {&id_externally_visible, "externally_visible"},
	{&id_func, "__func__"}, {&id_FUNCTION, "__FUNCTION__"},
	{&id_PRETTY_FUNCTION, "__PRETTY_FUNCTION__"}, {&id_seg_gs, "__seg_gs"},
	{&id_seg_fs, "__seg_fs"}, {&id_unused, "unused"},
	{&id_gnu_inline, "gnu_inline"}, {&id_alias, "alias"},
};

static void init_idents(void)
{
	for (size_t i = 0; i < sizeof(parse_names) / sizeof(parse_names[0]); i++)
		*parse_names[i].id = intern_cstr(parse_names[i].s);
}

/* Back to a fresh process's state: the unit's tokens, scopes and nodes
 * are in arenas that are gone. */
void parse_state_finish(void)
{
	for (size_t i = 0; i < sizeof(parse_names) / sizeof(parse_names[0]); i++)
		*parse_names[i].id = NULL;
	memset(ring, 0, sizeof(ring));
	ring_head = ring_count = 0;
	tok = NULL;
	prev_end = last_item_loc = extdecl_loc = (Loc){0};
	memset(pack_stack, 0, sizeof(pack_stack));
	pack_depth = pack_value = 0;
	memset(&held_tok, 0, sizeof(held_tok));
	held = parsing = in_attr = false;
	replay = NULL;
	stack_base = NULL;
	stack_budget = 0;
	memset(&file_scope_s, 0, sizeof(file_scope_s));
	scope = &file_scope_s;
	memset(tag_undo, 0, sizeof(tag_undo));
	unit = NULL;
	free(held_diags.v);
	memset(&held_diags, 0, sizeof(held_diags));
}

/* Types gcc knows by name without a declaration. */
static void builtin_typedefs(void)
{
	struct { const char *name; Type *ty; } td[] = {
		{"__builtin_va_list", ty_va_list},
		{"__int128_t", ty_int128}, {"__uint128_t", ty_uint128},
		{"_Float16", ty_float16}, {"_Float32", ty_float}, {"_Float64", ty_double},
		{"_Float128", ty_float128}, {"_Float32x", ty_double}, {"_Float64x", ty_ldouble},
		{"__float128", ty_float128}, {"__float80", ty_ldouble}, {"__fp16", ty_float16},
		{"__bf16", ty_float16}, {"__ibm128", ty_float128},
		{"_Decimal32", ty_float}, {"_Decimal64", ty_double}, {"_Decimal128", ty_float128},
	};
	for (size_t i = 0; i < sizeof td / sizeof td[0]; i++) {
		Ident *id = intern_cstr(td[i].name);
		Symbol *s = bind(id, SYM_TYPEDEF, td[i].ty, (Loc){0});
		s->builtin = true;
	}
}

static void external_declaration(void)
{
	last_item_loc = extdecl_loc = tok->loc;
	if (accept(P_SEMI))
		return;	/* gcc -pedantic: "ISO C does not allow extra ';'" */
	if (is_asm_kw(tok)) {
		Node *n = asm_stmt(true);
		append(n);
		return;
	}
	if (is_kw(tok, KW_STATIC_ASSERT) || is_kw(tok, KW_STATIC_ASSERT23)) {
		static_assert_decl();
		return;
	}
	if (tok->kind == TK_IDENT && !tok->ident->kw && !typedef_sym(tok)) {
		Tok *n = peek(1);
		if (n->kind == TK_IDENT || is_p(n, P_STAR)) {
			if (!(n->kind == TK_IDENT && (n->ident->kw == KW_GNU_ATTRIBUTE ||
						      n->ident->kw == KW_GNU_ATTRIBUTE2 ||
						      is_asm_kw(n)))) {
				diag(DIAG_ERROR, CK_NONE, tok->loc,
					"unknown type name '%s'", tok->ident->name);
				/* treat it as int, as gcc does, and go on */
				advance();
				DeclSpec ds = {.ty = ty_int, .loc = tok->loc};
				append(init_declarators(&ds, true));
				return;
			}
		}
		/* implicit int: "x = 1;" or "f(a) int a; {...}" */
		DeclSpec ds = {.ty = ty_int, .loc = tok->loc};
		append(init_declarators(&ds, true));
		return;
	}
	if (is_p(tok, P_STAR) || is_p(tok, P_LPAREN)) {
		/* implicit int before a pointer or parenthesised
		 * declarator: "*t29;", "(*fp)(void);" */
		DeclSpec ds = {.ty = ty_int, .loc = tok->loc};
		append(init_declarators(&ds, true));
		return;
	}
	if (!is_declspec_start(tok) && !is_attr_start() && !is_kw(tok, KW_GNU_EXTENSION)) {
		expected("identifier or '('");
		skip_to_semi();
		if (is_p(tok, P_RBRACE))
			advance();
		return;
	}
	append(declaration(true));
}

/* The diagnostics sparse gives while it parses, held for the end of the
 * main parse: sparse preprocesses the whole file before it parses a
 * token, so every preprocessor diagnostic comes first (and a parse error,
 * which silences later warnings, never silences one of them). */
typedef struct HeldDiag {
	DiagLevel level;
	CheckId ck;
	Loc loc;
	const char *msg;
} HeldDiag;

void parse_sdiag(DiagLevel level, CheckId ck, Loc loc, const char *fmt, ...)
{
	char msg[1024];
	va_list ap;
	va_start(ap, fmt);
	vsnprintf(msg, sizeof msg, fmt, ap);
	va_end(ap);
	if (!parsing) {
		diag(level, ck, loc, "%s", msg);
		return;
	}
	HeldDiag *h = arena_alloc(tu_arena, sizeof *h);
	*h = (HeldDiag){level, ck, loc, arena_strndup(tu_arena, msg, strlen(msg))};
	vec_push(&held_diags, h);
}

void release_held_diags(void)
{
	for (int i = 0; i < held_diags.len; i++) {
		HeldDiag *h = held_diags.v[i];
		diag(h->level, h->ck, h->loc, "%s", h->msg);
	}
	free(held_diags.v);
	memset(&held_diags, 0, sizeof held_diags);
}

Unit *parse_unit(void)
{
	unit = NEW(Unit);
	nest_init();
	adjust_keywords();
	init_idents();
	type_init(opt.m32, opt.unsigned_char, opt.short_wchar);
	scope = &file_scope_s;
	builtin_typedefs();
	tok = peek(0);
	parsing = true;
	while (tok->kind != TK_EOF) {
		ArenaMark m = arena_mark(&decl_arena);
		external_declaration();
		proto_release(m);
	}
	parsing = false;
	release_held_diags();
	/* all of it, length too: a body parsed on demand later pushes here */
	free(fn_labels.v);
	memset(&fn_labels, 0, sizeof fn_labels);
	fn_labels_base = 0;
	/* keep the early-examined records in the arena: the vector's own
	 * buffer is malloc'ed and nobody else would free it */
	PtrVec *ee = &unit->examined_early;
	if (ee->len) {
		void **v = arena_alloc(tu_arena, ee->len * sizeof *v);
		memcpy(v, ee->v, ee->len * sizeof *v);
		free(ee->v);
		ee->v = v;
		ee->cap = ee->len;
	} else {
		free(ee->v);
		ee->v = NULL;
	}
	return unit;
}
