/* convert.h - sparse's diagnostics on conversions and operators that
 * need only the operands' types (convert.c). */
#ifndef CG_CONVERT_H
#define CG_CONVERT_H
#include <stdbool.h>
#include "ast.h"
#include "diag.h"

/* Where sparse places expression N once evaluated (a unary + is gone,
 * &x is where x's address is computed). */
Loc pos_of(Node *n);

/* T as a pointer: itself, or an array decayed; NULL otherwise. */
Type *decay_ptr(Type *t);

/* -Wenum-mismatch: a value of enum type A converted to, or combined
 * with, enum type B ("mixing different enum types:"), at AT. */
void enum_mismatch(Loc at, Type *a, Type *b);

/* N, a + or -, on operands of types A and B: sparse's errors on pointer
 * arithmetic (functions, subtraction of different types) and
 * -Wptr-subtraction-blows.  True when the result has gone bad. */
bool bad_pointer_arith(Node *n, Type *a, Type *b);

/* N, a comparison: a pointer against an integer that is no null pointer
 * constant (sparse's evaluate_compare() wants both pointers). */
bool pointer_against_int(Node *n, Type *a, Type *b);
/* sparse's cast_value(): SRC, a constant that loses bits (other than
 * sign copies) when converted to the narrower integer type TO: "cast
 * truncates bits from constant value", at SRC or at AT. */
/* What sparse calls a conversion (WHERE: 0 assignment, 1 initializer, 2
 * argument ARGNO, 3 return expression), and an operator (a node kind). */
const char *where_text(int where, int argno);
const char *binop_text(int kind);

/* N, a cast not __force'd: sparse's "cast to non-scalar" (a struct, a
 * union not cast to from a member's type, an array, a function) and "cast
 * from non-scalar" (a struct or union). */
void check_cast_scalar(Node *n);

void check_truncate(Type *to, Node *src);
void check_truncate_at(Type *to, Node *src, Loc at);

/* A pointer (not void *) converted to an integer narrower than it
 * (sparse's linearizer: "non size-preserving pointer to integer cast"). */
void check_ptr_to_int(Type *to, Node *src);

/* __nocast on an implicit conversion of a value of type ST to T, at AT;
 * after an assignment from SRC (ZERO: a zero integer), FAILED or not. */
void check_nocast(Type *t, Type *st, Loc at);
void check_nocast_conv(Type *t, Type *st, Node *src, bool zero, Loc at, bool failed);

/* sparse's "multiple address spaces given" where an implicit conversion
 * meets a pointer kept in one address space that points into another:
 * SRC of type ST converted to T (check_cast_spaces()), assigned to T
 * (check_assign_spaces(), as often as sparse converts it), compared with
 * a void pointer (check_compare_spaces()), an arm N of ?: of type T. */
void check_cast_spaces(Type *t, Type *st, Node *src);
void check_assign_spaces(Type *t, Type *st, Node *src, bool zero);
void check_compare_spaces(Type *a, Node *an, Type *b, Node *bn);
void check_arm_spaces(Type *t, Node *n);

/* N, an operator or cast on constants, as sparse's later inlined copies
 * see it: already folded by the first copy's expansion into a value of
 * type TY (ZERO: the plain constant 0).  False if N does not fold. */
bool folded_constant(Node *n, Type **ty, bool *zero);

/* Whether N is of a kind that can fold (an operator or a cast): asked of
 * every node evaluated in those copies, so inline. */
static inline bool may_fold(const Node *n)
{
	switch (n->kind) {
	case ND_CAST: case ND_NEG: case ND_BITNOT: case ND_NOT: case ND_PLUS:
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL:
	case ND_SHR: case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
	case ND_BITAND: case ND_BITXOR: case ND_BITOR: case ND_LOGAND: case ND_LOGOR:
	case ND_COND:
		return true;
	default:
		return false;
	}
}
#endif
