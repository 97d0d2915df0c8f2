/* check.c - sparse's restricted-type checks over the typed tree.
 *
 * The rules and texts are sparse 0.6.4's (../shared/reference/
 * sparse-behaviour.md): __bitwise types mix only with themselves and the
 * literal 0, __nocast only warns on implicit conversions, __force silences
 * casts and parameters, address spaces must match.  Like sparse, the file
 * is checked in phases: every top-level symbol is evaluated in definition
 * order (phase 2), then expanded (phase 3: noderef dereferences and the
 * bodies of inline functions, once per call site).  Each expression is
 * evaluated operands first, left to right, so messages come out in
 * sparse's order. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena.h"
#include "check.h"
#include "chain.h"
#include "context.h"
#include "decl.h"
#include "gfp.h"
#include "initializer.h"
#include "typediff.h"
#include "convert.h"
#include "atomic.h"
#include "optwarn.h"
#include "report.h"
#include "stack.h"
#include "diag.h"
#include "config.h"
#include "parse.h"
#include "pp.h"
#include "sema.h"
#include "type.h"

/* What an expression evaluates to, as sparse sees it. */
typedef struct Val {
	Type *ty;		/* C type; NULL for void/unknown */
	Symbol *sym;		/* the declaration the expression names (printing) */
	Member *mem;		/* or the member */
	Param *param;		/* or the parameter (argument targets) */
	bool fouled;		/* ~ of a restricted type narrower than int */
	bool zero;		/* a plain integer constant 0 (the exemption) */
	bool bad;		/* sparse gave up on it (no type): a failed assignment */
	unsigned mods;		/* storage modifiers a member inherits from its object */
	Symbol *object;		/* a member's: the variable of a "." chain (v.a.b) */
	Node *node;
} Val;

static Symbol *cur_fn;
static int inline_depth;

/* sparse copies an inline function's body at every call, so inline
 * calls nested in inline bodies multiply: ten levels of functions that
 * each call the next three times are 59,049 copies, and sparse runs out
 * of memory on such input (as castguard did: lf-check).  The function of
 * the 6.1 corpus with the most copies walks about 25,000 of their nodes
 * (lib/maple_tree.c's mas_spanning_rebalance()); past INLINE_WORK_LIMIT
 * nodes in one top-level function no further copy is made, and the call
 * where that happened is named. */
#define INLINE_WORK_LIMIT 2000000
static long inline_work;
static bool inline_work_said;
static Symbol *expanding;	/* the top-level symbol phase 3 is on */

/* --- printing types as sparse does ------------------------------------ */

/* Per-symbol state sparse keeps in the declaration's modifiers. */
typedef struct SymState {
	bool assigned, addressable;
	bool expanded_once;	/* an inline function: its first copy is done */
} SymState;

static SymState *state_of(Symbol *s)
{
	/* Symbol.value is free for variables: keep the state there */
	return (SymState *)&s->value;
}

static unsigned sym_mods(Symbol *s)
{
	unsigned m = 0;
	if (s->storage == SC_STATIC)
		m |= M_STATIC;
	if (s->storage == SC_EXTERN)
		m |= M_EXTERN;
	if (s->is_inline)
		m |= M_INLINE;
	if (s->depth == 0 || s->storage == SC_EXTERN) {
		m |= M_TOPLEVEL;
		if (s->storage != SC_STATIC && s->kind == SYM_VAR)
			m |= M_ADDRESSABLE;
	}
	if (s->kind == SYM_VAR) {
		SymState *st = state_of(s);
		if (st->assigned)
			m |= M_ASSIGNED;
		if (st->addressable)
			m |= M_ADDRESSABLE;
	}
	return m;
}

static const char *show_val(Val *v)
{
	const char *s;
	if (v->sym)
		s = show_type(v->ty, v->sym->name->name, sym_mods(v->sym), -1);
	else if (v->mem)
		s = show_type(v->ty, v->mem->name ? v->mem->name->name : NULL, v->mods,
			      v->mem->bit_width);
	else if (v->param)
		s = show_type(v->ty, v->param->name ? v->param->name->name : NULL, v->mods, -1);
	else
		s = show_type(v->ty, NULL, 0, -1);
	if (v->fouled)
		return arena_printf(tu_arena, "fouled %s", s);
	return s;
}

/* --- reporting ------------------------------------------------------------- */

/* "Using plain integer as NULL pointer", with its fix-it: NULL for the 0. */
static void plain_null(Loc at)
{
	diag(SPARSE_WARNING, CK_NON_POINTER_NULL, at, "Using plain integer as NULL pointer");
	/* (the token's end is read from the file: only when a fix is shown) */
	if (sdiag_shown && (report_format != FMT_TEXT || report_parseable_fixits))
		report_fix(at.file, at.line, at.col, report_token_end(at.file, at.line, at.col), "NULL");
}

/* --- classification ------------------------------------------------------------ */

static const char *restricted_name(Type *t)
{
	return show_type(restricted_class(t), NULL, 0, -1);
}

static void degrade(Val *v, Loc loc)
{
	diag(SPARSE_WARNING, CK_BITWISE, loc, "%s degrades to integer", restricted_name(v->ty));
}

/* --- type examination ------------------------------------------------------------ */

/* --- evaluation ------------------------------------------------------------------- */

static Val eval(Node *n);

static void eval_stmt(Node *n);
static bool inline_in_scope(Symbol *f);
static uint32_t init_site_gen;
static void check_init_list(Node *list, const char *for_name);
static void linearize_node(Node *n);

static Val val_of(Type *t, Node *n)
{
	Val v = {.ty = t, .node = n};
	return v;
}

/* The integer value an operand has after sparse's restricted rules: a
 * restricted operand that is not allowed degrades (warning at its own
 * position) and becomes its plain base type. */
static Val degrade_val(Val v)
{
	if (is_restricted(v.ty)) {
		degrade(&v, v.node->loc);
		v.ty = plain_of(v.ty);
		v.fouled = false;
		v.sym = NULL;
		v.mem = NULL;
	}
	return v;
}

/* The classes sparse tells apart beyond restricted types (gcc only warns
 * about these): a pointer from a number or a structure, a number from a
 * pointer or a structure, a structure from anything but itself. */
static const char *mismatch_reason(Type *t, Type *st, bool s_ptr)
{
	bool s_num = is_integer(st) || is_float(st);
	if (t->kind == TY_PTR)
		return s_num || is_record(st) ? "different base types" : NULL;
	if (is_integer(t) || is_float(t)) {
		if (s_ptr)
			return t->kind == TY_BOOL ? NULL : "different base types";
		return is_record(st) ? "different base types" : NULL;
	}
	if (is_record(t) && !(t->flags & T_TRANSPARENT)) {
		if (is_record(st))
			return t->tag == st->tag ? NULL : "invalid types";
		return s_num || s_ptr ? "invalid types" : NULL;
	}
	return NULL;
}

/* sparse's compatible_assignment_types(): the reason the source does not
 * fit the target, or NULL. */
static const char *assign_reason(Type *t, Val *s)
{
	Type *st = s->ty;
	if (!t || !st)
		return NULL;
	if (st->kind == TY_VOID && t->kind != TY_VOID)
		return "different base types";
	if (t->kind == TY_ENUM && !is_restricted(t))
		t = t->base ? t->base : t;
	bool s_ptr = st->kind == TY_PTR || st->kind == TY_ARRAY || st->kind == TY_FUNC;
	if (is_restricted(t)) {
		if (same_restricted(t, st) || s->zero)
			return NULL;
		if (is_arith(st) || is_restricted(st) || s_ptr || is_record(st))
			return "different base types";
		return NULL;
	}
	if (is_restricted(st)) {
		if (t->kind == TY_BOOL)
			return NULL;
		if (is_integer(t) || is_float(t) || t->kind == TY_PTR)
			return "different base types";
		if (is_record(t))
			return "invalid types";
		return NULL;
	}
	if (t->kind == TY_PTR && s->node && is_null_pointer_constant(s->node))
		return NULL;
	if (t->kind == TY_PTR && s_ptr) {
		/* (an array's elements, in its address space when it has one) */
		Type *sb = st->kind == TY_PTR ? st->base : st->kind == TY_ARRAY ? decay(st)->base : st;
		/* sparse lays both targets out here (its "array of flexible
		 * structures" on a struct first met so) */
		examine(t->base);
		examine(sb);
		return pointer_assign_reason(t->base, sb);
	}
	return mismatch_reason(t, st, s_ptr);
}

/* Assignment, initializer, argument and return: one check.  Whether the
 * value converts (ASSIGN_OK), degrades (a fouled one to _Bool) or does not
 * (ASSIGN_FAILED: reported). */
enum { ASSIGN_OK, ASSIGN_DEGRADED, ASSIGN_FAILED };

static int check_assign(Type *t, Val *target, Val *s, Loc at, int where, int argno)
{
	if (!t || !s->ty)
		return ASSIGN_OK;
	if (t->kind == TY_BOOL && s->fouled) {
		degrade(s, s->node->loc);
		return ASSIGN_DEGRADED;
	}
	const char *why = assign_reason(t, s);
	if (why) {
		diag(SPARSE_WARNING, CK_INCORRECT_TYPE, at,
			"incorrect type in %s (%s)", where_text(where, argno), why);
		diag(SPARSE_INFO, CK_NONE, at, "expected %s", show_val(target));
		diag(SPARSE_INFO, CK_NONE, at, "got %s", show_val(s));
		/* sparse still converts the value, and the conversion
		 * itself may be a nocast one */
		check_cast_spaces(t, s->ty, s->node);
		check_nocast_conv(t, s->ty, s->node, s->zero, s->node ? pos_of(s->node) : at, true);
		return ASSIGN_FAILED;
	}
	enum_mismatch(s->node ? pos_of(s->node) : at, s->ty, t);
	if (t->kind == TY_PTR && s->ty && is_integer(s->ty) && s->zero && s->node &&
	    s->node->kind == ND_NUM && check_on[CK_NON_POINTER_NULL])
		plain_null(s->node->loc);
	check_assign_spaces(t, s->ty, s->node, s->zero);
	check_nocast_conv(t, s->ty, s->node, s->zero, s->node ? pos_of(s->node) : at, false);
	return ASSIGN_OK;
}

/* Mark a variable assigned (sparse's [assigned]) after a successful
 * assignment to it. */
static void mark_address_assigned(Node *a)
{
	switch (a ? a->kind : ND_NUM) {
	case ND_ADDR:
		if (a->operand->kind == ND_VAR && a->operand->sym &&
		    a->operand->sym->kind == SYM_VAR)
			state_of(a->operand->sym)->assigned = true;
		return;
	case ND_VAR:	/* an array: its address */
		if (a->sym && a->sym->kind == SYM_VAR && a->sym->ty->kind == TY_ARRAY)
			state_of(a->sym)->assigned = true;
		return;
	case ND_CAST:
		mark_address_assigned(a->operand);
		return;
	case ND_ADD: case ND_SUB:
		mark_address_assigned(a->lhs);
		mark_address_assigned(a->rhs);
		return;
	default:
		return;
	}
}

/* sparse's mark_addressable(): an address computed from a variable (v,
 * v.m.n; not p->m) makes the variable [addressable]. */
static void mark_addressable(Node *n)
{
	while (n->kind == ND_MEMBER && !(n->flags & NF_ARROW))
		n = n->operand;
	if (n->kind == ND_VAR && n->sym && n->sym->kind == SYM_VAR)
		state_of(n->sym)->addressable = true;
}

static void mark_assigned(Val *v)
{
	/* v.m = x assigns v, as sparse marks the symbol its address is
	 * computed from (not p of p->m); *ADDRESS = x, what sparse's
	 * mark_assigned() finds in ADDRESS: a symbol whose address is
	 * taken, through casts and + or - (WRITE_ONCE(x, v), a[i] = v) */
	Symbol *s = v->sym ? v->sym : v->object;
	if (s && s->kind == SYM_VAR)
		state_of(s)->assigned = true;
	else if (v->node && v->node->kind == ND_DEREF)
		mark_address_assigned(v->node->operand);
}

/* An operand's pointer as sparse shows it in those errors: the value's
 * type without what the object holding it has (sparse's classify_type()
 * leaves the symbol node behind): no qualifiers (a const volatile pointer
 * read through READ_ONCE()), no address space or noderef of its own (a
 * member read through an __rcu pointer, a 'T *__rcu' variable). */
static Type *bare_pointer(Type *t)
{
	if (!t->qual && !t->aspace && !(t->flags & T_NODEREF))
		return t;
	Type *c = type_copy(t);
	c->qual = 0;
	c->aspace = NULL;
	c->flags &= ~T_NODEREF;
	return c;
}

/* Comparison and ?: between pointers whose targets differ (sparse's
 * type_difference(), qualifiers aside): sparse's errors, with both types;
 * OP is the comparison's node kind, 0 for ?:. */
static bool check_pointer_pair(Type *a, Type *b, Loc loc, int op)
{
	const char *why = op ? pointer_compare_reason(a->base, b->base, op == ND_EQ || op == ND_NE) :
			       pointer_cond_reason(a->base, b->base);
	if (!why)
		return true;
	diag(SPARSE_ERROR, CK_INCOMPATIBLE_POINTERS, loc,
		"incompatible types in %s expression (%s):", op ? "comparison" : "conditional", why);
	diag(SPARSE_INFO, CK_NONE, loc, "%s", show_type(bare_pointer(a), NULL, 0, -1));
	diag(SPARSE_INFO, CK_NONE, loc, "%s", show_type(bare_pointer(b), NULL, 0, -1));
	return false;
}

static bool is_arith_val(Val *v)
{
	return v->ty && (is_arith(v->ty) || is_restricted(v->ty));
}

static bool is_void_val(Val *v)
{
	return v->ty && v->ty->kind == TY_VOID;
}

/* A condition (if, loops, ?:, && and ||) must be a scalar: sparse errors on
 * a void one and drops the expression. */
static bool check_scalar_cond(Val *v, Node *n)
{
	if (!is_void_val(v) && !(v->ty && is_record(v->ty)))
		return true;
	diag(SPARSE_ERROR, CK_INCOMPATIBLE_TYPES, pos_of(n), "non-scalar type in conditional:");
	diag(SPARSE_INFO, CK_NONE, pos_of(n), "%s", show_val(v));
	return false;
}

static Val eval_cond(Node *n)
{
	Val v = eval(n);
	optwarn_cond(n);
	if (!v.bad && !check_scalar_cond(&v, n)) {
		v.ty = NULL;
		v.bad = true;
	}
	return v;
}

/* A pointer whose target has no typedef mark ([usertype]). */
static Type *bare_pointee(Type *ptr)
{
	if (!ptr->base || !ptr->base->name)
		return ptr;
	Type *b = type_copy(ptr->base);
	b->name = NULL;
	Type *r = type_copy(ptr);
	r->base = b;
	return r;
}

/* P is an array, or an array plus or minus an index: what arr[i]
 * dereferences. */
static bool indexes_array(Node *p)
{
	if (p->ty && p->ty->kind == TY_ARRAY)
		return true;
	return (p->kind == ND_ADD || p->kind == ND_SUB) &&
	       ((p->lhs->ty && p->lhs->ty->kind == TY_ARRAY) ||
		(p->rhs->ty && p->rhs->ty->kind == TY_ARRAY));
}

static Val eval_binary(Node *n)
{
	Val a, b;
	Val r = val_of(n->ty, n);
	if (n->kind == ND_LOGAND || n->kind == ND_LOGOR) {
		/* sparse's evaluate_logical(): an operand that went bad (a
		 * failed comparison) ends it, the right one unevaluated */
		a = eval(n->lhs);
		optwarn_cond(n->lhs);
		if (a.bad || !check_scalar_cond(&a, n->lhs)) {
			r.ty = NULL;
			r.bad = a.bad;
			return r;
		}
		b = eval(n->rhs);
		optwarn_cond(n->rhs);
		if (b.bad || !check_scalar_cond(&b, n->rhs)) {
			r.ty = NULL;
			r.bad = b.bad;
		} else {
			r.ty = ty_int;
		}
		return r;
	}
	/* sparse evaluates no further once an operand has gone bad */
	a = eval(n->lhs);
	if (a.bad)
		return a;
	b = eval(n->rhs);
	if (b.bad)
		return b;
	if (is_void_val(&a) || is_void_val(&b) || pointer_against_int(n, a.ty, b.ty)) {
		/* sparse's bad_expr_type(): the result is bad, nothing more is said */
		diag(SPARSE_ERROR, CK_INCOMPATIBLE_TYPES, n->loc,
			"incompatible types for operation (%s):", binop_text(n->kind));
		diag(SPARSE_INFO, CK_NONE, n->loc, "%s", show_val(&a));
		diag(SPARSE_INFO, CK_NONE, n->loc, "%s", show_val(&b));
		r.ty = NULL;
		r.bad = true;
		return r;
	}
	if ((n->kind == ND_ADD || n->kind == ND_SUB) && bad_pointer_arith(n, a.ty, b.ty)) {
		r.ty = NULL;
		r.bad = true;
		return r;
	}
	if ((n->kind == ND_BITAND || n->kind == ND_BITOR) &&
	    (n->lhs->kind == ND_NOT || n->rhs->kind == ND_NOT))
		diag(SPARSE_WARNING, CK_DUBIOUS_BITWISE, n->loc,
			"dubious: %sx %c %sy", n->lhs->kind == ND_NOT ? "!" : "",
			n->kind == ND_BITAND ? '&' : '|', n->rhs->kind == ND_NOT ? "!" : "");
	if (n->kind != ND_SHL && n->kind != ND_SHR)
		enum_mismatch(pos_of(n->rhs), a.ty, b.ty);
	if ((n->kind == ND_EQ || n->kind == ND_NE) && a.ty && b.ty && check_on[CK_NON_POINTER_NULL]) {
		if (decay_ptr(a.ty) && b.zero && n->rhs->kind == ND_NUM)
			plain_null(n->rhs->loc);
		else if (decay_ptr(b.ty) && a.zero && n->lhs->kind == ND_NUM)
			plain_null(n->lhs->loc);
	}
	if (n->kind >= ND_LT && n->kind <= ND_NE && a.ty && b.ty &&
	    decay_ptr(a.ty) && decay_ptr(b.ty) && !is_null_pointer_constant(n->lhs) &&
	    !is_null_pointer_constant(n->rhs)) {
		/* sparse's expression_error(): the comparison goes bad */
		r.bad = !check_pointer_pair(decay_ptr(a.ty), decay_ptr(b.ty), n->loc, n->kind);
		if (!r.bad && (n->kind == ND_EQ || n->kind == ND_NE))
			check_compare_spaces(a.ty, a.node, b.ty, b.node);
		r.ty = r.bad ? NULL : ty_int;
		if (r.bad)
			n->flags |= NF_UNTYPED;	/* sparse's bad_ctype: never expanded */
		return r;
	}
	bool ra = is_restricted(a.ty), rb = is_restricted(b.ty);
	if (!ra && !rb) {
		r.ty = plain_of(n->ty);
		if (n->ty && (n->ty->kind == TY_PTR || is_record(n->ty)))
			r.ty = n->ty;
		if (n->ty && n->ty->kind == TY_PTR && indexes_array(n))
			r.ty = bare_pointee(n->ty);	/* arr + i: the decayed pointer */
		/* __nocast: an operand converted by the usual arithmetic
		 * conversions to another type */
		if (n->kind != ND_SHL && n->kind != ND_SHR && n->kind != ND_LOGAND &&
		    n->kind != ND_LOGOR && a.ty && b.ty && is_arith(a.ty) && is_arith(b.ty)) {
			Type *ct = plain_of(usual_arith(a.ty, b.ty));
			if ((a.ty->flags & T_NOCAST) && plain_of(a.ty)->kind != ct->kind)
				diag(SPARSE_WARNING, CK_NOCAST, n->lhs->loc,
					"implicit cast from nocast type");
			if ((b.ty->flags & T_NOCAST) && plain_of(b.ty)->kind != ct->kind)
				diag(SPARSE_WARNING, CK_NOCAST, n->rhs->loc,
					"implicit cast from nocast type");
		}
		return r;
	}
	int k = n->kind;
	if (k == ND_SHL || k == ND_SHR) {
		a = degrade_val(a);
		b = degrade_val(b);
		r.ty = plain_of(n->ty);
		return r;
	}
	/* a common restricted type: the same type (fouled or not) or 0 */
	Type *common = NULL;
	bool fouled = false;
	if (ra && rb && same_restricted(a.ty, b.ty)) {
		common = a.ty;
	} else if (ra && b.zero) {
		common = a.ty;
	} else if (rb && a.zero) {
		common = b.ty;
	}
	bool ok = false;
	if (common) {
		switch (k) {
		case ND_BITAND:
			ok = true;
			fouled = a.fouled && b.fouled;
			break;
		case ND_BITOR: case ND_BITXOR:
			ok = true;
			fouled = a.fouled || b.fouled;
			break;
		case ND_EQ: case ND_NE:
			ok = !(a.fouled && b.fouled);
			break;
		default:
			ok = false;
		}
	}
	if (ok) {
		if (k == ND_EQ || k == ND_NE) {
			r.ty = ty_int;
		} else {
			r.ty = restricted_class(common);
			r.fouled = fouled;
		}
		return r;
	}
	a = degrade_val(a);
	b = degrade_val(b);
	r.ty = plain_of(usual_arith(a.ty ? a.ty : ty_int, b.ty ? b.ty : ty_int));
	if (k >= ND_LT && k <= ND_NE)
		r.ty = ty_int;
	if (n->ty && n->ty->kind == TY_PTR)
		r.ty = n->ty;
	return r;
}

/* sparse replaces +x by x converted to its promoted base type: the
 * result has x's position but no name, no typedef mark and no nocast (a
 * nocast value that the promotion widens warns).  A narrow restricted value
 * becomes int; a wider one, fouled or not, stays as it is, unnamed. */
static Val eval_plus(Val a)
{
	Val r = val_of(a.ty, a.node);
	if (!a.ty)
		return a;
	if (is_restricted(a.ty)) {
		if (!a.fouled && a.ty->size < ty_int->size) {
			r.ty = ty_int;
		} else {
			r.ty = restricted_class(a.ty);
			r.fouled = a.fouled;
		}
		return r;
	}
	if (!is_integer(a.ty) && !is_float(a.ty))
		return a;
	Type *base = plain_of(a.ty);
	if (is_integer(a.ty)) {
		Type *promoted = plain_of(promote(a.ty));
		if (promoted != base && (a.ty->flags & T_NOCAST))
			diag(SPARSE_WARNING, CK_NOCAST, a.node->loc,
				"implicit cast from nocast type");
		base = promoted;
	}
	r.ty = base;
	r.zero = a.zero;	/* +0 is the constant 0 itself */
	return r;
}

static Val eval_unary(Node *n)
{
	Val a = eval(n->operand);
	if (a.bad)
		return a;
	Val r = val_of(n->ty, n);
	switch (n->kind) {
	case ND_BITNOT:
		if (is_restricted(a.ty)) {
			r.ty = restricted_class(a.ty);
			/* narrower than int: the upper bits are garbage now */
			r.fouled = a.ty->size < ty_int->size;
			return r;
		}
		break;
	case ND_PLUS:
		return eval_plus(a);
	case ND_NEG:
		if (is_restricted(a.ty)) {
			degrade(&a, n->loc);
			r.ty = plain_of(n->ty);
			return r;
		}
		break;
	case ND_NOT:
		if (a.fouled)
			degrade(&a, n->loc);	/* at the '!' */
		r.ty = ty_int;
		return r;
	case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
		if (is_restricted(a.ty))
			degrade(&a, n->loc);
		/* the value of x++ is a plain one (sparse) */
		r.ty = a.ty && (is_integer(a.ty) || is_float(a.ty)) ? plain_of(int_base(a.ty)) : a.ty;
		if (a.ty && is_restricted(a.ty))
			r.ty = plain_of(a.ty);
		return r;
	case ND_ADDR:
		mark_addressable(n->operand);
		r.ty = n->ty;
		/* &object points to the object's type without its typedef
		 * mark (sparse builds the pointer from the bare type); so
		 * does &arr[i], the decayed pointer arr + i itself */
		if ((n->operand->kind == ND_VAR || n->operand->kind == ND_MEMBER ||
		     (n->operand->kind == ND_DEREF && indexes_array(n->operand->operand))) &&
		    n->ty && n->ty->kind == TY_PTR)
			r.ty = bare_pointee(n->ty);
		if (n->operand->kind == ND_VAR && n->operand->sym && n->operand->sym->kind == SYM_FUNC)
			r.ty = function_address(n->operand->sym, n->operand->ty);
		return r;
	case ND_DEREF: {
		r.ty = n->ty;
		if (r.ty && r.ty->kind == TY_FUNC) {
			/* *f is f again; *fp decays (sparse's degenerate()) */
			if (n->operand->ty && n->operand->ty->kind == TY_FUNC)
				return a;
			r.ty = function_address(NULL, r.ty);
			return r;
		}
		/* an element of an array has its bare type (sparse keeps the
		 * typedef mark on the array, not on the elements) */
		if (indexes_array(n->operand) && r.ty && r.ty->name) {
			r.ty = type_copy(r.ty);
			r.ty->name = NULL;
		}
		return r;
	}
	default:
		break;
	}
	r.ty = n->ty && is_integer(n->ty) ? plain_of(n->ty) : n->ty;
	return r;
}

/* Casts (sparse's cast rules; __force skips them all). */
/* sparse evaluates a typeof's expression when it first examines the
 * type (a declaration's, an array's elements, a cast's), once. */
static void examine_typeof(Type *t)
{
	while (t && t->kind == TY_ARRAY)
		t = t->base;
	if (t && t->typeof_expr && !(t->typeof_expr->flags & NF_TYPEOF_DONE)) {
		t->typeof_expr->flags |= NF_TYPEOF_DONE;
		eval(t->typeof_expr);
	}
}

static Val eval_cast(Node *n)
{
	examine_typeof(n->ty);
	Val s = eval(n->operand);
	if (s.bad)
		return s;
	Val r = val_of(n->ty, n);
	Type *t = n->ty;
	if (t->kind == TY_VOID || (n->flags & NF_FORCE) || !s.ty)
		return r;
	check_cast_scalar(n);
	if (t->kind == TY_BOOL) {
		if (s.fouled)
			degrade(&s, n->loc);	/* at the cast */
		return r;
	}
	if (is_restricted(t)) {
		if (same_restricted(t, s.ty))
			return r;
		if (!s.zero)
			diag(SPARSE_WARNING, CK_BITWISE, n->loc, "cast to %s", restricted_name(t));
		if (is_restricted(s.ty))
			diag(SPARSE_WARNING, CK_BITWISE, n->loc,
				"cast from %s", restricted_name(s.ty));
		return r;
	}
	if (is_restricted(s.ty)) {
		diag(SPARSE_WARNING, CK_BITWISE, n->loc, "cast from %s", restricted_name(s.ty));
		return r;
	}
	if (is_integer(t) && s.ty->kind == TY_PTR && s.ty->base->aspace && check_on[CK_ADDRESS_SPACE]) {
		/* sparse lets an address go to unsigned long (uintptr_t)
		 * unless -Wcast-from-as; any other integer drops its space */
		bool ulong = int_base(t)->kind == TY_ULONG;
		if (!ulong || check_on[CK_CAST_FROM_AS])
			diag(SPARSE_WARNING, ulong ? CK_CAST_FROM_AS : CK_ADDRESS_SPACE, n->loc,
				"cast removes address space '%s' of expression",
				s.ty->base->aspace->name);
	}
	if (t->kind == TY_PTR && s.ty->kind == TY_PTR && check_on[CK_BITWISE_POINTER]) {
		/* -Wbitwise-pointer: pointers to restricted and plain types */
		Type *tb = t->base, *sb = s.ty->base;
		for (int level = 0; tb && sb && level < 16; level++) {
			if (tb->kind == TY_VOID || sb->kind == TY_VOID)
				break;
			if (is_restricted(tb) && !same_restricted(tb, sb)) {
				diag(SPARSE_WARNING, CK_BITWISE_POINTER, n->loc,
					"cast to %s", show_type(t, NULL, 0, -1));
				break;
			}
			if (is_restricted(sb) && !is_restricted(tb)) {
				diag(SPARSE_WARNING, CK_BITWISE_POINTER, n->loc,
					"cast from %s", show_val(&s));
				break;
			}
			if (tb->kind != TY_PTR || sb->kind != TY_PTR)
				break;
			tb = tb->base;
			sb = sb->base;
		}
	}
	if (t->kind == TY_PTR && s.ty->kind == TY_PTR && check_on[CK_ADDRESS_SPACE]) {
		Ident *ta = t->base->aspace, *sa = s.ty->base->aspace;
		if (sa && !ta)
			diag(SPARSE_WARNING, CK_ADDRESS_SPACE, n->loc,
				"cast removes address space '%s' of expression", sa->name);
		else if (sa && ta && sa != ta)
			diag(SPARSE_WARNING, CK_ADDRESS_SPACE, n->loc,
				"cast between address spaces (%s -> %s)", sa->name, ta->name);
		else if (!sa && ta && check_on[CK_CAST_TO_AS])
			diag(SPARSE_WARNING, CK_CAST_TO_AS, n->loc,
				"cast adds address space '%s' to expression", ta->name);
	}
	return r;
}

static Val eval_assign(Node *n)
{
	Val l = eval(n->lhs);
	if (l.bad)
		return l;
	Val s = eval(n->rhs);
	if (s.bad)
		return s;
	Val r = l;
	r.node = n;
	Type *t = n->lhs->ty;
	if (!n->op) {
		if (!t || !s.ty) {
			if (s.ty)
				mark_assigned(&l);	/* a failed source assigns nothing */
			return r;
		}
		int how = check_assign(t, &l, &s, n->loc, 0, 0);
		if (how == ASSIGN_DEGRADED)
			return r;
		if (how == ASSIGN_FAILED) {
			/* the assignment has no type now: what uses its
			 * value says nothing more (a switch on it errs), and
			 * sparse's expansion passes it by (no "dereference of
			 * noderef expression" in it) */
			n->flags |= NF_UNTYPED;
			r = val_of(NULL, n);
			r.bad = true;
			return r;
		}
		mark_assigned(&l);
		return r;
	}
	/* compound assignment */
	static const char *ops[] = {
		[ND_ADD] = "+=", [ND_SUB] = "-=", [ND_MUL] = "*=", [ND_DIV] = "/=",
		[ND_MOD] = "%=", [ND_SHL] = "<<=", [ND_SHR] = ">>=", [ND_BITAND] = "&=",
		[ND_BITXOR] = "^=", [ND_BITOR] = "|=",
	};
	const char *op = n->op < sizeof ops / sizeof ops[0] && ops[n->op] ? ops[n->op] : "=";
	bool bitop = n->op == ND_BITAND || n->op == ND_BITOR || n->op == ND_BITXOR;
	bool shift = n->op == ND_SHL || n->op == ND_SHR;
	if (is_restricted(t)) {
		if (!bitop) {
			diag(SPARSE_WARNING, CK_BITWISE, n->loc,
				"bad assignment (%s) to %s", op, restricted_name(t));
			r.ty = NULL;	/* a rejected assignment has no value */
			r.bad = true;
			return r;
		}
		if (same_restricted(t, s.ty) || s.zero) {
			mark_assigned(&l);
			return r;
		}
		diag(SPARSE_WARNING, CK_BITWISE, n->loc, "invalid assignment: %s", op);
		r.ty = NULL;
		r.bad = true;
		Val lt = {.ty = restricted_class(t)};
		diag(SPARSE_INFO, CK_NONE, n->loc, "left side has type %s", show_val(&lt));
		Val rt = s;
		rt.sym = NULL;
		rt.mem = NULL;
		if (rt.ty && is_restricted(rt.ty))
			rt.ty = restricted_class(rt.ty);
		else if (rt.ty && rt.ty->name)
			rt.ty = plain_of(rt.ty);
		diag(SPARSE_INFO, CK_NONE, n->loc, "right side has type %s", show_val(&rt));
		return r;
	}
	if (is_restricted(s.ty)) {
		if (shift) {
			degrade(&s, s.node->loc);
			mark_assigned(&l);
			return r;
		}
		diag(SPARSE_WARNING, CK_BITWISE, n->loc, "invalid assignment: %s", op);
		r.ty = NULL;
		r.bad = true;
		Val lt = {.ty = t ? plain_of(t) : ty_int};
		diag(SPARSE_INFO, CK_NONE, n->loc, "left side has type %s", show_val(&lt));
		Val rt = {.ty = restricted_class(s.ty), .fouled = s.fouled};
		diag(SPARSE_INFO, CK_NONE, n->loc, "right side has type %s", show_val(&rt));
		return r;
	}
	/* the source converted to the target's type */
	if (!shift && t && s.ty && is_arith(t) && is_arith(s.ty))
		enum_mismatch(pos_of(n->rhs), l.ty, s.ty);
	if (!shift)
		check_nocast(t, s.ty, s.node->loc);
	mark_assigned(&l);
	return r;
}

static void check_call(Node *n, Val *fnv)
{
	Param *p = call_params(n);
	/* the parameters of the callee's definition carry what its body
	 * did to them ([assigned], [addressable]), as sparse prints them */
	Symbol *callee = call_named(n);
	Symbol *dsym = callee && fn_body(callee) && callee->def_site &&
		       callee->def_site->ty->kind == TY_FUNC ? callee->params : NULL;
	int i = 1;
	for (Node *arg = n->args; arg; arg = arg->next, i++) {
		Val a = eval(arg);
		if (!p)
			continue;
		if (!p->force && !(p->ty->flags & T_FORCE)) {
			Val target = {.ty = p->ty, .param = p};
			if (dsym)
				target.mods = sym_mods(dsym);
			check_assign(p->ty, &target, &a, pos_of(arg), 2, i);
		}
		p = p->next;
		if (dsym)
			dsym = dsym->prev_decl;
	}
	/* castguard's own GFP checks, after sparse's lines for the call */
	gfp_check_call(n, cur_fn);
}

/* In the second and later inlined copies of an inline function, sparse
 * sees its constant subexpressions already folded into values by the
 * first copy's expansion: casts and operators on constants say nothing
 * there any more. */
static bool folded_consts;
/* the unit being checked: whether it has a compound literal a _Generic
 * chose (decl.c warns of it at each inlined copy) is known only once the
 * bodies parsed on demand are in */
static Unit *checking;

/* The phases recurse with the expression nesting, and their frames are
 * larger than the parser's: an expression nested beyond the stack (10,000
 * ?: under ASan) is left unchecked rather than overflowing it. */
static char *stack_base;
static size_t stack_budget;

static bool too_deep(void)
{
	return stack_base && stack_used_since(stack_base) > stack_budget;
}

/* The callee being evaluated: a call, not a use of its address. */
static Node *calling;
/* The operand of the latest sizeof: an array there is no value. */
static Node *sizeof_operand;

static Val eval(Node *n)
{
	Val r = {.node = n};
	if (!n)
		return r;
	if (too_deep()) {
		r.bad = true;
		return r;
	}
	if (folded_consts && may_fold(n) && folded_constant(n, &r.ty, &r.zero))
		return r;
	switch (n->kind) {
	case ND_NUM:
		examine(n->ty2);	/* an offsetof's type */
		r.ty = plain_of(n->ty);
		r.zero = n->ival == 0 && n->ty && is_integer(n->ty) && !(n->flags & NF_ERROR);
		return r;
	case ND_FNUM: case ND_STR:
		r.ty = n->ty;
		return r;
	case ND_ENUMCONST:
		r.ty = n->ty;
		r.zero = n->sym && n->sym->value == 0;
		return r;
	case ND_VAR: case ND_MEMBER: case ND_DEREF:
		if (n->kind == ND_VAR && n != calling && n->sym &&
		    (n->sym->kind != SYM_FUNC || inline_in_scope(n->sym)))
			context_note_access(n->sym);
		if (n->ty && n->ty->kind == TY_ARRAY) {
			/* an array as a value is a pointer to its (bare)
			 * element, in the array's address space if it has one;
			 * its address makes v of v.a [addressable] (sparse's
			 * degenerate()) */
			if (n->kind != ND_VAR)
				eval(n->operand);
			if (n != sizeof_operand)
				mark_addressable(n);
			Type *e = decay(n->ty)->base;
			if (e->name) {
				e = type_copy(e);
				e->name = NULL;
			}
			r.ty = pointer_to(e);
			return r;
		}
		if (n->kind == ND_MEMBER)
			goto member;
		if (n->kind == ND_DEREF)
			return eval_unary(n);
		if (!n->sym && n->str) {
			/* once: an inline body is evaluated at every call site */
			if (!(n->flags & NF_REPORTED))
				diag(SPARSE_ERROR, CK_UNDEFINED_IDENTIFIER, n->loc,
					"undefined identifier '%s'", n->str);
			n->flags |= NF_REPORTED;
			r.ty = NULL;
			return r;
		}
		r.ty = n->ty;
		r.sym = n->sym && n->sym->name ? n->sym : NULL;
		if (n->sym && n->sym->kind == SYM_FUNC)
			decl_proto_sizes(n->sym);
		if (n->sym && n->sym->kind == SYM_FUNC) {
			/* a function designator is its address: "T ( * )( ... )" */
			r.ty = function_address(n->sym, n->ty);
			r.sym = NULL;
		}
		return r;
	case ND_FUNCNAME:
		r.ty = n->ty;
		return r;
	member: {
		eval(n->operand);
		Type *rec = n->operand->ty;
		if (rec && (n->flags & NF_ARROW) && rec->kind == TY_PTR)
			rec = rec->base;
		examine(rec);
		r.ty = n->ty;
		r.mem = n->mem;
		/* s.m.n of a file-scope object carries its storage (sparse) */
		Node *root = n->operand;
		if (!(n->flags & NF_ARROW)) {
			while (root->kind == ND_MEMBER && !(root->flags & NF_ARROW))
				root = root->operand;
			if (root->kind == ND_VAR && root->sym && root->sym->kind == SYM_VAR) {
				r.object = root->sym;
				r.mods = sym_mods(root->sym) & (M_EXTERN | M_STATIC | M_TOPLEVEL |
								M_ADDRESSABLE | M_ASSIGNED);
			}
		}
		return r;
	}
	case ND_CALL: {
		calling = n->callee;
		Val f = eval(n->callee);
		calling = NULL;
		check_call(n, &f);
		r.ty = n->ty;
		if (r.ty && (r.ty->flags & T_NOCAST)) {
			r.ty = type_copy(r.ty);	/* a return type loses nocast */
			r.ty->flags &= ~T_NOCAST;
		}
		if (r.ty && r.ty->name && !is_restricted(r.ty))
			r.ty = plain_of(r.ty);
		else if (r.ty && is_restricted(r.ty))
			r.ty = bare_restricted(r.ty);
		return r;
	}
	case ND_CAST:
		return eval_cast(n);
	case ND_COMPOUND_LIT:
		if (n->init && n->init->kind == ND_INIT_LIST)
			check_init_list(n->init, NULL);	/* an anonymous object's */
		r.ty = n->ty;
		return r;
	case ND_STMT_EXPR: {
		Node *last = NULL;
		for (Node *s = n->block ? n->block->stmts : NULL; s; s = s->next) {
			if (!s->next && s->kind == ND_EXPR_STMT) {
				last = s;
				break;
			}
			eval_stmt(s);
		}
		if (last) {
			/* its value, without the qualifiers of the last
			 * expression (READ_ONCE()'s const volatile read) */
			Val v = eval(last->expr);
			if (v.ty && v.ty->qual)
				v.ty = unqual(v.ty);
			return v;
		}
		r.ty = n->ty;
		return r;
	}
	case ND_ADDR: case ND_NEG: case ND_PLUS: case ND_BITNOT: case ND_NOT:
	case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
	case ND_REAL: case ND_IMAG:
		return eval_unary(n);
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL:
	case ND_SHR: case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
	case ND_BITAND: case ND_BITXOR: case ND_BITOR: case ND_LOGAND: case ND_LOGOR:
		return eval_binary(n);
	case ND_COMMA: {
		eval(n->lhs);
		Val v = eval(n->rhs);
		v.zero = false;		/* not a plain constant any more */
		v.node = n;
		return v;
	}
	case ND_COND: {
		Val c = eval(n->cond);
		optwarn_cond(n->cond);
		if (c.bad || !check_scalar_cond(&c, n->cond)) {
			Val bad = val_of(NULL, n);
			bad.bad = true;
			return bad;
		}
		Val a = n->then ? eval(n->then) : c;
		Val b = eval(n->els);
		r.ty = n->ty;
		if (a.ty && b.ty && check_on[CK_NON_POINTER_NULL]) {
			Node *an = n->then ? n->then : n->cond;
			if (decay_ptr(a.ty) && b.zero && n->els->kind == ND_NUM)
				plain_null(n->els->loc);
			else if (decay_ptr(b.ty) && a.zero && an->kind == ND_NUM)
				plain_null(an->loc);
		}
		if (a.ty && b.ty && (a.ty->kind == TY_VOID) != (b.ty->kind == TY_VOID)) {
			/* gcc allows one void arm; sparse does not */
			diag(SPARSE_ERROR, CK_INCOMPATIBLE_POINTERS, n->loc,
				"incompatible types in conditional expression (different base types):");
			diag(SPARSE_INFO, CK_NONE, n->loc, "%s", show_type(a.ty, NULL, 0, -1));
			diag(SPARSE_INFO, CK_NONE, n->loc, "%s", show_type(b.ty, NULL, 0, -1));
			return r;
		}
		if (a.ty && b.ty && decay_ptr(a.ty) && decay_ptr(b.ty) &&
		    !is_null_pointer_constant(n->then ? n->then : n->cond) && !is_null_pointer_constant(n->els)) {
			/* sparse keeps a type only under a constant condition */
			if (!check_pointer_pair(decay_ptr(a.ty), decay_ptr(b.ty), n->loc, 0)) {
				if (!(n->cond->flags & NF_ICE))
					n->flags |= NF_UNTYPED;
				return r;
			}
			/* both arms converted to the result's pointer type */
			check_arm_spaces(a.ty, n->then ? n->then : n->cond);
			check_arm_spaces(b.ty, n->els);
			return r;
		}
		enum_mismatch(pos_of(n->els), a.ty, b.ty);
		bool ra = is_restricted(a.ty), rb = is_restricted(b.ty);
		if (r.ty && (r.ty->flags & T_NOCAST)) {
			r.ty = type_copy(r.ty);		/* the result is plain */
			r.ty->flags &= ~T_NOCAST;
			r.ty->name = NULL;
		}
		if (ra || rb) {
			if ((ra && rb && same_restricted(a.ty, b.ty)) || (ra && b.zero) || (rb && a.zero)) {
				r.ty = restricted_class(ra ? a.ty : b.ty);
				r.fouled = a.fouled && b.fouled;
				return r;
			}
			if (ra)
				degrade(&a, a.node->loc);
			if (rb)
				degrade(&b, b.node->loc);
			r.ty = plain_of(n->ty);
		}
		return r;
	}
	case ND_ASSIGN:
		return eval_assign(n);
	case ND_SIZEOF: case ND_ALIGNOF: case ND_OFFSETOF:
		/* sparse evaluates the operand of sizeof (its warnings
		 * count), though nothing of it is run */
		if (n->kind != ND_OFFSETOF && n->operand) {
			sizeof_operand = n->operand;	/* (not a value: no decay) */
			eval(n->operand);
		}
		examine_typeof(n->ty2);
		examine(n->ty2);
		optwarn_sizeof(n);
		r.ty = ty_size_t;
		return r;
	case ND_VA_ARG:
		eval(n->operand);
		r.ty = n->ty;
		return r;
	case ND_BUILTIN: case ND_LABEL_ADDR:
		r.ty = n->ty;
		return r;
	case ND_INIT_LIST:
		r.ty = n->ty;
		return r;
	default:
		r.ty = n->ty;
		return r;
	}
}

/* An initializer list: each entry against the type it initializes. */
static void check_init_list(Node *list, const char *for_name)
{
	/* sparse reads "{ 0 }" of an aggregate as "{ }", unless
	 * -Wuniversal-initializer: no "plain integer as NULL" for it */
	if ((list->flags & NF_ZERO_INIT) && !check_on[CK_UNIVERSAL_INITIALIZER] &&
	    list->ty && (list->ty->kind == TY_STRUCT || list->ty->kind == TY_UNION ||
			 list->ty->kind == TY_ARRAY))
		return;
	for (Node *e = list->entries; e; e = e->next) {
		Node *v = e->value;
		if (!v)
			continue;
		positional_init(list, e, for_name);
		for (int k = e->slot ? e->slot->elided : 0; k > 0; k--)
			diag(SPARSE_WARNING, CK_MISSING_BRACES, init_entry_pos(e),
				"missing braces around initializer");
		if (v->kind == ND_INIT_LIST) {
			check_init_list(v, nested_for_name(e));
			continue;
		}
		Val s = eval(v);
		if (!e->ty)
			continue;
		check_string_init(e->ty, v);
		/* a member prints as a declaration; an array element as its
		 * bare type */
		Val target = {.ty = e->ty};
		if (e->target && e->target->ty == e->ty)
			target.mem = e->target;
		else if (e->ty->name) {
			target.ty = type_copy(e->ty);
			target.ty->name = NULL;
		}
		check_assign(e->ty, &target, &s, pos_of(v), 1, 0);
	}
}

static void check_initializer(Symbol *sym, Node *init)
{
	if (!init)
		return;
	if (init->kind == ND_INIT_LIST) {
		check_init_list(init, sym->name ? sym->name->name : NULL);
		return;
	}
	Val s = eval(init);
	check_string_init(sym->ty, init);
	Val target = {.ty = sym->ty, .sym = sym};
	check_assign(sym->ty, &target, &s, pos_of(init), 1, 0);
	if (!sdiag_silenced)
		state_of(sym)->assigned = state_of(sym)->assigned;
}

static Type *switch_type;
static Val switch_val;
/* The case values of the switch being evaluated, each with its node. */
typedef struct CaseVal {
	Val val;
	Node *value;
} CaseVal;
static PtrVec switch_cases;

/* sparse's check_case_type(), once the switch's body is evaluated: a case
 * value against the switch's type (restricted types degrade, floats and
 * non-arithmetic values are errors). */
static void check_case(Val *c, Node *value)
{
	if (switch_val.bad || (switch_type && c->ty && (!is_arith_val(&switch_val) || !is_arith_val(c) ||
				    is_float(switch_type) || is_float(c->ty)))) {
		diag(SPARSE_ERROR, CK_INCOMPATIBLE_TYPES, pos_of(value),
			"incompatible types for 'case' statement");
	} else if (switch_type && (is_restricted(switch_type) || is_restricted(c->ty))) {
		bool ok = same_restricted(switch_type, c->ty) ||
			  (is_restricted(switch_type) && c->zero);
		if (!ok) {
			if (is_restricted(c->ty))
				degrade(c, c->node->loc);
			if (is_restricted(switch_type))
				degrade(&switch_val, switch_val.node->loc);
		}
	}
}

/* A child of a statement: a statement, or an expression evaluated (for
 * the checks its evaluation makes). */
static void eval_child(Node *n, void *unused)
{
	if (node_is_stmt(n))
		eval_stmt(n);
	else
		eval(n);
}

/* An asm statement's operand: its expression. */
static void eval_operand(Node *op, void *unused)
{
	eval(op->value);
}

/* A GNU nested function's body, walked where its definition stands in
 * the enclosing body, as sparse evaluates and expands the symbols of a
 * declaration statement (it never linearizes them). */
static void nested_fn(Node *d, void (*walk)(Node *))
{
	Symbol *s = d->sym, *saved = cur_fn;
	if (!s || s->kind != SYM_FUNC || !(d->flags & DF_FUNC_DEF) || !s->body)
		return;
	cur_fn = s;
	walk(s->body);
	cur_fn = saved;
}

/* A parse error silences every later warning of the unit (sparse's
 * ERROR_PREV_PHASE). */
static bool unit_parse_error;

/* Inline functions used as values: sparse appends each to the unit's
 * symbol list where it meets the address (uninline()), so it evaluates
 * and then expands and checks each after every other symbol, as an
 * ordinary function.  Evaluated and expanded so far: */
static int accessed_evaluated, accessed_expanded;


/* The declarations of a for's first clause: sparse evaluates them as a
 * symbol list (evaluate_symbol_list()), which ends the silence of an
 * error earlier in the symbol being evaluated, for each of them. */
static void eval_for_decls(Node *block)
{
	for (Node *s = block->stmts; s; s = s->next) {
		if (s->kind == ND_DECL && s->sym && s->sym->kind == SYM_VAR && !unit_parse_error)
			sdiag_silenced = false;
		eval_stmt(s);
	}
}

/* The conditions (evaluated as such: scalar), a switch and its cases, a
 * declaration's and a return's conversions are this walk's own; the rest
 * evaluates its children. */
static void eval_stmt(Node *n)
{
	if (!n || too_deep())
		return;
	switch (n->kind) {
	case ND_DECL:
		nested_fn(n, eval_stmt);
		if (n->sym && (n->sym->kind == SYM_TYPEDEF ||
			       (n->sym->kind == SYM_VAR && !n->sym->ty->name)))
			decl_warn_vla(n->sym->ty);
		if (n->sym && n->sym->kind == SYM_VAR) {
			examine_typeof(n->sym->ty);
			examine_sym(n->sym);
		}
		if (n->sym && n->sym->kind == SYM_VAR && n->sym->init)
			check_initializer(n->sym, n->sym->init);
		return;
	case ND_IF:
		/* sparse warns as it evaluates the condition of an if
		 * (not of a loop); parentheses silence it */
		if (n->cond->kind == ND_ASSIGN && !n->cond->op && !(n->cond->flags & NF_PAREN))
			diag(SPARSE_WARNING, CK_ASSIGN_IN_CONDITION, n->cond->loc,
				"assignment expression in conditional");
		eval_cond(n->cond);
		eval_stmt(n->then);
		eval_stmt(n->els);
		return;
	case ND_WHILE:
		eval_cond(n->cond);
		eval_stmt(n->body);
		return;
	case ND_DO:
		/* sparse's evaluate_iterator(): the condition, then the body */
		eval_cond(n->cond);
		eval_stmt(n->body);
		return;
	case ND_FOR:
		/* sparse's order: the declarations of the first clause, the
		 * condition, the first clause's expression, the body, the
		 * third clause */
		if (n->init && n->init->kind == ND_BLOCK)
			eval_for_decls(n->init);
		if (n->for_cond)
			eval_cond(n->for_cond);
		if (n->init && n->init->kind != ND_BLOCK)
			eval_stmt(n->init);
		eval_stmt(n->for_body);
		if (n->inc)
			eval(n->inc);
		return;
	case ND_SWITCH: {
		Type *saved = switch_type;
		Val saved_v = switch_val;
		PtrVec saved_cases = switch_cases;
		switch_cases = (PtrVec){0};
		switch_val = eval(n->cond);
		switch_type = switch_val.ty;
		eval_stmt(n->body);
		/* sparse checks the case values after the body, in order */
		for (int i = 0; i < switch_cases.len; i++) {
			CaseVal *c = switch_cases.v[i];
			check_case(&c->val, c->value);
		}
		free(switch_cases.v);
		switch_cases = saved_cases;
		switch_type = saved;
		switch_val = saved_v;
		return;
	}
	case ND_CASE: {
		CaseVal *c = NEW(CaseVal);
		c->val = eval(n->value);
		c->value = n->value;
		vec_push(&switch_cases, c);
		eval_stmt(n->body);
		return;
	}
	case ND_RETURN:
		if (cur_fn && (!cur_fn->ty->base || cur_fn->ty->base->kind == TY_VOID)) {
			/* sparse's evaluate_return_expression() */
			if (n->expr) {
				Val s = eval(n->expr);
				if (s.ty && s.ty->kind != TY_VOID && !s.bad)
					diag(SPARSE_ERROR, CK_INCOMPATIBLE_TYPES, pos_of(n->expr),
						"return expression in void function");
			}
			return;
		}
		if (cur_fn && !n->expr) {
			diag(SPARSE_ERROR, CK_INCOMPATIBLE_TYPES, n->loc, "return with no return value");
			return;
		}
		if (n->expr && cur_fn) {
			Val s = eval(n->expr);
			Type *rt = cur_fn->ty->base;
			if (rt && (rt->flags & T_NOCAST)) {
				rt = type_copy(rt);	/* a return type loses nocast */
				rt->flags &= ~T_NOCAST;
			}
			if (rt && rt->kind != TY_VOID) {
				Type *shown = rt;
				if (shown->name) {
					shown = type_copy(rt);	/* no [usertype] on a return type */
					shown->name = NULL;
				}
				Val target = {.ty = shown};
				check_assign(rt, &target, &s, pos_of(n->expr), 3, 0);
			}
		} else if (n->expr) {
			eval(n->expr);
		}
		return;
	case ND_ASM:
		/* an output operand is assigned ([assigned]: the __ret of
		 * x86's xchg()), as sparse's evaluate_asm_statement() says */
		for (Node *op = n->outputs; op; op = op->next) {
			Val v = eval(op->value);
			if (!v.bad)
				mark_assigned(&v);
		}
		for (Node *op = n->inputs; op; op = op->next)
			eval_operand(op, NULL);
		return;
	default:
		node_children(n, eval_child, NULL);
		return;
	}
}

/* --- phase 3: expansion ------------------------------------------------------ */

static void expand_stmt(Node *n);

static void expand_expr(Node *n);

/* init_site_gen: the file-scope variable whose initializer is being
 * evaluated or expanded: its declaration's place among all declarations
 * (0: none). */

/* sparse takes a function's address through the declaration in scope
 * there: after a redeclaration without inline (the "extern typeof(sym)
 * sym;" of EXPORT_SYMBOL) it is no inline function to check. */
static bool inline_in_scope(Symbol *f)
{
	DeclSite *d = init_site_gen ? site_before(f, init_site_gen) : NULL;
	return !d || d->is_inline;
}

/* An lvalue whose address is computed, not loaded (&p->m, &p[i], an
 * array member that decays): its pointer bases are evaluated, but the
 * access itself is no dereference. */
static void expand_address(Node *n)
{
	if (n->kind == ND_MEMBER && !(n->flags & NF_ARROW))
		expand_address(n->operand);
	else if (n->kind == ND_MEMBER || n->kind == ND_DEREF)
		expand_expr(n->operand);
	else
		expand_expr(n);
}

static bool loads_through_noderef(Node *ptr)
{
	Type *pt = ptr->ty;
	if (pt && pt->kind == TY_ARRAY)
		return pt->base && (pt->base->flags & T_NODEREF);
	return pt && pt->kind == TY_PTR && (pt->base->flags & T_NODEREF);
}

/* sparse binds each parameter of an inlined copy to its argument, so
 * the arguments are expanded again -- but an inline call among them has
 * already been replaced by its body: it is not inlined (nor evaluated)
 * a second time. */
static bool reexpanding;

static void reexpand_args(Node *args)
{
	bool saved = reexpanding;
	reexpanding = true;
	for (Node *a = args; a; a = a->next)
		expand_expr(a);
	reexpanding = saved;
}

/* An inline function's body, checked as sparse checks each inlined copy
 * of it (at a call, or once where its address is taken): evaluated, then
 * expanded and linearized, with the call's arguments (if any) expanded
 * again between: sparse binds each parameter to its argument in the
 * copy. */
static void expand_inline(Symbol *f, Node *args, Loc at)
{
	if (inline_work > INLINE_WORK_LIMIT) {
		if (!inline_work_said)
			diag(DIAG_WARNING, CK_NONE, at, "too many copies of inline functions in '%s' "
			     "(over %d nodes): calls from here on are not expanded",
			     expanding->name->name, INLINE_WORK_LIMIT);
		inline_work_said = true;
		return;
	}
	Symbol *saved = cur_fn;
	bool saved_folded = folded_consts;
	if (checking && checking->generic_literals)
		inline_copy_warnings(f);
	folded_consts = state_of(f)->expanded_once;
	state_of(f)->expanded_once = true;
	cur_fn = f;
	inline_depth++;
	eval_stmt(f->body);
	reexpand_args(args);
	expand_stmt(f->body);
	linearize_node(f->body);
	inline_depth--;
	cur_fn = saved;
	folded_consts = saved_folded;
}

/* A child: expanded as a statement or as an expression. */
static void expand_child(Node *n, void *unused)
{
	if (node_is_stmt(n))
		expand_stmt(n);
	else
		expand_expr(n);
}

static void expand_expr(Node *n)
{
	if (!n || (n->flags & NF_UNTYPED) || too_deep())
		return;
	inline_work += inline_depth > 0;
	switch (n->kind) {
	case ND_DEREF: case ND_MEMBER:
		if (n->ty && (n->ty->kind == TY_ARRAY || n->ty->kind == TY_FUNC)) {
			expand_address(n);	/* decays: an address, not a load */
			return;
		}
		if (n->kind == ND_MEMBER && !(n->flags & NF_ARROW)) {
			/* s.m: a load from wherever s lives */
			Node *base = n->operand;
			while (base->kind == ND_MEMBER && !(base->flags & NF_ARROW))
				base = base->operand;
			if (base->kind == ND_DEREF || base->kind == ND_MEMBER) {
				expand_address(base);
				Node *ptr = base->operand;
				if (loads_through_noderef(ptr))
					diag(SPARSE_WARNING, CK_NODEREF, ptr->loc,
						"dereference of noderef expression");
			} else {
				expand_expr(base);
			}
			return;
		}
		expand_expr(n->operand);
		if (loads_through_noderef(n->operand))
			diag(SPARSE_WARNING, CK_NODEREF, n->operand->loc,
				"dereference of noderef expression");
		return;
	case ND_ADDR:
		expand_address(n->operand);
		return;
	case ND_VAR:
		/* nothing to expand: an inline function used as a value is
		 * checked on its own after the other symbols (expand_accessed()) */
		return;
	case ND_CALL: {
		if (n->callee->kind != ND_VAR)
			expand_expr(n->callee);
		Param *p = call_params(n);
		for (Node *a = n->args; a; a = a->next) {
			expand_expr(a);
			if (p) {
				check_truncate(p->ty, a);
				p = p->next;
			}
		}
		/* an inline function is checked as a copy at each call */
		Symbol *f = called_inline(n, cur_fn);
		if (f && inline_without_body(f, cur_fn))
			return;
		if (f && inline_depth < 8 && !reexpanding && fn_body(f))
			expand_inline(f, n->args, n->loc);
		return;
	}
	case ND_SIZEOF: case ND_ALIGNOF:
		return;	/* not evaluated */
	case ND_ASSIGN:
		expand_expr(n->lhs);
		expand_expr(n->rhs);
		if (!n->op)
			check_truncate(n->lhs->ty, n->rhs);
		return;
	case ND_COND: {
		/* sparse simplifies a constant condition first: the other arm
		 * is never expanded */
		int64_t c;
		if (eval_int(n->cond, &c)) {
			expand_expr(c ? (n->then ? n->then : n->cond) : n->els);
			return;
		}
		expand_expr(n->cond);
		expand_expr(n->then);
		expand_expr(n->els);
		return;
	}
	case ND_LOGAND: case ND_LOGOR: {
		int64_t c;
		expand_expr(n->lhs);
		if (eval_int(n->lhs, &c) && (n->kind == ND_LOGAND ? !c : c))
			return;
		expand_expr(n->rhs);
		return;
	}
	case ND_CAST:
		expand_expr(n->operand);
		/* (a later inlined copy has this cast folded already) */
		if (!(n->flags & NF_FORCE) && !folded_consts)
			check_truncate_at(n->ty, n->operand, pos_of(n->operand));	/* at the constant */
		return;
	case ND_COMPOUND_LIT:
		check_init_overlaps(n->init);
		node_children(n, expand_child, NULL);
		return;
	case ND_INIT_LIST:
		/* the first entry alone, as ever (a compound literal's): the
		 * others have never been expanded, and doing it would change
		 * what is reported */
		expand_expr(n->entries);
		return;
	case ND_BUILTIN:
		expand_expr(n->ctx_args);	/* the lock expression alone, as ever */
		return;
	default:
		node_children(n, expand_child, NULL);
		return;
	}
}

/* One entry of an initializer list: its value's casts, then the implied
 * conversion to the entry's type. */
static void expand_init_entry(Node *e)
{
	expand_expr(e->value);
	if (e->ty)
		check_truncate(e->ty, e->value);
}

/* sparse's expand_symbol() on a variable: the initializer, a braced list
 * entry by entry in the order of their offsets. */
static void expand_initializer(Type *ty, Node *init)
{
	if (!init)
		return;
	if (init->kind == ND_INIT_LIST) {
		expand_init_list(init, expand_init_entry);
		return;
	}
	expand_expr(init);
	check_truncate(ty, init);
}


/* A constant if's dead branch is dropped, and the conversions of a
 * return and an initializer checked; the rest expands its children. */
static void expand_stmt(Node *n)
{
	if (!n || too_deep())
		return;
	inline_work += inline_depth > 0;
	switch (n->kind) {
	case ND_RETURN:
		expand_expr(n->expr);
		if (n->expr && cur_fn && cur_fn->ty->base)
			check_truncate(cur_fn->ty->base, n->expr);
		return;
	case ND_DECL:
		nested_fn(n, expand_stmt);
		if (n->sym && n->sym->kind == SYM_VAR)
			expand_initializer(n->sym->ty, n->sym->init);
		return;
	case ND_IF: {
		int64_t c;
		expand_expr(n->cond);
		if (eval_int(n->cond, &c)) {
			expand_stmt(c ? n->then : n->els);	/* the dead branch is dropped */
			return;
		}
		expand_stmt(n->then);
		expand_stmt(n->els);
		return;
	}
	case ND_DO:
		/* the condition before the body, as this walk has always
		 * taken a loop's (its order of warnings) */
		expand_expr(n->cond);
		expand_stmt(n->body);
		return;
	case ND_CASE:
		expand_stmt(n->body);	/* its value is not expanded, as ever */
		return;
	case ND_ASM:
		return;		/* nor are an asm statement's operands */
	case ND_FOR:
		/* sparse's order: the condition, the first clause, the body,
		 * the third clause; a first clause that declares (sparse's
		 * iterator_syms) is not expanded at all, nor an inline
		 * function called in its initializers */
		expand_expr(n->for_cond);
		if (n->init && n->init->kind != ND_BLOCK)
			expand_stmt(n->init);
		expand_stmt(n->for_body);
		expand_expr(n->inc);
		return;
	default:
		node_children(n, expand_child, NULL);
		return;
	}
}

/* --- linearization: what sparse says as it turns a function into code --- */

static void linearize_child(Node *n, void *unused)
{
	linearize_node(n);
}

/* What is not run (sizeof's operand, an initializer list, an asm
 * statement's operands) is left out, a constant if's dead branch dropped,
 * and the conversions checked; the rest linearizes its children. */
static void linearize_node(Node *n)
{
	if (!n || too_deep())
		return;
	switch (n->kind) {
	case ND_SIZEOF: case ND_ALIGNOF: case ND_INIT_LIST: case ND_ASM:
		return;
	case ND_IF: {
		int64_t c;
		linearize_node(n->cond);
		if (eval_int(n->cond, &c)) {
			linearize_node(c ? n->then : n->els);
			return;
		}
		linearize_node(n->then);
		linearize_node(n->els);
		return;
	}
	case ND_CALL: {
		linearize_node(n->callee);
		Param *p = call_params(n);
		for (Node *a = n->args; a; a = a->next) {
			linearize_node(a);
			if (p) {
				if (!p->force && !(p->ty->flags & T_FORCE))
					check_ptr_to_int(p->ty, a);
				p = p->next;
			}
		}
		return;
	}
	case ND_CAST:
		linearize_node(n->operand);
		check_ptr_to_int(n->ty, n->operand);
		return;
	case ND_RETURN:
		linearize_node(n->expr);
		if (n->expr && cur_fn && cur_fn->ty->base)
			check_ptr_to_int(cur_fn->ty->base, n->expr);
		return;
	case ND_DECL:
		if (n->sym && n->sym->kind == SYM_VAR && n->sym->init &&
		    n->sym->init->kind != ND_INIT_LIST) {
			linearize_node(n->sym->init);
			check_ptr_to_int(n->sym->ty, n->sym->init);
		}
		return;
	case ND_DO:
		linearize_node(n->cond);	/* first, as expand_stmt() */
		linearize_node(n->body);
		return;
	case ND_CASE:
		linearize_node(n->body);	/* as expand_stmt() */
		return;
	case ND_BUILTIN:
		linearize_node(n->ctx_args);	/* as expand_expr() */
		return;
	default:
		node_children(n, linearize_child, NULL);
		if (check_on[CK_TAUTOLOGICAL_COMPARE])	/* off by default: */
			optwarn_compare(n);		/* not a call a node */
		return;
	}
}

/* --- the driver ------------------------------------------------------------------ */

void check_init(uint32_t main_file)
{
	sdiag_main_file = main_file;
	chain_begin();
	atomic_begin_unit();
}

/* Every check's state back to a fresh process's: for a leak-free exit,
 * and for the fuzz harness, which runs many units in one process. */
void check_finish(void)
{
	chain_finish();
	context_finish();
	optwarn_finish();
	atomic_finish();
	gfp_reset();
	cur_fn = NULL;
	calling = sizeof_operand = NULL;
	inline_depth = 0;
	inline_work = 0;
	inline_work_said = false;
	expanding = NULL;
	folded_consts = reexpanding = unit_parse_error = false;
	accessed_evaluated = accessed_expanded = 0;
	checking = NULL;
	stack_base = NULL;
	stack_budget = 0;
	free(switch_cases.v);
	switch_cases = (PtrVec){0};
	switch_type = NULL;
	switch_val = (Val){0};
}

/* Phase 2 for one definition: its body or initializer. */
static void evaluate_def(Node *d)
{
	Symbol *s = d->sym;
	if (s->kind == SYM_FUNC && (d->flags & DF_FUNC_DEF)) {
		if (s->is_inline)
			return;		/* checked at each call site */
		cur_fn = s;
		decl_proto_sizes(s);
		eval_stmt(s->body);
		cur_fn = NULL;
	} else if (s->kind == SYM_VAR && d->init) {
		init_site_gen = s->def_site ? s->def_site->gen : 0;
		check_initializer(s, d->init);
		init_site_gen = 0;
	}
}


static void evaluate_accessed(bool parse_error)
{
	Symbol *f;
	for (; (f = context_accessed(accessed_evaluated)); accessed_evaluated++) {
		if (!fn_body(f) || f->ordered_inline)
			continue;
		f->ordered_inline = true;
		if (!parse_error)
			sdiag_silenced = false;	/* a new entry of sparse's list */
		cur_fn = f;
		decl_proto_sizes(f);
		eval_stmt(f->body);
		cur_fn = NULL;
	}
}

static void expand_accessed(bool parse_error)
{
	Symbol *f;
	evaluate_accessed(parse_error);	/* those met while expanding */
	for (; (f = context_accessed(accessed_expanded)); accessed_expanded++) {
		if (!fn_body(f))
			continue;
		evaluate_accessed(parse_error);
		expanding = cur_fn = f;
		inline_work = 0;
		inline_work_said = false;
		expand_stmt(f->body);
		linearize_node(f->body);
		optwarn_flush();
		if (check_on[CK_CONTEXT])
			context_check(f);
		cur_fn = NULL;
	}
}

/* sparse's phases over the top-level declarations [from, to): each symbol
 * evaluated (an error silences the rest of that symbol), then expanded. */
static void check_decls(Node *from, Node *to, bool parse_error)
{
	/* phase 2: evaluate each top-level symbol.  sparse walks the
	 * declarations in order and evaluates a symbol at its definition, or
	 * earlier at a static forward declaration (which brings its
	 * definition forward); each definition is compared with the
	 * declarations before it where it stands. */
	for (Node *d = from; d != to; d = d->next) {
		if (d->kind != ND_DECL || !d->sym)
			continue;
		Symbol *s = d->sym;
		bool is_def = s->def == d, evaluated_here = false;
		if (s->kind == SYM_VAR && !(d->flags & DF_EXTERN)) {
			/* sparse lays out the type of every defined object */
			if (!parse_error)
				sdiag_silenced = false;
			examine_sym(s);
		}
		if (!s->ordered && (is_def || (d->flags & DF_STATIC))) {
			evaluated_here = true;
			s->ordered = true;
			if (s->def) {
				if (!parse_error)
					sdiag_silenced = false;
				if (s->kind == SYM_VAR)
					examine_typeof(s->ty);	/* its type, then its value */
				evaluate_def(s->def);
			}
		}
		if (!is_def || (s->kind == SYM_FUNC && (!(d->flags & DF_FUNC_DEF) || s->is_inline)))
			continue;
		if (s->kind != SYM_FUNC && s->kind != SYM_VAR)
			continue;
		if (!parse_error && !evaluated_here)
			sdiag_silenced = false;	/* a new entry of sparse's list */
		check_redecl(s);
		check_decl(d);
	}
	evaluate_accessed(parse_error);
	/* phase 3: expansion (noderef, inline bodies at their call sites),
	 * in definition order: sparse's expand_symbol() follows the symbol
	 * list but only expands a symbol's own body */
	for (Node *d = from; d != to; d = d->next) {
		if (d->kind != ND_DECL || !d->sym)
			continue;
		Symbol *s = d->sym;
		expanding = s;
		inline_work = 0;
		inline_work_said = false;
		if (s->kind == SYM_FUNC && (d->flags & DF_FUNC_DEF) && s->body && !s->is_inline) {
			cur_fn = s;
				expand_stmt(s->body);
			linearize_node(s->body);
			optwarn_flush();	/* sparse's simplification */
			if (check_on[CK_CONTEXT])
				context_check(s);	/* sparse's check_context() */
			cur_fn = NULL;
		} else if (s->kind == SYM_VAR && s->def == d) {
			init_site_gen = s->def_site ? s->def_site->gen : 0;
				expand_initializer(s->ty, d->init);
				init_site_gen = 0;
		}
	}
	expand_accessed(parse_error);
}

void check_unit(Unit *u)
{
	char base;
	stack_base = &base;
	stack_budget = stack_limit() / 2;
	gfp_reset();	/* this unit's macros, not the previous one's */
	checking = u;
	for (int i = 0; i < u->examined_early.len; i++)
		examine(u->examined_early.v[i]);
	bool parse_error = diag_errors > 0 || sdiag_parse_error;
	if (parse_error)
		sdiag_silenced = true;
	unit_parse_error = parse_error;
	/* sparse checks what the -include files declare first, as a unit
	 * named "command-line", then the main file's declarations */
	Node *main_decls = u->first;
	while (main_decls && chain_from_preinclude(main_decls->loc.file))
		main_decls = main_decls->next;
	if (main_decls != u->first) {
		uint32_t main_file = sdiag_main_file;
		sdiag_main_file = name_id("command-line");
		check_decls(u->first, main_decls, parse_error);
		sdiag_main_file = main_file;
	}
	check_decls(main_decls, NULL, parse_error);
	/* castguard's own path-sensitive checks, after sparse's phases */
	if (!parse_error) {
		sdiag_silenced = false;
		atomic_check_unit(u);
	}
}
