/* optwarn.c - sparse's off-by-default warnings made as it evaluates an
 * expression (evaluate_sizeof(), evaluate_conditional()); each is on
 * with its -W flag or -Wsparse-all. */
#include "optwarn.h"
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
