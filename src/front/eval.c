/* eval.c - integer constant expressions, folded as gcc folds them.
 *
 * Every operation is computed in the C type of its node and wrapped to
 * that type's width, so (unsigned char)300, -1u >> 1 and 1 << 31 come out
 * as gcc computes them.  Null-based address arithmetic is folded too,
 * because the kernel's old offsetof, (size_t)&((T *)0)->m, is an integer
 * constant for gcc. */
#include <string.h>
#include "parse.h"
#include "sema.h"
#include "type.h"

/* Values are computed in 128 bits so __int128 constants fold too. */
typedef __int128 ival;
typedef unsigned __int128 uval;

static bool eval(Node *n, ival *v);
static bool eval_float(Node *n, long double *v);

static ival wrap(Type *t, ival v);

int64_t eval_wrap(Type *t, int64_t v)
{
	return (int64_t)wrap(t, v);
}

static ival wrap(Type *t, ival v)
{
	t = int_base(t);
	if (t->kind == TY_BOOL)
		return v != 0;
	if (t->kind == TY_PTR || t->kind == TY_NULLPTR) {
		if (t->size == 4)
			return (uint32_t)v;
		return (uint64_t)v;
	}
	int64_t bits = t->size * 8;
	if (t->kind == TY_BITINT || t->kind == TY_UBITINT)
		bits = t->len;
	if (bits >= 128 || bits <= 0)
		return v;
	/* the common widths without 128-bit masks */
	if (bits == 32)
		return is_unsigned(t) ? (ival)(uint32_t)v : (ival)(int32_t)v;
	if (bits == 64)
		return is_unsigned(t) ? (ival)(uint64_t)v : (ival)(int64_t)v;
	uval mask = ((uval)1 << bits) - 1;
	uval u = (uval)v & mask;
	if (is_unsigned(t))
		return (ival)u;
	if (u & ((uval)1 << (bits - 1)))
		u |= ~mask;
	return (ival)u;
}

/* The byte address of an lvalue whose base is a constant pointer. */
static bool lvalue_addr(Node *n, ival *v)
{
	switch (n->kind) {
	case ND_MEMBER: {
		ival base;
		if (n->flags & NF_ARROW) {
			if (!eval(n->operand, &base))
				return false;
		} else if (!lvalue_addr(n->operand, &base)) {
			return false;
		}
		*v = base + n->offset;
		return true;
	}
	case ND_DEREF:
		return eval(n->operand, v);
	default:
		return false;
	}
}

static bool is_ptr_like(Type *t)
{
	return t && (t->kind == TY_PTR || t->kind == TY_ARRAY);
}

static int64_t elem_size(Type *t)
{
	Type *b = t->base;
	if (!b || b->kind == TY_VOID || b->kind == TY_FUNC)
		return 1;
	return b->size > 0 ? b->size : 1;
}

/* __alignof__ of an expression: what gcc knows of the object. */
static int64_t expr_align(Node *e)
{
	Type *t = e->ty ? e->ty : ty_int;
	if (e->kind == ND_VAR && e->sym) {
		int64_t a = t->align;
		return e->sym->align > a ? e->sym->align : a;
	}
	if (e->kind == ND_MEMBER && e->mem) {
		Member *m = e->mem;
		/* the record that holds it (an anonymous one, maybe) decides */
		bool packed = m->packed || (m->owner && m->owner->packed);
		int64_t a = packed ? 1 : field_align(m->ty);
		if (m->align > a)
			a = m->align;
		if (m->owner && m->owner->pack && a > m->owner->pack)
			a = m->owner->pack;	/* #pragma pack caps it all */
		return a;
	}
	return t->align;
}

/* gcc folds these inside __builtin_constant_p even when x is a variable:
 * x * 0, x & 0, x - x, x == x, x || 1, x && 0. */
static bool folds_anyway(Node *n)
{
	ival c;
	switch (n->kind) {
	case ND_MUL: case ND_BITAND:
		return (eval(n->lhs, &c) && c == 0) || (eval(n->rhs, &c) && c == 0);
	case ND_LOGOR:
		return (eval(n->lhs, &c) && c) || (eval(n->rhs, &c) && c);
	case ND_LOGAND:
		return (eval(n->lhs, &c) && !c) || (eval(n->rhs, &c) && !c);
	case ND_SUB: case ND_EQ: case ND_NE: case ND_LE: case ND_GE:
		return n->lhs->kind == ND_VAR && n->rhs->kind == ND_VAR && n->lhs->sym &&
		       n->lhs->sym == n->rhs->sym && !(n->lhs->ty->qual & Q_VOLATILE);
	default:
		return false;
	}
}

static bool eval_builtin_call(Node *n, ival *v)
{
	const char *name = n->callee->sym->name->name;
	Node *arg = n->args;
	ival x;
	if (!strcmp(name, "__builtin_strlen") && arg && arg->kind == ND_STR) {
		*v = (ival)strlen(arg->str);
		return true;
	}
	if (!strcmp(name, "__builtin_constant_p")) {
		*v = arg && (eval(arg, &x) || arg->kind == ND_STR ||
			     arg->kind == ND_FNUM || folds_anyway(arg));
		return true;
	}
	if (!arg || !eval(arg, &x))
		return false;
	uint64_t u = (uint64_t)x;
	if (!strcmp(name, "__builtin_expect") || !strcmp(name, "__builtin_expect_with_probability")) {
		*v = x;
		return true;
	}
	if (!strcmp(name, "__builtin_bswap16")) {
		*v = (uint16_t)((u >> 8) | (u << 8));
		return true;
	}
	if (!strcmp(name, "__builtin_bswap32")) {
		*v = __builtin_bswap32((uint32_t)u);
		return true;
	}
	if (!strcmp(name, "__builtin_bswap64")) {
		*v = (int64_t)__builtin_bswap64(u);
		return true;
	}
	size_t nl = strlen(name);
	bool l = name[nl - 1] == 'l';	/* clzl, clzll, popcountl ... */
	uint64_t w = l ? u : (uint32_t)u;
	int bits = l ? 64 : 32;
	if (!strncmp(name, "__builtin_popcount", 18)) {
		*v = __builtin_popcountll(w);
		return true;
	}
	if (!strncmp(name, "__builtin_ffs", 13)) {
		*v = w ? __builtin_ctzll(w) + 1 : 0;
		return true;
	}
	if (!strncmp(name, "__builtin_clz", 13) && w) {
		*v = __builtin_clzll(w) - (64 - bits);
		return true;
	}
	if (!strncmp(name, "__builtin_ctz", 13) && w) {
		*v = __builtin_ctzll(w);
		return true;
	}
	if (!strncmp(name, "__builtin_parity", 16)) {
		*v = __builtin_parityll(w);
		return true;
	}
	if (!strncmp(name, "__builtin_clrsb", 15)) {
		int64_t sx = bits == 64 ? (int64_t)w : (int32_t)w;
		*v = __builtin_clrsbll(sx) - (64 - bits);
		return true;
	}
	if (!strcmp(name, "__atomic_always_lock_free") || !strcmp(name, "__atomic_is_lock_free")) {
		*v = x > 0 && x <= 8 && !(x & (x - 1));
		return true;
	}
	if (!strncmp(name, "__builtin_", 10) && strstr(name, "_overflow_p") && arg->next &&
	    arg->next->next) {
		/* does a OP b fit the type of the third argument? */
		ival y, r;
		if (!eval(arg->next, &y))
			return false;
		Type *t = arg->next->next->ty;
		if (strstr(name, "add"))
			r = x + y;
		else if (strstr(name, "sub"))
			r = x - y;
		else
			r = x * y;
		*v = wrap(t, r) != r;
		return true;
	}
	return false;
}

/* Arithmetic constant expressions in floating point, for the casts to
 * integer types that an integer constant expression may contain. */
static bool eval_float(Node *n, long double *v)
{
	ival i;
	long double a, b;
	switch (n->kind) {
	case ND_FNUM:
		*v = n->fval;
		return true;
	case ND_NUM: case ND_ENUMCONST:
		if (!eval(n, &i))
			return false;
		*v = n->ty && is_unsigned(n->ty) ? (long double)(uval)i : (long double)i;
		return true;
	case ND_NEG:
		if (!eval_float(n->operand, v))
			return false;
		*v = -*v;
		return true;
	case ND_PLUS:
		return eval_float(n->operand, v);
	case ND_COND:
		if (!eval(n->cond, &i))
			return false;
		return eval_float(i ? (n->then ? n->then : n->cond) : n->els, v);
	case ND_CAST:
		if (n->ty && is_integer(n->ty)) {
			if (!eval(n, &i))
				return false;
			*v = is_unsigned(n->ty) ? (long double)(uval)i : (long double)i;
			return true;
		}
		return n->ty && is_float(n->ty) && n->ty->kind != TY_COMPLEX && eval_float(n->operand, v);
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV:
		if (!eval_float(n->lhs, &a) || !eval_float(n->rhs, &b))
			return false;
		*v = n->kind == ND_ADD ? a + b : n->kind == ND_SUB ? a - b :
		     n->kind == ND_MUL ? a * b : b != 0 ? a / b : 0;
		return n->kind != ND_DIV || b != 0;
	default:
		return false;
	}
}

/* A floating constant converted to an integer type: out of range is
 * undefined in C; gcc folds it to the nearest value of the type (NaN to
 * 0), and so do we -- without converting an out-of-range value, which is
 * undefined here too (found by AFL++ under clang's UBSan). */
static ival float_to_int(Type *to, long double f)
{
	Type *t = int_base(to);
	int64_t bits = t->size * 8;
	if (t->kind == TY_BITINT || t->kind == TY_UBITINT)
		bits = t->len;
	if (bits > 127)
		bits = 127;	/* what ival holds */
	bool uns = is_unsigned(t);
	long double hi = 1.0L;	/* 2^bits, or 2^(bits-1): no libm needed */
	for (int64_t i = uns ? bits : bits - 1; i > 0; i--)
		hi *= 2.0L;
	long double lo = uns ? 0.0L : -hi;
	if (f != f)
		return 0;
	if (f >= hi)
		return uns ? (ival)(((unsigned __int128)1 << bits) - 1) : (ival)((((unsigned __int128)1 << (bits - 1))) - 1);
	if (f <= lo - 1.0L)
		return uns ? 0 : -(ival)(((unsigned __int128)1 << (bits - 1)) - 1) - 1;
	return wrap(to, (ival)f);
}

static bool eval_cast(Node *n, ival *v)
{
	Node *a = n->operand;
	Type *to = n->ty;
	if (to->kind == TY_VOID)
		return false;
	if (a->ty && is_float(a->ty) && a->ty->kind != TY_COMPLEX && is_integer(to)) {
		long double f;
		if (!eval_float(a, &f))
			return false;
		*v = to->kind == TY_BOOL ? f != 0 : float_to_int(to, f);
		return true;
	}
	ival x;
	if (a->kind == ND_ADDR) {
		if (!lvalue_addr(a->operand, &x))
			return false;
	} else if (!eval(a, &x)) {
		return false;
	}
	if (is_integer(to) || to->kind == TY_PTR) {
		*v = wrap(to, x);
		return true;
	}
	return false;
}

static bool eval(Node *n, ival *v)
{
	ival a, b;
	Type *t = n->ty;
	switch (n->kind) {
	case ND_NUM:
		if (!(n->flags & NF_ICE))
			return false;
		*v = n->ival;
		return true;
	case ND_ENUMCONST:
		*v = n->sym->value;
		return true;
	case ND_CAST:
		return eval_cast(n, v);
	case ND_SIZEOF: {
		Type *x = n->ty2;
		if (!x || (x->flags & T_VLA))
			return false;
		if (x->kind == TY_VOID || x->kind == TY_FUNC) {
			*v = 1;
			return true;
		}
		if (x->size < 0)
			return false;
		*v = x->size;
		return true;
	}
	case ND_ALIGNOF:
		if (n->operand) {
			/* of an expression: gcc's __alignof__ (also for _Alignof) */
			*v = expr_align(n->operand);
			return true;
		}
		if (!n->ty2)
			return false;
		*v = (n->flags & NF_PAREN) ? n->ty2->align : c11_align(n->ty2);
		if (n->ty2->kind == TY_FUNC || n->ty2->kind == TY_VOID)
			*v = 1;
		if (n->ty2->kind == TY_ARRAY) {
			Type *e = n->ty2;
			while (e->kind == TY_ARRAY)
				e = e->base;
			*v = (n->flags & NF_PAREN) ? e->align : c11_align(e);
			if (n->ty2->flags & T_USERALIGN)
				*v = n->ty2->align;
		}
		return true;
	case ND_NEG:
		if (!eval(n->operand, &a))
			return false;
		*v = wrap(t, (ival)(0 - (uval)a));
		return true;
	case ND_PLUS:
		if (!eval(n->operand, &a))
			return false;
		*v = wrap(t, a);
		return true;
	case ND_BITNOT:
		if (!eval(n->operand, &a))
			return false;
		*v = wrap(t, ~a);
		return true;
	case ND_NOT:
		if (!eval(n->operand, &a))
			return false;
		*v = !a;
		return true;
	case ND_LOGAND:
		if (!eval(n->lhs, &a))
			return false;
		if (!a) {
			*v = 0;
			return true;
		}
		if (!eval(n->rhs, &b))
			return false;
		*v = b != 0;
		return true;
	case ND_LOGOR:
		if (!eval(n->lhs, &a))
			return false;
		if (a) {
			*v = 1;
			return true;
		}
		if (!eval(n->rhs, &b))
			return false;
		*v = b != 0;
		return true;
	case ND_COND:
		if (!eval(n->cond, &a))
			return false;
		if (a)
			return n->then ? eval(n->then, v) : (*v = a, true);
		return eval(n->els, v);
	case ND_CALL:
		if (n->op == CALL_BUILTIN && n->callee->kind == ND_FUNCNAME)
			return eval_builtin_call(n, v);
		return false;
	case ND_MEMBER: case ND_DEREF:
		/* an array member of a null-based object decays to its
		 * address: &((T *)0)->a[2].b */
		if (n->ty && n->ty->kind == TY_ARRAY)
			return lvalue_addr(n, v);
		return false;
	default:
		break;
	}
	if (n->kind < ND_ADD || n->kind > ND_BITOR)
		return false;
	if (n->kind >= ND_LT && n->kind <= ND_NE && n->lhs->ty && n->rhs->ty &&
	    (is_float(n->lhs->ty) || is_float(n->rhs->ty))) {
		/* gcc folds a comparison of floating constants */
		long double fa, fb;
		if (!eval_float(n->lhs, &fa) || !eval_float(n->rhs, &fb))
			return false;
		switch (n->kind) {
		case ND_LT: *v = fa < fb; break;
		case ND_LE: *v = fa <= fb; break;
		case ND_GT: *v = fa > fb; break;
		case ND_GE: *v = fa >= fb; break;
		case ND_EQ: *v = fa == fb; break;
		default: *v = fa != fb; break;
		}
		return true;
	}
	if (!eval(n->lhs, &a) || !eval(n->rhs, &b))
		return false;
	Type *ta = n->lhs->ty, *tb = n->rhs->ty;
	if (n->kind == ND_ADD || n->kind == ND_SUB) {
		if (is_ptr_like(ta) && !is_ptr_like(tb)) {
			int64_t s = elem_size(ta);
			*v = n->kind == ND_ADD ? a + b * s : a - b * s;
			return true;
		}
		if (is_ptr_like(tb) && n->kind == ND_ADD) {
			*v = b + a * elem_size(tb);
			return true;
		}
		if (is_ptr_like(ta) && is_ptr_like(tb)) {
			*v = (a - b) / elem_size(ta);
			return true;
		}
	}
	/* the operands' common type decides signedness of / % >> < */
	Type *ct = (n->kind == ND_SHL || n->kind == ND_SHR) ? t :
		   (n->kind >= ND_LT && n->kind <= ND_NE) ?
		   (is_ptr_like(ta) || is_ptr_like(tb) ? ty_ulong : usual_arith(value_type(n->lhs), value_type(n->rhs))) : t;
	bool uns = is_unsigned(ct);
	if (n->kind != ND_SHL && n->kind != ND_SHR) {
		a = wrap(ct, a);
		b = wrap(ct, b);
	}
	uval ua = (uval)a, ub = (uval)b;
	ival r;
	switch (n->kind) {
	case ND_ADD: r = (ival)(ua + ub); break;
	case ND_SUB: r = (ival)(ua - ub); break;
	case ND_MUL: r = (ival)(ua * ub); break;
	case ND_DIV:
		if (!b)
			return false;
		if (uns)
			r = (ival)((uval)wrap(ct, a) / (uval)wrap(ct, b));
		else if (b == -1)
			r = a;
		else
			r = a / b;
		break;
	case ND_MOD:
		if (!b)
			return false;
		if (uns)
			r = (ival)((uval)wrap(ct, a) % (uval)wrap(ct, b));
		else if (b == -1)
			r = 0;
		else
			r = a % b;
		break;
	case ND_SHL:
		if (b < 0 || b >= 128)
			r = 0;
		else
			r = (ival)(ua << b);
		break;
	case ND_SHR: {
		ival x = wrap(t, a);
		if (b < 0 || b >= 128)
			r = is_unsigned(t) || x >= 0 ? 0 : -1;
		else if (is_unsigned(t))
			r = (ival)((uval)x >> b);
		else
			r = x >> b;
		break;
	}
	case ND_LT: r = uns ? ua < ub : a < b; break;
	case ND_LE: r = uns ? ua <= ub : a <= b; break;
	case ND_GT: r = uns ? ua > ub : a > b; break;
	case ND_GE: r = uns ? ua >= ub : a >= b; break;
	case ND_EQ: r = a == b; break;
	case ND_NE: r = a != b; break;
	case ND_BITAND: r = a & b; break;
	case ND_BITXOR: r = a ^ b; break;
	case ND_BITOR: r = a | b; break;
	default: return false;
	}
	*v = (n->kind >= ND_LT && n->kind <= ND_NE) ? r : wrap(t, r);
	return true;
}

bool eval_int(Node *n, int64_t *val)
{
	ival v;
	if (!n || !eval(n, &v))
		return false;
	*val = (int64_t)v;
	return true;
}
