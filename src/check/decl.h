/* decl.h - sparse's checks of file-scope declarations (decl.c). */
#ifndef CG_DECL_H
#define CG_DECL_H
#include "ast.h"

/* D, a file-scope definition: "symbol 'x' was not declared. Should it be
 * static?" unless it is static, inline, main, or declared before. */
void check_decl(Node *d);

/* S's definition against each earlier declaration: "symbol 'x'
 * redeclared with different type (why):" with both, as sparse says it. */
void check_redecl(Symbol *s);

/* sparse lays a struct out when it is first needed (T, or the type of a
 * declared object S) and warns then about arrays of structures that end
 * in a flexible array ("array of flexible structures"). */
void examine(Type *t);
void examine_sym(Symbol *s);

/* F's last file-scope declaration before the place GEN among all
 * declarations (the one in scope there), or NULL. */
DeclSite *site_before(Symbol *f, uint32_t gen);

/* The function a call N in function FN inlines as sparse does (through
 * a declaration in scope that says inline), or NULL. */
Symbol *called_inline(Node *n, Symbol *fn);

/* F is declared inline in FN's scope but defined without it: sparse's
 * "marked inline, but without a definition", said here. */
bool inline_without_body(Symbol *f, Symbol *fn);

/* sparse's inliner copies an inline body for each call; a compound
 * literal in the association a _Generic chose is copied with its symbol
 * not replaced (it is no declaration of the body), and sparse says
 * "unreplaced symbol '<noident>'" for it at every copy of F. */
void inline_copy_warnings(Symbol *f);
/* sparse's "undefined identifier" for a parameter named in the length
 * of an earlier one's array declarator, once per function FN. */
void decl_proto_sizes(Symbol *fn);

/* -Wvla as sparse lays out type T: each variable length of it. */
void decl_warn_vla(Type *t);
#endif
