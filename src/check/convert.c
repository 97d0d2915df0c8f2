/* convert.c - sparse's diagnostics on conversions and operators that need
 * only the operands' types: enum types mixed, pointer arithmetic refused,
 * a pointer compared with an integer.  check.c calls them where sparse's
 * evaluate.c meets the same situation. */
#include "convert.h"
#include "arena.h"
#include "checks.h"
#include "parse.h"
#include "sema.h"
#include "type.h"
#include "typediff.h"
#include "optwarn.h"

Type *decay_ptr(Type *t)
{
	if (t->kind == TY_PTR)
		return t;
	if (t->kind == TY_ARRAY)
		return decay(t);
	return NULL;
}

/* Enumerators are plain integers to sparse: only objects and results of
 * an enum type count. */
void enum_mismatch(Loc at, Type *a, Type *b)
{
	if (!check_on[CK_ENUM_MISMATCH] || !a || !b || a->kind != TY_ENUM ||
	    b->kind != TY_ENUM || a->tag == b->tag)
		return;
	diag(SPARSE_WARNING, CK_ENUM_MISMATCH, at, "mixing different enum types:");
	diag(SPARSE_INFO, CK_NONE, at, "%s", show_type(bare_restricted(a), NULL, 0, -1));
	diag(SPARSE_INFO, CK_NONE, at, "%s", show_type(bare_restricted(b), NULL, 0, -1));
}

/* What a pointer operand of + or - points to (a function designator is
 * its own target), or NULL. */
static Type *arith_target(Type *t)
{
	if (!t)
		return NULL;
	if (t->kind == TY_PTR || t->kind == TY_ARRAY)
		return t->base;
	return t->kind == TY_FUNC ? t : NULL;
}

static bool is_int_type(Type *t)
{
	return t && (is_integer(t) || is_restricted(t));
}

/* A subtraction of pointers whose target's size is no power of 2. */
static void subtraction_blows(Node *n, Type *target)
{
	int64_t size = target->size;
	if (size <= 1 || !(size & (size - 1)) || !check_on[CK_PTR_SUBTRACTION_BLOWS])
		return;
	diag(SPARSE_WARNING, CK_PTR_SUBTRACTION_BLOWS, n->loc,
		"potentially expensive pointer subtraction");
	diag(SPARSE_NOTE, CK_NONE, n->loc, "    '%s' has a non-power-of-2 size: %lld",
		show_type(bare_restricted(target), NULL, 0, -1), (long long)size);
}

/* sparse's evaluate_ptr_add() and evaluate_ptr_sub(). */
bool bad_pointer_arith(Node *n, Type *a, Type *b)
{
	Type *ta = arith_target(a), *tb = arith_target(b);
	Type *base = ta && is_int_type(b) ? ta : n->kind == ND_ADD && tb && is_int_type(a) ? tb : NULL;
	if (base) {
		if (base->kind != TY_FUNC)
			return false;
		diag(SPARSE_ERROR, CK_INCOMPATIBLE_TYPES, n->loc,
			"arithmetics on pointers to functions");
		return true;
	}
	if (n->kind != ND_SUB || !ta || !tb)
		return false;
	const char *why = pointer_compare_reason(ta, tb, false);
	if (why)
		diag(SPARSE_ERROR, CK_INCOMPATIBLE_TYPES, n->loc,
			"subtraction of different types can't work (%s)", why);
	if (ta->kind == TY_FUNC) {
		diag(SPARSE_ERROR, CK_INCOMPATIBLE_TYPES, n->loc,
			"subtraction of functions? Share your drugs");
		return true;
	}
	subtraction_blows(n, ta);
	return false;
}

bool pointer_against_int(Node *n, Type *a, Type *b)
{
	if (n->kind < ND_LT || n->kind > ND_NE || !a || !b)
		return false;
	if (decay_ptr(a) && !decay_ptr(b))
		return is_int_type(b) && !is_null_pointer_constant(n->rhs);
	if (decay_ptr(b) && !decay_ptr(a))
		return is_int_type(a) && !is_null_pointer_constant(n->lhs);
	return false;
}

void check_truncate(Type *to, Node *src)
{
	if (src)
		check_truncate_at(to, src, src->loc);
}

void check_truncate_at(Type *to, Node *src, Loc at)
{
	int64_t v;
	if (!check_on[CK_CAST_TRUNCATE] || !to || !src || !src->ty || !is_integer(to) ||
	    !is_integer(src->ty) || to->kind == TY_BOOL)
		return;
	Type *from = int_base(src->ty);
	int old_size = (int)(from->size * 8), new_size = (int)(int_base(to)->size * 8);
	if (new_size >= old_size || old_size > 64 || !eval_int(src, &v))
		return;
	uint64_t value = (uint64_t)v;
	uint64_t oldsign = 1ULL << (old_size - 1), oldmask = oldsign | (oldsign - 1);
	uint64_t sign = 1ULL << (new_size - 1), mask = sign | (sign - 1);
	if (!is_unsigned(from) && (value & oldsign))
		value |= ~oldmask;
	uint64_t dropped = oldmask & ~mask;
	if ((value & dropped) &&
	    (!(value & oldsign) || !(value & sign) || (value & dropped) != dropped))
		diag(SPARSE_WARNING, CK_CAST_TRUNCATE, at,
			"cast truncates bits from constant value (%llx becomes %llx)",
			(unsigned long long)(value & oldmask), (unsigned long long)(value & mask));
}

/* What sparse calls a conversion in its "incorrect type in ...". */
const char *where_text(int where, int argno)
{
	switch (where) {
	case 0: return "assignment";
	case 1: return "initializer";
	case 2: return arena_printf(tu_arena, "argument %d", argno);
	default: return "return expression";
	}
}

/* An operator as sparse writes it in its messages. */
const char *binop_text(int kind)
{
	static const char *const text[] = {
		[ND_ADD] = "+", [ND_SUB] = "-", [ND_MUL] = "*", [ND_DIV] = "/",
		[ND_MOD] = "%", [ND_SHL] = "<<", [ND_SHR] = ">>", [ND_LT] = "<",
		[ND_LE] = "<=", [ND_GT] = ">", [ND_GE] = ">=", [ND_EQ] = "==",
		[ND_NE] = "!=", [ND_BITAND] = "&", [ND_BITXOR] = "^", [ND_BITOR] = "|",
	};
	return kind < (int)(sizeof(text) / sizeof(text[0])) && text[kind] ? text[kind] : "?";
}

/* The type sparse's classify_type() leaves: typedefs and qualifiers
 * are gone, a struct, union or enum is its tag, anything else the type
 * its declarator made (sparse compares those as symbols: two "char *"
 * declarators are two types). */
static const void *bare_identity(Type *t)
{
	if (t->tag)
		return t->tag;
	return t->origin ? t->origin : t;
}

/* GCC's cast to a union: a member of the operand's very type. */
static bool union_cast(Type *u, Type *s)
{
	if (u->kind != TY_UNION || !u->tag)
		return false;
	for (Member *m = u->tag->members; m; m = m->next)
		if (m->bit_width < 0 && m->ty && bare_identity(m->ty) == bare_identity(s))
			return true;
	return false;
}

void check_cast_scalar(Node *n)
{
	Type *t = n->ty, *s = n->operand->ty;
	if (!t || !s)
		return;
	if (union_cast(t, s))
		return;		/* a compound literal for sparse: no more said */
	if (is_record(t) || t->kind == TY_ARRAY || t->kind == TY_FUNC)
		diag(SPARSE_WARNING, CK_NONE, n->loc, "cast to non-scalar");
	if (is_record(s))	/* (an array or a function is a pointer by now) */
		diag(SPARSE_WARNING, CK_NONE, n->loc, "cast from non-scalar");
}

/* Where sparse places an expression once evaluated: a unary + has been
 * replaced by its operand. */
Loc pos_of(Node *n)
{
	/* (*fp as a value is fp's function again: sparse's degenerate()
	 * puts it where fp is) */
	while (n->kind == ND_PLUS ||
	       (n->kind == ND_DEREF && n->ty && n->ty->kind == TY_FUNC))
		n = n->operand;
	bool decays = n->kind == ND_MEMBER && n->ty && n->ty->kind == TY_ARRAY;
	if (n->kind == ND_ADDR || decays) {
		/* &x is x's address: sparse places it where that address
		 * expression is (x itself, the pointer of *p or p->m); an
		 * array member decays to its address the same way */
		Node *x = decays ? n : n->operand;
		while (x->kind == ND_MEMBER && !(x->flags & NF_ARROW))
			x = x->operand;
		if (x->kind == ND_DEREF || x->kind == ND_MEMBER)
			return pos_of(x->operand);
		return x->loc;
	}
	return n->loc;
}

/* -Wint-to-pointer-cast: an integer narrower than a pointer converted
 * to a pointer (not void *), at the last expression linearized; not a
 * constant (sparse has made it a constant pointer before). */
/* A pointer's size: a long's on every target castguard has (LP64 and
 * ILP32), asked without making a pointer type at each cast. */
static int pointer_size(void)
{
	return ty_ulong->size;
}

static void check_int_to_ptr(Type *to, Node *src)
{
	int64_t v;
	if (!check_on[CK_INT_TO_POINTER_CAST] || !to->base || to->base->kind == TY_VOID ||
	    !is_integer(src->ty) || src->ty->size == pointer_size())
		return;
	if (eval_int(src, &v))
		return;
	diag(SPARSE_WARNING, CK_INT_TO_POINTER_CAST, last_linearized(src),
		"non size-preserving integer to pointer cast");
}

/* A conversion from a pointer (not void *) to an integer narrower than
 * it: sparse's linearizer warns at the converted expression.  An
 * assignment that failed its type check is not linearized, so only
 * arguments, returns, initializers and casts count; so for an integer
 * made a pointer. */
void check_ptr_to_int(Type *to, Node *src)
{
	if (to && to->kind == TY_PTR && src && src->ty)
		check_int_to_ptr(to, src);
	if (!to || !src || !src->ty || to->kind == TY_BOOL)
		return;
	if (!is_integer(to) && !(to->flags & T_RESTRICTED))
		return;
	Type *st = src->ty;
	if (st->kind == TY_ARRAY)
		st = st->base;
	else if (st->kind == TY_PTR)
		st = st->base;
	else if (st->kind != TY_FUNC)
		return;
	if (!st || st->kind == TY_VOID)
		return;
	if (to->size < pointer_size())
		diag(SPARSE_WARNING, CK_POINTER_TO_INT_CAST, pos_of(src),
			"non size-preserving pointer to integer cast");
}

static bool folds_to_value(Node *n, int64_t *v)
{
	return may_fold(n) && n->ty && is_integer(n->ty) && eval_int(n, v);
}

static Type *folded_type(Node *n);

/* The type and zeroness of a constant operand as the first copy left it. */
static Type *constant_type(Node *n, bool *zero)
{
	int64_t v;
	if (folds_to_value(n, &v)) {
		*zero = v == 0 && !is_restricted(n->ty);
		return folded_type(n);
	}
	*zero = false;
	switch (n->kind) {
	case ND_NUM:
		*zero = n->ival == 0 && n->ty && is_integer(n->ty) && !(n->flags & NF_ERROR);
		return plain_of(n->ty);
	case ND_ENUMCONST:
		*zero = n->sym && n->sym->value == 0;
		return n->ty;
	}
	return plain_of(n->ty);
}

/* A bitwise operator on restricted constants that sparse allows: the same
 * restricted type on both sides, or one side the constant 0. */
static bool restricted_bitwise_ok(Node *n)
{
	if (n->kind != ND_BITAND && n->kind != ND_BITOR && n->kind != ND_BITXOR)
		return false;
	bool za, zb;
	Type *a = constant_type(n->lhs, &za), *b = constant_type(n->rhs, &zb);
	bool ra = is_restricted(a), rb = is_restricted(b);
	if (ra && rb)
		return same_restricted(a, b);
	return (ra && zb) || (rb && za);
}

/* The type the first copy's evaluation gave a folded expression: a cast
 * keeps its own; an operator on restricted operands that sparse does not
 * allow degraded them to plain integers (the front end's type for it is
 * the restricted one). */
static Type *folded_type(Node *n)
{
	if (n->kind == ND_CAST)
		return n->ty;
	if (!is_restricted(n->ty))
		return plain_of(n->ty);
	switch (n->kind) {
	case ND_BITNOT:
		return bare_restricted(n->ty);
	case ND_BITAND: case ND_BITOR: case ND_BITXOR:
		if (restricted_bitwise_ok(n))
			return bare_restricted(n->ty);
		return plain_of(n->ty);
	case ND_NEG: case ND_PLUS: case ND_ADD: case ND_SUB: case ND_MUL:
	case ND_DIV: case ND_MOD:
		return plain_of(n->ty);
	}
	return bare_restricted(n->ty);
}

bool folded_constant(Node *n, Type **ty, bool *zero)
{
	int64_t v;
	if (!folds_to_value(n, &v))
		return false;
	*ty = folded_type(n);
	*zero = v == 0 && !is_restricted(n->ty);
	return true;
}

/* __nocast: T and ST differ by more than the nocast bit (sparse's
 * is_same_type()), at AT. */
void check_nocast(Type *t, Type *st, Loc at)
{
	if (!t || !st)
		return;
	bool tn = (t->flags & T_NOCAST) != 0, sn = (st->flags & T_NOCAST) != 0;
	if (!tn && !sn)
		return;
	Type *a = plain_of(t), *b = plain_of(st);
	if (a->kind == b->kind && t->aspace == st->aspace)
		return;
	if (tn && sn)
		diag(SPARSE_WARNING, CK_NOCAST, at, "implicit cast to/from nocast type");
	else if (tn)
		diag(SPARSE_WARNING, CK_NOCAST, at, "implicit cast to nocast type");
	else
		diag(SPARSE_WARNING, CK_NOCAST, at, "implicit cast from nocast type");
}

/* sparse's cast_to() after a pointer assignment: it is reached when the
 * pointers did not match (FAILED) or were interchangeable (void, integers
 * of one rank), and then a __nocast pointee on either side is reported;
 * other values as check_nocast() says. */
void check_nocast_conv(Type *t, Type *st, Node *src, bool zero, Loc at, bool failed)
{
	Type *sp = st ? decay_ptr(st) : NULL;
	if (!t || t->kind != TY_PTR || !st) {
		check_nocast(t, st, at);
		return;
	}
	bool tn = (t->base->flags & T_NOCAST) != 0;
	bool sn = sp ? (sp->base->flags & T_NOCAST) != 0 : (st->flags & T_NOCAST) != 0;
	bool null = zero && is_integer(st);
	if (!null && src && is_null_pointer_constant(src))
		return;		/* (void *)0 is sparse's null type: no conversion */
	bool converts = failed || null || (sp && pointer_assign_converts(t->base, sp->base));
	if (!(tn || sn) || !converts)
		return;
	diag(SPARSE_WARNING, CK_NOCAST, at, "implicit cast %s nocast type",
	     tn && sn ? "to/from" : tn ? "to" : "from");
}

/* A pointer kept in one address space that points into another: a
 * member of type char __user * read through a __rcu pointer.  sparse's
 * cast_to() gathers the spaces of the value's type and of the pointer
 * type under it into one (base_type()), and two different ones are its
 * error, at the pointer type's declarator. */
static void check_mixed_spaces(Type *t)
{
	if (t && t->kind == TY_PTR && t->aspace && t->base->aspace &&
	    t->aspace != t->base->aspace && t->star.line && check_on[CK_ADDRESS_SPACE])
		diag(SPARSE_ERROR, CK_NONE, t->star, "multiple address spaces given");
}

/* Whether the value of N has the type of an object, in the object's
 * address space (sparse's SYM_NODE type), not a computed one. */
static bool object_typed(Node *n)
{
	while (n && (n->kind == ND_COMMA || n->kind == ND_ASSIGN))
		n = n->kind == ND_COMMA ? n->rhs : n->lhs;
	return n && (n->kind == ND_VAR || n->kind == ND_MEMBER || n->kind == ND_DEREF);
}

static bool may_mix_spaces(Type *t)
{
	return t && t->kind == TY_PTR && t->aspace;
}

void check_arm_spaces(Type *t, Node *n)
{
	if (object_typed(n))
		check_mixed_spaces(t);
}

/* sparse's implicit conversion of the value SRC of type ST to the type T
 * (cast_to()): both types are looked at, unless SRC is (void *)0, which
 * has sparse's own null type. */
void check_cast_spaces(Type *t, Type *st, Node *src)
{
	if (src && st && st->kind == TY_PTR && st->base->kind == TY_VOID &&
	    !st->base->aspace && is_null_pointer_constant(src))
		return;
	check_arm_spaces(st, src);
	check_mixed_spaces(t);
}

/* How often sparse converts SRC to the pointer or _Bool type T after
 * checking the assignment, its "goto Cast": from a null pointer constant,
 * between interchangeable targets (void, integers of one rank), or a
 * pointer to _Bool (converted a second time, as a test against zero). */
static int assign_conversions(Type *t, Type *st, Node *src, bool zero)
{
	Type *sp = st ? decay_ptr(st) : NULL;
	if (t->kind == TY_BOOL)
		return st && st->kind == TY_PTR ? 2 : 0;
	if (t->kind != TY_PTR)
		return 0;
	if ((zero && is_integer(st)) || (src && is_null_pointer_constant(src)))
		return 1;
	return sp && st->kind == TY_PTR && pointer_assign_converts(t->base, sp->base);
}

void check_assign_spaces(Type *t, Type *st, Node *src, bool zero)
{
	if (may_mix_spaces(t) || may_mix_spaces(st))
		for (int i = assign_conversions(t, st, src, zero); i > 0; i--)
			check_cast_spaces(t, st, src);
}

/* p == q where one side points to void in the other's address space:
 * sparse converts the other side to it (evaluate_compare()). */
void check_compare_spaces(Type *a, Node *an, Type *b, Node *bn)
{
	Type *l = decay_ptr(a)->base, *r = decay_ptr(b)->base;
	if (l->aspace != r->aspace)
		return;
	if (l->kind == TY_VOID)
		check_arm_spaces(b, bn);
	else if (r->kind == TY_VOID)
		check_arm_spaces(a, an);
}
