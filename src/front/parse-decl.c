/* parse-decl.c - what a declaration says before its declarators:
 * attributes, declaration specifiers, and struct, union and enum types.
 *
 * One unit because specifiers and attributes come in any order and bear on
 * each other: declspec() reads both, and a struct's or an enum's body,
 * whose attributes set its layout; what a type attribute means (sparse's
 * address spaces and bitwise types, machine modes, alignment) is decided
 * here too. */
#include <stdlib.h>
#include <string.h>
#include "type.h"
#include "diag.h"
#include "parse-internal.h"
#include "attr-known.h"
#include "type.h"

/* --- attributes ------------------------------------------------------------ */

/* What a declaration needs only while it is parsed lives in decl_arena,
 * which each file-scope declaration gives back (parse_unit()):
 * - attribute lists (their arguments are nodes in the unit's arena: what
 *   is kept of them, a context's lock expression, stays valid);
 * - a prototype's parameter symbols, needed while its parameter list is
 *   parsed (a later parameter's VLA bound may name an earlier one), unless
 *   a node refers to one (a VLA bound, sparse's context(lock) attribute):
 *   then the declaration keeps what it made there.  A definition's body
 *   binds its own parameters from the Params.
 * Kernel headers declare tens of thousands of parameters, a third of all
 * symbols, and put attributes on most declarations. */
Arena decl_arena;

/* "__packed__" and "packed" are the same attribute. */
static Ident *attr_name(Tok *t)
{
	const char *s = t->text;
	uint32_t n = t->len;
	if (n > 4 && s[0] == '_' && s[1] == '_' && s[n - 1] == '_' && s[n - 2] == '_')
		return intern(s + 2, n - 4);
	return t->ident;
}

/* Skip balanced tokens up to a ',' or ')' at this level. */
void skip_balanced_arg(void)
{
	int depth = 0;
	while (tok->kind != TK_EOF) {
		if (is_p(tok, P_LPAREN) || is_p(tok, P_LBRACKET) || is_p(tok, P_LBRACE))
			depth++;
		else if (is_p(tok, P_RPAREN) || is_p(tok, P_RBRACKET) || is_p(tok, P_RBRACE)) {
			if (!depth)
				return;
			depth--;
		} else if (is_p(tok, P_COMMA) && !depth)
			return;
		advance();
	}
}

static bool expr_start(Tok *t)
{
	if (t->kind == TK_NUMBER || t->kind == TK_STRING || t->kind == TK_CHAR)
		return true;
	if (t->kind == TK_IDENT)
		return true;
	if (t->kind != TK_PUNCT)
		return false;
	switch (t->punct) {
	case P_LPAREN: case P_AMP: case P_STAR: case P_PLUS: case P_MINUS:
	case P_TILDE: case P_NOT: case P_INC: case P_DEC: case P_ANDAND:
		return true;
	default:
		return false;
	}
}

Attr *attr_args(Attr *a)
{
	Node head = {0}, *cur = &head;
	bool save = in_attr, qsave = sema_quiet;
	in_attr = true;
	sema_quiet = true;
	while (!is_p(tok, P_RPAREN) && tok->kind != TK_EOF) {
		Node *e = NULL;
		if (expr_start(tok) && !is_typename(tok))
			e = assign_expr();
		else if (is_typename(tok))
			(void)type_name();
		if (!is_p(tok, P_COMMA) && !is_p(tok, P_RPAREN))
			skip_balanced_arg();
		if (e) {
			cur = cur->next = e;
			a->nargs++;
		}
		if (!accept(P_COMMA))
			break;
	}
	in_attr = save;
	sema_quiet = qsave;
	a->args = head.next;
	expect(P_RPAREN);
	return a;
}

/* __attribute__((a, b(x), ...)) and [[a, gnu::b(x)]], any number of them. */
Attr *attributes(Attr *list)
{
	Attr **tail = &list;
	while (*tail)
		tail = &(*tail)->next;
	while (is_attr_start()) {
		bool std = is_p(tok, P_LBRACKET);
		advance();
		if (std) {
			advance();
		} else if (!expect(P_LPAREN) || !expect(P_LPAREN)) {
			skip_to_semi();
			return list;
		}
		int close = std ? P_RBRACKET : P_RPAREN;
		while (!is_p(tok, close) && tok->kind != TK_EOF) {
			if (accept(P_COMMA))
				continue;
			if (tok->kind != TK_IDENT) {
				expected("identifier");
				skip_balanced_arg();
				/* It stops at a stray ')' ']' or '}' without moving:
				 * leave the list (looped forever, found by fuzzing). */
				if (!is_p(tok, P_COMMA) && !is_p(tok, close))
					break;
				continue;
			}
			Attr *a = arena_zalloc(&decl_arena, sizeof(Attr));	/* see decl_arena */
			a->loc = tok->loc;
			a->name = attr_name(tok);
			if (!std && sparse_parse_check(CK_UNKNOWN_ATTRIBUTE) &&
			    !sparse_attribute_known(tok->text, tok->len))
				parse_sdiag(SPARSE_WARNING, CK_UNKNOWN_ATTRIBUTE, tok->loc,
					"unknown attribute '%.*s'", (int)tok->len, tok->text);
			advance();
			if (std && is_p(tok, P_COLONCOLON)) {
				advance();
				if (tok->kind == TK_IDENT) {
					a->name = attr_name(tok);
					advance();
				}
			} else if (std && is_p(tok, P_COLON) && is_p(peek(1), P_COLON)) {
				advance();
				advance();
				if (tok->kind == TK_IDENT) {
					a->name = attr_name(tok);
					advance();
				}
			}
			if (accept(P_LPAREN))
				attr_args(a);
			*tail = a;
			tail = &a->next;
		}
		expect(close);
		expect(close);
	}
	return list;
}

Ident *arg_ident(Node *n)
{
	if (!n)
		return NULL;
	if ((n->kind == ND_VAR || n->kind == ND_ENUMCONST || n->kind == ND_FUNCNAME) && n->sym)
		return n->sym->name;
	if (n->kind == ND_VAR && n->str)
		return intern_cstr(n->str);
	if (n->kind == ND_NUM)
		return intern_cstr(arena_printf(tu_arena, "%lld", (long long)n->ival));
	if (n->kind == ND_STR)
		return intern_cstr(n->str);
	return NULL;
}

/* address_space(__user) names its space; address_space(1), as older
 * kernels wrote it, is sparse's "<asn:1>"; 0 is the plain space. */
static Ident *address_space_name(Node *arg)
{
	if (arg && arg->kind == ND_NUM)
		return arg->ival ? intern_cstr(arena_printf(tu_arena, "<asn:%d>",
							    (int)arg->ival)) : NULL;
	return arg_ident(arg);
}

static int64_t arg_int(Attr *a, int64_t dflt)
{
	int64_t v;
	if (a->args && eval_int(a->args, &v))
		return v;
	if (a->args)
		diag(DIAG_ERROR, CK_NONE, a->loc, "requested alignment is not an integer constant");
	return dflt;
}

/* mode() on a pointer, for gcc: only an integer mode of the pointer's
 * own size leaves it a pointer (x86 has no other pointer modes). */
static Type *pointer_mode(Type *t, const char *s)
{
	static const struct { const char *name; int size; } modes[] = {
		{"QI", 1}, {"byte", 1}, {"HI", 2}, {"SI", 4}, {"DI", 8}, {"TI", 16},
	};
	int size = !strcmp(s, "word") || !strcmp(s, "pointer") ? (int)t->size : 0;
	for (size_t i = 0; i < sizeof(modes) / sizeof(modes[0]); i++)
		if (!strcmp(s, modes[i].name))
			size = modes[i].size;
	if (size != t->size)
		gcc_error(extdecl_loc, "invalid pointer mode '%s'", s);
	return t;
}

/* mode(QI) and friends: gcc's machine modes to C types. */
static Type *apply_mode(Type *t, Ident *m)
{
	if (!m)
		return t;
	const char *s = m->name;
	size_t n = strlen(s);
	char buf[16];
	if (n > 4 && s[0] == '_' && s[1] == '_' && s[n - 1] == '_') {
		snprintf(buf, sizeof buf, "%.*s", (int)(n - 4), s + 2);
		s = buf;
	}
	if (t->kind == TY_PTR && gcc_constraints())
		return pointer_mode(t, s);
	bool uns = is_integer(t) && is_unsigned(t);
	Type *r = NULL;
	if (!strcmp(s, "QI") || !strcmp(s, "byte"))
		r = int_of_size(1, uns);
	else if (!strcmp(s, "HI"))
		r = int_of_size(2, uns);
	else if (!strcmp(s, "SI"))
		r = int_of_size(4, uns);
	else if (!strcmp(s, "DI"))
		r = int_of_size(8, uns);
	else if (!strcmp(s, "TI"))
		r = uns ? ty_uint128 : ty_int128;
	else if (!strcmp(s, "word") || !strcmp(s, "pointer"))
		r = int_of_size(ty_long->size, uns);
	else if (!strcmp(s, "SF"))
		r = ty_float;
	else if (!strcmp(s, "DF"))
		r = ty_double;
	else if (!strcmp(s, "XF"))
		r = ty_ldouble;
	else if (!strcmp(s, "TF"))
		r = ty_float128;
	if (!r)
		return t;
	if (t->qual)
		r = qualify(r, t->qual);
	return r;
}

/* Attributes that change a type: sparse's annotations, alignment, modes,
 * vectors.  Each returns a new copy; a restricted (bitwise) type is its
 * own identity. */
Type *apply_type_attrs(Type *t, Attr *attrs, bool for_typedef)
{
	for (Attr *a = attrs; a; a = a->next) {
		Ident *n = a->name;
		if (n == id_bitwise) {
			t = type_copy(t);
			t->flags |= T_RESTRICTED;
			t->restricted = t;
		} else if (n == id_nocast) {
			t = type_copy(t);
			t->flags |= T_NOCAST;
			t->restricted = t;
		} else if (n == id_force) {
			t = type_copy(t);
			t->flags |= T_FORCE;
		} else if (n == id_noderef) {
			t = type_copy(t);
			t->flags |= T_NODEREF;
		} else if (n == id_safe) {
			t = type_copy(t);
			t->flags |= T_SAFE;
		} else if (n == id_address_space) {
			t = type_copy(t);
			/* sparse does not record a space under -Wno-address-space */
			if (check_on[CK_ADDRESS_SPACE])
				t->aspace = address_space_name(a->args);
		} else if (n == id_mode) {
			t = apply_mode(t, arg_ident(a->args));
		} else if (n == id_vector_size) {
			int64_t bytes = arg_int(a, 16);
			t = vector_of(t, bytes);
		} else if (n == id_aligned && for_typedef) {
			int64_t al = a->args ? arg_int(a, 16) : 16;
			t = type_copy(t);
			t->align = (int)al;
			t->flags |= T_USERALIGN;
		} else if (n == id_transparent_union) {
			t = type_copy(t);
			t->flags |= T_TRANSPARENT;
		}
	}
	return t;
}

/* context() after the declarator of a pointer to a function: sparse puts
 * it on the declared symbol, and a call through that symbol, a member or a
 * variable declared with its typedef (`f(x)`, `p->ops->f(x)`; not
 * `(*f)(x)`) changes the lock count as a call of such a function does.
 * The pointer's own come first, then its typedef's. */
Type *pointer_contexts(Type *t, Attr *attrs)
{
	Context *own = contexts_of(attrs, NULL);
	if (!own)
		return t;
	Context **tail = &own;
	while (*tail)
		tail = &(*tail)->next;
	for (Context *c = t->contexts; c; c = c->next) {
		*tail = NEW(Context);
		**tail = *c;
		(*tail)->next = NULL;
		tail = &(*tail)->next;
	}
	t = type_copy(t);
	t->contexts = own;
	return t;
}

/* context(expr, in, out) or context(in, out) attributes, in order. */
Context *contexts_of(Attr *attrs, Context *list)
{
	Context **tail = &list;
	while (*tail)
		tail = &(*tail)->next;
	for (Attr *a = attrs; a; a = a->next) {
		if (a->name != id_context || a->nargs < 2)
			continue;
		Context *c = NEW(Context);
		Node *arg = a->args;
		if (a->nargs >= 3) {
			c->expr = arg;
			arg = arg->next;
		}
		int64_t v;
		if (eval_int(arg, &v))
			c->in = (int)v;
		if (arg->next && eval_int(arg->next, &v))
			c->out = (int)v;
		*tail = c;
		tail = &c->next;
	}
	return list;
}

int decl_align(Attr *attrs)
{
	int al = 0;
	for (Attr *a = attrs; a; a = a->next)
		if (a->name == id_aligned) {
			int v = a->args ? (int)arg_int(a, 16) : 16;
			if (v > al)
				al = v;
		}
	return al;
}

/* --- declaration specifiers --------------------------------------------- */

static Type *struct_or_union(int kind);
static Type *enum_spec(void);
static bool last_was_body;	/* the tag just read had a { body } */
static Type *typeof_spec(bool unqualified);

bool is_typename(Tok *t)
{
	if (t->kind != TK_IDENT)
		return false;
	switch (t->ident->kw) {
	case KW_VOID: case KW_BOOL: case KW_BOOL23: case KW_CHAR: case KW_SHORT:
	case KW_INT: case KW_LONG: case KW_FLOAT: case KW_DOUBLE: case KW_SIGNED:
	case KW_GNU_SIGNED2: case KW_GNU_SIGNED3: case KW_UNSIGNED:
	case KW_STRUCT: case KW_UNION: case KW_ENUM: case KW_CONST:
	case KW_GNU_CONST2: case KW_GNU_CONST3: case KW_VOLATILE:
	case KW_GNU_VOLATILE2: case KW_GNU_VOLATILE3: case KW_RESTRICT:
	case KW_GNU_RESTRICT2: case KW_GNU_RESTRICT3: case KW_ATOMIC:
	case KW_COMPLEX: case KW_GNU_COMPLEX2: case KW_GNU_COMPLEX3: case KW_IMAGINARY:
	case KW_GNU_TYPEOF: case KW_GNU_TYPEOF2: case KW_GNU_TYPEOF3:
	case KW_TYPEOF_UNQUAL: case KW_TYPEOF_UNQUAL2: case KW_GNU_INT128:
	case KW_BITINT: case KW_ALIGNAS: case KW_ALIGNAS23:
	case KW_GNU_ATTRIBUTE: case KW_GNU_ATTRIBUTE2:
	case KW_GNU_AUTO_TYPE: case KW_GNU_SEG_FS: case KW_GNU_SEG_GS:
		return true;
	case KW_NONE:
		return typedef_sym(t) != NULL;
	default:
		return false;
	}
}

bool is_storage_or_fn_spec(Tok *t)
{
	if (t->kind != TK_IDENT)
		return false;
	switch (t->ident->kw) {
	case KW_TYPEDEF: case KW_EXTERN: case KW_STATIC: case KW_AUTO:
	case KW_REGISTER: case KW_INLINE: case KW_GNU_INLINE2: case KW_GNU_INLINE3:
	case KW_NORETURN: case KW_THREAD_LOCAL: case KW_THREAD_LOCAL23:
	case KW_GNU_THREAD: case KW_CONSTEXPR:
		return true;
	default:
		return false;
	}
}

/* __extension__ may start a declaration (and a struct member's), never
 * a type name: "(__extension__ 1)" is an expression, as gcc reads it. */
bool is_declspec_start(Tok *t)
{
	return is_typename(t) || is_storage_or_fn_spec(t) || is_kw(t, KW_STATIC_ASSERT) ||
	       is_kw(t, KW_GNU_EXTENSION) ||
	       (is_p(t, P_LBRACKET) && is_p(peek(1), P_LBRACKET));
}

enum {
	S_VOID = 1 << 0, S_BOOL = 1 << 2, S_CHAR = 1 << 4, S_SHORT = 1 << 6,
	S_INT = 1 << 8, S_LONG = 1 << 10, S_FLOAT = 1 << 12, S_DOUBLE = 1 << 14,
	S_OTHER = 1 << 16, S_SIGNED = 1 << 18, S_UNSIGNED = 1 << 20,
	S_INT128 = 1 << 22, S_COMPLEX = 1 << 24, S_BITINT = 1 << 26,
};

int qualifier_of(Tok *t)
{
	if (t->kind != TK_IDENT)
		return 0;
	switch (t->ident->kw) {
	case KW_CONST: case KW_GNU_CONST2: case KW_GNU_CONST3:
		return Q_CONST;
	case KW_VOLATILE: case KW_GNU_VOLATILE2: case KW_GNU_VOLATILE3:
		return Q_VOLATILE;
	case KW_RESTRICT: case KW_GNU_RESTRICT2: case KW_GNU_RESTRICT3:
		return Q_RESTRICT;
	default:
		return 0;
	}
}

/* Is this multiset of type specifiers one C allows? */
static bool valid_specs(int c)
{
	int sign = c & (S_SIGNED | S_UNSIGNED);
	if ((c & (S_SIGNED * 3)) > S_SIGNED || (c & (S_UNSIGNED * 3)) > S_UNSIGNED ||
	    (c & (S_COMPLEX * 3)) > S_COMPLEX)
		return false;
	int base = c & ~(S_SIGNED * 3 | S_UNSIGNED * 3 | S_COMPLEX * 3);
	switch (base) {
	case 0: case S_CHAR: case S_SHORT: case S_SHORT + S_INT: case S_INT:
	case S_LONG: case S_LONG + S_INT: case 2 * S_LONG: case 2 * S_LONG + S_INT:
	case S_INT128: case S_BITINT:
		return true;
	case S_VOID: case S_BOOL:
		return !sign && !(c & S_COMPLEX);
	case S_OTHER:	/* _Float16 _Complex: gcc's float keywords are typedefs here */
		return !sign;
	case S_FLOAT: case S_DOUBLE: case S_LONG + S_DOUBLE:
		return !sign;
	default:
		return false;
	}
}

static Type *spec_type(int c, Loc loc, int64_t bitint_width)
{
	bool uns = c & S_UNSIGNED;
	int base = c & ~(S_SIGNED | S_UNSIGNED | S_COMPLEX);
	Type *t;
	switch (base) {
	case S_VOID: t = ty_void; break;
	case S_BOOL: t = ty_bool; break;
	case S_CHAR:
		t = (c & S_SIGNED) ? ty_schar : uns ? ty_uchar : ty_char;
		break;
	case S_SHORT: case S_SHORT + S_INT:
		t = uns ? ty_ushort : ty_short;
		break;
	case 0: case S_INT:
		t = uns ? ty_uint : ty_int;
		break;
	case S_LONG: case S_LONG + S_INT:
		t = uns ? ty_ulong : ty_long;
		break;
	case 2 * S_LONG: case 2 * S_LONG + S_INT:
		t = uns ? ty_ullong : ty_llong;
		break;
	case S_INT128:
		t = uns ? ty_uint128 : ty_int128;
		break;
	case S_BITINT:
		t = bitint_type(uns, bitint_width);
		break;
	case S_FLOAT: t = ty_float; break;
	case S_DOUBLE: t = ty_double; break;
	case S_LONG + S_DOUBLE: t = ty_ldouble; break;
	default:
		t = ty_int;
	}
	if ((c & S_SIGNED) && base != S_CHAR && is_integer(t) && t->kind != TY_INT128 &&
	    !(c & S_COMPLEX)) {
		t = type_copy(t);
		t->flags |= T_SIGNED;
	}
	if (c & S_COMPLEX)
		t = complex_of(base == 0 ? ty_double : t);
	return t;
}

/* Reads declaration specifiers, GNU attributes and qualifiers in any
 * order.  allow_storage: false in struct members and type names. */
void declspec(DeclSpec *ds, bool allow_storage)
{
	memset(ds, 0, sizeof *ds);
	ds->loc = tok->loc;
	int c = 0, qual = 0;
	int64_t bitint_width = 0;
	bool defined_tag = false;	/* a struct/union/enum body was just read */
	Type *other = NULL;
	Ident *aspace = NULL;
	for (;;) {
		if (is_attr_start()) {
			ds->attrs = attributes(ds->attrs);
			continue;
		}
		if (tok->kind != TK_IDENT)
			break;
		int kw = tok->ident->kw;
		int q = qualifier_of(tok);
		if (q) {
			qual |= q;
			advance();
			continue;
		}
		switch (kw) {
		case KW_TYPEDEF: case KW_EXTERN: case KW_STATIC: case KW_AUTO:
		case KW_REGISTER: {
			if (kw == KW_AUTO && opt.std >= 2023 && !c && !other) {
				ds->auto_type = true;
				advance();
				continue;
			}
			int sc = kw == KW_TYPEDEF ? SC_TYPEDEF : kw == KW_EXTERN ? SC_EXTERN :
				 kw == KW_STATIC ? SC_STATIC : kw == KW_AUTO ? SC_AUTO : SC_REGISTER;
			if (!allow_storage)
				diag(DIAG_ERROR, CK_NONE, tok->loc,
					"expected specifier-qualifier-list before '%s'",
					 tok->ident->name);
			else if (ds->storage && ds->storage != sc)
				diag(DIAG_ERROR, CK_NONE, tok->loc,
					"multiple storage classes in declaration specifiers");
			ds->storage = sc;
			advance();
			continue;
		}
		case KW_INLINE: case KW_GNU_INLINE2: case KW_GNU_INLINE3:
			ds->is_inline = true;
			advance();
			continue;
		case KW_NORETURN:
			ds->noreturn = true;
			advance();
			continue;
		case KW_THREAD_LOCAL: case KW_THREAD_LOCAL23: case KW_GNU_THREAD:
			ds->thread_local = true;
			advance();
			continue;
		case KW_CONSTEXPR:
			qual |= Q_CONST;
			advance();
			continue;
		case KW_GNU_EXTENSION:
			advance();
			continue;
		case KW_ATOMIC:
			advance();
			if (is_p(tok, P_LPAREN)) {
				advance();
				other = type_name();
				expect(P_RPAREN);
				c += S_OTHER;
			}
			qual |= Q_ATOMIC;
			continue;
		case KW_GNU_SEG_FS: case KW_GNU_SEG_GS:
			aspace = kw == KW_GNU_SEG_FS ? id_seg_fs : id_seg_gs;
			advance();
			continue;
		case KW_ALIGNAS: case KW_ALIGNAS23: {
			advance();
			expect(P_LPAREN);
			int64_t v = 0;
			if (is_typename(tok)) {
				Type *t = type_name();
				v = t->align;
			} else {
				Node *e = cond_expr();
				if (!eval_int(e, &v))
					diag(DIAG_ERROR, CK_NONE, e->loc,
						"requested alignment is not an integer constant");
			}
			expect(P_RPAREN);
			if (v > ds->align)
				ds->align = (int)v;
			continue;
		}
		case KW_GNU_AUTO_TYPE:
			ds->auto_type = true;
			advance();
			continue;
		default:
			break;
		}
		if (kw == KW_NONE) {
			Symbol *td = typedef_sym(tok);
			if (!td || (c && !(c == S_COMPLEX && td->builtin)))
				break;
			other = td->ty;
			c += S_OTHER;
			advance();
			continue;
		}
		int add = 0;
		switch (kw) {
		case KW_VOID: add = S_VOID; break;
		case KW_BOOL: case KW_BOOL23: add = S_BOOL; break;
		case KW_CHAR: add = S_CHAR; break;
		case KW_SHORT: add = S_SHORT; break;
		case KW_INT: add = S_INT; break;
		case KW_LONG: add = S_LONG; break;
		case KW_FLOAT: add = S_FLOAT; break;
		case KW_DOUBLE: add = S_DOUBLE; break;
		case KW_SIGNED: case KW_GNU_SIGNED2: case KW_GNU_SIGNED3: add = S_SIGNED; break;
		case KW_UNSIGNED: add = S_UNSIGNED; break;
		case KW_GNU_INT128: add = S_INT128; break;
		case KW_COMPLEX: case KW_GNU_COMPLEX2: case KW_GNU_COMPLEX3: add = S_COMPLEX; break;
		case KW_IMAGINARY: add = S_COMPLEX; break;
		case KW_BITINT: add = S_BITINT; break;
		case KW_STRUCT: case KW_UNION: case KW_ENUM:
		case KW_GNU_TYPEOF: case KW_GNU_TYPEOF2: case KW_GNU_TYPEOF3:
		case KW_TYPEOF_UNQUAL: case KW_TYPEOF_UNQUAL2:
			add = S_OTHER;
			break;
		default:
			goto done;
		}
		if (defined_tag && add != S_SIGNED && add != S_UNSIGNED && prev_end.file &&
		    prev_end.line != tok->loc.line) {
			/* "struct a { ... }" then a new declaration: a forgotten ';' */
			expected("';', identifier or '('");
			ds->ended = true;
			break;
		}
		bool drop = false;
		if (add == S_LONG && (c & (3 * S_LONG)) == 2 * S_LONG) {
			diag(DIAG_ERROR, CK_NONE, tok->loc, "'long long long' is too long for GCC");
			advance();
			continue;
		}
		if (!valid_specs(c + add) && !((add == S_SIGNED && (c & S_UNSIGNED)) ||
					       (add == S_UNSIGNED && (c & S_SIGNED)))) {
			diag(DIAG_ERROR, CK_NONE, tok->loc,
				"two or more data types in declaration specifiers");
			if (add != S_OTHER && add != S_BITINT) {
				advance();
				continue;
			}
			drop = true;
		}
		if ((add == S_SIGNED && (c & S_UNSIGNED)) || (add == S_UNSIGNED && (c & S_SIGNED))) {
			diag(DIAG_ERROR, CK_NONE, tok->loc,
				"both 'signed' and 'unsigned' in declaration specifiers");
			advance();
			continue;
		}
		if (add == S_OTHER) {
			Type *t;
			if (kw == KW_STRUCT || kw == KW_UNION) {
				advance();
				t = struct_or_union(kw == KW_STRUCT ? TY_STRUCT : TY_UNION);
				defined_tag = last_was_body;
			} else if (kw == KW_ENUM) {
				advance();
				t = enum_spec();
				defined_tag = last_was_body;
			} else {
				bool unq = kw == KW_TYPEOF_UNQUAL || kw == KW_TYPEOF_UNQUAL2;
				advance();
				t = typeof_spec(unq);
			}
			if (!drop) {
				other = t;
				c |= S_OTHER;
			}
			continue;
		}
		if (add == S_BITINT) {
			advance();
			expect(P_LPAREN);
			Node *e = cond_expr();
			if (!eval_int(e, &bitint_width) || bitint_width < 1)
				bitint_width = 32;
			expect(P_RPAREN);
			c += add;
			continue;
		}
		c += add;
		advance();
	}
done:
	ds->has_type = c != 0 || ds->auto_type;
	if (opt.mode == MODE_CHECK && !opt.syntax_only && check_on[CK_BITWISE] &&
	    find_attr(ds->attrs, id_bitwise) && (c & (S_FLOAT | S_DOUBLE | S_VOID))) {
		/* sparse: a restricted type must be an integer */
		parse_sdiag(SPARSE_ERROR, CK_INVALID_MODIFIER, tok->loc, "invalid modifier");
		sdiag_parse_error = true;
	}
	Type *t;
	if (c & S_OTHER)
		t = (c & S_COMPLEX) && is_float(other) ? complex_of(other) : other;
	else
		t = spec_type(c, ds->loc, bitint_width);
	if (qual)
		t = qualify(t, qual);
	if (aspace) {
		t = type_copy(t);
		t->aspace = aspace;
	}
	ds->ty = t;
}

static bool is_restricted_type(Type *t)
{
	return t && (t->flags & T_RESTRICTED) && check_on[CK_BITWISE];
}

static bool is_zero_int(Node *n)
{
	int64_t v;
	return n && n->ty && is_integer(n->ty) && eval_int(n, &v) && !v;
}

static Type *evaluated_type(Node *e);

/* Operands that an operator keeps restricted: both of the same
 * restricted type, or one restricted and the other the constant 0. */
static bool restricted_pair(Node *a, Node *b)
{
	Type *ta = evaluated_type(a), *tb = evaluated_type(b);
	bool ra = is_restricted_type(ta), rb = is_restricted_type(tb);
	if (ra && rb)
		return ta->restricted == tb->restricted;
	return (ra && is_zero_int(b)) || (rb && is_zero_int(a));
}

/*
 * E's type as sparse's evaluation gives it, for typeof: the front end
 * keeps the restricted type of an operator on restricted operands (the
 * checker warns on it), but an operator that sparse does not allow on
 * them degrades them to their integer type, and so types its result.
 */
static Type *evaluated_type(Node *e)
{
	Type *t = e ? e->ty : NULL;
	if (!is_restricted_type(t))
		return t;
	switch (e->kind) {
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD:
	case ND_NEG: case ND_SHL: case ND_SHR:
		return plain_of(t);
	case ND_BITAND: case ND_BITOR: case ND_BITXOR:
		return restricted_pair(e->lhs, e->rhs) ? t : plain_of(t);
	case ND_COND:
		return restricted_pair(e->then ? e->then : e->cond, e->els) ? t : plain_of(t);
	}
	return t;
}

static Type *typeof_spec(bool unq)
{
	if (!expect(P_LPAREN))
		return ty_int;
	Type *t;
	Node *e = NULL;
	if (is_typename(tok)) {
		t = type_name();
	} else {
		e = expr();
		t = evaluated_type(e);
		if (!t)
			t = ty_int;
		if (e->kind == ND_DEREF && (t->flags & T_SAFE)) {
			/* sparse's *p keeps only the signedness of p's
			 * target: not its [safe] */
			t = type_copy(t);
			t->flags &= ~T_SAFE;
		}
	}
	expect(P_RPAREN);
	if (unq && t->qual)
		t = unqual(t);
	/* sparse evaluates the expression when it examines the type
	 * (check.c); a function's type stays the one its declarations
	 * share ("extern typeof(f) f;" redeclares f) */
	if (e && sparse_mode() && t->kind != TY_FUNC) {
		t = type_copy(t);
		t->typeof_expr = e;
	}
	if (t->name || t->aspace || (t->flags & T_NODEREF)) {
		/* typeof(x) is x's type, but not "declared through a typedef"
		 * (sparse prints no [usertype] for it); and typeof(*p) does not
		 * carry p's address space: sparse keeps those on the pointer */
		t = type_copy(t);
		t->name = NULL;
		t->aspace = NULL;
		t->flags &= ~T_NODEREF;
	}
	return t;
}

Loc last_array_loc;

void parse_decl_finish(void)
{
	last_array_loc = (Loc){0};
	last_was_body = false;
}

/* --- struct, union, enum ---------------------------------------------------- */


bool variably_modified(Type *t)
{
	for (; t; t = t->base) {
		if (t->flags & T_VLA)
			return true;
		if (t->kind != TY_PTR && t->kind != TY_ARRAY)
			return false;
	}
	return false;
}

static Tag *find_tag(Ident *name, bool this_scope_only)
{
	Tag *t = name ? name->tag : NULL;
	if (t && this_scope_only && t->depth != scope->depth)
		return NULL;
	return t;
}

/* sparse gives the struct itself the address space and noderef written
 * after its body: "typedef struct s { ... } __user *p_t;" makes every
 * struct s a __user one (the kernel's cap_user_data_t). */
static void struct_type_modifiers(Type *ty, Attr *attrs)
{
	if (!sparse_mode())
		return;
	for (Attr *a = attrs; a; a = a->next) {
		if (a->name == id_noderef)
			ty->flags |= T_NODEREF;
		else if (a->name == id_address_space && check_on[CK_ADDRESS_SPACE])
			ty->aspace = address_space_name(a->args);
	}
}

/* A member of struct or union type (or an array of one) that is not yet
 * complete where the member is declared. */
static bool has_incomplete_record(Type *t)
{
	while (t->kind == TY_ARRAY)
		t = t->base;
	return is_record(t) && t->tag && !t->tag->complete;
}

static void struct_members(Tag *tag)
{
	Member head = {0}, *cur = &head;
	while (!is_p(tok, P_RBRACE) && tok->kind != TK_EOF) {
		if (accept(P_SEMI))
			continue;
		if (is_kw(tok, KW_STATIC_ASSERT) || is_kw(tok, KW_STATIC_ASSERT23)) {
			static_assert_decl();
			continue;
		}
		DeclSpec ds;
		Loc start = tok->loc;
		if (!is_typename(tok) && !is_attr_start() && !is_kw(tok, KW_GNU_EXTENSION)) {
			if (tok->kind == TK_IDENT && !tok->ident->kw)
				diag(DIAG_ERROR, CK_NONE, tok->loc,
					"unknown type name '%s'", tok->ident->name);
			else
				expected("specifier-qualifier-list");
			skip_to_semi();
			continue;
		}
		declspec(&ds, false);
		/* an anonymous struct or union member */
		if (is_p(tok, P_SEMI) && is_record(ds.ty) && ds.ty->tag && !ds.ty->tag->name) {
			Member *m = NEW(Member);
			m->ty = ds.ty;
			m->bit_width = -1;
			m->loc = start;
			m->align = ds.align > decl_align(ds.attrs) ? ds.align : decl_align(ds.attrs);
			m->packed = find_attr(ds.attrs, id_packed) != NULL;
			cur = cur->next = m;
			advance();
			continue;
		}
		if (is_p(tok, P_SEMI) && is_record(ds.ty) && ds.ty->tag) {
			/* -fms-extensions style "struct tag;" inside: gcc warns */
			if (!ds.ty->tag->complete) {
				advance();	/* declares nothing */
				continue;
			}
			Member *m = NEW(Member);
			m->ty = ds.ty;
			m->bit_width = -1;
			m->loc = start;
			cur = cur->next = m;
			advance();
			continue;
		}
		Type *list_base = apply_type_attrs(ds.ty, ds.attrs, false);
		for (int first = 1;; first = 0) {
			Member *m = NEW(Member);
			m->bit_width = -1;
			m->loc = tok->loc;
			Attr *attrs = NULL;
			Type *base = list_base;
			if (is_p(tok, P_COLON)) {
				m->ty = base;
			} else {
				last_array_loc = (Loc){0};
				m->ty = declarator(base, &m->name, &m->loc, &attrs);
				m->array_loc = last_array_loc;
			}
			(void)first;
			Loc colon = tok->loc;
			if (accept(P_COLON)) {
				Node *w = cond_expr();
				int64_t width = 0;
				const char *nm = m->name ? m->name->name : NULL;
				/* gcc reports at the member's name, or at the start of
				 * the member declaration when it has none */
				Loc wl = nm ? m->loc : start;
				if (!w->ty || !is_integer(w->ty) || !eval_int(w, &width)) {
					diag(DIAG_ERROR, CK_NONE, wl,
						"bit-field '%s' width not an integer constant",
						 nm ? nm : "<anonymous>");
					width = 1;
				} else if (width < 0) {
					diag(DIAG_ERROR, CK_NONE, wl,
						"negative width in bit-field '%s'", nm ? nm : "<anonymous>");
					width = 1;
				} else if (width == 0 && nm) {
					diag(DIAG_ERROR, CK_NONE, m->loc,
						"zero width for bit-field '%s'", nm);
					width = 1;
				} else if (is_integer(m->ty) && width > (int_base(m->ty)->kind == TY_BOOL ? 1 :
									  int_base(m->ty)->size * 8)) {
					if (nm)
						diag(DIAG_ERROR, CK_NONE, m->loc,
							"width of '%s' exceeds its type", nm);
					else
						diag(DIAG_ERROR, CK_NONE, m->loc,
							"width of '<anonymous>' exceeds its type");
					width = int_base(m->ty)->size * 8;
				}
				if (!is_integer(m->ty)) {
					diag(DIAG_ERROR, CK_NONE, m->loc,
						"bit-field '%s' has invalid type", nm ? nm : "<anonymous>");
					m->ty = ty_int;
				} else if ((m->ty->flags & T_RESTRICTED) && check_on[CK_BITWISE]) {
					parse_sdiag(SPARSE_ERROR, CK_BITWISE, colon,
					      "invalid bitfield specifier for type %s.",
					      sparse_type_name(m->ty));
					sdiag_parse_error = true;
				}
				m->bit_width = (int16_t)width;
			}
			attrs = attributes(attrs);
			m->ty = finish_decl_type(noreturn_pointers(m->ty, ds.attrs), attrs, false);
			int al = decl_align(ds.attrs);
			int al2 = decl_align(attrs);
			m->align = ds.align;
			if (al > m->align)
				m->align = al;
			if (al2 > m->align)
				m->align = al2;
			m->packed = find_attr(ds.attrs, id_packed) || find_attr(attrs, id_packed);
			if (has_incomplete_record(m->ty)) {
				/* "struct s { struct s x; };": gcc rejects it; sparse
				 * lets it through, but a struct that contains itself
				 * would send every walk over its members round for
				 * ever, so the member becomes an int either way */
				gcc_error(m->loc, "field '%s' has incomplete type",
					  m->name ? m->name->name : "<anonymous>");
				m->ty = ty_int;
			}
			if (variably_modified(m->ty) && m->name) {
				if (scope->depth == 0)
					gcc_error(m->loc, "variably modified '%s' at file scope", m->name->name);
				/* in a block gcc accepts it (an extension) */
			}
			for (Member *o = head.next; o && m->name; o = o->next)
				if (o->name == m->name) {
					diag(DIAG_ERROR, CK_NONE, m->loc,
						"duplicate member '%s'", m->name->name);
					break;
				}
			cur = cur->next = m;
			if (accept(P_COMMA))
				continue;
			break;
		}
		if (!is_p(tok, P_SEMI) && is_p(tok, P_RBRACE)) {
			/* gcc: "no semicolon at end of struct or union" is a pedwarn */
			break;
		}
		if (!accept(P_SEMI)) {
			expected("':', ',', ';', '}' or '__attribute__'");
			skip_to_semi();
		}
	}
	tag->members = head.next;
	for (Member *m = tag->members; m; m = m->next)
		m->owner = tag;
}

static Type *struct_or_union_nested(int kind)
{
	Attr *attrs = attributes(NULL);
	Ident *name = NULL;
	Loc loc = tok->loc;
	if (tok->kind == TK_IDENT && !tok->ident->kw) {
		name = tok->ident;
		advance();
	}
	if (!name && !is_p(tok, P_LBRACE)) {
		expected("'{'");
		return ty_int;
	}
	Tag *tag;
	last_was_body = is_p(tok, P_LBRACE);
	if (!is_p(tok, P_LBRACE)) {
		tag = find_tag(name, false);
		bool decl_only = is_p(tok, P_SEMI);
		if (tag && decl_only && tag->depth != scope->depth)
			tag = NULL;	/* "struct s;" declares a new tag here */
		if (!tag)
			tag = bind_tag(name, kind, loc);
		else if (tag->kind != kind)
			diag(DIAG_ERROR, CK_NONE, loc,
				"'%s' defined as wrong kind of tag", name->name);
		return tag->type;
	}
	tag = find_tag(name, true);
	if (tag && tag->kind != kind) {
		diag(DIAG_ERROR, CK_NONE, loc, "'%s' defined as wrong kind of tag", name->name);
		tag = NULL;
	}
	if (tag && (tag->complete || tag->defining)) {
		diag(DIAG_ERROR, CK_NONE, loc,
			"%sredefinition of '%s %s'", tag->defining ? "nested " : "",
			 kind == TY_STRUCT ? "struct" : "union", name->name);
		tag = NULL;
	}
	if (!tag)
		tag = bind_tag(name, kind, loc);
	tag->defining = true;
	advance();	/* { */
	struct_members(tag);
	expect(P_RBRACE);
	attrs = attributes(attrs);
	tag->defining = false;
	Type *ty = tag->type;
	if (find_attr(attrs, id_packed))
		tag->packed = true;
	if (find_attr(attrs, id_designated_init))
		tag->designated_init = true;
	struct_type_modifiers(ty, attrs);
	int al = decl_align(attrs);
	if (al) {
		ty->align = al;
		ty->flags |= T_USERALIGN;
	}
	if (!layout_record(tag, ty, pack_value))
		gcc_error(loc, "type '%s' is too large", type_str(ty));
	if (find_attr(attrs, id_transparent_union))
		ty->flags |= T_TRANSPARENT;
	return ty;
}

static Type *struct_or_union(int kind)
{
	nest_enter();
	Type *r = struct_or_union_nested(kind);
	return r;
}

/* The integer type gcc gives an enum from its value range: unsigned if
 * no value is negative, the smallest of int/long that holds them all
 * (char/short too when packed); big: a value above LONG_MAX. */
static Type *enum_int_type(int64_t lo, int64_t hi, bool big, bool packed)
{
	if (big)
		return int_of_size(8, true);
	if (lo >= 0) {
		if (packed && hi <= 0xff)
			return ty_uchar;
		if (packed && hi <= 0xffff)
			return ty_ushort;
		return hi <= 0xffffffffLL ? ty_uint : int_of_size(8, true);
	}
	if (packed && lo >= -128 && hi <= 127)
		return ty_schar;
	if (packed && lo >= -32768 && hi <= 32767)
		return ty_short;
	return lo >= INT32_MIN && hi <= INT32_MAX ? ty_int : int_of_size(8, false);
}

static bool fits_int(int64_t v, Type *t)
{
	if (is_unsigned(t) && t->size == 8)
		return (uint64_t)v <= INT32_MAX;
	return v >= INT32_MIN && v <= INT32_MAX;
}

static Type *enum_spec(void)
{
	Attr *attrs = attributes(NULL);
	Ident *name = NULL;
	Loc loc = tok->loc;
	if (tok->kind == TK_IDENT && !tok->ident->kw) {
		name = tok->ident;
		advance();
	}
	Type *fixed = NULL;
	if (is_p(tok, P_COLON) && is_typename(peek(1))) {	/* C23 "enum e : T" */
		advance();
		DeclSpec ds;
		declspec(&ds, false);
		fixed = ds.ty;
	}
	last_was_body = is_p(tok, P_LBRACE);
	if (!is_p(tok, P_LBRACE)) {
		if (!name) {
			expected("'{'");
			return ty_int;
		}
		Tag *tag = find_tag(name, false);
		if (!tag)
			tag = bind_tag(name, TY_ENUM, loc);
		return tag->type;
	}
	Tag *tag = find_tag(name, true);
	if (tag && tag->kind == TY_ENUM && tag->complete) {
		diag(DIAG_ERROR, CK_NONE, loc, "redeclaration of 'enum %s'", name->name);
		tag = NULL;
	}
	if (!tag || tag->kind != TY_ENUM)
		tag = bind_tag(name, TY_ENUM, loc);
	advance();
	Type *ty = tag->type;
	int64_t val = -1, lo = 0, hi = 0;
	bool first = true, big = false;
	Type *prev_ty = ty_int;
	Symbol *consts[4096];
	int nconsts = 0;
	/* sparse: enumerators of one restricted type make a restricted enum */
	Type *rtype = NULL;
	int kinds = 0;		/* 1: restricted seen, 2: plain seen */
	bool mixed = false;
	while (!is_p(tok, P_RBRACE) && tok->kind != TK_EOF) {
		if (tok->kind != TK_IDENT || tok->ident->kw) {
			expected("identifier");
			skip_balanced_arg();
			if (!accept(P_COMMA))
				break;
			continue;
		}
		Ident *cname = tok->ident;
		Loc cloc = tok->loc;
		advance();
		attributes(NULL);
		Type *cty;
		Type *crestr = NULL;
		Loc vloc = cloc;
		if (accept(P_ASSIGN)) {
			Node *e = cond_expr();
			vloc = e->loc;
			if (e->ty && (e->ty->flags & T_RESTRICTED) && check_on[CK_BITWISE])
				crestr = e->ty;
			Type *et = e->ty && is_integer(e->ty) ? promote(int_base(e->ty)) : ty_int;
			if (!eval_int(e, &val)) {
				diag(DIAG_ERROR, CK_NONE, e->loc,
					"enumerator value for '%s' is not an integer constant",
					 cname->name);
				val = 0;
				et = ty_int;
			}
			/* inside the braces: int if the value fits, else its own type */
			cty = fits_int(val, et) ? ty_int : et;
		} else {
			if (rtype && kinds == 1) {
				parse_sdiag(SPARSE_ERROR, CK_BITWISE, cloc,
				      "can't increment the last enum member");
				release_held_diags();
				exit(1);	/* fatal in sparse too */
			}
			val++;
			cty = fits_int(val, prev_ty) ? ty_int : prev_ty;
			if (prev_ty == ty_int && val == (int64_t)INT32_MAX + 1)
				diag(DIAG_ERROR, CK_NONE, cloc, "overflow in enumeration values");
		}
		prev_ty = cty;
		if (fixed)
			cty = fixed;
		int kind = crestr ? 1 : 2;
		if (crestr && rtype && crestr->restricted != rtype->restricted) {
			parse_sdiag(SPARSE_ERROR, CK_BITWISE, vloc, "incompatible restricted type");
			/* an enum's constant counts as its restricted type */
			parse_sdiag(SPARSE_INFO, CK_NONE, vloc, "expected: %s",
				    show_type(restricted_class(rtype), NULL, 0, -1));
			parse_sdiag(SPARSE_INFO, CK_NONE, vloc, "     got: %s",
				    show_type(restricted_class(crestr), NULL, 0, -1));
			sdiag_parse_error = true;
		} else if (kinds && !(kinds & kind) && !mixed) {
			parse_sdiag(SPARSE_WARNING, CK_BITWISE, vloc, "mixed bitwiseness");
			mixed = true;
		}
		kinds |= kind;
		if (crestr) {
			if (!rtype)
				rtype = crestr;
			cty = crestr;
			if (cty->name) {
				cty = type_copy(cty);	/* not "declared through a typedef" */
				cty->name = NULL;
			}
		}
		bool v_big = is_unsigned(cty) && cty->size == 8 && val < 0;
		if (v_big) {
			big = true;
		} else {
			if (first || val < lo)
				lo = val;
			if (first || val > hi)
				hi = val;
		}
		Symbol *prev = cname->sym;
		if (prev && prev->depth == scope->depth) {
			if (prev->kind == SYM_ENUMCONST)
				diag(DIAG_ERROR, CK_NONE, cloc,
					"redeclaration of enumerator '%s'", cname->name);
			else
				gcc_error(cloc, "'%s' redeclared as different kind of symbol", cname->name);
		}
		Symbol *s = bind(cname, SYM_ENUMCONST, cty, cloc);
		s->value = val;
		if (nconsts < 4096)
			consts[nconsts++] = s;
		first = false;
		if (!accept(P_COMMA))
			break;
	}
	expect(P_RBRACE);
	attrs = attributes(attrs);
	Type *base = fixed ? unqual(int_base(fixed)) :
		     enum_int_type(lo, hi, big, find_attr(attrs, id_packed) != NULL);
	Attr *mode = find_attr(attrs, id_mode);
	if (mode)
		base = apply_mode(base, arg_ident(mode->args));
	ty->base = base;
	ty->size = base->size;
	ty->align = base->align;
	tag->complete = true;
	complete_copies(tag);
	tag->fixed_base = fixed != NULL;
	tag->enum_min = lo;
	tag->enum_max = hi;
	/* after the closing brace a constant that does not fit int has the
	 * enum's type (gcc) */
	for (int i = 0; i < nconsts; i++)
		if (fixed)
			consts[i]->ty = ty;
		else if (consts[i]->ty->flags & T_RESTRICTED)
			continue;
		else if (!fits_int(consts[i]->value, consts[i]->ty))
			consts[i]->ty = ty;
	if (kinds == 1 && rtype) {
		/* all of one restricted type: the enum is that type */
		ty->flags |= T_RESTRICTED;
		ty->restricted = rtype->restricted;
	}
	return ty;
}
