/* sema.h - building typed expression nodes: each constructor computes the
 * node's type from its operands (C11 6.5, with gcc's extensions). */
#ifndef CG_SEMA_H
#define CG_SEMA_H
#include "ast.h"


extern bool sema_quiet;
Node *new_node(NodeKind kind, Loc loc);
Node *new_num(int64_t v, Type *ty, Loc loc);
Node *new_unary(NodeKind kind, Node *a, Loc loc);
Node *new_binary(NodeKind kind, Node *a, Node *b, Loc loc);
Node *new_assign(int op, Node *lhs, Node *rhs, Loc loc);
Node *new_cast(Type *ty, Node *a, Loc loc);
Node *new_cond(Node *c, Node *a, Node *b, Loc loc);
/* When set, every struct or union whose member is accessed is appended
 * here (the parser collects those of a static assertion: sparse lays them
 * out, and warns about them, while it parses). */
extern PtrVec *sema_member_log;
Node *new_member(Node *base, Ident *name, bool arrow, Loc loc);
Node *new_call(Node *fn, Node *args, Loc loc);
Node *new_var(Symbol *sym, Loc loc);
Node *sema_rvalue(Node *n);
bool sema_void_operand(Node *n, Loc loc, const char *msg);

bool is_null_pointer_constant(Node *n);
/* Set when a node refers to a prototype's parameter (sema.c's new_var()):
 * the declaration's parameter symbols must then be kept. */
extern bool proto_pinned;
void sema_finish(void);
#endif
