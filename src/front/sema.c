/* sema.c - typed expression nodes.  The parser calls these as it builds
 * the tree; a node's type follows C11 6.5 and gcc's extensions (arithmetic
 * on void pointers, sizeof(void) == 1, statement expressions). */
#include <string.h>
#include "arena.h"
#include "config.h"
#include "diag.h"
#include "parse.h"
#include "sema.h"
#include "type.h"

bool sema_quiet;
bool proto_pinned;

/* Errors in attribute arguments and __context__ are not errors: sparse's
 * context expressions name things that need not be in scope. */
#define sema_error(...) do { if (!sema_quiet && (opt.mode != MODE_CHECK || opt.syntax_only)) \
		diag(DIAG_ERROR, CK_NONE, __VA_ARGS__); } while (0)

Node *new_node(NodeKind kind, Loc loc)
{
	Node *n = NEW(Node);
	n->kind = kind;
	n->loc = loc;
	return n;
}

Node *new_num(int64_t v, Type *ty, Loc loc)
{
	Node *n = new_node(ND_NUM, loc);
	n->ival = v;
	n->ty = ty;
	n->flags |= NF_ICE;
	return n;
}

Node *new_var(Symbol *sym, Loc loc)
{
	Node *n = new_node(sym->kind == SYM_ENUMCONST ? ND_ENUMCONST : ND_VAR, loc);
	n->sym = sym;
	n->ty = sym->ty;
	if (sym->kind == SYM_VAR)
		n->flags |= NF_LVALUE;
	sym->used = true;
	if (sym->in_proto)
		proto_pinned = true;
	return n;
}

/* The type an operand has in arithmetic: a bit-field narrower than int
 * promotes to int whatever its declared type (gcc), one of int's width
 * to int or unsigned int. */
static Type *operand_type(Node *n)
{
	Type *t = value_type(n);
	if (n->kind != ND_MEMBER || !n->mem || n->mem->bit_width < 0 || !is_integer(t))
		return t;
	int w = n->mem->bit_width;
	if (w < 32)
		return ty_int;
	if (w == 32)
		return is_unsigned(t) ? ty_uint : ty_int;
	if (w < t->size * 8) {
		/* gcc gives a wide bit-field a type of its own ("unsigned
		 * long:40"), compatible with no standard type */
		Type *b = type_copy(unqual(int_base(t)));
		b->flags |= T_BITFIELD;
		b->len = w;
		b->name = NULL;
		return b;
	}
	return t;
}

bool is_null_pointer_constant(Node *n)
{
	if (n->flags & NF_NULLPTR)
		return true;
	int64_t v;
	if (n->ty && is_integer(n->ty) && eval_int(n, &v) && v == 0)
		return true;
	if (n->kind == ND_CAST && n->ty->kind == TY_PTR && n->ty->base->kind == TY_VOID &&
	    !n->ty->base->qual && n->operand->ty && is_integer(n->operand->ty) && eval_int(n->operand, &v) && v == 0)
		return true;
	return false;
}

static bool is_lvalue(Node *n)
{
	if (n->flags & NF_ERROR)
		return true;	/* no second error about the same mistake */
	switch (n->kind) {
	case ND_VAR:
		return !n->sym || n->sym->kind == SYM_VAR;
	case ND_DEREF: case ND_COMPOUND_LIT: case ND_STR:
		return true;
	case ND_MEMBER:
		return (n->flags & NF_ARROW) || is_lvalue(n->operand);
	case ND_REAL: case ND_IMAG:
		return is_lvalue(n->operand);
	default:
		return false;
	}
}

/* The variable, parameter or member a modifiable lvalue names, for
 * gcc's "assignment of read-only variable 'x'". */
static void check_modifiable(Node *n, Loc loc, const char *op, const char *what)
{
	if (!is_lvalue(n)) {
		sema_error(loc, "lvalue required as %s", what);
		return;
	}
	if (n->flags & NF_ERROR)
		return;
	Type *t = n->ty;
	if (t && t->kind == TY_ARRAY && !strcmp(op, "assignment")) {
		sema_error(loc, "assignment to expression with array type");
		return;
	}
	if (!t || !(t->qual & Q_CONST))
		return;
	if (n->kind == ND_VAR && n->sym)
		sema_error(loc, "%s of read-only %s '%s'", op,
			   n->sym->is_param ? "parameter" : "variable", n->sym->name->name);
	else if (n->kind == ND_MEMBER && n->mem && n->mem->name)
		sema_error(loc, "%s of read-only member '%s'", op, n->mem->name->name);
}

static bool is_void_ptr(Type *t)
{
	return t->kind == TY_PTR && t->base->kind == TY_VOID;
}

/* Where an expression begins, as gcc locates a complaint about its
 * value: the left end of its leftmost operand. */
static Loc expr_begin(Node *n)
{
	for (;;) {
		switch (n->kind) {
		case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD:
		case ND_SHL: case ND_SHR: case ND_LT: case ND_LE: case ND_GT: case ND_GE:
		case ND_EQ: case ND_NE: case ND_BITAND: case ND_BITXOR: case ND_BITOR:
		case ND_LOGAND: case ND_LOGOR: case ND_COMMA: case ND_ASSIGN:
			n = n->lhs;
			break;
		case ND_CALL:
			n = n->callee;
			break;
		case ND_COND:
			n = n->cond;
			break;
		case ND_POSTINC: case ND_POSTDEC:
			n = n->operand;
			break;
		case ND_STMT_EXPR: case ND_CAST:
			return n->paren ? *n->paren : n->loc;
		default:
			return n->loc;
		}
	}
}

/* A void value gcc reports (the report flags it, so that the expressions
 * built on it stay quiet); check mode leaves the flags to sparse's rules. */
static bool is_void_value(Node *n)
{
	return !sema_quiet && (opt.mode != MODE_CHECK || opt.syntax_only) && n && n->ty &&
	       !(n->flags & NF_ERROR) && value_type(n)->kind == TY_VOID;
}

/* n's value is used (a condition, an operand, an initializer, the right
 * of an assignment): gcc rejects a void one, located at loc. */
static Node *sema_rvalue_at(Node *n, Loc loc)
{
	if (is_void_value(n)) {
		sema_error(loc, "void value not ignored as it ought to be");
		n->flags |= NF_ERROR;
	}
	return n;
}

/* ... or where the expression begins. */
Node *sema_rvalue(Node *n)
{
	return n ? sema_rvalue_at(n, expr_begin(n)) : n;
}

/* A void operand of a unary operator, a cast to a non-void type or a
 * function's argument: gcc's other wording, at the operator; msg NULL
 * for that one.  Returns whether it reported. */
bool sema_void_operand(Node *n, Loc loc, const char *msg)
{
	if (!is_void_value(n))
		return false;
	sema_error(loc, "%s", msg ? msg : "invalid use of void expression");
	n->flags |= NF_ERROR;
	return true;
}

Node *new_unary(NodeKind kind, Node *a, Loc loc)
{
	Node *n = new_node(kind, loc);
	n->operand = a;
	Type *t = operand_type(a);
	switch (kind) {
	case ND_NEG: case ND_PLUS: case ND_BITNOT: case ND_NOT:
		if (sema_void_operand(a, loc, NULL))
			n->flags |= NF_ERROR;
		break;
	default:
		break;
	}
	switch (kind) {
	case ND_NEG: case ND_PLUS: case ND_BITNOT:
		n->ty = is_integer(t) ? promote(t) : t;
		break;
	case ND_NOT:
		n->ty = ty_int;
		break;
	case ND_ADDR:
		n->ty = pointer_to(a->ty);
		if (a->kind == ND_MEMBER && a->mem && a->mem->bit_width >= 0 && a->mem->name)
			sema_error(loc, "cannot take address of bit-field '%s'", a->mem->name->name);
		else if (!is_lvalue(a) && !(a->kind == ND_VAR && a->sym && a->sym->kind == SYM_FUNC) &&
			 a->kind != ND_FUNCNAME)
			sema_error(loc, "lvalue required as unary '&' operand");
		break;
	case ND_DEREF:
		if (t->kind == TY_PTR) {
			n->ty = t->base;
		} else {
			if (t->kind != TY_NULLPTR)
				sema_error(loc, "invalid type argument of unary '*' (have '%s')", type_str(t));
			n->ty = ty_int;
		}
		n->flags |= NF_LVALUE;
		break;
	case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC: {
		bool inc = kind == ND_PREINC || kind == ND_POSTINC;
		check_modifiable(a, loc, inc ? "increment" : "decrement",
				 inc ? "increment operand" : "decrement operand");
		n->ty = value_type(a);
		break;
	}
	case ND_REAL: case ND_IMAG:
		n->ty = t->kind == TY_COMPLEX ? t->base : t;
		n->flags |= a->flags & NF_LVALUE;
		break;
	default:
		n->ty = t;
	}
	return n;
}

Node *new_binary(NodeKind kind, Node *a, Node *b, Loc loc)
{
	Node *n = new_node(kind, loc);
	n->lhs = a;
	n->rhs = b;
	if (kind != ND_COMMA && (is_void_value(a) || is_void_value(b))) {
		sema_rvalue(a);
		sema_rvalue(b);
		n->flags |= NF_ERROR;
	}
	Type *ta = operand_type(a), *tb = operand_type(b);
	switch (kind) {
	case ND_ADD:
		if (ta->kind == TY_PTR && is_integer(tb))
			n->ty = ta;
		else if (tb->kind == TY_PTR && is_integer(ta))
			n->ty = tb;
		else
			n->ty = usual_arith(ta, tb);
		break;
	case ND_SUB:
		if (ta->kind == TY_PTR && tb->kind == TY_PTR)
			n->ty = ty_ptrdiff_t;
		else if (ta->kind == TY_PTR)
			n->ty = ta;
		else
			n->ty = usual_arith(ta, tb);
		break;
	case ND_MUL: case ND_DIV: case ND_MOD:
	case ND_BITAND: case ND_BITXOR: case ND_BITOR:
		n->ty = usual_arith(ta, tb);
		break;
	case ND_SHL: case ND_SHR:
		n->ty = promote(ta);
		break;
	case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
		n->ty = ta->kind == TY_VECTOR ? ta : ty_int;
		break;
	case ND_LOGAND: case ND_LOGOR:
		n->ty = ty_int;
		break;
	case ND_COMMA:
		n->ty = operand_type(b);
		break;
	default:
		n->ty = ta;
	}
	return n;
}

Node *new_assign(int op, Node *lhs, Node *rhs, Loc loc)
{
	Node *n = new_node(ND_ASSIGN, loc);
	check_modifiable(lhs, loc, "assignment", "left operand of assignment");
	if (!op)
		sema_rvalue_at(rhs, loc);
	else
		sema_rvalue(rhs);
	n->op = op;
	n->lhs = lhs;
	n->rhs = rhs;
	n->ty = lhs->ty->qual ? unqual(lhs->ty) : lhs->ty;
	return n;
}

Node *new_cast(Type *ty, Node *a, Loc loc)
{
	Node *n = new_node(ND_CAST, loc);
	n->operand = a;
	n->ty = ty;
	/* __force anywhere in the type name makes the cast forced */
	for (Type *t = ty; t; t = (t->kind == TY_PTR || t->kind == TY_ARRAY) ? t->base : NULL)
		if (t->flags & T_FORCE)
			n->flags |= NF_FORCE;
	return n;
}

/* The type of a ?: (6.5.15 with gcc's rules for void and null pointers). */
Node *new_cond(Node *c, Node *a, Node *b, Loc loc)
{
	Node *n = new_node(ND_COND, loc);
	n->cond = sema_rvalue(c);
	n->then = a;
	n->els = b;
	Type *ta = operand_type(a ? a : c), *tb = operand_type(b);
	if (is_arith(ta) && is_arith(tb)) {
		n->ty = usual_arith(ta, tb);
	} else if (ta->kind == TY_VOID || tb->kind == TY_VOID) {
		n->ty = ty_void;
	} else if (ta->kind == TY_PTR && tb->kind == TY_PTR) {
		bool na = is_null_pointer_constant(a ? a : c), nb = is_null_pointer_constant(b);
		if (na && !nb)
			n->ty = tb;
		else if (nb && !na)
			n->ty = ta;
		else if (is_void_ptr(ta) || is_void_ptr(tb)) {
			/* the void pointer's own target, in its address space
			 * (sparse's result: that operand's type), with the
			 * qualifiers of both */
			Type *v = is_void_ptr(ta) ? ta : tb;
			n->ty = pointer_to(qualify(v->base, ta->base->qual | tb->base->qual));
		} else {
			int q = ta->base->qual | tb->base->qual;
			n->ty = pointer_to(qualify(composite(unqual(ta->base), unqual(tb->base)), q));
		}
	} else if (ta->kind == TY_PTR) {
		n->ty = ta;
	} else if (tb->kind == TY_PTR) {
		n->ty = tb;
	} else {
		n->ty = ta;
	}
	return n;
}

/* A member of an object in an address space is in that space too (and
 * so are the elements of an array member), as sparse sees it. */
static Type *in_space(Type *t, Ident *as, int noderef)
{
	Type *c = type_copy(t);
	c->aspace = as;
	c->flags |= noderef;
	if (c->kind == TY_ARRAY)
		c->base = in_space(c->base, as, noderef);
	return c;
}

PtrVec *sema_member_log;

void sema_finish(void)
{
	sema_quiet = proto_pinned = false;
	sema_member_log = NULL;
}

Node *new_member(Node *base, Ident *name, bool arrow, Loc loc)
{
	Type *t = base->ty;
	if (arrow) {
		Type *v = value_type(base);
		if (v->kind != TY_PTR) {
			sema_error(loc, "invalid type argument of '->' (have '%s')", type_str(v));
			return NULL;
		}
		t = v->base;
	}
	if (!is_record(t)) {
		sema_error(loc, "request for member '%s' in something not a structure or union", name->name);
		return NULL;
	}
	if (!t->tag || !t->tag->complete) {
		sema_error(loc, "invalid use of undefined type '%s'", type_str(t));
		return NULL;
	}
	int64_t off = 0;
	Member *m = find_member(t, name, &off);
	if (!m) {
		sema_error(loc, "'%s' has no member named '%s'", type_str(t), name->name);
		return NULL;
	}
	if (sema_member_log)
		vec_push(sema_member_log, t);
	Node *n = new_node(ND_MEMBER, loc);
	n->operand = base;
	n->mem = m;
	n->offset = off;
	n->ty = t->qual ? qualify(m->ty, t->qual) : m->ty;
	if (t->aspace || (t->flags & T_NODEREF))
		n->ty = in_space(n->ty, t->aspace, t->flags & T_NODEREF);
	if (arrow)
		n->flags |= NF_ARROW;
	n->flags |= NF_LVALUE;
	return n;
}

Node *new_call(Node *fn, Node *args, Loc loc)
{
	Node *n = new_node(ND_CALL, loc);
	n->callee = fn;
	n->args = args;
	for (Node *a = args; a; a = a->next)
		sema_void_operand(a, expr_begin(a), NULL);
	if (fn->kind == ND_VAR && fn->sym && fn->sym->kind == SYM_FUNC)
		n->call_contexts = fn->sym->contexts;	/* as declared so far */
	else if ((fn->kind == ND_VAR || fn->kind == ND_MEMBER) && fn->ty)
		n->call_contexts = fn->ty->contexts;	/* a pointer's */
	Type *t = value_type(fn);
	if (t->kind == TY_PTR && t->base->kind == TY_FUNC)
		n->ty = t->base->base;
	else if (t->kind == TY_FUNC)
		n->ty = t->base;
	else {
		sema_error(loc, "called object is not a function or function pointer");
		n->ty = ty_int;
	}
	return n;
}
