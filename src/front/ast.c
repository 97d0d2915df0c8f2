/* ast.c - what the walkers ask of a call node.  (What each kind's
 * children are is node_children() in ast.h: inline, for the walkers ask
 * it at every node.) */
#include "ast.h"

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
