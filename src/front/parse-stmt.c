/* parse-stmt.c - statements: labels, switch and case ranges, loops, asm
 * with its operands, blocks and the declarations in them.
 *
 * One unit because statements have state of their own: the switch and
 * the loops around (for case, break and continue) and the labels of the
 * function, which function_body() (parse-lazy.c) sets up and checks at
 * the end. */
#include <stdlib.h>
#include <string.h>
#include "parse-internal.h"
#include "type.h"

/* --- statements ------------------------------------------------------------- */

typedef struct CaseSpan {
	struct CaseSpan *next;
	int64_t lo, hi;
} CaseSpan;

/* A slot of the hash set of single labels: value and flag side by side,
 * one cache line a probe (a switch of a million labels misses the cache
 * at every probe) */
typedef struct CaseSlot {
	int64_t v;
	bool full;
} CaseSlot;

struct Switch {
	struct Switch *up;
	Node *node;
	Node *cases;		/* ND_CASE nodes, linked through ->prev_case */
	bool has_default;
	Type *ty;
	/* the values of its single labels, an open-addressed hash set
	 * (in the unit's arena: a fatal error leaks nothing), and its
	 * ranges */
	CaseSlot *slots;
	uint32_t cap, nvals;
	CaseSpan *spans;
};

/* Fibonacci hashing: the top bits of the product (bits from its middle
 * put an arithmetic run of labels, case 0, 3, 6..., in long clusters) */
static uint32_t case_hash(int64_t v, uint32_t cap)
{
	return (uint32_t)(((uint64_t)v * 0x9E3779B97F4A7C15ull) >> (64 - __builtin_ctz(cap)));
}

static bool case_set_has(Switch *sw, int64_t v)
{
	if (!sw->cap)
		return false;
	for (uint32_t i = case_hash(v, sw->cap); sw->slots[i].full; i = (i + 1) & (sw->cap - 1))
		if (sw->slots[i].v == v)
			return true;
	return false;
}

static void case_set_put(Switch *sw, int64_t v)
{
	uint32_t i = case_hash(v, sw->cap);
	while (sw->slots[i].full)
		i = (i + 1) & (sw->cap - 1);
	sw->slots[i].v = v;
	sw->slots[i].full = true;
	sw->nvals++;
}

/* Kept at most half full: doubled, every value put again (the old
 * tables, half the new one's size in all, stay in the arena). */
static void case_set_add(Switch *sw, int64_t v)
{
	if (case_set_has(sw, v))
		return;
	if (2 * (sw->nvals + 1) > sw->cap) {
		CaseSlot *old = sw->slots;
		uint32_t cap = sw->cap;
		sw->cap = cap ? 2 * cap : 16;
		sw->slots = arena_zalloc(tu_arena, sw->cap * sizeof *sw->slots);
		sw->nvals = 0;
		for (uint32_t i = 0; i < cap; i++)
			if (old[i].full)
				case_set_put(sw, old[i].v);
	}
	case_set_put(sw, v);
}

Switch *cur_switch;
int loop_depth, breakable_depth;
static Node *stmt(void);

LabelRef *label_refs;
PtrVec fn_labels;
int fn_labels_base;
int fn_labels_floor;

/* The label named after goto or GNU's &&, N's symbol, its use recorded
 * (for "label used but not defined"); else gcc's error, expecting WHAT. */
void read_label_ref(Node *n, const char *what)
{
	if (tok->kind != TK_IDENT) {
		expected(what);
		return;
	}
	LabelRef *r = NEW(LabelRef);
	r->name = tok->ident;
	r->loc = label_ref_loc();
	r->next = label_refs;
	label_refs = r;
	n->sym = label_use(tok->ident);
	n->sym->used = true;
	advance();
}

void parse_stmt_finish(void)
{
	cur_switch = NULL;
	loop_depth = breakable_depth = 0;
	label_refs = NULL;
	free(fn_labels.v);
	memset(&fn_labels, 0, sizeof(fn_labels));
	fn_labels_base = fn_labels_floor = 0;
}

/* The label NAME stands for in the function being parsed, the newest
 * (a __label__ declaration hides the function's own), or NULL.  A list
 * searched from the end rather than a field in every Ident: a function
 * has a few labels, a unit tens of thousands of identifiers. */
Symbol *label_of(Ident *name)
{
	for (int i = fn_labels.len; i-- > fn_labels_base;) {
		Symbol *s = fn_labels.v[i];
		if (s->name == name)
			return s;
	}
	return NULL;
}

/* Where gcc reports an undefined label: the statement or declaration
 * that uses it, unless the label name sits on a later line. */
Loc label_ref_loc(void)
{
	return tok->loc.line == last_item_loc.line ? last_item_loc : tok->loc;
}

/* A __label__ of an enclosing function, which a GNU nested function may
 * jump to (gcc: a label it inherits must be declared so). */
Symbol *label_inherited(Ident *name)
{
	for (int i = fn_labels_base; i-- > fn_labels_floor;) {
		Symbol *s = fn_labels.v[i];
		if (s->name == name && s->local_label)
			return s;
	}
	return NULL;
}

/* The label a goto, "&&" or asm goto names: the function's own, else an
 * inherited one, else a new one to be defined later in the function. */
Symbol *label_use(Ident *name)
{
	Symbol *s = label_of(name);
	if (!s)
		s = label_inherited(name);
	return s ? s : label_sym(name);
}

Symbol *label_sym(Ident *name)
{
	Symbol *s = label_of(name);
	if (!s) {
		s = NEW(Symbol);
		s->name = name;
		s->kind = SYM_LABEL;
		vec_push(&fn_labels, s);
	}
	return s;
}

static Node *expr_stmt(void)
{
	Node *n = new_node(ND_EXPR_STMT, tok->loc);
	n->expr = expr();
	n->ty = n->expr->ty;
	if (tok->kind == TK_EOF)
		return n;	/* the block's "end of input" error says it */
	if (!expect(P_SEMI))
		skip_to_semi();
	return n;
}

static Node *cond_paren(void)
{
	if (!expect(P_LPAREN)) {
		Node *n = new_num(0, ty_int, tok->loc);
		return n;
	}
	Node *e = expr();
	if (!expect(P_RPAREN)) {
		if (!is_p(tok, P_LBRACE))
			skip_balanced_arg();
		accept(P_RPAREN);
	}
	return e;
}

static Node *asm_operands(void)
{
	Node head = {0}, *cur = &head;
	while (tok->kind == TK_STRING || is_p(tok, P_LBRACKET)) {
		Node *op = new_node(ND_DESIG, tok->loc);
		if (accept(P_LBRACKET)) {
			if (tok->kind == TK_IDENT)
				advance();
			expect(P_RBRACKET);
		}
		if (tok->kind == TK_STRING) {
			op->str = tok->text;
			while (tok->kind == TK_STRING)
				advance();
		} else {
			expected("string literal");
		}
		if (expect(P_LPAREN)) {
			op->value = expr();
			expect(P_RPAREN);
		}
		cur = cur->next = op;
		if (!accept(P_COMMA))
			break;
	}
	return head.next;
}

/* asm [volatile|inline|goto]* ( template : outputs : inputs : clobbers : labels ) */
Node *asm_stmt(bool file_scope)
{
	Node *n = new_node(ND_ASM, tok->loc);
	advance();
	while (qualifier_of(tok) || is_kw(tok, KW_INLINE) || is_kw(tok, KW_GNU_INLINE2) ||
	       is_kw(tok, KW_GNU_INLINE3) || is_kw(tok, KW_GOTO))
		advance();
	if (!expect(P_LPAREN)) {
		skip_to_semi();
		return n;
	}
	if (tok->kind != TK_STRING) {
		expected("string literal");
		skip_to_semi();
		return n;
	}
	n->str = tok->text;
	while (tok->kind == TK_STRING)
		advance();
	for (int part = 0; part < 4 && (is_p(tok, P_COLON) || is_p(tok, P_COLONCOLON)); part++) {
		if (is_p(tok, P_COLONCOLON)) {
			advance();
			part++;
		} else {
			advance();
		}
		if (part < 2) {
			Node *ops = asm_operands();
			if (part == 0)
				n->outputs = ops;
			else
				n->inputs = ops;
		} else if (part == 2) {
			while (tok->kind == TK_STRING) {
				if (tok->len == 8 && !memcmp(tok->text, "\"memory\"", 8))
					n->op = ASM_CLOBBERS_MEMORY;
				advance();
				if (!accept(P_COMMA))
					break;
			}
		} else {
			while (tok->kind == TK_IDENT) {
				LabelRef *r = NEW(LabelRef);
				r->name = tok->ident;
				r->loc = label_ref_loc();
				r->next = label_refs;
				label_refs = r;
				label_use(tok->ident)->used = true;
				advance();
				if (!accept(P_COMMA))
					break;
			}
		}
	}
	expect(P_RPAREN);
	if (!expect(P_SEMI))
		skip_to_semi();
	(void)file_scope;
	return n;
}

static bool block_decl_start(void);

/* Whether a case value or range [lo, hi] meets one of the switch's
 * earlier labels: a hash of its single values, a list of its ranges,
 * so that a switch of n labels costs n and not n squared. */
static bool case_seen(Switch *sw, int64_t lo, int64_t hi)
{
	for (CaseSpan *r = sw->spans; r; r = r->next)
		if (r->lo <= hi && lo <= r->hi)
			return true;
	if (lo == hi)
		return case_set_has(sw, lo);
	if (hi < lo)
		return false;
	if ((uint64_t)hi - (uint64_t)lo < (uint64_t)sw->nvals) {
		for (int64_t v = lo;; v++) {
			if (case_set_has(sw, v))
				return true;
			if (v == hi)
				return false;
		}
	}
	for (uint32_t i = 0; i < sw->cap; i++)
		if (sw->slots[i].full && sw->slots[i].v >= lo && sw->slots[i].v <= hi)
			return true;
	return false;
}

static void case_add(Switch *sw, int64_t lo, int64_t hi)
{
	if (lo == hi) {
		case_set_add(sw, lo);
		return;
	}
	CaseSpan *r = NEW(CaseSpan);
	*r = (CaseSpan){.next = sw->spans, .lo = lo, .hi = hi};
	sw->spans = r;
}

/* "case X:" or "case X ... Y:", its statement left to the caller. */
static Node *case_label(void)
{
	Node *n = new_node(ND_CASE, tok->loc);
	advance();
	Node *lo = cond_expr();
	int64_t v = 0, hi;
	bool range = false, bad = false;
	if (!lo->ty || !is_integer(lo->ty) || !eval_int(lo, &v)) {
		gcc_error(n->loc, "case label does not reduce to an integer constant");
		bad = true;
	}
	hi = v;
	if (accept(P_ELLIPSIS)) {
		range = true;
		Node *h = cond_expr();
		if (!eval_int(h, &hi))
			gcc_error(n->loc, "case label does not reduce to an integer constant");
		if (hi < v)
			diag(DIAG_WARNING, CK_NONE, n->loc, "empty range specified");
	}
	expect(P_COLON);
	n->range = NEW(CaseRange);
	n->range->lo = v;
	n->range->hi = hi;
	n->value = lo;
	if (!cur_switch) {
		gcc_error(n->loc, "case label not within a switch statement");
	} else if (!bad) {
		if (cur_switch->ty && is_integer(cur_switch->ty)) {
			n->range->lo = eval_wrap(promote(cur_switch->ty), n->range->lo);
			n->range->hi = eval_wrap(promote(cur_switch->ty), n->range->hi);
		}
		/* gcc names the overlap when the new label is a true range */
		if (case_seen(cur_switch, n->range->lo, n->range->hi)) {
			bool overlap = range && n->range->lo != n->range->hi;
			gcc_error(n->loc, overlap ? "duplicate (or overlapping) case value" :
						  "duplicate case value");
		}
		case_add(cur_switch, n->range->lo, n->range->hi);
		n->prev_case = cur_switch->cases;
		cur_switch->cases = n;
	}
	return n;
}

static Node *default_label(void)
{
	Loc loc = tok->loc;
	Node *n = new_node(ND_DEFAULT, loc);
	advance();
	expect(P_COLON);
	if (!cur_switch)
		gcc_error(loc, "'default' label not within a switch statement");
	else if (cur_switch->has_default)
		gcc_error(loc, "multiple default labels in one switch");
	else
		cur_switch->has_default = true;
	return n;
}

/* "name:", its statement left to the caller. */
static Node *named_label(void)
{
	Loc loc = tok->loc;
	Node *n = new_node(ND_LABEL, loc);
	Symbol *s = label_sym(tok->ident);
	if (s->defined)
		gcc_error(loc, "duplicate label '%s'", tok->ident->name);
	s->defined = true;
	s->loc = loc;
	n->sym = s;
	advance();
	advance();
	/* "l: __attribute__((unused));" counts as used, as in sparse */
	if (find_attr(attributes(NULL), id_unused))
		s->used = true;
	return n;
}

static bool named_label_follows(void)
{
	return tok->kind == TK_IDENT && !tok->ident->kw && is_p(peek(1), P_COLON);
}

/* Labels and the statement they label.  A run of labels ("case 1: case
 * 2: ...", any length) is read in a loop, not by recursion; a label with
 * nothing but '}' or (C23) a declaration after it labels an empty
 * statement. */
static Node *labeled_stmt(void)
{
	Node *first = NULL, **hook = &first;
	Loc named = {0};
	for (;;) {
		Loc loc = tok->loc;
		if (loc.line != last_item_loc.line || loc.file != last_item_loc.file)
			last_item_loc = loc;	/* as stmt_nested() */
		Node *n;
		bool empty;
		if (is_kw(tok, KW_CASE) || is_kw(tok, KW_DEFAULT)) {
			n = is_kw(tok, KW_CASE) ? case_label() : default_label();
			empty = is_p(tok, P_RBRACE) ||
				(block_decl_start() && !is_kw(tok, KW_STATIC_ASSERT));
		} else {
			n = named_label();
			if (!named.file)
				named = loc;
			empty = is_p(tok, P_RBRACE) ||
				(is_declspec_start(tok) && !is_kw(tok, KW_GNU_EXTENSION));
		}
		*hook = n;
		hook = n->kind == ND_CASE ? &n->body : &n->stmt;
		if (empty) {
			*hook = new_node(ND_NULL_STMT, tok->loc);
			break;
		}
		if (!is_kw(tok, KW_CASE) && !is_kw(tok, KW_DEFAULT) && !named_label_follows()) {
			*hook = stmt();
			break;
		}
	}
	/* gcc counts the labelled statement as one item, at its first
	 * named label */
	if (named.file)
		last_item_loc = named;
	return first;
}

static Node *stmt_nested(void)
{
	Loc loc = tok->loc;
	if (tok->kind != TK_EOF && (loc.line != last_item_loc.line || loc.file != last_item_loc.file))
		last_item_loc = loc;	/* as block_items() */
	if (is_attr_start()) {
		Attr *a = attributes(NULL);
		(void)a;
		if (accept(P_SEMI))
			return new_node(ND_NULL_STMT, loc);
		return stmt();
	}
	if (named_label_follows())
		return labeled_stmt();
	if (tok->kind == TK_PUNCT) {
		if (is_p(tok, P_LBRACE))
			return compound_stmt();
		if (is_p(tok, P_RPAREN) || is_p(tok, P_RBRACKET)) {
			diag(DIAG_ERROR, CK_NONE, tok->loc,
				"expected statement before %s", tok_desc(tok));
			advance();
			return new_node(ND_NULL_STMT, loc);
		}
		if (is_p(tok, P_SEMI)) {
			advance();
			return new_node(ND_NULL_STMT, loc);
		}
		return expr_stmt();
	}
	if (tok->kind != TK_IDENT)
		return expr_stmt();
	switch (tok->ident->kw) {
	case KW_STATIC_ASSERT: case KW_STATIC_ASSERT23:
		static_assert_decl();
		return new_node(ND_NULL_STMT, loc);
	case KW_IF: {
		Node *n = new_node(ND_IF, loc);
		advance();
		n->cond = sema_rvalue(cond_paren());
		n->then = stmt();
		if (is_kw(tok, KW_ELSE)) {
			advance();
			n->els = stmt();
		}
		return n;
	}
	case KW_SWITCH: {
		Node *n = new_node(ND_SWITCH, loc);
		advance();
		Loc eloc = peek(1)->loc;	/* the expression's first token */
		n->cond = cond_paren();
		if (n->cond->ty && !is_integer(n->cond->ty) && !(n->cond->flags & NF_ERROR))
			gcc_error(eloc, "switch quantity not an integer");
		Switch sw = {.up = cur_switch, .node = n, .ty = n->cond->ty};
		cur_switch = &sw;
		breakable_depth++;
		n->body = stmt();
		breakable_depth--;
		cur_switch = sw.up;
		n->cases = sw.cases;
		return n;
	}
	case KW_CASE: case KW_DEFAULT:
		return labeled_stmt();
	case KW_WHILE: {
		Node *n = new_node(ND_WHILE, loc);
		advance();
		n->cond = sema_rvalue(cond_paren());
		loop_depth++;
		breakable_depth++;
		n->body = stmt();
		loop_depth--;
		breakable_depth--;
		return n;
	}
	case KW_DO: {
		Node *n = new_node(ND_DO, loc);
		advance();
		loop_depth++;
		breakable_depth++;
		n->body = stmt();
		loop_depth--;
		breakable_depth--;
		if (!is_kw(tok, KW_WHILE)) {
			expected("'while'");
			skip_to_semi();
			return n;
		}
		advance();
		n->cond = sema_rvalue(cond_paren());
		if (!expect(P_SEMI))
			skip_to_semi();
		return n;
	}
	case KW_FOR: {
		Node *n = new_node(ND_FOR, loc);
		advance();
		push_scope();
		if (expect(P_LPAREN)) {
			if (is_declspec_start(tok) && !(is_kw(tok, KW_GNU_EXTENSION) && !is_declspec_start(peek(1)))) {
				Node *d = declaration(false);
				Node *b = new_node(ND_BLOCK, loc);
				b->stmts = d;
				n->init = b;
			} else if (!accept(P_SEMI)) {
				n->init = expr_stmt();
			}
			if (!is_p(tok, P_SEMI))
				n->for_cond = sema_rvalue(expr());
			expect(P_SEMI);
			if (!is_p(tok, P_RPAREN))
				n->inc = expr();
			expect(P_RPAREN);
		}
		loop_depth++;
		breakable_depth++;
		n->for_body = stmt();
		loop_depth--;
		breakable_depth--;
		leave_scope();
		return n;
	}
	case KW_GOTO: {
		advance();
		if (accept(P_STAR)) {
			Node *n = new_node(ND_GOTO_IND, loc);
			n->expr = expr();
			if (!expect(P_SEMI))
				skip_to_semi();
			return n;
		}
		Node *n = new_node(ND_GOTO, loc);
		read_label_ref(n, "identifier or '*'");
		if (!expect(P_SEMI))
			skip_to_semi();
		return n;
	}
	case KW_BREAK: case KW_CONTINUE: {
		bool brk = tok->ident->kw == KW_BREAK;
		Node *n = new_node(brk ? ND_BREAK : ND_CONTINUE, loc);
		advance();
		if (brk && !breakable_depth)
			gcc_error(loc, "break statement not within loop or switch");
		if (!brk && !loop_depth)
			gcc_error(loc, "continue statement not within a loop");
		if (!expect(P_SEMI))
			skip_to_semi();
		return n;
	}
	case KW_RETURN: {
		Node *n = new_node(ND_RETURN, loc);
		advance();
		if (!is_p(tok, P_SEMI))
			n->expr = expr();
		if (n->expr && cur_fn && cur_fn->ty->base->kind != TY_VOID)
			sema_rvalue(n->expr);
		if (!expect(P_SEMI))
			skip_to_semi();
		return n;
	}
	case KW_GNU_ASM: case KW_GNU_ASM2: case KW_GNU_ASM3:
		return asm_stmt(false);
	default:
		return expr_stmt();
	}
}

static Node *stmt(void)
{
	nest_enter();
	Node *r = stmt_nested();
	return r;
}

/* Is the current token the start of a declaration inside a block? */
static bool block_decl_start(void)
{
	int i = 0;
	while (is_kw(peek(i), KW_GNU_EXTENSION))
		i++;
	Tok *t = peek(i);
	if (t->kind == TK_IDENT && !t->ident->kw && is_p(peek(i + 1), P_COLON))
		return false;	/* a label */
	if (is_kw(t, KW_STATIC_ASSERT) || is_kw(t, KW_STATIC_ASSERT23))
		return true;
	if (is_p(t, P_LBRACKET) && is_p(peek(i + 1), P_LBRACKET)) {
		/* [[attr]] then a declaration or a statement: look past it */
		int depth = 0, j = i;
		for (; j < LOOKAHEAD - 2; j++) {
			Tok *x = peek(j);
			if (x->kind == TK_EOF)
				return false;
			if (is_p(x, P_LBRACKET))
				depth++;
			else if (is_p(x, P_RBRACKET) && --depth == 0)
				break;
		}
		t = peek(j + 1);
		if (is_p(t, P_SEMI))
			return false;	/* [[fallthrough]]; */
		if (t->kind == TK_IDENT && !t->ident->kw && is_p(peek(j + 2), P_COLON))
			return false;
	}
	return is_typename(t) || is_storage_or_fn_spec(t);
}

Node *block_items(void)
{
	Node head = {0}, *cur = &head;
	/* __label__ a, b; local labels at the start of a block */
	while (is_kw(tok, KW_GNU_LABEL)) {
		advance();
		while (tok->kind == TK_IDENT) {
			Symbol *s = NEW(Symbol);
			s->name = tok->ident;
			s->kind = SYM_LABEL;
			s->local_label = true;
			s->shadow = label_of(tok->ident);
			vec_push(&fn_labels, s);
			advance();
			if (!accept(P_COMMA))
				break;
		}
		if (!expect(P_SEMI))
			skip_to_semi();
	}
	/* sparse's -Wdeclaration-after-statement: once per run of
	 * statements, at the first token of the declaration after them */
	bool seen_stmt = false;
	while (!is_p(tok, P_RBRACE) && tok->kind != TK_EOF) {
		/* gcc's place for an item moves on at a new line only: the
		 * items of a one-line body are reported at its start */
		if (tok->loc.line != last_item_loc.line || tok->loc.file != last_item_loc.file)
			last_item_loc = tok->loc;
		if (tok->kind == TK_IDENT && !tok->ident->kw && !tok->ident->sym &&
		    peek(1)->kind == TK_IDENT && (!peek(1)->ident->kw || qualifier_of(peek(1)))) {
			/* "foo_t x = 1;" with foo_t unknown: gcc reads it as a
			 * declaration with an unknown type name */
			diag(DIAG_ERROR, CK_NONE, tok->loc,
				"unknown type name '%s'", tok->ident->name);
			advance();
			DeclSpec ds = {.ty = ty_int, .loc = tok->loc};
			Node *d = init_declarators(&ds, false);
			for (; d; d = d->next) {
				cur->next = d;
				cur = d;
			}
			continue;
		}
		if (block_decl_start()) {
			Loc start = tok->loc;
			/* (sparse parses _Static_assert as a statement) */
			bool assertion = is_kw(tok, KW_STATIC_ASSERT) || is_kw(tok, KW_STATIC_ASSERT23);
			if (seen_stmt && !assertion)
				parse_sdiag(SPARSE_WARNING, CK_DECLARATION_AFTER_STATEMENT, start,
					"mixing declarations and code");
			seen_stmt = assertion && sparse_parse_check(CK_DECLARATION_AFTER_STATEMENT);
			Node *d = declaration(false);
			if (d && d->kind == ND_DECL) {
				d->decl_start = NEW(Loc);
				*d->decl_start = start;
			}
			for (; d; d = d->next) {
				Node *n = d;
				d = n;
				cur->next = n;
				cur = n;
				if (!n->next)
					break;
			}
			continue;
		}
		seen_stmt = sparse_parse_check(CK_DECLARATION_AFTER_STATEMENT);
		Node *s = stmt();
		cur = cur->next = s;
	}
	return head.next;
}

Node *compound_stmt(void)
{
	Node *n = new_node(ND_BLOCK, tok->loc);
	advance();	/* { */
	push_scope();
	n->stmts = block_items();
	leave_scope();
	if (!is_p(tok, P_RBRACE))
		expected("declaration or statement");
	else
		advance();
	return n;
}
