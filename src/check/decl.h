/* decl.h - sparse's -Wdecl (decl.c). */
#ifndef CG_DECL_H
#define CG_DECL_H
#include "ast.h"

/* D, a file-scope definition: "symbol 'x' was not declared. Should it be
 * static?" unless it is static, inline, main, or declared before. */
void check_decl(Node *d);
#endif
