/* ast.c - what a syntax tree node's children are: the one place that
 * spells out, per kind, which fields hold them and in what order.  The
 * walkers (the checks, the atomic analysis, infer) keep a case only for
 * the kinds they treat specially and iterate the children of the rest. */
#include "ast.h"

static void one(ChildIter *it, Node *child)
{
	it->slot[it->n++] = child;
}

static void list(ChildIter *it, Node *first)
{
	it->lists |= 1u << it->n;
	it->slot[it->n++] = first;
}

/* The children in source order, which is also the order they are
 * evaluated in (a for statement's third clause aside, run after the
 * body but written before it).  Absent children (NULL) are skipped. */
ChildIter child_iter(Node *n)
{
	ChildIter it = {.n = 0};
	switch ((NodeKind)n->kind) {
	case ND_NUM: case ND_FNUM: case ND_STR: case ND_VAR: case ND_ENUMCONST:
	case ND_FUNCNAME: case ND_LABEL_ADDR: case ND_OFFSETOF: case ND_GENERIC:
	case ND_BREAK: case ND_CONTINUE: case ND_GOTO: case ND_NULL_STMT:
		break;
	case ND_MEMBER: case ND_CAST: case ND_ADDR: case ND_DEREF: case ND_NEG:
	case ND_PLUS: case ND_BITNOT: case ND_NOT: case ND_PREINC: case ND_PREDEC:
	case ND_POSTINC: case ND_POSTDEC: case ND_REAL: case ND_IMAG:
	case ND_SIZEOF: case ND_ALIGNOF: case ND_VA_ARG:
		one(&it, n->operand);
		break;
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL:
	case ND_SHR: case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
	case ND_BITAND: case ND_BITXOR: case ND_BITOR: case ND_LOGAND: case ND_LOGOR:
	case ND_COMMA: case ND_ASSIGN:
		one(&it, n->lhs);
		one(&it, n->rhs);
		break;
	case ND_COND: case ND_IF:
		one(&it, n->cond);
		one(&it, n->then);
		one(&it, n->els);
		break;
	case ND_CALL:
		one(&it, n->callee);
		list(&it, n->args);
		break;
	case ND_COMPOUND_LIT: case ND_DECL:
		one(&it, n->init);
		break;
	case ND_STMT_EXPR:
		one(&it, n->block);
		break;
	case ND_BUILTIN:
		list(&it, n->ctx_args);
		break;
	case ND_INIT_LIST:
		list(&it, n->entries);
		break;
	case ND_DESIG:
		one(&it, n->value);
		break;
	case ND_BLOCK:
		list(&it, n->stmts);
		break;
	case ND_EXPR_STMT: case ND_RETURN: case ND_GOTO_IND:
		one(&it, n->expr);
		break;
	case ND_WHILE: case ND_SWITCH:
		one(&it, n->cond);
		one(&it, n->body);
		break;
	case ND_DO:
		one(&it, n->body);
		one(&it, n->cond);
		break;
	case ND_FOR:
		one(&it, n->init);
		one(&it, n->for_cond);
		one(&it, n->inc);
		one(&it, n->for_body);
		break;
	case ND_CASE:
		one(&it, n->value);
		one(&it, n->body);
		break;
	case ND_DEFAULT: case ND_LABEL:
		one(&it, n->stmt);
		break;
	case ND_ASM:
		list(&it, n->outputs);
		list(&it, n->inputs);
		break;
	}
	for (it.i = 0; it.i < it.n; it.i++)
		if ((it.child = it.slot[it.i]))
			break;
	return it;
}

/* The function type a call calls (through a pointer to it), or NULL
 * where the callee is no function (an error already reported). */
Type *call_fn_type(Node *call)
{
	Type *t = call->callee->ty;
	if (t && t->kind == TY_PTR)
		t = t->base;
	return t && t->kind == TY_FUNC ? t : NULL;
}

/* The parameters a call's arguments convert to: NULL where its function
 * has no prototype (an old-style one converts nothing). */
Param *call_params(Node *call)
{
	Type *t = call_fn_type(call);
	return t && !(t->flags & T_OLDSTYLE) ? t->params : NULL;
}
