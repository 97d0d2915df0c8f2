/* optwarn.h - sparse's off-by-default warnings made as it evaluates an
 * expression: -Wsizeof-bool, -Wpointer-arith, -Wflexible-array-sizeof
 * and -Waddress, and the simplifier's -Wtautological-compare
 * (optwarn.c). */
#ifndef CG_OPTWARN_H
#define CG_OPTWARN_H
#include "ast.h"

/* A sizeof (N is ND_SIZEOF) of void, a function, a _Bool or a
 * structure that ends in a flexible array. */
void optwarn_sizeof(Node *n);
/* COND, a condition (if, loops, ?:, && and ||), evaluated: a function
 * or an array there is an address, always true. */
void optwarn_cond(Node *cond);
/* N linearized: a comparison whose sides are the same value
 * (-Wtautological-compare), said at optwarn_flush(), after the whole
 * function, as sparse's simplifier does. */
void optwarn_compare(Node *n);
/* Where sparse's linearizer is once it has linearized N: at its last
 * expression, the innermost last operand (a warning of an instruction
 * made then is placed there). */
Loc last_linearized(Node *n);
void optwarn_flush(void);
void optwarn_finish(void);
#endif
