/* decl.c - sparse's checks of file-scope declarations: -Wdecl (a
 * definition with external linkage that no earlier declaration
 * announced) and a definition whose type differs from a declaration. */
#include <string.h>
#include "decl.h"
#include "checks.h"
#include "diag.h"
#include "parse.h"
#include "type.h"
#include "typediff.h"
#include "convert.h"
#include "arena.h"

/* -Wdecl: a non-static file-scope definition nobody declared before. */
void check_decl(Node *d)
{
	Symbol *s = d->sym;
	/* (a function defined "extern" is in sparse's list all the same) */
	if (!check_on[CK_DECL] || s->storage == SC_STATIC ||
	    (s->storage == SC_EXTERN && s->kind != SYM_FUNC) || s->storage == SC_REGISTER ||
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

/* How sparse prints one declaration of a symbol: a function as
 * "RET MODS name( ... )" with the declaration's modifiers (a function's
 * keep the signedness of its return type), a variable as its type. */
static const char *show_site(Symbol *s, DeclSite *d)
{
	unsigned mods = M_TOPLEVEL;
	if (d->storage == SC_STATIC)
		mods |= M_STATIC;
	else if (s->kind == SYM_FUNC || d->storage == SC_EXTERN)
		mods |= M_EXTERN;
	if (d->storage != SC_STATIC)
		mods |= M_ADDRESSABLE;
	if (d->is_inline)
		mods |= M_INLINE;
	if (s->kind != SYM_FUNC || d->ty->kind != TY_FUNC)
		return show_type(d->ty, s->name->name, mods, -1);
	Type *ret = d->ty->base;
	if (ret && is_integer(ret) && !is_restricted(ret) && ret->kind != TY_ENUM)
		mods |= is_unsigned(ret) || ret->kind == TY_BOOL ? M_UNSIGNED : M_SIGNED;
	if (ret && ret->name) {
		ret = type_copy(ret);
		ret->name = NULL;
	}
	const char *r = ret ? show_type(ret, NULL, 0, -1) : "void";
	size_t n = strlen(r);
	return arena_printf(tu_arena, "%s%s%s%s( ... )", r, n && r[n - 1] == '*' ? "" : " ",
			    show_mods(mods), s->name->name);
}

/* A definition whose type differs from an earlier declaration (only
 * sparse sees the difference: gcc took both) is an error, at the
 * definition, with the first differing declaration as a note. */
void check_redecl(Symbol *s)
{
	DeclSite *def = s->def_site;
	if (!def)
		return;
	for (DeclSite *d = def->prev; d; d = d->prev) {
		const char *why = redeclaration_reason(def->ty, d->ty);
		if (!why)
			continue;
		diag(SPARSE_ERROR, CK_REDECLARATION, def->loc,
			"symbol '%s' redeclared with different type (%s):",
			   s->name->name, why);
		diag(SPARSE_INFO, CK_NONE, def->loc, "%s", show_site(s, def));
		diag(SPARSE_NOTE, CK_NONE, d->loc, "note: previously declared as:");
		diag(SPARSE_INFO, CK_NONE, d->loc, "%s", show_site(s, d));
		return;
	}
}

/* sparse's examination of a declared object: its type, and an array of
 * structures that end in a flexible array reported at the '['. */
void examine_sym(Symbol *s)
{
	Type *t = s->ty;
	examine(t);
	if (t->kind != TY_ARRAY || !s->array_loc.file || s->flex_reported)
		return;
	while (t->kind == TY_ARRAY)
		t = t->base;
	if (is_record(t) && t->tag && t->tag->has_flex) {
		s->flex_reported = true;
		diag(SPARSE_WARNING, CK_FLEXIBLE_ARRAY_ARRAY, s->array_loc,
			"array of flexible structures");
	}
}

void examine(Type *t)
{
	while (t && (t->kind == TY_ARRAY))
		t = t->base;
	if (!t || !is_record(t) || !t->tag || t->tag->examined || !t->tag->complete)
		return;
	t->tag->examined = true;
	for (Member *m = t->tag->members; m; m = m->next) {
		Type *mt = m->ty;
		if (mt->kind == TY_ARRAY) {
			Type *e = mt;
			while (e->kind == TY_ARRAY)
				e = e->base;
			examine(e);
			if (is_record(e) && e->tag && e->tag->has_flex && m->array_loc.file)
				diag(SPARSE_WARNING, CK_FLEXIBLE_ARRAY_ARRAY, m->array_loc,
					"array of flexible structures");
		} else {
			examine(mt);
			if (is_record(mt) && mt->tag && mt->tag->has_flex &&
			    check_on[CK_FLEXIBLE_ARRAY_NESTED])
				diag(SPARSE_WARNING, CK_FLEXIBLE_ARRAY_NESTED, m->loc,
					"nested flexible array");
		}
	}
}

/* --- the declaration in scope at a call ------------------------------------ */

/* F's last file-scope declaration before the place GEN among all
 * declarations: the one in scope there. */
DeclSite *site_before(Symbol *f, uint32_t gen)
{
	for (DeclSite *d = f->sites; d; d = d->prev)
		if (d->gen < gen)
			return d;
	return NULL;
}

/* The declaration of F that a call in FN (being checked or inlined)
 * sees: the last one before that function's definition. */
static DeclSite *site_in_scope(Symbol *f, Symbol *fn)
{
	return fn && fn->def_site ? site_before(f, fn->def_site->gen) : NULL;
}

/* sparse inlines a call through a declaration that says inline: not one
 * through a header's plain prototype of a function defined inline later
 * (6.12's io_file_get_fixed()). */
Symbol *called_inline(Node *n, Symbol *fn)
{
	Symbol *f = call_named(n);
	if (!f || f->kind != SYM_FUNC || !f->is_inline)
		return NULL;
	DeclSite *d = site_in_scope(f, fn);
	return !d || d->is_inline ? f : NULL;
}

/* sparse inlines a call through the declaration in scope there: one
 * that says inline, of a function defined without it (kernel/sched/
 * fair.c's __always_inline prototype of account_cfs_rq_runtime()), has
 * no body to inline.  sparse's error is at the definition's parameter
 * list, taken here as right after its name. */
bool inline_without_body(Symbol *f, Symbol *fn)
{
	DeclSite *def = f->def_site, *d = site_in_scope(f, fn);
	if (!def || def->is_inline || !d || !d->is_inline)
		return false;
	Loc at = def->loc;
	at.col += (uint32_t)strlen(f->name->name);
	diag(SPARSE_ERROR, CK_NONE, at, "marked inline, but without a definition");
	return true;
}

static void warn_literals(Node *n, void *unused)
{
	(void)unused;
	if (!n)
		return;
	if (n->kind == ND_COMPOUND_LIT)
		diag(SPARSE_WARNING, CK_NONE, n->loc, "unreplaced symbol '<noident>'");
	node_children(n, warn_literals, NULL);
}

static void find_generic_literals(Node *n, void *unused)
{
	(void)unused;
	if (!n)
		return;
	if (n->flags & NF_GENERIC_LIT) {
		warn_literals(n, NULL);
		return;
	}
	if (n->kind == ND_DECL && n->sym && n->sym->kind == SYM_VAR)
		find_generic_literals(n->sym->init, NULL);
	node_children(n, find_generic_literals, NULL);
}

void inline_copy_warnings(Symbol *f)
{
	find_generic_literals(fn_body(f), NULL);
}

/* The first parameter N names, into FOUND. */
static void find_param_name(Node *n, void *found)
{
	if (n->kind == ND_VAR && n->sym && n->sym->is_param && !*(Node **)found)
		*(Node **)found = n;
	else
		node_children(n, find_param_name, found);
}

/* sparse binds a function's parameters only where its body begins: in
 * "int f(int n, int a[n])" the n of the length is an undefined identifier
 * once f's type is laid out (at its definition, or where a call or an
 * address names it), then the length is not a constant.  glibc's regexec()
 * is declared so.  Once per function, the first such parameter. */
void decl_proto_sizes(Symbol *fn)
{
	if (fn->proto_size_reported || !fn->ty || fn->ty->kind != TY_FUNC)
		return;
	fn->proto_size_reported = true;
	for (Param *p = fn->ty->params; p; p = p->next) {
		Node *name = NULL;
		if (!p->proto_size)
			continue;
		find_param_name(p->proto_size, &name);
		if (!name)
			continue;
		diag(SPARSE_ERROR, CK_UNDEFINED_IDENTIFIER, name->loc, "undefined identifier '%s'",
		     name->sym->name->name);
		diag(SPARSE_ERROR, CK_NONE, pos_of(p->proto_size), "bad constant expression type");
		diag(SPARSE_WARNING, CK_VLA, pos_of(p->proto_size), "Variable length array is used.");
		return;
	}
}

/* sparse's -Wvla, as it lays out a declared type: each variable length
 * of it, the inner ones first; a typedef's at the typedef, not again at
 * the variables declared with its name. */
void decl_warn_vla(Type *t)
{
	if (!t || t->kind != TY_ARRAY)
		return;
	if (!t->base->name)
		decl_warn_vla(t->base);
	if ((t->flags & T_VLA) && t->vla_len)
		diag(SPARSE_WARNING, CK_VLA, pos_of(t->vla_len), "Variable length array is used.");
}
