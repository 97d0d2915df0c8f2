/* parse-declarator.c - declarators (pointers, arrays, parameter lists,
 * type names) and the declarations made of them.
 *
 * One unit because a declaration is its specifiers (parse-decl.c) and then
 * this: each declarator's type, its attributes and asm label, its
 * initializer, and the symbol it declares or merges with an earlier
 * declaration of the same entity, or a function definition's body. */
#include <stdlib.h>
#include <string.h>
#include "parse-internal.h"
#include "type.h"

/* --- declarators ------------------------------------------------------------ */

static Type *pointers(Type *ty)
{
	while (is_p(tok, P_STAR) || is_p(tok, P_CARET)) {
		Loc star = tok->loc;
		advance();
		ty = pointer_to(ty);
		ty->star = star;
		for (;;) {
			int q = qualifier_of(tok);
			if (q) {
				ty->qual |= q;
				advance();
			} else if (is_kw(tok, KW_ATOMIC) && !is_p(peek(1), P_LPAREN)) {
				ty->qual |= Q_ATOMIC;
				advance();
			} else if (is_kw(tok, KW_GNU_SEG_GS) || is_kw(tok, KW_GNU_SEG_FS)) {
				advance();
			} else if (is_attr_start()) {
				Attr *a = attributes(NULL);
				int qsave = ty->qual;
				ty = apply_type_attrs(ty, a, false);
				ty->qual = qsave;
			} else {
				break;
			}
		}
	}
	return ty;
}


static void bind_param(Ident *name, Type *ty, Loc loc)
{
	Symbol *s = bind_in(&decl_arena, name, SYM_VAR, ty, loc);
	s->is_param = true;
	s->in_proto = true;
}

/* The end of a file-scope declaration: drop its parameter symbols if
 * nothing kept them. */
void proto_release(ArenaMark m)
{
	if (!proto_pinned)
		arena_rewind(&decl_arena, m);
	proto_pinned = false;
}


static void find_param(Node *n, void *found)
{
	if (n->kind == ND_VAR && n->sym && n->sym->is_param && n->sym->in_proto)
		*(bool *)found = true;
	else
		node_children(n, find_param, found);
}

/* Whether an expression names a parameter of the list being read. */
static bool names_param(Node *len)
{
	bool found = false;
	if (len)
		find_param(len, &found);
	return found;
}

/* Parameter list after "(": prototype, (void), () or K&R identifiers. */
static Type *func_params(Type *ret)
{
	Type *fn = func_type(ret);
	Param head = {0}, *cur = &head;
	push_scope();
	/* "(__attribute__((x)) int a)": the first parameter's, read here
	 * when the '(' could have opened a declarator (gcc) */
	Attr *lead = is_attr_start() ? attributes(NULL) : NULL;
	if (is_p(tok, P_RPAREN)) {
		fn->flags |= T_OLDSTYLE;
		advance();
		leave_scope();
		return fn;
	}
	if (is_kw(tok, KW_VOID) && is_p(peek(1), P_RPAREN)) {
		advance();
		advance();
		leave_scope();
		return fn;
	}
	/* K&R identifier list: names that are not type names */
	if (tok->kind == TK_IDENT && !tok->ident->kw && !typedef_sym(tok) &&
	    (is_p(peek(1), P_COMMA) || is_p(peek(1), P_RPAREN))) {
		fn->flags |= T_OLDSTYLE;
		while (tok->kind == TK_IDENT) {
			Param *p = NEW(Param);
			p->name = tok->ident;
			p->ty = ty_int;
			p->loc = p->spec_loc = tok->loc;
			bind_param(tok->ident, ty_int, tok->loc);
			cur = cur->next = p;
			advance();
			if (!accept(P_COMMA))
				break;
		}
		expect(P_RPAREN);
		fn->params = head.next;
		leave_scope();
		return fn;
	}
	for (;;) {
		if (is_p(tok, P_ELLIPSIS)) {
			advance();
			fn->flags |= T_VARIADIC;
			break;
		}
		if (!is_declspec_start(tok) && !is_attr_start()) {
			if (tok->kind == TK_IDENT && !tok->ident->kw)
				diag(DIAG_ERROR, CK_NONE, tok->loc,
					"unknown type name '%s'", tok->ident->name);
			else
				expected("declaration specifiers or '...'");
			skip_balanced_arg();
			if (accept(P_COMMA))
				continue;
			break;
		}
		DeclSpec ds;
		declspec(&ds, true);
		if (lead) {
			Attr *last = lead;
			while (last->next)
				last = last->next;
			last->next = ds.attrs;
			ds.attrs = lead;
			lead = NULL;
		}
		if (ds.storage && ds.storage != SC_REGISTER)
			diag(DIAG_ERROR, CK_NONE, ds.loc,
				"storage class specified for parameter '%s'",
				 tok->kind == TK_IDENT ? tok->ident->name : "");
		Ident *name = NULL;
		Loc loc = tok->loc;
		Attr *attrs = NULL;
		Type *base = apply_type_attrs(ds.ty, ds.attrs, false);
		Type *t = declarator(base, &name, &loc, &attrs);
		attrs = attributes(attrs);
		t = finish_decl_type(noreturn_pointers(t, ds.attrs), attrs, false);
		Param *p = NEW(Param);
		p->name = name;
		p->ty = t;
		/* __force anywhere in a parameter's type: never checked */
		for (Type *x = t; x; x = (x->kind == TY_PTR || x->kind == TY_ARRAY) ? x->base : NULL)
			if (x->flags & T_FORCE)
				p->force = true;
		if (t->kind == TY_ARRAY && (t->flags & T_VLA) && names_param(t->vla_len))
			p->proto_size = t->vla_len;
		/* parameter adjustments (6.7.6.3): arrays and functions become
		 * pointers */
		Type *adj = t;
		if (t->kind == TY_ARRAY) {
			adj = pointer_to(t->base);
			adj->qual = t->qual;
		} else if (t->kind == TY_FUNC) {
			adj = pointer_to(t);
		}
		p->ty = adj;
		p->loc = loc;
		p->spec_loc = ds.loc;
		bind_param(name, adj, loc);
		cur = cur->next = p;
		if (!accept(P_COMMA))
			break;
	}
	expect(P_RPAREN);
	fn->params = head.next;
	leave_scope();
	return fn;
}

static Type *array_suffix(Type *ty, Ident *name)
{
	Loc loc = tok->loc;
	last_array_loc = loc;
	advance();	/* [ */
	bool vla = false;
	Node *len = NULL;
	for (;;) {
		if (is_kw(tok, KW_STATIC) || qualifier_of(tok) || is_kw(tok, KW_ATOMIC)) {
			advance();
			continue;
		}
		break;
	}
	if (is_p(tok, P_STAR) && is_p(peek(1), P_RBRACKET)) {
		advance();
		vla = true;
	} else if (!is_p(tok, P_RBRACKET)) {
		len = assign_expr();
	}
	expect(P_RBRACKET);
	int64_t n = -1;
	if (len) {
		if (!len->ty || !is_integer(len->ty)) {
			if (name)
				diag(DIAG_ERROR, CK_NONE, len->loc,
					"size of array '%s' has non-integer type", name->name);
			else
				diag(DIAG_ERROR, CK_NONE, len->loc,
					"size of array has non-integer type");
		} else if (eval_int(len, &n)) {
			if (n < 0 && !(is_unsigned(len->ty))) {
				if (name)
					diag(DIAG_ERROR, CK_NONE, len->loc,
						"size of array '%s' is negative", name->name);
				else
					diag(DIAG_ERROR, CK_NONE, len->loc,
						"size of unnamed array is negative");
				n = 1;
			}
		} else {
			vla = true;
			n = -1;
		}
	}
	Type *base = ty;
	if (is_p(tok, P_LBRACKET) && is_p(peek(1), P_LBRACKET))
		attributes(NULL);	/* int a[4] [[gnu::unused]] */
	if (is_p(tok, P_LBRACKET) && !is_p(peek(1), P_LBRACKET))
		base = array_suffix(ty, name);
	else if (is_p(tok, P_LPAREN)) {
		advance();
		base = func_params(ty);
	}
	(void)loc;
	int64_t bytes;
	if (len && !vla && (n < 0 || (base->size > 0 &&
				      __builtin_mul_overflow(n, base->size, &bytes)))) {
		/* only an unsigned length gets here negative: it is over 2^63 */
		if (name)
			diag(DIAG_ERROR, CK_NONE, len->loc,
				"size of array '%s' is too large", name->name);
		else
			diag(DIAG_ERROR, CK_NONE, len->loc, "size of unnamed array is too large");
		n = 1;
	}
	Type *a = array_of(base, n);
	if (vla) {
		a->flags |= T_VLA;
		a->vla_len = len;
		a->size = -1;
	}
	return a;
}

static Type *suffixes(Type *ty, Ident *name)
{
	if (is_p(tok, P_LBRACKET) && !is_p(peek(1), P_LBRACKET))
		return array_suffix(ty, name);
	if (is_p(tok, P_LPAREN)) {
		advance();
		Type *fn = func_params(ty);
		/* a function returning a function or array is an error; keep
		 * going anyway */
		if (is_p(tok, P_LPAREN) || is_p(tok, P_LBRACKET))
			return suffixes(fn, name);
		return fn;
	}
	return ty;
}

/* Replace the placeholder at the bottom of a nested declarator's type by
 * copying the chain above it: the general way, for a chain whose
 * placeholder paren_fill() cannot reach. */
static Type *fill_hole(Type *t, Type *hole, Type *real)
{
	if (t == hole)
		return real;
	if (!t)
		return real;
	Type *c = type_copy(t);
	c->origin = NULL;
	c->base = fill_hole(t->base, hole, real);
	if (c->kind == TY_ARRAY) {
		c->align = c->base->align;
		if (c->len >= 0 && c->base->size >= 0 && !(c->flags & T_VLA))
			c->size = c->base->size * c->len;
	}
	return c;
}

/* The field that holds the base type given to the declarator just read,
 * in the type it made (NULL: none found); and for the declarator about to
 * be read, how many parentheses of one declarator are open around it (any
 * other declarator, a parameter's, a type name's, starts at 0). */
static Type **base_slot;
static int paren_next;
static PtrVec settle_vec;

/* The field of the chain from top that holds base: a walk over the
 * derivations one declarator level wrote (pointers, arrays, functions). */
static Type **slot_of(Type *top, Type *base)
{
	for (Type *t = top; t && t != base; t = t->base)
		if (t->base == base)
			return &t->base;
	return NULL;
}

/* What fill_hole() does to each copy, done once over the chain from top
 * down to stop, bottom up: the arrays sized from their element types
 * (which were placeholders while the inner levels were read). */
static void settle(Type *top, Type *stop)
{
	settle_vec.len = 0;
	for (Type *t = top; t && t != stop; t = t->base)
		vec_push(&settle_vec, t);
	for (int i = settle_vec.len; i-- > 0;) {
		Type *c = settle_vec.v[i];
		c->origin = NULL;
		if (c->kind == TY_ARRAY) {
			c->align = c->base->align;
			if (c->len >= 0 && c->base->size >= 0 && !(c->flags & T_VLA))
				c->size = c->base->size * c->len;
		}
	}
}

/* A parenthesised declarator's type, inner, gets the type around it,
 * outer, in place of its placeholder: through the slot the inner level
 * found, so that "(*(*(*...)))" costs its length and not its square (the
 * chain above the placeholder was made by this declarator alone); the
 * sizes and alignments are settled once, at the outermost parenthesis. */
static Type *paren_fill(Type *inner, Type **slot, Type *hole, Type *outer, int depth)
{
	if (inner == hole)
		return outer;
	if (!slot || *slot != hole)
		return fill_hole(inner, hole, outer);
	*slot = outer;
	if (!depth)
		settle(inner, outer);
	return inner;
}

/* After the '(' at peek(0): GNU attributes, then declaration specifiers
 * or ')'.  gcc reads that '(' as a parameter list whose first parameter
 * the attributes belong to: "int (__attribute__((mode(SI))) int x)". */
static bool attrs_then_params(void)
{
	int k = 1;
	while (peek(k)->kind == TK_IDENT && (peek(k)->ident->kw == KW_GNU_ATTRIBUTE ||
					     peek(k)->ident->kw == KW_GNU_ATTRIBUTE2)) {
		if (!is_p(peek(++k), P_LPAREN))
			return false;
		for (int depth = 0;;) {
			Tok *t = peek(k++);
			if (t->kind == TK_EOF || k >= LOOKAHEAD - 2)
				return false;	/* too long to tell: a declarator */
			depth += is_p(t, P_LPAREN) - is_p(t, P_RPAREN);
			if (!depth)
				break;
		}
	}
	return is_declspec_start(peek(k)) || is_p(peek(k), P_RPAREN);
}

static bool nested_declarator_follows(void)
{
	Tok *n = peek(1);
	if (is_p(n, P_STAR) || is_p(n, P_CARET) || is_p(n, P_LPAREN))
		return true;
	if (is_p(n, P_LBRACKET))
		return is_p(peek(2), P_LBRACKET);
	if (n->kind == TK_IDENT) {
		if (n->ident->kw == KW_GNU_ATTRIBUTE || n->ident->kw == KW_GNU_ATTRIBUTE2)
			return !attrs_then_params();
		if (n->ident->kw)
			return false;
		return !typedef_sym(n);
	}
	return false;
}

/* sparse's -Wstrict-prototypes: "f()" right after the name, unless a
 * plain declaration ("int f();", "int f(), g;"), as sparse decides. */
static void check_empty_parens(Ident *name)
{
	if (is_p(tok, P_LPAREN) && is_p(peek(1), P_RPAREN) &&
	    !is_p(peek(2), P_SEMI) && !is_p(peek(2), P_COMMA) &&
	    sparse_parse_check(CK_STRICT_PROTOTYPES))
		parse_sdiag(SPARSE_WARNING, CK_STRICT_PROTOTYPES, peek(1)->loc,
		     "non-ANSI function declaration of function '%s'", name->name);
}

/* declarator: pointers, then a name or a parenthesised declarator, then
 * array and function suffixes.  name may be NULL (abstract declarator). */
Type *declarator_nested(Type *ty, Ident **name, Loc *loc, Attr **attrs)
{
	Type *base = ty;
	int depth = paren_next;
	paren_next = 0;
	if (is_attr_start()) {
		/* "int *a, __rcu **b": attributes that start a declarator
		 * qualify its base type, as declaration specifiers would */
		ty = apply_type_attrs(ty, attributes(NULL), false);
	}
	ty = pointers(ty);
	if (is_attr_start())
		*attrs = attributes(*attrs);
	if (is_p(tok, P_LPAREN) && nested_declarator_follows()) {
		advance();
		Type *hole = type_new(TY_VOID, 1, 1);
		paren_next = depth + 1;
		Type *inner = declarator(hole, name, loc, attrs);
		Type **slot = base_slot;
		expect(P_RPAREN);
		Type *outer = suffixes(ty, name ? *name : NULL);
		Type *t = paren_fill(inner, slot, hole, outer, depth);
		base_slot = depth ? slot_of(outer, base) : NULL;
		return t;
	}
	if (tok->kind == TK_IDENT && !tok->ident->kw) {
		*name = tok->ident;
		*loc = tok->loc;
		advance();
		check_empty_parens(*name);
	} else if (tok->kind == TK_IDENT && (tok->ident->kw == KW_FALSE || tok->ident->kw == KW_TRUE) &&
		   opt.std < 2023) {
		*name = tok->ident;
		*loc = tok->loc;
		advance();
	}
	if (is_attr_start())
		*attrs = attributes(*attrs);	/* f [[gnu::noinline]] (void) */
	Type *t = suffixes(ty, *name);
	if (is_attr_start())
		*attrs = attributes(*attrs);
	base_slot = depth ? slot_of(t, base) : NULL;
	return t;
}

/* sparse's [noreturn] on a function pointer: attribute noreturn among
 * the declaration specifiers marks each pointer to a function the
 * declarator makes (not through a function's parameters or return type;
 * not the _Noreturn keyword, not an attribute after the declarator). */
Type *mark_noreturn(Type *t)
{
	if (t->kind != TY_PTR && t->kind != TY_ARRAY)
		return t;
	Type *base = t->base;
	if (t->kind == TY_PTR && base->kind == TY_FUNC) {
		if (base->flags & T_NORETURN)
			return t;
		base = type_copy(base);
		base->flags |= T_NORETURN;
	} else {
		base = mark_noreturn(base);
	}
	if (base == t->base)
		return t;
	t = type_copy(t);
	t->base = base;
	return t;
}

/* A type name: specifiers and an abstract declarator (casts, sizeof). */
Type *type_name(void)
{
	DeclSpec ds;
	declspec(&ds, false);
	Type *base = apply_type_attrs(ds.ty, ds.attrs, false);
	Ident *name = NULL;
	Loc loc;
	Attr *attrs = NULL;
	Type *t = declarator(base, &name, &loc, &attrs);
	if (name)
		diag(DIAG_ERROR, CK_NONE, loc, "expected ')' before '%s'", name->name);
	return finish_decl_type(noreturn_pointers(t, ds.attrs), attrs, false);
}

/* --- declarations ----------------------------------------------------------- */

void static_assert_decl(void)
{
	Loc loc = tok->loc;
	advance();
	if (!expect(P_LPAREN)) {
		skip_to_semi();
		return;
	}
	/* sparse evaluates the assertion as it parses it, laying out the
	 * structs it looks into (and warning about them) before anything
	 * else is checked */
	PtrVec *saved_log = sema_member_log;
	sema_member_log = unit && parsing ? &unit->examined_early : NULL;
	Node *e = cond_expr();
	sema_member_log = saved_log;
	const char *msg = NULL;
	int msglen = 0;
	if (accept(P_COMMA)) {
		if (tok->kind != TK_STRING) {
			expected("string literal");
			skip_to_semi();
			return;
		}
		msg = tok->text;
		msglen = tok->len;
		advance();
		while (tok->kind == TK_STRING)
			advance();
	}
	expect(P_RPAREN);
	if (!expect(P_SEMI))
		skip_to_semi();
	int64_t v;
	if (!e->ty || !is_integer(e->ty) || !eval_int(e, &v)) {
		diag(DIAG_ERROR, CK_NONE, e->loc, "expression in static assertion is not constant");
		return;
	}
	if (!v) {
		if (msg)
			diag(DIAG_ERROR, CK_NONE, loc,
				"static assertion failed: %.*s", msglen, msg);
		else
			diag(DIAG_ERROR, CK_NONE, loc, "static assertion failed");
	}
}

static void skip_asm_label(Symbol *s)
{
	advance();	/* asm */
	expect(P_LPAREN);
	Ident *name = NULL;
	while (tok->kind == TK_STRING) {
		if (!name)
			name = intern(tok->text, tok->len);
		advance();
	}
	expect(P_RPAREN);
	if (s)
		s->asm_name = name;
}

/* Whether gcc 12 on x86-64 knows a register by this name (its
 * decode_reg_name(): i386.h's REGISTER_NAMES, their numbers 0-75 and the
 * ADDITIONAL_REGISTER_NAMES, after an optional '%' or '#').  spelled is
 * the string literal as written, quotes included. */
static bool x86_64_reg_name(const char *spelled)
{
	static const char *const names[] = {
		"ax", "dx", "cx", "bx", "si", "di", "bp", "sp", "st", "st(1)", "st(2)",
		"st(3)", "st(4)", "st(5)", "st(6)", "st(7)", "argp", "flags", "fpsr",
		"frame", "eax", "edx", "ecx", "ebx", "esi", "edi", "ebp", "esp", "rax",
		"rdx", "rcx", "rbx", "rsi", "rdi", "rbp", "rsp", "al", "dl", "cl", "bl",
		"sil", "dil", "bpl", "spl", "ah", "dh", "ch", "bh",
	};
	static const struct { const char *pfx; int n; } numbered[] = {
		{"xmm", 32}, {"ymm", 32}, {"zmm", 32}, {"mm", 8}, {"k", 8}, {"r", 16},
	};
	char s[16];
	size_t len = strlen(spelled);
	if (len < 2 || spelled[0] != '"' || spelled[len - 1] != '"' || len - 2 >= sizeof(s))
		return true;	/* a prefixed or long string: not judged */
	memcpy(s, spelled + 1, len - 2);
	s[len - 2] = 0;
	const char *r = *s == '%' || *s == '#' ? s + 1 : s;
	for (size_t i = 0; i < sizeof(names) / sizeof(names[0]); i++)
		if (!strcmp(r, names[i]))
			return true;
	char *end;
	for (size_t i = 0; i < sizeof(numbered) / sizeof(numbered[0]); i++) {
		size_t pl = strlen(numbered[i].pfx);
		if (!strncmp(r, numbered[i].pfx, pl) && r[pl] >= '0' && r[pl] <= '9') {
			long n = strtol(r + pl, &end, 10);
			if (!*end && (r[pl] != '0' || !r[pl + 1]) &&
			    n < numbered[i].n && (*numbered[i].pfx != 'r' || n >= 8))
				return true;
		}
	}
	if (*r >= '0' && *r <= '9') {
		long n = strtol(r, &end, 10);
		return !*end && n <= 75;
	}
	return false;
}

/* Record a declaration; merges with an earlier one of the same entity. */
/* Remember how a file-scope symbol was declared this time (check.c
 * compares its definition with the earlier ones, as sparse does). */
static Loc site_loc;	/* the declarator being declared starts here */
uint32_t site_gen;
uint32_t body_site_gen;

static void add_site(Symbol *s, Type *ty, DeclSpec *ds, Loc loc)
{
	if (site_loc.file)
		loc = site_loc;
	if (scope->depth != 0 || s->kind == SYM_TYPEDEF)
		return;
	DeclSite *d = arena_alloc(tu_arena, sizeof *d);
	*d = (DeclSite){.prev = s->sites, .ty = ty, .loc = loc, .storage = ds->storage,
			.is_inline = ds->is_inline, .gen = ++site_gen};
	s->sites = d;
}

static Symbol *declare_sym(Ident *name, Type *ty, DeclSpec *ds, Loc loc, bool has_init);

static Symbol *declare(Ident *name, Type *ty, DeclSpec *ds, Loc loc, bool has_init)
{
	Symbol *s = declare_sym(name, ty, ds, loc, has_init);
	if (s && s->name == name)
		add_site(s, ty, ds, loc);
	return s;
}

static Type *restricted_identity(Type *t)
{
	if (!(t->flags & T_RESTRICTED) || !check_on[CK_BITWISE])
		return NULL;
	return t->restricted ? t->restricted : t;
}

/* A typedef written again: gcc takes the same type twice, but each
 * __bitwise makes a type of its own, so sparse sees two (an error, at
 * parse time, that silences every later warning). */
static void check_typedef_restricted(Symbol *prev, Type *ty, Loc loc)
{
	if (!sparse_parse_check(CK_REDECLARATION) ||
	    restricted_identity(prev->ty) == restricted_identity(ty))
		return;
	const char *name = prev->name->name;
	parse_sdiag(SPARSE_ERROR, CK_REDECLARATION, loc,
	     "symbol '%s' redeclared with different type (different base types):", name);
	parse_sdiag(SPARSE_INFO, CK_NONE, loc, "%s", show_type(ty, name, 0, -1));
	parse_sdiag(SPARSE_NOTE, CK_NONE, prev->loc, "note: previously declared as:");
	parse_sdiag(SPARSE_INFO, CK_NONE, prev->loc, "%s", show_type(prev->ty, name, 0, -1));
	sdiag_parse_error = true;
	/* the name now stands for the new type, and the next declaration
	 * is compared with this one */
	prev->ty = ty;
	prev->loc = loc;
}

/* Where sparse places a symbol: a parameter at its first specifier. */
static Loc sparse_decl_loc(Symbol *s)
{
	if (!s->is_param || !cur_fn)
		return s->loc;
	Param *p = cur_fn->ty->params;
	for (Symbol *q = cur_fn->params; q && p; q = q->prev_decl, p = p->next)
		if (q == s)
			return p->spec_loc;
	return s->loc;
}

/* sparse's -Wshadow, at parse time as sparse: a block-scope declaration
 * whose name an outer scope already declares (functions aside; typedef
 * names are a namespace of their own, as in sparse).  One warning, at the
 * nearest such declaration; a block-scope extern naming a file-scope
 * non-static symbol redeclares it and shadows nothing. */
static void check_shadow(Ident *name, SymKind kind, DeclSpec *ds, Loc loc)
{
	if (!sparse_parse_check(CK_SHADOW) || scope->depth == 0)
		return;
	for (Symbol *old = name->sym; old; old = old->shadow) {
		if ((old->kind == SYM_TYPEDEF) != (kind == SYM_TYPEDEF) || old->builtin)
			continue;
		if (old->depth == scope->depth)
			return;
		if (ds->storage == SC_EXTERN && old->depth == 0 && old->storage != SC_STATIC)
			return;
		if (old->kind == SYM_FUNC)
			continue;
		parse_sdiag(SPARSE_WARNING, CK_SHADOW, loc, "symbol '%s' shadows an earlier one",
		     name->name);
		parse_sdiag(SPARSE_NOTE, CK_SHADOW, sparse_decl_loc(old), "originally declared here");
		return;
	}
}

/* A block-scope extern names the object of the visible declaration with
 * linkage, and takes the composite type (6.2.7): "extern char i[];" after
 * "char i[10];" has size 10 for gcc.  sparse keeps the incomplete type,
 * and check mode with it. */
static Type *linked_type(Symbol *prev, Type *ty)
{
	if (!gcc_constraints() || !prev || prev->kind != SYM_VAR || prev->builtin ||
	    (prev->depth > 0 && prev->storage != SC_EXTERN) ||
	    !type_compatible(unqual(prev->ty), unqual(ty), false))
		return ty;
	return composite(ty, prev->ty);
}

static Symbol *declare_sym(Ident *name, Type *ty, DeclSpec *ds, Loc loc, bool has_init)
{
	SymKind kind = ds->storage == SC_TYPEDEF ? SYM_TYPEDEF : ty->kind == TY_FUNC ? SYM_FUNC : SYM_VAR;
	Symbol *prev = name->sym;
	if (prev && prev->depth == scope->depth && !prev->builtin) {
		if (prev->kind != kind) {
			gcc_error(loc, "'%s' redeclared as different kind of symbol", name->name);
		} else if (kind == SYM_TYPEDEF) {
			if (!type_compatible(prev->ty, ty, false)) {
				Type *shown = type_copy(ty);
				shown->name = NULL;	/* gcc shows what the name stands for */
				gcc_error(loc, "conflicting types for '%s'; have '%s'", name->name,
					 type_str(shown));
			} else {
				check_typedef_restricted(prev, ty, loc);
			}
			return prev;
		} else if (scope->depth > 0 && ds->storage != SC_EXTERN && prev->storage != SC_EXTERN &&
			   kind == SYM_VAR && !prev->is_param) {
			if (has_init && prev->defined)
				gcc_error(loc, "redefinition of '%s'", name->name);
			else
				gcc_error(loc, "redeclaration of '%s' with no linkage", name->name);
		} else if (scope->depth > 0 && prev->is_param && kind == SYM_VAR) {
			gcc_error(loc, "'%s' redeclared as different kind of symbol", name->name);
		} else if (!type_compatible(unqual(prev->ty), unqual(ty), false)) {
			gcc_error(loc, "conflicting types for '%s'; have '%s'", name->name, type_str(ty));
		} else {
			if (has_init && prev->defined && kind == SYM_VAR) {
				gcc_error(loc, "redefinition of '%s'", name->name);
			}
			/* not after a GNU89 extern inline, which a static
			 * definition replaces, nor for a second body, which
			 * gcc reports as a redefinition alone */
			if (ds->storage == SC_STATIC && prev->storage != SC_STATIC && scope->depth == 0 &&
			    kind == SYM_FUNC && !prev->extern_inline_def &&
			    !(prev->defined && is_p(tok, P_LBRACE)))
				gcc_error(loc, "static declaration of '%s' follows non-static declaration",
					  name->name);
			prev->ty = composite(ty, prev->ty);
			prev->ndecl++;
			if (ds->storage == SC_STATIC)
				prev->storage = SC_STATIC;
			else if (ds->storage == SC_NONE && prev->storage == SC_EXTERN)
				prev->storage = SC_NONE;
			if (ds->is_inline)
				prev->is_inline = true;
			return prev;
		}
	}
	if (kind == SYM_VAR && ds->storage == SC_EXTERN && scope->depth > 0)
		ty = linked_type(prev, ty);
	check_shadow(name, kind, ds, loc);
	Symbol *s = bind(name, kind, ty, loc);
	s->ndecl = 1;
	s->storage = ds->storage;
	s->is_inline = ds->is_inline;
	s->noreturn = ds->noreturn;
	return s;
}


/* sparse on a file-scope declaration with no type specifier (the first
 * declarator's): an int or a function returning int, not a pointer. */
static void warn_implicit_type(Ident *name, Type *t, Loc loc)
{
	if (!sparse_parse_check(CK_IMPLICIT_TYPE))
		return;
	if (t->kind == TY_FUNC && t->base && t->base->kind == TY_INT)
		parse_sdiag(SPARSE_WARNING, CK_IMPLICIT_TYPE, loc,
			    "'%s()' has implicit return type", name->name);
	else if (t->kind == TY_INT)
		parse_sdiag(SPARSE_WARNING, CK_IMPLICIT_TYPE, loc, "'%s' has implicit type",
			    name->name);
}

/* Attributes any declaration leaves on its symbol.  externally_visible:
 * the symbol is meant to be reached from outside C (assembly, the
 * linker), so sparse's -Wdecl does not ask for it to be static.  pure or
 * const: sparse's expansion counts a call to it as cheap. */
static void mark_attrs(Symbol *s, Attr *a)
{
	for (; a; a = a->next) {
		if (a->name == id_externally_visible)
			s->ext_visible = true;
		else if (a->name == id_gnu_inline)
			s->gnu_inline = true;
		else if (a->name == id_pure || a->name == id_const)
			s->pure = true;
	}
}

static void mark_visible(Symbol *s, Attr *attrs, DeclSpec *ds)
{
	mark_attrs(s, attrs);
	mark_attrs(s, ds->attrs);
}

/* gcc's "redefinition of" a function: a second body is an error unless
 * the first was a GNU89 "extern inline" one (-std=gnu89, -fgnu89-inline
 * or __attribute__((gnu_inline)) on it), which only offers a body for
 * inlining, and the second is not one too.  Records what this one is. */
static void check_redefinition(Symbol *s, Attr *attrs, DeclSpec *ds, Loc loc)
{
	bool gnu = gnu89_inline() || find_attr(attrs, id_gnu_inline) ||
		   find_attr(ds->attrs, id_gnu_inline);
	bool ext_inline = ds->is_inline && ds->storage == SC_EXTERN && gnu;
	if (s->defined && (!s->extern_inline_def || ext_inline))
		gcc_error(loc, "redefinition of '%s'", s->name->name);
	s->extern_inline_def = ext_inline;
}

/* gcc accepts "void f(int); f(int x) { }": a definition whose return
 * type defaults to int, after a declaration returning void, keeps void
 * (only a warning); in check mode sparse's redeclaration error stands. */
static Type *keep_void_return(Ident *name, Type *t, DeclSpec *ds)
{
	Symbol *prev = name->sym;
	if (ds->has_type || !gcc_constraints() || !prev || prev->depth != scope->depth ||
	    prev->kind != SYM_FUNC || prev->ty->base->kind != TY_VOID ||
	    t->base->kind != TY_INT || t->base->name)
		return t;
	Type *v = type_copy(t);
	v->base = prev->ty->base;
	return type_compatible(unqual(prev->ty), v, false) ? v : t;
}

/* A GNU nested function is an automatic entity: gcc refuses the storage
 * classes that would give it linkage or a register. */
static void check_nested_storage(Ident *name, DeclSpec *ds, Loc loc)
{
	if (ds->storage == SC_STATIC)
		gcc_error(loc, "invalid storage class for function '%s'", name->name);
	else if (ds->storage == SC_EXTERN)
		gcc_error(loc, "nested function '%s' declared 'extern'", name->name);
	else if (ds->storage == SC_REGISTER)
		gcc_error(loc, "function definition declared 'register'");
}

/* A declaration after its specifiers: declarators, initializers, or a
 * function definition.  Returns the ND_DECL nodes made. */
Node *init_declarators(DeclSpec *ds, bool file_scope)
{
	Node head = {0}, *cur = &head;
	if (ds->ended)
		return NULL;	/* the specifiers already reported a missing ';' */
	if (is_p(tok, P_SEMI)) {
		advance();
		return NULL;
	}
	bool typedef_ = ds->storage == SC_TYPEDEF;
	bool had_init = false;
	/* one declaration-specifier list, one type: "unsigned __bitwise p, q"
	 * declares two objects of the same restricted type (sparse) */
	Type *list_base = apply_type_attrs(ds->ty, ds->attrs, typedef_);
	for (;;) {
		Ident *name = NULL;
		had_init = false;
		Loc loc = tok->loc;
		Loc dloc = tok->loc;	/* sparse places a symbol at its declarator */
		site_loc = dloc;
		Attr *attrs = NULL;
		Type *base = list_base;
		if (is_p(tok, P_LBRACKET) && !is_p(peek(1), P_LBRACKET)) {
			expected("identifier or '('");	/* "int [3] a;" */
			skip_to_semi();
			return head.next;
		}
		last_array_loc = (Loc){0};
		Type *t = declarator(base, &name, &loc, &attrs);
		Loc array_loc = last_array_loc;
		Symbol *asm_holder = NULL;
		Symbol tmp = {0};
		if (is_asm_kw(tok)) {
			skip_asm_label(&tmp);
			asm_holder = &tmp;
		}
		attrs = attributes(attrs);
		t = finish_decl_type(noreturn_pointers(t, ds->attrs), attrs, typedef_);
		if (!name) {
			expected("identifier or '('");
			skip_to_semi();
			return head.next;
		}
		if (file_scope && !head.next && cur == &head && !ds->has_type)
			warn_implicit_type(name, t, loc);
		if (typedef_) {
			if ((is_record(t) || t->kind == TY_ENUM) && t->tag && !t->tag->name &&
			    !t->tag->typedef_name)
				t->tag->typedef_name = name;
			Type *c = type_copy(t);
			c->name = name;
			/* the first typedef names a restricted type made by its
			 * specifiers (not one made after the declarator: sparse) */
			if (c->restricted && !c->restricted->rname && list_base->restricted == c->restricted)
				c->restricted->rname = name;
			int al = decl_align(attrs);
			if (ds->align > al)
				al = ds->align;
			if (al) {
				c->align = al;
				c->flags |= T_USERALIGN;
			}
			Node *n = new_node(ND_DECL, loc);
			n->sym = declare(name, c, ds, loc, false);
			n->ty = c;
			cur = cur->next = n;
		} else if (t->kind == TY_FUNC && (is_p(tok, P_LBRACE) ||
				(is_declspec_start(tok) && (t->flags & T_OLDSTYLE)))) {
			/* a function definition; in a block, a GNU nested one */
			if (!file_scope)
				check_nested_storage(name, ds, loc);
			t = keep_void_return(name, t, ds);
			Symbol *s = declare(name, t, ds, loc, false);
			if (!s->def_site)
				s->def_site = s->sites;
			/* the definition's own (sparse judges its body by them);
			 * calls see the latest declaration's, even none */
			s->def_contexts = contexts_of(attrs, contexts_of(ds->attrs, NULL));
			s->contexts = s->def_contexts;
			if (s->sites && s->sites->gen == site_gen)
				s->sites->contexts = s->contexts;
			check_redefinition(s, attrs, ds, loc);
			if (asm_holder)
				s->asm_name = tmp.asm_name;
			s->defined = true;
			if (find_attr(attrs, id_noreturn) || find_attr(ds->attrs, id_noreturn))
				s->noreturn = true;
			mark_visible(s, attrs, ds);
			Node *n = new_node(ND_DECL, dloc);
			n->sym = s;
			if (s->ndecl > 1)
				n->flags |= DF_REDECLARED;
			n->flags |= DF_FUNC_DEF;
			if (!s->def)
				s->def = n;
			/* sparse, as the body starts: at the declarator ("*f") */
			if (ds->storage == SC_EXTERN && !ds->is_inline &&
			    sparse_parse_check(CK_EXTERNAL_FUNCTION_HAS_DEFINITION))
				parse_sdiag(SPARSE_WARNING, CK_EXTERNAL_FUNCTION_HAS_DEFINITION, dloc,
					"function '%s' with external linkage has definition", name->name);
			s->body = function_body(s, t);
			n->ty = s->ty;
			cur = cur->next = n;
			return head.next;
		} else {
			if (ds->auto_type && is_p(tok, P_ASSIGN)) {
				/* __auto_type / C23 auto: the initializer's type */
				advance();
				Node *init = assign_expr();
				had_init = true;
				Type *it = value_type(init);
				if (ds->ty->qual)
					it = qualify(it, ds->ty->qual);
				Symbol *s = declare(name, it, ds, loc, true);
				s->init = init;
				s->defined = true;
				Node *n = new_node(ND_DECL, loc);
				n->sym = s;
				n->ty = it;
				cur = cur->next = n;
				if (accept(P_COMMA))
					continue;
				break;
			}
			bool has_init = is_p(tok, P_ASSIGN);
			Symbol *s = declare(name, t, ds, loc, has_init);
			if (!s->array_loc.file)
				s->array_loc = array_loc;
			if (t->kind == TY_FUNC) {
				s->contexts = contexts_of(attrs, contexts_of(ds->attrs, NULL));
				if (s->sites && s->sites->gen == site_gen)
					s->sites->contexts = s->contexts;
				if (find_attr(attrs, id_noreturn) || find_attr(ds->attrs, id_noreturn))
					s->noreturn = true;
				/* for gcc, an alias is the function's definition */
				if (gcc_constraints() &&
				    (find_attr(attrs, id_alias) || find_attr(ds->attrs, id_alias))) {
					check_redefinition(s, attrs, ds, loc);
					s->defined = true;
				}
			}
			if (asm_holder)
				s->asm_name = tmp.asm_name;
			/* a global register variable: gcc checks the name as
			 * it parses (a local one only when compiling) */
			if (file_scope && ds->storage == SC_REGISTER && asm_holder && !opt.m32 &&
			    tmp.asm_name && !x86_64_reg_name(tmp.asm_name->name))
				gcc_error(loc, "invalid register name for '%s'", name->name);
			mark_visible(s, attrs, ds);
			int al = decl_align(attrs);
			if (decl_align(ds->attrs) > al)
				al = decl_align(ds->attrs);
			if (ds->align > al)
				al = ds->align;
			if (al > s->align)
				s->align = al;
			Attr *cl = find_attr(attrs, id_cleanup);
			if (!cl)
				cl = find_attr(ds->attrs, id_cleanup);
			if (cl)
				s->cleanup = arg_ident(cl->args);
			if (has_init) {
				advance();
				had_init = true;
				Type *ity = s->ty;
				s->init = initializer(&ity);
				if (ity != s->ty)
					s->ty = ity;
				s->defined = true;
			} else if (file_scope && ds->storage != SC_EXTERN && t->kind != TY_FUNC) {
				/* tentative definition */
			}
			if (s->ty->kind == TY_VOID && ds->storage != SC_EXTERN) {
				gcc_error(loc, "variable or field '%s' declared void", name->name);
			} else if (!file_scope && s->ty->kind != TY_FUNC && ds->storage != SC_EXTERN &&
				   !is_complete(s->ty) && !(s->ty->kind == TY_ARRAY && s->init)) {
				if (s->ty->kind == TY_ARRAY && s->ty->len < 0 && !(s->ty->flags & T_VLA))
					gcc_error(loc, "array size missing in '%s'", name->name);
				else
					gcc_error(loc, "storage size of '%s' isn't known", name->name);
			}
			if (file_scope && variably_modified(s->ty))
				gcc_error(loc, "variably modified '%s' at file scope", name->name);
			Node *n = new_node(ND_DECL, dloc);
			n->sym = s;
			n->ty = s->ty;
			n->init = s->init;
			if (s->ndecl > 1)
				n->flags |= DF_REDECLARED;
			if (ds->storage == SC_STATIC)
				n->flags |= DF_STATIC;
			if (ds->storage == SC_EXTERN)
				n->flags |= DF_EXTERN;
			else if (!s->def && s->kind == SYM_VAR)
				s->def = n;
			if (s->def == n && !s->def_site)
				s->def_site = s->sites;
			cur = cur->next = n;
		}
		if (accept(P_COMMA))
			continue;
		if (!is_p(tok, P_SEMI)) {
			/* gcc: a new declaration on the next line means a
			 * forgotten ';' (reported after the declarator, and
			 * the next declaration is read normally) */
			bool newline = prev_end.file && prev_end.line != tok->loc.line;
			if (had_init)
				expected("',' or ';'");
			else if (newline && is_declspec_start(tok) && tok_desc(tok))
				diag(DIAG_ERROR, CK_NONE, prev_end,
					"expected ';' before %s", tok_desc(tok));
			else
				expected("'=', ',', ';', 'asm' or '__attribute__'");
			if (!newline)
				skip_to_semi();
			return head.next;
		}
		break;
	}
	advance();
	return head.next;
}

Node *declaration(bool file_scope)
{
	if (is_kw(tok, KW_STATIC_ASSERT) || is_kw(tok, KW_STATIC_ASSERT23)) {
		static_assert_decl();
		return NULL;
	}
	DeclSpec ds;
	declspec(&ds, true);
	if (!ds.has_type && !ds.storage && !ds.is_inline && ds.ty == ty_int && !ds.attrs &&
	    tok->kind == TK_IDENT && !tok->ident->kw && !file_scope) {
		/* nothing */
	}
	return init_declarators(&ds, file_scope);
}

/* The unit is over: every part of the parser back to a fresh process's
 * state (the fuzz harness runs the next unit in the same process). */
void parse_finish(void)
{
	arena_free(&decl_arena);
	parse_state_finish();
	parse_decl_finish();
	parse_stmt_finish();
	parse_lazy_finish();
	sema_finish();
	base_slot = NULL;
	paren_next = 0;
	free(settle_vec.v);
	memset(&settle_vec, 0, sizeof(settle_vec));
	site_loc = (Loc){0};
	site_gen = body_site_gen = 0;
}
