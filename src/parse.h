/* parse.h - preprocessed tokens to a typed syntax tree. */
#ifndef CG_PARSE_H
#define CG_PARSE_H
#include <stdio.h>
#include "ast.h"

/* Parse the translation unit the preprocessor was started on. */
Unit *parse_unit(void);

/* Constant evaluation (eval.c).  eval_int() is false when n is not an
 * integer constant expression as gcc folds them. */
bool eval_int(Node *n, int64_t *val);
/* Truncate / sign-extend v to the width and signedness of integer type t. */
int64_t eval_wrap(Type *t, int64_t v);

/* --dump: every file-scope declaration with its type (dump.c). */
void dump_unit(FILE *out, Unit *u);
#endif
