/* parse-init.c - initializers: braced lists with their designators, and
 * each entry matched with the object it initializes.
 *
 * One unit with one entry, initializer(): a list is parsed first, then
 * walked against its type (designators, brace elision, the length it
 * gives an array of unknown size), so that the checks can compare each
 * value with its target as they compare an assignment. */
#include "parse-internal.h"
#include "type.h"

/* --- initializers --------------------------------------------------------- */

static int64_t sat_add(int64_t a, int64_t b)
{
	int64_t r;
	return __builtin_add_overflow(a, b, &r) ? INT64_MAX : r;
}

static int64_t sat_mul(int64_t a, int64_t b)
{
	int64_t r;
	return __builtin_mul_overflow(a, b, &r) ? INT64_MAX : r;
}

/* Number of scalars an aggregate holds (for brace elision).  Saturates:
 * brace elision never reaches that far into a huge object; the depth cap
 * is a second guard against a type that contains itself. */
static int64_t flat_count(Type *t, int depth)
{
	if (depth > 1000)
		return 1;
	if (t->kind == TY_ARRAY)
		return t->len > 0 ? sat_mul(t->len, flat_count(t->base, depth + 1)) : 1;
	if (t->kind == TY_STRUCT && t->tag) {
		int64_t n = 0;
		for (Member *m = t->tag->members; m; m = m->next)
			if (m->name || m->bit_width < 0)
				n = sat_add(n, flat_count(m->ty, depth + 1));
		return n ? n : 1;
	}
	if (t->kind == TY_UNION && t->tag && t->tag->members)
		return flat_count(t->tag->members->ty, depth + 1);
	return 1;
}

static bool is_char_type(Type *t)
{
	t = int_base(t);
	return t->kind == TY_CHAR || t->kind == TY_SCHAR || t->kind == TY_UCHAR;
}

/* The length an initializer gives an array of unknown size. */
static int64_t init_array_len(Type *elem, Node *list)
{
	if (list->kind != ND_INIT_LIST) {
		if (list->kind == ND_STR)
			return list->ty->len;
		return 1;
	}
	Node *first = list->entries;
	if (first && !first->next && !first->desig && first->value->kind == ND_STR &&
	    is_integer(elem))
		return first->value->ty->len;
	int64_t per = flat_count(elem, 0), idx = 0, pending = 0, max = 0;
	for (Node *e = first; e; e = e->next) {
		Designator *d = e->desig;
		if (d && !d->name) {
			pending = 0;
			idx = d->lo;
			if (d->hi > d->lo && !d->next) {
				idx = d->hi;
			}
			if (d->next) {
				/* [i].m = ... : element i */
				if (sat_add(idx, 1) > max)
					max = sat_add(idx, 1);
				idx = sat_add(idx, 1);
				continue;
			}
		}
		Node *v = e->value;
		if (v->kind == ND_INIT_LIST || per == 1 || (is_char_type(elem->kind == TY_ARRAY ? elem->base : elem) &&
							    v->kind == ND_STR && elem->kind == TY_ARRAY) ||
		    (is_record(elem) && v->ty && is_record(v->ty))) {
			if (pending) {
				idx = sat_add(idx, 1);
				pending = 0;
			}
			idx = sat_add(idx, 1);
		} else if (++pending == per) {
			idx = sat_add(idx, 1);
			pending = 0;
		}
		if (sat_add(idx, pending ? 1 : 0) > max)
			max = sat_add(idx, pending ? 1 : 0);
	}
	return max;
}

static Node *init_list_nested(void)
{
	Node *list = new_node(ND_INIT_LIST, tok->loc);
	Tok *first = peek(1);
	if (first->kind == TK_NUMBER && first->len == 1 && first->text[0] == '0' &&
	    is_p(peek(2), P_RBRACE))
		list->flags |= NF_ZERO_INIT;
	advance();	/* { */
	Node head = {0}, *cur = &head;
	while (!is_p(tok, P_RBRACE) && tok->kind != TK_EOF) {
		Node *e = new_node(ND_DESIG, tok->loc);
		Designator dh = {0}, *dc = &dh;
		bool had = false;
		for (;;) {
			if (is_p(tok, P_DOT)) {
				advance();
				Designator *d = NEW(Designator);
				d->loc = d->at = tok->loc;
				if (tok->kind == TK_IDENT) {
					d->name = tok->ident;
					advance();
				} else {
					expected("identifier");
				}
				dc = dc->next = d;
				had = true;
			} else if (is_p(tok, P_LBRACKET)) {
				Designator *d = NEW(Designator);
				d->loc = tok->loc;
				advance();
				Node *lo = cond_expr();
				d->at = lo->loc;	/* sparse's: the index expression's */
				if (!eval_int(lo, &d->lo))
					diag(DIAG_ERROR, CK_NONE, lo->loc,
						"nonconstant array index in initializer");
				d->hi = d->lo;
				if (accept(P_ELLIPSIS)) {
					Node *hi = cond_expr();
					if (!eval_int(hi, &d->hi))
						diag(DIAG_ERROR, CK_NONE, hi->loc,
							"nonconstant array index in initializer");
				}
				expect(P_RBRACKET);
				dc = dc->next = d;
				had = true;
			} else if (!had && tok->kind == TK_IDENT && is_p(peek(1), P_COLON)) {
				/* GNU "member: value" */
				if (sparse_parse_check(CK_OLD_INITIALIZER))
					parse_sdiag(SPARSE_WARNING, CK_OLD_INITIALIZER, tok->loc,
						    "obsolete struct initializer, use C99 syntax");
				Designator *d = NEW(Designator);
				d->loc = d->at = tok->loc;
				d->name = tok->ident;
				advance();
				advance();
				dc = dc->next = d;
				break;
			} else {
				break;
			}
		}
		/* GNU allows "[i] v" without '=' for a lone index */
		if (had && !accept(P_ASSIGN) && !is_p(tok, P_LBRACE) &&
		    !(dh.next && !dh.next->name && !dh.next->next))
			expected("'='");
		e->desig = dh.next;
		Type *dummy = NULL;
		e->value = initializer(&dummy);
		cur = cur->next = e;
		if (!accept(P_COMMA))
			break;
	}
	expect(P_RBRACE);
	list->entries = head.next;
	return list;
}

static Node *init_list(void)
{
	nest_enter();
	Node *r = init_list_nested();
	return r;
}

/* Resolving an initializer list against its type: every entry learns the
 * type of the object it initializes (entry->ty), following designators and
 * brace elision (6.7.9), so the checks can compare each value with its
 * target as they compare an assignment; and where in the list's object it
 * lands (entry->slot), for sparse's "Initializer entry defined twice". */

/* The sub-object being descended into, relative to the braced list. */
typedef struct Place {
	int64_t off;		/* bits from the list's object */
	int64_t extra;		/* bits [lo ... hi] ranges add on the way */
	int64_t top_bits;	/* size of the slot chosen at the list's level */
	int width;		/* a bit-field's width, -1 otherwise */
	bool multi;		/* a range was crossed */
	bool top_set;
	uint8_t elided;		/* aggregates elided_by entered without braces */
	Node *elided_by;
	Node *desig_used;	/* the entry whose designators led here */
	bool nested;		/* a sub-object of the initialized object */
	bool in_array;		/* ... within an element of an array */
	Loc list_loc;		/* the '{' of the innermost braced list */
} Place;

static const Place list_start = {.width = -1};

static int64_t type_bits(Type *t)
{
	return t && t->size > 0 ? sat_mul(t->size, 8) : 0;
}

/* The bits an entry of type t covers as sparse counts them: a _Bool is one
 * bit (its elements still lie a byte apart). */
static int64_t range_bits(Type *t)
{
	return t && t->kind == TY_BOOL ? 1 : type_bits(t);
}

/* Descend into element idx (to hi, for a range) of an array of base. */
static Place place_element(Place p, Type *base, int64_t idx, int64_t hi, bool braced)
{
	int64_t bits = type_bits(base);
	p.off = sat_add(p.off, sat_mul(idx, bits));
	if (hi > idx) {
		p.extra = sat_add(p.extra, sat_mul(hi - idx, range_bits(base)));
		p.multi = true;
	}
	if (braced) {
		p.top_bits = bits;
		p.top_set = true;
	}
	p.width = -1;
	p.nested = p.in_array = true;
	return p;
}

static Place place_member(Place p, Member *m, bool braced)
{
	p.nested = true;
	p.off = sat_add(p.off, sat_mul(m->offset, 8));
	p.width = m->bit_width;
	if (m->bit_width >= 0)
		p.off = sat_add(p.off, m->bit_offset);
	if (braced) {
		p.top_bits = m->bit_width >= 0 ? m->bit_width : type_bits(m->ty);
		p.top_set = true;
	}
	return p;
}

static void record_slot(Node *e, Place p, Type *t)
{
	InitSlot *s = NEW(InitSlot);
	int64_t bits = p.width >= 0 ? p.width : range_bits(t);
	s->off = p.off;
	s->range = sat_add(p.extra, bits);
	s->top_bits = p.top_set ? p.top_bits : bits;
	s->multi = p.multi;
	s->elided = p.elided_by == e ? p.elided : 0;
	e->slot = s;
}

static void init_object(Type *t, Node **cur, Designator *pending, Place p);

static bool init_is_string_for(Type *t, Node *v)
{
	return t->kind == TY_ARRAY && v->kind == ND_STR && is_integer(t->base) &&
	       int_base(t->base)->size == v->ty->base->size;
}

/* The designators of entry E that are still to follow: none when they
 * brought it here already (".arr = 1, 2" fills arr[0] without braces). */
static Designator *own_desig(Node *e, Place p)
{
	return e == p.desig_used ? NULL : e->desig;
}

enum { ENTRY_USE, ENTRY_SKIP, ENTRY_STOP };

/* The next entry of a list walk: its designators (or the pending chain)
 * in *d; skip it if the walk came back to it without consuming it, stop
 * at a designator meant for an enclosing object. */
static int next_entry(Node **cur, Node **last, Designator *pending, Place p, bool braced,
		      Designator **d)
{
	if (*cur == *last && !pending) {
		*cur = (*cur)->next;	/* never loop on one entry */
		return ENTRY_SKIP;
	}
	*last = *cur;
	*d = pending ? pending : own_desig(*cur, p);
	return *d && !pending && !braced ? ENTRY_STOP : ENTRY_USE;
}

/* The elements of array t from *cur; see init_aggregate(). */
static void init_array(Type *t, Node **cur, bool braced, Designator *pending, Place p)
{
	int64_t idx = 0;
	Node *last = NULL;
	while (*cur) {
		Designator *d;
		int next = next_entry(cur, &last, pending, p, braced, &d);
		if (next == ENTRY_SKIP)
			continue;
		if (next == ENTRY_STOP)
			return;
		if (d) {
			if (d->name) {
				diag(DIAG_ERROR, CK_NONE, (*cur)->loc,
					"field name not in record or union initializer");
				*cur = (*cur)->next;
				pending = NULL;
				continue;
			}
			idx = d->lo;
			if (t->len >= 0 && d->hi >= t->len)
				diag(DIAG_ERROR, CK_NONE, (*cur)->loc,
					"array index in initializer exceeds array bounds");
			init_object(t->base, cur, d->next ? d->next : NULL,
				    place_element(p, t->base, d->lo, d->hi, braced));
			idx = sat_add(d->hi, 1);
			pending = NULL;
			continue;
		}
		if (!braced && t->len >= 0 && idx >= t->len)
			return;
		init_object(t->base, cur, NULL, place_element(p, t->base, idx, idx, braced));
		idx = sat_add(idx, 1);
	}
}

/* gcc initializes a flexible array member only in the object itself: in a
 * sub-object (an element of an array of such structures, a union's member)
 * each non-empty value is an error, at the value if it is braced or a
 * string, else at the '{' of the list it was found in.  A string is
 * refused only within an array's element. */
static void check_flexible(Member *m, Node *e, Designator *rest, Place p)
{
	if (!p.nested || !gcc_constraints() || m->ty->kind != TY_ARRAY || m->ty->len >= 0 ||
	    (m->ty->flags & T_VLA) || m->next)
		return;
	Node *v = e->value;
	if (!rest && v->kind == ND_INIT_LIST && !v->entries)
		return;
	bool string = !rest && init_is_string_for(m->ty, v);
	if (string && !p.in_array)
		return;
	Loc loc = !rest && (v->kind == ND_INIT_LIST || string) ? v->loc : p.list_loc;
	diag(DIAG_ERROR, CK_NONE, loc,
	     "initialization of flexible array member in a nested context");
}

static Member *next_named(Member *m)
{
	while (m && !m->name && m->bit_width >= 0)
		m = m->next;	/* unnamed bit-fields take no initializer */
	return m;
}

/* Initialize the members or elements of aggregate t from *cur; braced: the
 * entries are exactly this aggregate's list, so designators at this level
 * are allowed and there is no stopping at the end of the aggregate. */
static void init_aggregate(Type *t, Node **cur, bool braced, Designator *pending, Place p)
{
	if (t->kind == TY_ARRAY) {
		init_array(t, cur, braced, pending, p);
		return;
	}
	if (!is_record(t) || !t->tag) {
		if (*cur) {
			(*cur)->ty = t;
			*cur = (*cur)->next;
		}
		return;
	}
	Member *m = next_named(t->tag->members);
	bool first = true;
	Node *last = NULL;
	while (*cur) {
		Designator *d;
		int next = next_entry(cur, &last, pending, p, braced, &d);
		if (next == ENTRY_SKIP)
			continue;
		if (next == ENTRY_STOP)
			return;
		if (d) {
			if (!d->name) {
				diag(DIAG_ERROR, CK_NONE, (*cur)->loc,
					"array index in non-array initializer");
				*cur = (*cur)->next;
				pending = NULL;
				continue;
			}
			/* find the member, descending into anonymous ones */
			Member *found = NULL;
			for (Member *x = t->tag->members; x && !found; x = x->next) {
				if (x->name == d->name)
					found = x;
				else if (!x->name && is_record(x->ty) && find_member(x->ty, d->name, NULL)) {
					/* .a of an anonymous member: initialize that
					 * member with the designator still pending */
					Designator *again = d;
					init_object(x->ty, cur, again, place_member(p, x, braced));
					m = x->next;
					pending = NULL;
					found = x;
					goto next;
				}
			}
			if (!found) {
				diag(DIAG_ERROR, CK_NONE, d->loc,
					"'%s' has no member named '%s'", type_str(t),
					 d->name->name);
				*cur = (*cur)->next;
				pending = NULL;
				continue;
			}
			if (*cur && !d->next)
				(*cur)->target = found;
			check_flexible(found, *cur, d->next, p);
			init_object(found->ty, cur, d->next, place_member(p, found, braced));
			m = found->next;
			pending = NULL;
		next:
			first = false;
			m = next_named(m);
			if (t->kind == TY_UNION && !braced)
				return;
			continue;
		}
		if (!m || (t->kind == TY_UNION && !first)) {
			if (!braced)
				return;
			/* excess elements: gcc warns; the value has no target */
			(*cur)->ty = NULL;
			*cur = (*cur)->next;
			continue;
		}
		if (*cur) {
			(*cur)->target = m;
			check_flexible(m, *cur, NULL, p);
		}
		init_object(m->ty, cur, NULL, place_member(p, m, braced));
		first = false;
		m = next_named(m->next);
		if (t->kind == TY_UNION && !braced)
			return;
	}
}

/* The entries of a braced list v of type t, each placed in t's object. */
static void init_braced(Type *t, Node *v, Place outer)
{
	Node *inner = v->entries;
	Place p = list_start;
	p.nested = outer.nested;
	p.in_array = outer.in_array;
	p.list_loc = v->loc;
	if (is_record(t) || t->kind == TY_ARRAY) {
		if (t->kind == TY_ARRAY && inner && !inner->next && !inner->desig &&
		    init_is_string_for(t, inner->value))
			inner->ty = t;
		else
			init_aggregate(t, &inner, true, NULL, p);
	} else if (t->kind == TY_VECTOR) {
		for (Node *x = inner; x; x = x->next)
			x->ty = t->base;
	} else if (inner) {
		inner->ty = t;	/* a braced scalar */
	}
}

/* One object of type t from the entry at *cur (or a pending designator
 * chain that continues into t), at place p. */
static void init_object(Type *t, Node **cur, Designator *pending, Place p)
{
	Node *e = *cur;
	if (!e)
		return;
	if (pending) {
		if (is_record(t) || t->kind == TY_ARRAY) {
			init_aggregate(t, cur, false, pending, p);
		} else {
			diag(DIAG_ERROR, CK_NONE, pending->loc, "%s", pending->name ?
				 "field name not in record or union initializer" :
				 "array index in non-array initializer");
			*cur = e->next;	/* the entry is used up */
		}
		return;
	}
	Node *v = e->value;
	if (v->kind == ND_INIT_LIST) {
		v->ty = t;
		e->ty = t;
		record_slot(e, p, t);
		init_braced(t, v, p);
		*cur = e->next;
		return;
	}
	if ((is_record(t) || t->kind == TY_ARRAY) && !init_is_string_for(t, v) &&
	    !(is_record(t) && v->ty && is_record(v->ty) && v->ty->tag == t->tag)) {
		if (p.elided_by != e) {
			p.elided_by = e;
			p.elided = 0;
		}
		if (p.elided < UINT8_MAX)
			p.elided++;
		p.desig_used = e;
		init_aggregate(t, cur, false, NULL, p);	/* brace elision */
		return;
	}
	e->ty = t;
	record_slot(e, p, t);
	*cur = e->next;
}

static void resolve_initializer(Type *t, Node *init)
{
	if (!init || init->kind != ND_INIT_LIST || !t)
		return;
	init_braced(t, init, list_start);
}

/* An initializer; for an array of unknown size, *ty gets the length. */
Node *initializer(Type **ty)
{
	Node *n;
	if (is_p(tok, P_LBRACE))
		n = init_list();
	else
		n = sema_rvalue(assign_expr());
	Type *t = *ty;
	if (t && t->kind == TY_ARRAY && t->len < 0 && !(t->flags & T_VLA)) {
		int64_t len = init_array_len(t->base, n), bytes;
		if (t->base->size > 0 && __builtin_mul_overflow(len, t->base->size, &bytes)) {
			diag(DIAG_ERROR, CK_NONE, n->loc, "size of array is too large");
			len = 1;
		}
		Type *c = array_of(t->base, len);
		c->qual = t->qual;
		c->name = NULL;
		*ty = c;
	}
	if (n->kind == ND_INIT_LIST) {
		n->ty = *ty;
		resolve_initializer(*ty, n);
	}
	return n;
}
