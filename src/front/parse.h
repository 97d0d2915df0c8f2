/* parse.h - preprocessed tokens to a typed syntax tree. */
#ifndef CG_PARSE_H
#define CG_PARSE_H
#include <stdio.h>
#include "ast.h"

/* Parse the translation unit the preprocessor was started on. */
Unit *parse_unit(void);

/* In check mode, the bodies of inline functions defined outside the main
 * file (parse_main_file, a name id) are parsed when first asked for. */
extern bool parse_lazy_bodies;
extern uint32_t parse_main_file;
Node *fn_body_lazy(Symbol *fn);
/* Free what the parser keeps outside the unit's arena. */
void parse_finish(void);

/* A function definition's body, parsed now if it was deferred. */
static inline Node *fn_body(Symbol *fn)
{
	return fn->lazy ? fn_body_lazy(fn) : fn->body;
}

/* Whether a function symbol is a definition with a body (parsed or not). */
static inline bool has_body(const Symbol *fn)
{
	return fn->body || fn->lazy;
}

/* Constant evaluation (eval.c).  eval_int() is false when n is not an
 * integer constant expression as gcc folds them. */
bool eval_int(Node *n, int64_t *val);
/* Truncate / sign-extend v to the width and signedness of integer type t. */
int64_t eval_wrap(Type *t, int64_t v);

/* --dump: every file-scope declaration with its type (dump.c). */
void dump_unit(FILE *out, Unit *u);
#endif
