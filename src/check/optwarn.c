/* optwarn.c - sparse's off-by-default warnings made as it evaluates an
 * expression (evaluate_sizeof(), evaluate_conditional()) or simplifies a
 * function (simplify_binop_same_args()); each is on with its -W flag or
 * -Wsparse-all.  Also where sparse's linearizer places a warning
 * (last_linearized(), for convert.c's casts too). */
#include "optwarn.h"
#include "arena.h"
#include "checks.h"
#include "diag.h"
#include "type.h"

/* sparse's texts in its order: void, _Bool, function, flexible. */
void optwarn_sizeof(Node *n)
{
	Type *t = n->kind == ND_SIZEOF ? n->ty2 : NULL;
	if (!t)
		return;
	if (t->kind == TY_VOID && check_on[CK_POINTER_ARITH])
		diag(SPARSE_WARNING, CK_POINTER_ARITH, n->loc, "expression using sizeof(void)");
	if (t->kind == TY_BOOL && check_on[CK_SIZEOF_BOOL])
		diag(SPARSE_WARNING, CK_SIZEOF_BOOL, n->loc, "expression using sizeof _Bool");
	if (t->kind == TY_FUNC && check_on[CK_POINTER_ARITH])
		diag(SPARSE_WARNING, CK_POINTER_ARITH, n->loc,
			"expression using sizeof on a function");
	if (is_record(t) && t->tag && t->tag->has_flex && check_on[CK_FLEXIBLE_ARRAY_SIZEOF])
		diag(SPARSE_WARNING, CK_FLEXIBLE_ARRAY_SIZEOF, n->loc,
			"using sizeof on a flexible structure");
}

/* -Waddress: sparse looks at the condition before it decays; *f of a
 * function designator f is f itself, reported at f. */
void optwarn_cond(Node *cond)
{
	if (!cond || !check_on[CK_ADDRESS])
		return;
	Node *n = cond;
	while (n->kind == ND_DEREF && n->operand && n->operand->ty &&
	       n->operand->ty->kind == TY_FUNC)
		n = n->operand;
	if (!n->ty || (n->ty->kind != TY_FUNC && n->ty->kind != TY_ARRAY))
		return;
	diag(SPARSE_WARNING, CK_ADDRESS, n->loc, "the address of %s will always evaluate as true",
		n->ty->kind == TY_FUNC ? "a function" : "an array");
}

/* --- -Wtautological-compare ------------------------------------------------ */

/* sparse's simplifier sees one pseudo on both sides of a comparison when
 * the two operands compute the same thing without side effects: one
 * variable (its loads merged), a member or a dereference of one pointer,
 * the same arithmetic on such.  Volatile accesses are loaded twice. */
static bool same_value(Node *a, Node *b)
{
	if (!a || !b || a->kind != b->kind || a->ty != b->ty)
		return false;
	if (a->ty && (a->ty->qual & Q_VOLATILE))
		return false;
	switch (a->kind) {
	case ND_NUM:
		return a->ival == b->ival;
	case ND_VAR:
		return a->sym && a->sym == b->sym;
	case ND_MEMBER:
		return a->mem == b->mem && (a->flags & NF_ARROW) == (b->flags & NF_ARROW) &&
		       same_value(a->operand, b->operand);
	case ND_DEREF: case ND_NEG: case ND_PLUS: case ND_BITNOT: case ND_NOT:
	case ND_ADDR: case ND_CAST:
		return same_value(a->operand, b->operand);
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_SHL: case ND_SHR:
	case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
	case ND_BITAND: case ND_BITXOR: case ND_BITOR:
		return same_value(a->lhs, b->lhs) && same_value(a->rhs, b->rhs);
	default:
		return false;
	}
}

/* A cheap arm of ?: (sparse's expansion then makes a select, whose
 * condition it linearizes last): values and a little arithmetic. */
static bool cheap(Node *n, int depth)
{
	if (!n || depth > 3)
		return false;
	switch (n->kind) {
	case ND_NUM: case ND_ENUMCONST: case ND_VAR:
		return true;
	case ND_CAST: case ND_NEG: case ND_BITNOT: case ND_NOT:
		return cheap(n->operand, depth + 1);
	case ND_ADD: case ND_SUB: case ND_SHL: case ND_SHR: case ND_BITAND:
	case ND_BITXOR: case ND_BITOR:
	case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
		return cheap(n->lhs, depth + 1) && cheap(n->rhs, depth + 1);
	default:
		return false;
	}
}

Loc last_linearized(Node *n)
{
	for (;;) {
		switch (n->kind) {
		case ND_COND:
			n = n->then && cheap(n->then, 0) && cheap(n->els, 0) ? n->cond : n->els;
			continue;
		case ND_DEREF: case ND_NEG: case ND_PLUS: case ND_BITNOT: case ND_NOT:
		case ND_CAST: case ND_ADDR:
			n = n->operand;
			continue;
		case ND_ADD: case ND_SUB: case ND_MUL: case ND_SHL: case ND_SHR:
		case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
		case ND_BITAND: case ND_BITXOR: case ND_BITOR:
			n = n->rhs;
			continue;
		case ND_MEMBER: {
			/* v.a.b is an address sparse computes without a
			 * new expression; p->a loads p */
			Node *x = n;
			while (x->kind == ND_MEMBER && !(x->flags & NF_ARROW))
				x = x->operand;
			if (x->kind == ND_VAR)
				return n->loc;
			n = x->kind == ND_MEMBER ? x->operand : x;
			continue;
		}
		default:
			return n->loc;
		}
	}
}

/* The warnings of one function, said once it is all linearized (sparse
 * simplifies after linearizing); in the unit's arena. */
typedef struct SelfCompare {
	struct SelfCompare *next;
	Loc at;
	bool truth;
} SelfCompare;
static SelfCompare *pending, **pending_tail = &pending;

void optwarn_compare(Node *n)
{
	if (n->kind < ND_LT || n->kind > ND_NE || !check_on[CK_TAUTOLOGICAL_COMPARE])
		return;
	if (!n->lhs || !n->rhs || !n->lhs->ty || is_float(n->lhs->ty))
		return;
	if (!same_value(n->lhs, n->rhs) || n->lhs->kind == ND_NUM)
		return;
	SelfCompare *c = arena_alloc(tu_arena, sizeof *c);
	c->next = NULL;
	c->at = last_linearized(n->rhs);
	c->truth = n->kind == ND_LE || n->kind == ND_GE || n->kind == ND_EQ;
	*pending_tail = c;
	pending_tail = &c->next;
}

void optwarn_flush(void)
{
	for (SelfCompare *c = pending; c; c = c->next)
		diag(SPARSE_WARNING, CK_TAUTOLOGICAL_COMPARE, c->at,
			"self-comparison always evaluates to %s", c->truth ? "true" : "false");
	optwarn_finish();
}

void optwarn_finish(void)
{
	pending = NULL;
	pending_tail = &pending;
}
