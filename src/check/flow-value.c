/* flow-value.c - what the flow graph knows of values: the constants
 * sparse's simplifier folds (simplify_constant_rightside() and friends) and
 * the named pseudos a branch tests through a '!', a cast or a comparison
 * with zero (simplify_branch()). */
#include "flow-internal.h"
#include "parse.h"
#include "type.h"

/* An operator on known operands, or one a known operand decides (sparse's
 * simplify_constant_rightside(), constants moved right first: x & 0 and
 * x * 0 are 0, as in IS_DAX() of a kernel built without DAX, whose
 * S_DAX is 0). */
Value fold(int kind, Value a, Value b, Type *ct)
{
	if (!a.known || !b.known) {
		Value k = a.known ? a : b;
		if (k.known && !k.v && (kind == ND_BITAND || kind == ND_MUL))
			return known(0);
		return UNKNOWN;
	}
	int64_t x = a.v, y = b.v;
	if (ct) {
		/* in the type the operator computes in: -1 < 1U is false */
		x = eval_wrap(ct, x);
		if (kind != ND_SHL && kind != ND_SHR)
			y = eval_wrap(ct, y);
	}
	uint64_t ux = (uint64_t)x, uy = (uint64_t)y;
	if (ct && is_unsigned(ct)) {
		/* an unsigned long's values above INT64_MAX are kept negative:
		 * (unsigned long)-1 < 1 is false (is_signed_type() in min()) */
		switch (kind) {
		case ND_DIV: return uy ? known((int64_t)(ux / uy)) : UNKNOWN;
		case ND_MOD: return uy ? known((int64_t)(ux % uy)) : UNKNOWN;
		case ND_SHR: return uy < 64 ? known((int64_t)(ux >> uy)) : UNKNOWN;
		case ND_LT: return known(ux < uy);
		case ND_LE: return known(ux <= uy);
		case ND_GT: return known(ux > uy);
		case ND_GE: return known(ux >= uy);
		}
	}
	switch (kind) {
	case ND_ADD: return known((int64_t)((uint64_t)x + (uint64_t)y));
	case ND_SUB: return known((int64_t)((uint64_t)x - (uint64_t)y));
	case ND_MUL: return known((int64_t)((uint64_t)x * (uint64_t)y));
	case ND_BITAND: return known(x & y);
	case ND_BITOR: return known(x | y);
	case ND_BITXOR: return known(x ^ y);
	case ND_DIV: return y && !(y == -1 && x == INT64_MIN) ? known(x / y) : UNKNOWN;
	case ND_MOD: return y && !(y == -1 && x == INT64_MIN) ? known(x % y) : UNKNOWN;
	case ND_SHL: return y >= 0 && y < 64 ? known((int64_t)((uint64_t)x << y)) : UNKNOWN;
	case ND_SHR: return y >= 0 && y < 64 ? known(x >> y) : UNKNOWN;
	case ND_EQ: return known(x == y);
	case ND_NE: return known(x != y);
	case ND_LT: return known(x < y);
	case ND_LE: return known(x <= y);
	case ND_GT: return known(x > y);
	case ND_GE: return known(x >= y);
	}
	return UNKNOWN;
}

/* The type operator N computes in: its integer operands' common type (a
 * shift: its promoted left operand's), or NULL. */
Type *operand_type(Node *n)
{
	Type *l = n->lhs->ty, *r = n->rhs->ty;
	if (!l || !r || !is_integer(l) || !is_integer(r))
		return NULL;
	if (n->kind == ND_SHL || n->kind == ND_SHR)
		return usual_arith(l, l);
	return usual_arith(l, r);
}

/* The value of operator N, in N's type. */
Value typed(Node *n, Value v)
{
	if (!v.known || !n->ty)
		return v;
	if (n->ty->kind == TY_BOOL)
		return known(v.v != 0);
	return is_integer(n->ty) ? known(eval_wrap(n->ty, v.v)) : UNKNOWN;
}

/* What a branch on the value of N (a '!', a cast, a comparison with zero)
 * of the named V tests: V's truth, as sparse's simplify_branch() sees
 * through setne/seteq with 0, zext and sext. */
Value truth_of(Node *n, Value v)
{
	if (!v.id)
		return UNKNOWN;
	Value r = v;
	switch (n->kind) {
	case ND_NOT:
		r.idk = v.idk == ID_FALSE ? ID_TRUE : ID_FALSE;
		return r;
	case ND_PLUS:
		return v;
	case ND_CAST: {
		Type *from = n->operand->ty, *to = n->ty;
		if (!from || !to || !is_scalar(from) || !is_scalar(to))
			return UNKNOWN;
		if (to->kind != TY_BOOL && to->size < from->size)
			return UNKNOWN;	/* a truncation */
		if (r.idk == ID_EXACT && (to->kind == TY_BOOL || to->size != from->size))
			r.idk = ID_TRUE;
		return r;
	}
	}
	return UNKNOWN;
}

/* X == 0, X != 0 of a named X. */
Value compare_zero(int kind, Value a, Value b)
{
	if (kind != ND_EQ && kind != ND_NE)
		return UNKNOWN;
	if (a.known && !b.known) {
		Value t = a;
		a = b;
		b = t;
	}
	if (!a.id || !b.known || b.v)
		return UNKNOWN;
	Value r = a;
	if (kind == ND_NE)
		r.idk = a.idk == ID_EXACT ? ID_TRUE : a.idk;
	else
		r.idk = a.idk == ID_FALSE ? ID_TRUE : ID_FALSE;
	return r;
}
