/* decl.c - sparse's -Wdecl: a file-scope definition with external
 * linkage that no earlier declaration announced. */
#include <string.h>
#include "decl.h"
#include "checks.h"
#include "diag.h"
#include "parse.h"

/* -Wdecl: a non-static file-scope definition nobody declared before. */
void check_decl(Node *d)
{
	Symbol *s = d->sym;
	if (!check_on[CK_DECL] || s->storage == SC_STATIC || s->storage == SC_EXTERN ||
	    s->storage == SC_REGISTER ||
	    s->kind == SYM_TYPEDEF || s->is_inline || s->ext_visible)
		return;
	if (s->kind == SYM_FUNC && !has_body(s))
		return;
	if (!strcmp(s->name->name, "main"))
		return;
	if (d->flags & (DF_REDECLARED | DF_EXTERN))	/* declared before, or only a declaration */
		return;
	diag(SPARSE_WARNING, CK_DECL, d->loc,
		"symbol '%s' was not declared. Should it be static?", s->name->name);
}
