/* parse-lazy.c - function bodies: parsed where they stand, or kept and
 * parsed the first time a check asks for them.
 *
 * One unit because both ways go through function_body(): a definition's
 * body is parsed there and then (parameters bound, a K&R declaration list,
 * labels resolved at the end) or kept (a LazyBody), and fn_body_lazy()
 * later puts the parser's token state aside to parse it through the same
 * function. */
#include <stdlib.h>
#include <string.h>
#include "parse-internal.h"
#include "type.h"

/* --- bodies parsed when needed ------------------------------------------ */

/* A kernel unit's headers define thousands of static inline functions and
 * the unit calls few of them: more than half of its tokens are in bodies
 * nothing evaluates (sparse checks an inline body where it is called, or
 * once if its address is taken).  In check mode such a body outside the
 * main file is left unexpanded in its file (pp_skip_body()) or, where the
 * preprocessor must see it, kept as its tokens (defer_body()), and parsed
 * the first time a check asks for it (fn_body()).
 * The main file's own inline functions are parsed in place, so their
 * errors come where gcc gives them. */
bool parse_lazy_bodies;
uint32_t parse_main_file;
static bool in_deferred;	/* parsing a deferred body: no deferring in it */

/* A kept body is a byte string, about seven bytes a token: a tag (the
 * kind, whether the location is a macro's, whether file or line changed),
 * the punctuator, identifier id or literal, then the location as varints,
 * relative to the previous token's. */
enum { KT_MACRO = 0x10, KT_FILE = 0x20, KT_LINE = 0x40 };

struct LazyBody {
	PPBody *raw;		/* left unexpanded in the file, or: */
	Tok open;		/* (its '{') */
	uint8_t *bytes;		/* kept as tokens */
	uint32_t len;
	Type *ty;		/* the definition's declarator type */
	int pack;		/* #pragma pack in force at the definition */
	uint32_t site_gen;	/* file-scope declarations before it */
};

/* Where the encoder or the decoder is: the previous token's location. */
typedef struct Replay {
	const uint8_t *p, *end;
	uint32_t file, line, off, end_col;
	uint16_t reading;	/* the decoder's: the reading bits of the flags */
	Loc last_end;		/* the encoder's: where the last token kept ends */
} Replay;

static uint8_t *kept;		/* the body being kept (a buffer reused) */
static uint32_t kept_len, kept_cap;

static inline uint8_t *put_varint(uint8_t *q, uint32_t v)
{
	while (v >= 0x80) {
		*q++ = (uint8_t)(v | 0x80);
		v >>= 7;
	}
	*q++ = (uint8_t)v;
	return q;
}

/* Signed deltas: zigzag, so small ones stay one byte either way. */
static inline uint8_t *put_delta(uint8_t *q, uint32_t now, uint32_t before)
{
	int32_t d = (int32_t)(now - before);
	return put_varint(q, ((uint32_t)d << 1) ^ (uint32_t)(d >> 31));
}

#define KEPT_MAX 48		/* the most one token takes: tag, 8 + 7 varints */

/* Append one token; text is an arena copy for a literal, else unused. */
static inline __attribute__((always_inline)) void keep_fields(Replay *r, int kind, int punct, const Ident *ident,
			       const char *text, uint32_t len, const Loc *loc, uint32_t end_col)
{
	if (kept_cap - kept_len < KEPT_MAX) {
		kept_cap = kept_cap ? 2 * kept_cap : 65536;
		kept = xrealloc(kept, kept_cap);
	}
	uint8_t *q = kept + kept_len;
	uint8_t tag = (uint8_t)kind;
	if (loc->flags & LOC_MACRO)
		tag |= KT_MACRO;
	/* (the reading of the file is written with the file: within one
	 * body it changes only where the file does, at an #include) */
	if (loc->file != r->file)
		tag |= KT_FILE;
	if (loc->line != r->line)
		tag |= KT_LINE;
	*q++ = tag;
	if (kind == TK_PUNCT) {
		*q++ = (uint8_t)punct;
	} else if (kind == TK_IDENT) {
		q = put_varint(q, ident->id);
	} else {
		memcpy(q, &text, sizeof text);
		q += sizeof text;
		q = put_varint(q, len);
	}
	if (tag & KT_FILE) {
		q = put_varint(q, loc->file);
		q = put_varint(q, loc->flags >> LOC_READING_SHIFT);
		r->file = loc->file;
	}
	if (tag & KT_LINE)
		q = put_delta(q, loc->line, r->line);
	uint32_t col = loc->col, doff = (uint32_t)(loc->off - r->off), dend = end_col - col;
	if (col < 0x80 && doff < 0x40 && dend < 0x40) {
		/* the common case: a short step forward on the same line */
		q[0] = (uint8_t)col;
		q[1] = (uint8_t)(doff << 1);
		q[2] = (uint8_t)(dend << 1);
		q += 3;
	} else {
		q = put_varint(q, col);
		q = put_delta(q, loc->off, r->off);
		q = put_delta(q, end_col, col);
	}
	kept_len = (uint32_t)(q - kept);
	r->line = loc->line;
	r->off = loc->off;
	r->last_end = *loc;
	r->last_end.col = (uint16_t)end_col;
}

/* A token of the lookahead ring. */
static void keep_tok(Replay *r, const Tok *t)
{
	/* another token's spelling may be a scratch token's */
	const char *text = t->kind == TK_OTHER ? arena_strndup(tu_arena, t->text, t->len) : t->text;
	keep_fields(r, t->kind, t->punct, t->ident, text, t->len, &t->loc, t->end_col);
}

/* A preprocessor token, as convert() would see it, without the Tok. */
static inline __attribute__((always_inline)) void keep_token(Replay *r, Token *t)
{
	Loc loc;
	uint16_t end_col;
	make_loc(t, &loc, &end_col);
	const char *text = NULL;
	if (t->kind == TK_STRING || t->kind == TK_CHAR || t->kind == TK_NUMBER)
		text = arena_strndup(tu_arena, t->text, t->len);
	keep_fields(r, t->kind, t->punct, t->ident, text, t->len, &loc, end_col);
}

static uint32_t get_varint(Replay *r)
{
	uint32_t v = 0;
	for (int shift = 0;; shift += 7) {
		uint8_t b = *r->p++;
		v |= (uint32_t)(b & 0x7f) << shift;
		if (!(b & 0x80))
			return v;
	}
}

static uint32_t get_delta(Replay *r, uint32_t before)
{
	uint32_t z = get_varint(r);
	return before + (uint32_t)((z >> 1) ^ -(z & 1));
}

void replay_token(Tok *out)
{
	Replay *r = replay;
	if (r->p == r->end) {
		/* past the body: an end of input where its last token ends */
		memset(out, 0, sizeof *out);
		out->kind = TK_EOF;
		out->text = "";
		out->loc = (Loc){.file = r->file, .line = r->line, .off = r->off, .col = r->end_col,
				 .flags = r->reading};
		out->end_col = (uint16_t)r->end_col;
		return;
	}
	uint8_t tag = *r->p++;
	out->kind = tag & 0x0f;
	out->punct = 0;
	out->flags = 0;
	out->ident = NULL;
	if (out->kind == TK_PUNCT) {
		out->punct = *r->p++;
		/* the digraph or pasted spelling is not kept: errors show the twin */
		out->text = punct_spelling(out->punct);
		out->len = (uint32_t)strlen(out->text);
	} else if (out->kind == TK_IDENT) {
		out->ident = ident_by_id[get_varint(r)];
		out->text = out->ident->name;
		out->len = out->ident->len;
	} else {
		memcpy(&out->text, r->p, sizeof out->text);
		r->p += sizeof out->text;
		out->len = get_varint(r);
	}
	if (tag & KT_FILE) {
		r->file = get_varint(r);
		r->reading = loc_reading_flags(get_varint(r));
	}
	if (tag & KT_LINE)
		r->line = get_delta(r, r->line);
	uint32_t col = get_varint(r);
	r->off = get_delta(r, r->off);
	r->end_col = get_delta(r, col);
	out->loc = (Loc){.file = r->file, .line = r->line, .off = r->off, .col = (uint16_t)col,
			 .flags = (tag & KT_MACRO ? LOC_MACRO : 0) | r->reading};
	out->end_col = (uint16_t)r->end_col;
}

static bool is_assert_kw(const Tok *t)
{
	return t->kind == TK_IDENT && (t->ident->kw == KW_STATIC_ASSERT ||
				       t->ident->kw == KW_STATIC_ASSERT23);
}

/* The next token of a body being kept, when nothing is looked ahead:
 * straight from the preprocessor, without the lookahead ring, and kept
 * (*t gets its kind and punctuator; all of it for the end of input).  A
 * pragma line or a stray token takes the parser's own path (read_token()). */
static void keep_next(Replay *r, Tok *t)
{
	Token *pt = pp_next();
	if (plain_token(pt) && pt->kind != TK_EOF) {
		t->kind = pt->kind;
		t->punct = pt->punct;
		t->ident = pt->kind == TK_IDENT ? pt->ident : NULL;
		keep_token(r, pt);
		return;
	}
	convert(pt, t);
	if (t->kind != TK_EOF) {
		held_tok = *t;
		held = true;
		do
			read_token(t);
		while (stray(t));
	}
	if (t->kind != TK_EOF)
		keep_tok(r, t);
}

/* Keep the body at tok ('{') as bytes, up to its matching '}'. */
static Node *defer_body(Symbol *fn, Type *ty)
{
	LazyBody *lb = NEW(LazyBody);
	Replay r = {.file = UINT32_MAX};
	int depth = 0;
	bool now = false;
	lb->ty = ty;
	lb->pack = pack_value;
	lb->site_gen = site_gen;
	kept_len = 0;
	/* the tokens already looked ahead, through the ring */
	for (;;) {
		keep_tok(&r, tok);
		now |= is_assert_kw(tok);
		if (tok->kind == TK_PUNCT)
			depth += tok->punct == P_LBRACE ? 1 : tok->punct == P_RBRACE ? -1 : 0;
		if (depth == 0 || ring_count == 1)
			break;
		advance();
	}
	/* then the rest from the preprocessor; tok stays the last one kept */
	Tok t;
	while (depth > 0) {
		keep_next(&r, &t);
		if (t.kind == TK_EOF) {
			*tok = t;	/* the ring's one token: the parser sees the end */
			break;
		}
		now |= is_assert_kw(&t);
		if (t.kind == TK_PUNCT)
			depth += t.punct == P_LBRACE ? 1 : t.punct == P_RBRACE ? -1 : 0;
	}
	if (tok->kind != TK_EOF) {
		/* past the '}': the next token, and the '}' end for "expected ';'" */
		advance();
		prev_end = r.last_end;
	}
	lb->len = kept_len;
	lb->bytes = arena_alloc(tu_arena, kept_len);
	memcpy(lb->bytes, kept, kept_len);
	fn->lazy = lb;
	/* cut short by the end of input (its errors belong here), or with a
	 * static assertion, which sparse evaluates as it parses: parsed now
	 * after all */
	if (depth > 0 || now)
		return fn_body_lazy(fn);
	return NULL;
}

/* Parse a deferred body, at file scope, with the parser's token state put
 * aside and given back. */
Node *fn_body_lazy(Symbol *fn)
{
	LazyBody *lb = fn->lazy;
	fn->lazy = NULL;
	Tok saved_ring[LOOKAHEAD];
	memcpy(saved_ring, ring, sizeof ring);
	int saved_head = ring_head, saved_count = ring_count;
	Tok *saved_tok = tok;
	Loc saved_prev_end = prev_end;
	bool saved_held = held;
	Tok saved_held_tok = held_tok;
	int saved_pack = pack_value;
	Replay *saved_replay = replay;
	Scope *saved_scope = scope;
	scope = &file_scope_s;
	Symbol *saved_fn = cur_fn;
	cur_fn = NULL;	/* a file-scope function, even if asked for in a body */
	Replay r = {.p = lb->bytes, .end = lb->bytes + lb->len};
	bool saved_in_deferred = in_deferred;
	uint32_t saved_site_gen = body_site_gen;
	in_deferred = true;
	body_site_gen = lb->site_gen;
	held = false;
	pack_value = lb->pack;
	ring_head = ring_count = 0;
	if (lb->raw) {
		/* the '{' as it was read, then the preprocessor on the rest */
		ring[0] = lb->open;
		ring_count = 1;
		tok = &ring[0];
		pp_replay_begin(lb->raw);
	} else {
		replay = &r;
		tok = peek(0);
	}
	fn->body = function_body(fn, lb->ty);
	if (lb->raw && (!pp_replay_end() || tok->kind != TK_EOF))
		diag(DIAG_ERROR, CK_NONE, fn->loc,
			"castguard: the body of '%s' was left unexpanded, but its macros "
			 "do not pair its braces as the skip assumed (please report)", fn->name->name);
	in_deferred = saved_in_deferred;
	body_site_gen = saved_site_gen;
	memcpy(ring, saved_ring, sizeof ring);
	ring_head = saved_head;
	ring_count = saved_count;
	tok = saved_tok;
	prev_end = saved_prev_end;
	held = saved_held;
	held_tok = saved_held_tok;
	pack_value = saved_pack;
	replay = saved_replay;
	scope = saved_scope;
	cur_fn = saved_fn;
	if (!parsing) {
		free(fn_labels.v);
		memset(&fn_labels, 0, sizeof fn_labels);
	}
	return fn->body;
}

Symbol *cur_fn;

void parse_lazy_finish(void)
{
	parse_lazy_bodies = in_deferred = false;
	parse_main_file = 0;
	free(kept);
	kept = NULL;
	kept_len = kept_cap = 0;
	cur_fn = NULL;
}

static void bind_func_names(Symbol *fn)
{
	size_t len = strlen(fn->name->name);
	Type *t = array_of(qualify(ty_char, Q_CONST), (int64_t)len + 1);
	Ident *ids[3] = {id_func, id_FUNCTION, id_PRETTY_FUNCTION};
	for (int i = 0; i < 3; i++) {
		Symbol *s = bind(ids[i], SYM_VAR, t, fn->loc);
		s->storage = SC_STATIC;
		s->defined = true;
	}
}

/* sparse's -Wimplicit-int on a K&R definition: a parameter the declaration
 * list leaves out is a warning; with no list at all, each is an error. */
static void check_kr_implicit_int(Type *ty, bool had_list)
{
	if (!sparse_parse_check(CK_IMPLICIT_INT))
		return;
	for (Param *p = ty->params; p; p = p->next) {
		if (p->kr_declared)
			continue;
		parse_sdiag(had_list ? SPARSE_WARNING : SPARSE_ERROR, CK_IMPLICIT_INT, p->loc,
		     "missing type declaration for parameter '%s'", p->name->name);
		if (!had_list)
			sdiag_parse_error = true;	/* a parse error: no warning follows */
	}
}

/* sparse's "unused label": a function's labels in the order they were
 * first named, those defined and never the target of a goto or "&&";
 * __label__ ones are block-scoped in sparse and never reported. */
static void check_unused_labels(void)
{
	if (!sparse_parse_check(CK_UNUSED_LABEL))
		return;
	for (int i = fn_labels_base; i < fn_labels.len; i++) {
		Symbol *s = fn_labels.v[i];
		if (s->defined && !s->used && !s->local_label)
			parse_sdiag(SPARSE_WARNING, CK_UNUSED_LABEL, s->loc, "unused label '%s'",
			     s->name->name);
	}
}

/* The body of a function definition: parameters come into scope, a K&R
 * declaration list gives their types, labels are resolved at the end. */
Node *function_body(Symbol *fn, Type *ty)
{
	if (parse_lazy_bodies && !in_deferred && fn->is_inline && is_p(tok, P_LBRACE) &&
	    !cur_fn && !(ty->flags & T_OLDSTYLE) && tok->loc.file != parse_main_file) {
		if (ring_count == 1 && !(tok->loc.flags & LOC_MACRO)) {
			uint32_t line;
			uint16_t col;
			PPBody *raw = pp_skip_body(&line, &col);
			if (raw) {
				LazyBody *lb = NEW(LazyBody);
				lb->raw = raw;
				lb->open = *tok;
				lb->ty = ty;
				lb->pack = pack_value;
				lb->site_gen = site_gen;
				fn->lazy = lb;
				Loc end = tok->loc;
				end.line = line;
				end.col = col;
				advance();
				prev_end = end;
				return NULL;
			}
		}
		return defer_body(fn, ty);
	}
	push_scope();
	Symbol *saved_fn = cur_fn;
	cur_fn = fn;
	/* fn->params: the body's own parameter symbols, in order (an unnamed
	 * one gets an unbound symbol, so that positions stay right) */
	Symbol *params = NULL, **ptail = &params;
	for (Param *p = ty->params; p; p = p->next) {
		Symbol *s;
		if (p->name) {
			s = bind(p->name, SYM_VAR, p->ty, p->loc);
		} else {
			s = NEW(Symbol);
			s->kind = SYM_VAR;
			s->ty = p->ty;
			s->loc = fn->loc;
		}
		s->is_param = true;
		*ptail = s;
		ptail = &s->prev_decl;	/* a list link, as for the declarator's */
	}
	fn->params = params;
	if (ty->flags & T_OLDSTYLE) {
		/* int f(a, b) int a; char *b; { ... } */
		bool had_list = is_declspec_start(tok) && !is_p(tok, P_LBRACE);
		if (had_list && sparse_parse_check(CK_OLD_STYLE_DEFINITION))
			parse_sdiag(SPARSE_WARNING, CK_OLD_STYLE_DEFINITION, tok->loc,
			     "non-ANSI definition of function '%s'", fn->name->name);
		while (is_declspec_start(tok) && !is_p(tok, P_LBRACE)) {
			DeclSpec ds;
			declspec(&ds, true);
			for (;;) {
				Ident *name = NULL;
				Loc loc = tok->loc;
				Attr *attrs = NULL;
				Type *t = declarator(apply_type_attrs(ds.ty, ds.attrs, false), &name, &loc, &attrs);
				attributes(attrs);
				if (t->kind == TY_ARRAY)
					t = pointer_to(t->base);
				else if (t->kind == TY_FUNC)
					t = pointer_to(t);
				Param *p = ty->params;
				for (; p; p = p->next)
					if (p->name == name)
						break;
				if (!p)
					diag(DIAG_ERROR, CK_NONE, loc,
						"declaration for parameter '%s' but no such parameter",
						 name ? name->name : "");
				else {
					p->ty = t;
					p->kr_declared = true;
					Symbol *ps = params;	/* its symbol, at the same place */
					for (Param *q = ty->params; q != p; q = q->next)
						ps = ps->prev_decl;
					ps->ty = t;
				}
				if (!accept(P_COMMA))
					break;
			}
			if (!expect(P_SEMI))
				skip_to_semi();
		}
		check_kr_implicit_int(ty, had_list);
	}
	bind_func_names(fn);
	/* a nested function has labels, loops and a switch of its own: the
	 * enclosing function's are put aside until its body ends */
	LabelRef *saved_refs = label_refs;
	label_refs = NULL;
	int saved_labels_base = fn_labels_base, saved_floor = fn_labels_floor;
	fn_labels_base = fn_labels.len;
	if (!saved_fn)
		fn_labels_floor = fn_labels_base;
	int saved_loops = loop_depth, saved_breakable = breakable_depth;
	loop_depth = breakable_depth = 0;
	Switch *saved_sw = cur_switch;
	cur_switch = NULL;
	Node *body = NULL;
	if (!is_p(tok, P_LBRACE)) {
		expected("'{'");
		skip_to_semi();
	} else {
		body = new_node(ND_BLOCK, tok->loc);
		advance();
		body->stmts = block_items();
		if (!is_p(tok, P_RBRACE))
			expected("declaration or statement");
		else
			advance();
	}
	for (LabelRef *r = label_refs, *next; r; r = next) {
		next = r->next;
		Symbol *s = label_of(r->name);
		if (!s && label_inherited(r->name)) {
			/* the enclosing function defines it, later: its
			 * own end decides */
			r->next = saved_refs;
			saved_refs = r;
			continue;
		}
		if (s && !s->defined && !s->reported) {
			gcc_error(r->loc, "label '%s' used but not defined", r->name->name);
			s->reported = true;
		}
	}
	check_unused_labels();
	fn_labels.len = fn_labels_base;
	fn_labels_base = saved_labels_base;
	fn_labels_floor = saved_floor;
	label_refs = saved_refs;
	loop_depth = saved_loops;
	breakable_depth = saved_breakable;
	cur_switch = saved_sw;
	cur_fn = saved_fn;
	leave_scope();
	return body;
}
