/* typediff.c - sparse's type_difference(): why a value of one type may
 * not be stored where another is expected.
 *
 * Two types are walked level by level (pointer, array, function, the
 * base), gathering at each level the modifiers its object has (const,
 * volatile, noderef, nocast...) and its address space; the first level
 * at which they disagree names the reason.  At the top of an assignment
 * a target may be more qualified than its source, and a pointer to void
 * or to an integer of the same rank (int and unsigned int, the char
 * types) takes any such pointer as long as no qualifier is dropped. */
#include "typediff.h"
#include "arena.h"
#include "checks.h"
#include "type.h"

/* sparse's modifiers that take part in a comparison (the rest, [usertype]
 * among them, it ignores). */
enum {
	D_QUALIFIER = M_CONST | M_VOLATILE | M_RESTRICT,
	D_COMPARED = D_QUALIFIER | M_ATOMIC | M_NODEREF | M_NOCAST | M_SAFE,
};

bool is_restricted(Type *t)
{
	return t && (t->flags & T_RESTRICTED) && check_on[CK_BITWISE];
}

static Type *identity(Type *t)
{
	return t->restricted ? t->restricted : t;
}

bool same_restricted(Type *a, Type *b)
{
	return is_restricted(a) && is_restricted(b) && identity(a) == identity(b);
}

static unsigned mods_of(Type *t)
{
	unsigned m = type_mods(t) & D_COMPARED;
	/* an array is as qualified as its elements (C 6.7.3) */
	for (Type *e = t; e->kind == TY_ARRAY && e->base; e = e->base)
		m |= type_mods(e->base) & D_QUALIFIER;
	return m;
}

/* An address space, unless -Wno-address-space (sparse does not even
 * record them then). */
static Ident *space_of(Type *t)
{
	while (t->kind == TY_ARRAY && !t->aspace && t->base)
		t = t->base;	/* an array's is its elements' */
	return check_on[CK_ADDRESS_SPACE] ? t->aspace : NULL;
}

/* The integer type an enum stands for; other types as they are. */
static Type *resolved(Type *t)
{
	return t->kind == TY_ENUM && t->base ? t->base : t;
}

/* sparse's base-type rank: the char types share one, as do the two
 * signednesses of each integer size. */
static int rank_of(int kind)
{
	switch (kind) {
	case TY_BOOL: return -3;
	case TY_CHAR: case TY_SCHAR: case TY_UCHAR: return -2;
	case TY_SHORT: case TY_USHORT: return -1;
	case TY_INT: case TY_UINT: return 0;
	case TY_LONG: case TY_ULONG: return 1;
	case TY_LLONG: case TY_ULLONG: return 2;
	case TY_INT128: case TY_UINT128: return 3;
	default: return 100 + kind;	/* floats and the rest: their own */
	}
}

static bool is_basic(Type *t)
{
	return t->kind == TY_VOID || is_arith(t);
}

/* sparse's "same symbol": the walk stops there and compares modifiers. */
static bool same_type(Type *a, Type *b)
{
	if (is_basic(a) && is_basic(b))
		return a->kind == b->kind && !(is_restricted(a) || is_restricted(b));
	if (is_record(a) && is_record(b))
		return a->kind == b->kind && a->tag == b->tag;
	return a == b;
}

static const char *differ_at_base(Type *a, Type *b, unsigned m1, unsigned m2)
{
	bool fa = is_float(a), fb = is_float(b);
	if (a->kind == TY_VOID || b->kind == TY_VOID || fa != fb)
		return "different base types";
	if (rank_of(a->kind) != rank_of(b->kind))
		return "different type sizes";
	if (m1 != m2)
		return "different modifiers";
	bool ua = is_unsigned(a) && a->kind != TY_CHAR, ub = is_unsigned(b) && b->kind != TY_CHAR;
	return ua != ub ? "different signedness" : NULL;
}

/* The name sparse gives a tag: its own, or the typedef's that named an
 * anonymous one. */
static Ident *tag_ident(Tag *tag)
{
	return !tag ? NULL : tag->name ? tag->name : tag->typedef_name;
}

static const char *differ(Type *a, Type *b, unsigned m1, unsigned m2, int depth);

/* Two function types: variadic, each argument (its own qualifiers
 * ignored), then the caller compares the return types. */
static const char *differ_functions(Type *a, Type *b, int depth)
{
	if ((a->flags & T_VARIADIC) != (b->flags & T_VARIADIC))
		return "incompatible variadic arguments";
	int i = 1;
	Param *p = a->params, *q = b->params;
	for (; p || q; p = p ? p->next : NULL, q = q ? q->next : NULL, i++) {
		if (!p || !q)
			return "different argument counts";
		const char *why = differ(p->ty, q->ty, D_QUALIFIER, D_QUALIFIER, depth + 1);
		if (why)
			return arena_printf(tu_arena, "incompatible argument %d (%s)", i, why);
	}
	return NULL;
}

/* Walk A and B from a level whose objects already carry M1 and M2. */
static const char *differ(Type *a, Type *b, unsigned m1, unsigned m2, int depth)
{
	Ident *as1 = NULL, *as2 = NULL;
	for (int level = 0; level < 64 && depth < 32; level++) {
		m1 |= mods_of(a);
		m2 |= mods_of(b);
		if (space_of(a))
			as1 = space_of(a);
		if (space_of(b))
			as2 = space_of(b);
		a = resolved(a);
		b = resolved(b);
		if (same_type(a, b))
			break;
		if (is_restricted(a) || is_restricted(b)) {
			if (same_restricted(a, b))
				break;
			return "different base types";
		}
		if (is_basic(a) && is_basic(b)) {
			if (as1 != as2)
				return "different address spaces";
			return differ_at_base(a, b, m1, m2);
		}
		if (a->kind != b->kind)
			return "different base types";
		switch (a->kind) {
		case TY_STRUCT:
		case TY_UNION:
			/* another definition of the tag name: sparse lets it be */
			if (tag_ident(a->tag) == tag_ident(b->tag))
				return NULL;
			return "different base types";
		case TY_ARRAY:
			break;	/* the sizes are not compared, modifiers add up */
		case TY_PTR:
			if (as1 != as2)
				return "different address spaces";
			if (m1 != m2)
				return "different modifiers";
			m1 = m2 = 0;
			as1 = as2 = NULL;
			break;
		case TY_FUNC: {
			if (as1 != as2)
				return "different address spaces";
			if (m1 != m2)
				return "different modifiers";
			if (!((a->flags | b->flags) & T_OLDSTYLE)) {
				const char *why = differ_functions(a, b, depth);
				if (why)
					return why;
			}
			m1 = m2 = 0;
			as1 = as2 = NULL;
			break;
		}
		default:
			return NULL;
		}
		a = a->base;
		b = b->base;
		if (!a || !b)
			return a == b ? NULL : "different types";
	}
	if (as1 != as2)
		return "different address spaces";
	return m1 != m2 ? "different modifiers" : NULL;
}

/* sparse's whitelist_pointers(): void, or integers of one rank (under
 * -Wtypesign, only character types of different signedness). */
static bool interchangeable(Type *tb, Type *sb)
{
	tb = resolved(tb);
	sb = resolved(sb);
	if (same_type(tb, sb))
		return false;
	if (tb->kind == TY_VOID || sb->kind == TY_VOID)
		return true;
	if (!is_integer(tb) || !is_integer(sb) || is_restricted(tb) || is_restricted(sb))
		return false;
	if (rank_of(tb->kind) != rank_of(sb->kind))
		return false;
	return rank_of(tb->kind) == -2 || !check_on[CK_TYPESIGN];
}

bool pointer_assign_converts(Type *tb, Type *sb)
{
	return interchangeable(tb, sb);
}

const char *pointer_assign_reason(Type *tb, Type *sb)
{
	unsigned q1 = mods_of(tb) & D_QUALIFIER, q2 = mods_of(sb) & D_QUALIFIER;
	/* the pointers' own [noreturn] first: the source may have more,
	 * and a void * none */
	if ((tb->flags & T_NORETURN) && !(sb->flags & T_NORETURN) && !interchangeable(tb, sb))
		return "different modifiers";
	if (interchangeable(tb, sb)) {
		if (space_of(tb) != space_of(sb))
			return "different address spaces";
		if (tb->kind == TY_FUNC)
			q1 |= M_CONST;	/* a function is read-only anyway */
		return q2 & ~q1 ? "different modifiers" : NULL;
	}
	/* the target may be more qualified than the source */
	return differ(tb, sb, 0, q1, 0);
}

static unsigned target_quals(Type *t)
{
	return mods_of(t) & D_QUALIFIER;
}

const char *pointer_compare_reason(Type *lb, Type *rb, bool equality)
{
	if (equality && space_of(lb) == space_of(rb) &&
	    (lb->kind == TY_VOID || rb->kind == TY_VOID))
		return NULL;
	return differ(lb, rb, target_quals(rb), target_quals(lb), 0);
}

const char *pointer_cond_reason(Type *lb, Type *rb)
{
	if (space_of(lb) != space_of(rb))
		return "different address spaces";
	if (lb->kind == TY_VOID || rb->kind == TY_VOID)
		return NULL;
	unsigned q = target_quals(lb) | target_quals(rb);
	return differ(lb, rb, q, q, 0);
}

const char *redeclaration_reason(Type *a, Type *b)
{
	return differ(a, b, 0, 0, 0);
}

Type *function_address(Symbol *f, Type *fty)
{
	bool nr = f && f->noreturn && !(fty->flags & T_NORETURN);
	if (nr || (!f && fty->name)) {
		fty = type_copy(fty);
		fty->name = f ? fty->name : NULL;
		fty->flags |= nr ? T_NORETURN : 0;
	}
	return pointer_to(fty);
}
