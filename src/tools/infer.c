/*
 * infer.c - `castguard migrate --infer`, the per-unit half: parse one .c
 * file with the front end and write down, as lines of text, where values
 * of TYPE flow into plain integer declarations and where plain values do.
 * migrate.c runs this in a child process for each file, gathers the lines
 * of all units, and decides (see infer_decide() there and docs/migrate.md).
 *
 * An entity is one declared thing whose type could change: a local or
 * global variable, a struct member, parameter I of function F, the return
 * type of F.  Keys name entities the same way in every unit:
 *
 *	l:PATH:OFF	a local (PATH and OFF of its declarator)
 *	g:NAME		a global (g:NAME@UNIT for a static one)
 *	m:TAG.NAME	a struct/union member (m:@PATH:OFF in an anonymous one)
 *	p:FN:I		parameter I (0-based) of function FN
 *	r:FN		the return type of FN
 *	t:NAME:I	parameter I of the function (pointer) typedef NAME
 *	mp:TAG.NAME:I	parameter I of a member spelled as a function pointer
 *	vp:l:PATH:OFF:I, vp:g:NAME:I	parameter I of a local or global
 *			variable spelled as a function pointer
 *
 * where FN is the function's name (NAME@UNIT for a static function).
 *
 * The lines (fields separated by tabs):
 *
 *	S KEY KIND IDX PATH OFF DEF NAME WHAT	a declaration of KEY to
 *		rewrite: KIND v (the declarator NAME at OFF), p (parameter IDX
 *		of the function declarator NAME at OFF) or r (its return type);
 *		PATH absolute; DEF 1 for the definition; WHAT how --explain
 *		names it
 *	P KEY LOC TEXT		evidence that KEY holds TYPE values
 *	N KEY LOC TEXT		counter-evidence: KEY holds or feeds plain values
 *	U KEY1 KEY2 LOC TEXT1 TEXT2	the two exchange values (both change
 *		or neither does); TEXT1 is what KEY1 does, TEXT2 what KEY2 does
 *
 * OFF is a byte offset in the front end's cleaned text of PATH (no
 * backslash-newlines, no CRs); LOC is PATH:LINE:COL with PATH relative to
 * the current directory.
 */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "arena.h"
#include "ast.h"
#include "check.h"
#include "infer.h"
#include "lex.h"
#include "options.h"
#include "parse.h"
#include "pp.h"
#include "source.h"
#include "type.h"
#include "unit.h"

enum { V_NONE, V_ZERO, V_TYPE, V_PLAIN, V_ENT };

typedef struct {
	int k;
	const char *key;	/* V_ENT */
	const char *what;	/* how the value is written, for messages */
} Val;

static FILE *out;
static const char *type_name;
static Type *target;		/* TYPE as declared */
static const char *unit_path;
static const char *base_dir;	/* paths are shown relative to it */
static Symbol *cur_fn;
static const char *cur_fn_key;

/* ------------------------------------------------------------ keys, sites */

#define SEEN_BUCKETS 4096
static struct seen { struct seen *next; const char *key; } *seen[SEEN_BUCKETS];

/* True the first time KEY is asked about. */
static bool first_time(const char *key)
{
	uint32_t h = 2166136261u;
	for (const char *s = key; *s; s++)
		h = (h ^ (unsigned char)*s) * 16777619u;
	struct seen **b = &seen[h % SEEN_BUCKETS];
	for (struct seen *e = *b; e; e = e->next)
		if (!strcmp(e->key, key))
			return false;
	struct seen *e = arena_alloc(tu_arena, sizeof(*e));
	e->key = key;
	e->next = *b;
	*b = e;
	return true;
}

static const char *fmt(const char *f, ...) __attribute__((format(printf, 1, 2)));

static const char *fmt(const char *f, ...)
{
	char buf[1024];
	va_list ap;
	va_start(ap, f);
	vsnprintf(buf, sizeof(buf), f, ap);
	va_end(ap);
	return arena_strndup(tu_arena, buf, strlen(buf));
}

static const char *shown(uint32_t file);

static const char *loc_str(Loc l)
{
	return fmt("%s:%u:%u", shown(l.file), l.line, l.col);
}

static bool is_target(Type *t)
{
	if (!t || !target)
		return false;
	if (!target->restricted)
		return t->name && t->name == target->name;
	Type *id = t->restricted;
	if (!id)
		return false;
	if (id == target->restricted)
		return true;
	/* "unsigned int __nocast" spelled out: the plain migration makes it TYPE */
	return !id->rname && unqual(t)->kind == target->kind &&
	       (t->flags & (T_RESTRICTED | T_NOCAST)) ==
	       (target->flags & (T_RESTRICTED | T_NOCAST));
}

/*
 * A plain integer type TYPE's values fit in without narrowing: TYPE's own
 * integer type, its other-signedness twin of the same size, and unsigned
 * long for a 32-bit TYPE.
 */
static bool is_candidate(Type *t)
{
	if (!t || !target || t->restricted || !is_integer(t) || t->kind == TY_ENUM ||
	    t->kind == TY_BOOL || (t->flags & T_BITFIELD))
		return false;
	if (t->size != target->size)
		return t->kind == TY_ULONG && target->size == 4;
	return t->kind != TY_CHAR && t->kind != TY_SCHAR && t->kind != TY_UCHAR;
}

/* A plain integer; not _Bool: converting to it is a truth test, which
 * sparse allows for restricted values. */
/* A pointer to a candidate: the integer it points to is an entity too
 * (key KEY*, its type words rewritten: unsigned int *p -> gfp_t *p). */
static bool is_cand_ptr(Type *t)
{
	return t && t->kind == TY_PTR && !t->name && is_candidate(t->base);
}

static bool is_plain_int(Type *t)
{
	return t && is_integer(t) && t->kind != TY_BOOL && !t->restricted;
}

/* The caches of real_of() and shown(), by file id. */
static PtrVec real_cache, shown_cache;

/* The real path of a file of the unit, cached. */
static const char *real_of(uint32_t file)
{
	while (real_cache.len <= (int)file)
		vec_push(&real_cache, NULL);
	if (!real_cache.v[file]) {
		char *rp = realpath(name_str(file), NULL);
		const char *p = rp ? rp : name_str(file);
		real_cache.v[file] = arena_strndup(tu_arena, p, strlen(p));
		free(rp);
	}
	return real_cache.v[file];
}

/*
 * A static function is its unit's; one defined in a header (a static
 * inline) is the same text in every unit that includes it: it is the
 * header's, one entity whose facts every unit repeats.
 */
static const char *fn_key(Symbol *f)
{
	if (f->storage != SC_STATIC)
		return f->name->name;
	const char *where = unit_path;
	if (f->def_site && strcmp(real_of(f->def_site->loc.file), unit_path))
		where = real_of(f->def_site->loc.file);
	return fmt("%s@%s", f->name->name, where);
}

/* Paths as the user wrote them, relative to the current directory. */
static const char *shown(uint32_t file)
{
	while (shown_cache.len <= (int)file)
		vec_push(&shown_cache, NULL);
	if (shown_cache.v[file])
		return shown_cache.v[file];
	const char *p = name_str(file);
	char *rp = realpath(p, NULL);
	if (rp) {
		size_t n = strlen(base_dir);
		p = rp;
		if (n && !strncmp(rp, base_dir, n) && rp[n] == '/')
			p = rp + n + 1;
	}
	while (p[0] == '.' && p[1] == '/')
		p += 2;
	shown_cache.v[file] = arena_strndup(tu_arena, p, strlen(p));
	free(rp);
	return shown_cache.v[file];
}

/*
 * The offset of L in the cleaned text of its file.  A token that came from
 * a macro has the offset of its spelling (in the #define) but the line and
 * column of the expansion point: there the offset is found from those.
 */
static uint32_t loc_off(Loc l)
{
	if (!(l.flags & LOC_MACRO))
		return l.off;
	File *f = file_get(name_str(l.file));
	if (!f || f->missing)
		return l.off;
	const char *p = f->buf, *end = f->buf + f->len;
	uint32_t line = 1, sp = 0;
	while (p < end && line < l.line) {
		if (*p == '\n')
			line++;
		p++;
		/* a removed backslash-newline was a line too */
		while (sp < f->nsplices && f->splices[sp] <= (uint32_t)(p - f->buf)) {
			if (line < l.line)
				line++;
			sp++;
		}
	}
	uint32_t col = 1;
	while (p < end && *p != '\n' && col < l.col) {
		if (*p == '\t')
			col = source_tab_col(col);
		else if ((*p & 0xc0) != 0x80)
			col++;
		p++;
	}
	return p - f->buf;
}

/* The source word at L (a macro name at its expansion point), or NULL. */
static const char *word_at(Loc l)
{
	File *f = file_get(name_str(l.file));
	uint32_t off = loc_off(l);
	if (!f || f->missing || off >= f->len)
		return NULL;
	const char *p = f->buf + off, *q = p;
	while (*q == '_' || (*q >= 'a' && *q <= 'z') || (*q >= 'A' && *q <= 'Z') ||
	       (*q >= '0' && *q <= '9'))
		q++;
	if (q == p || (*p >= '0' && *p <= '9') || q - p > 64)
		return NULL;
	return arena_strndup(tu_arena, p, q - p);
}

static void site(const char *key, char kind, int idx, Loc l, bool def, const char *name,
		 const char *what)
{
	char *rp = realpath(name_str(l.file), NULL);
	fprintf(out, "S\t%s\t%c\t%d\t%s\t%u\t%d\t%s\t%s\n", key, kind, idx,
		rp ? rp : name_str(l.file), loc_off(l), def, name, what);
	free(rp);
}

/*
 * "extern typeof(f) f;" (EXPORT_SYMBOL) declares f again with the type of
 * an earlier declaration, parameters and all: nothing there to rewrite.
 * A declaration that spells its parameters has a list of its own, and
 * one that spells "(void)" a function type of its own (f(void) has no
 * list to compare: net/sunrpc's rpc_task_gfp_mask()).
 */
static bool copied_site(DeclSite *d)
{
	if (!d->ty || d->ty->kind != TY_FUNC)
		return false;
	for (DeclSite *e = d->prev; e; e = e->prev)
		if (e->ty && e->ty->kind == TY_FUNC &&
		    (e->ty == d->ty || (d->ty->params && e->ty->params == d->ty->params)))
			return true;
	return false;
}

static const char *param_what(Symbol *f, int i, Type *ft)
{
	Param *p = ft->params;
	for (int k = 0; p && k < i; k++)
		p = p->next;
	if (p && p->name)
		return fmt("'%s'", p->name->name);
	return fmt("parameter %d of '%s'", i + 1, f->name->name);
}

/* The key of parameter I of F, its sites written the first time. */
static const char *param_key(Symbol *f, int i, bool ptr)
{
	const char *key = fmt("p:%s:%d%s", fn_key(f), i, ptr ? "*" : "");
	if (!first_time(key))
		return key;
	for (DeclSite *d = f->sites; d; d = d->prev)
		if (!copied_site(d))
			site(key, ptr ? 'q' : 'p', i, d->loc, d == f->def_site, f->name->name,
			     fmt("%s%s", ptr ? "the target of " : "",
				 param_what(f, i, d->ty && d->ty->kind == TY_FUNC ? d->ty : f->ty)));
	return key;
}

/* The key of parameter I of F if it is a candidate (or points to one). */
static const char *cand_param_key(Symbol *f, int i, Type *t)
{
	if (is_candidate(t))
		return param_key(f, i, false);
	if (is_cand_ptr(t))
		return param_key(f, i, true);
	return NULL;
}

static const char *ret_key(Symbol *f)
{
	const char *key = fmt("r:%s", fn_key(f));
	if (!first_time(key))
		return key;
	for (DeclSite *d = f->sites; d; d = d->prev)
		if (!copied_site(d))
			site(key, 'r', 0, d->loc, d == f->def_site, f->name->name,
		     fmt("the return type of '%s'", f->name->name));
	return key;
}

static const char *var_key(Symbol *s, bool ptr)
{
	const char *key, *star = ptr ? "*" : "";
	const char *what = fmt("%s'%s'", ptr ? "the target of " : "", s->name->name);
	char kind = ptr ? 'w' : 'v';
	if (s->depth > 0 || !s->sites) {
		key = fmt("l:%s:%u%s", name_str(s->loc.file), s->loc.off, star);
		if (first_time(key))
			site(key, kind, 0, s->loc, true, s->name->name, what);
		return key;
	}
	if (s->storage == SC_STATIC)
		key = fmt("g:%s@%s%s", s->name->name, unit_path, star);
	else
		key = fmt("g:%s%s", s->name->name, star);
	if (first_time(key))
		for (DeclSite *d = s->sites; d; d = d->prev)
			site(key, kind, 0, d->loc, d == s->def_site || (s->defined && !s->def_site),
			     s->name->name, what);
	return key;
}

static const char *member_key(Member *m, bool ptr)
{
	const char *key, *star = ptr ? "*" : "";
	if (m->owner && m->owner->name)
		key = fmt("m:%s.%s%s", m->owner->name->name, m->name->name, star);
	else
		key = fmt("m:@%s:%u%s", name_str(m->loc.file), m->loc.off, star);
	if (first_time(key))
		site(key, ptr ? 'w' : 'v', 0, m->loc, true, m->name->name,
		     fmt("%s'%s'", ptr ? "the target of " : "", m->name->name));
	return key;
}

/*
 * The parameters of a function type that is not a function's own are
 * entities too when the type has a declaration to rewrite: a typedef
 * (typedef void *(alloc_t)(unsigned int flags, void *data), typedef void
 * (*fn_t)(...)), keys t:NAME:I, or a struct member spelled as a function
 * pointer (void *(*alloc)(unsigned long, unsigned int)), keys
 * mp:TAG.MEMBER:I.  prefix is NULL for any other function type.
 */
typedef struct {
	const char *prefix;	/* "t:NAME", "mp:TAG.MEMBER" */
	const char *label;	/* "a 'alloc_t'", "member 'alloc'" */
	const char *name;	/* the declarator name */
	Loc loc;
	Symbol *var;		/* a variable: its declarations are the sites */
	Symbol *fn;		/* parameter PIDX of FN: FN's declarations */
	int pidx;
} FnOwner;

static FnOwner owner_of_type(Type *t)
{
	FnOwner o = {0};
	if (!t)
		return o;
	Ident *n = NULL;
	if (t->kind == TY_PTR) {
		if (t->name && t->base->kind == TY_FUNC)
			n = t->name;
		t = t->base;
	}
	if (!n && t->kind == TY_FUNC)
		n = t->name;
	Symbol *ts = n ? n->sym : NULL;
	if (!ts || ts->kind != SYM_TYPEDEF)
		return o;
	o.prefix = fmt("t:%s", n->name);
	o.label = fmt("a '%s'", n->name);
	o.name = n->name;
	o.loc = ts->loc;
	return o;
}

/* An array's element type, through every dimension: an array of function
 * pointers (void *(*allocs[2])(int, unsigned int)) declares the one list
 * of parameters its elements are called with. */
static Type *elem_type(Type *t)
{
	while (t && t->kind == TY_ARRAY)
		t = t->base;
	return t;
}

static bool is_fnptr(Type *t)
{
	return t && t->kind == TY_PTR && t->base && t->base->kind == TY_FUNC;
}

static FnOwner owner_of_member(Member *m)
{
	FnOwner o = owner_of_type(m ? elem_type(m->ty) : NULL);
	if (o.prefix || !m || !m->name || !is_fnptr(elem_type(m->ty)))
		return o;
	if (m->owner && m->owner->name)
		o.prefix = fmt("mp:%s.%s", m->owner->name->name, m->name->name);
	else
		o.prefix = fmt("mp:@%s:%u", name_str(m->loc.file), m->loc.off);
	o.label = fmt("member '%s'", m->name->name);
	o.name = m->name->name;
	o.loc = m->loc;
	return o;
}

static int param_index(Symbol *s);

/*
 * Parameter I of F spelled as a function pointer (register(void *(*alloc)(int,
 * unsigned int))): the functions passed there and the calls through it in
 * F's body meet its parameters and return type, keys pp:FN:I:J and
 * pp:FN:I:r, their sites the parameter's declarator in each declaration of
 * F (one whose parameter has no name cannot be rewritten: its group stays).
 */
static FnOwner owner_of_param(Symbol *f, int i, Type *t)
{
	FnOwner o = owner_of_type(elem_type(t));
	if (o.prefix || !f || !is_fnptr(elem_type(t)))
		return o;
	o.prefix = fmt("pp:%s:%d", fn_key(f), i);
	Param *p = f->ty && f->ty->kind == TY_FUNC ? f->ty->params : NULL;
	for (int k = 0; p && k < i; k++)
		p = p->next;
	o.label = p && p->name ?
		fmt("'%s' (parameter %d of '%s')", p->name->name, i + 1, f->name->name) :
		fmt("parameter %d of '%s'", i + 1, f->name->name);
	o.name = "?";
	o.loc = f->loc;
	o.fn = f;
	o.pidx = i;
	return o;
}

/* The sites of KEY, an entity of O's function type (KIND 'p' for its
 * parameter IDX, 'r' for its return type). */
static void owner_sites(FnOwner *o, const char *key, char kind, int idx, const char *what)
{
	if (o->fn) {
		for (DeclSite *d = o->fn->sites; d; d = d->prev) {
			if (copied_site(d))
				continue;
			Type *ft = d->ty && d->ty->kind == TY_FUNC ? d->ty : o->fn->ty;
			Param *p = ft->params;
			for (int k = 0; p && k < o->pidx; k++)
				p = p->next;
			site(key, kind, idx, p && p->name ? p->loc : d->loc, d == o->fn->def_site,
			     p && p->name ? p->name->name : "?", what);
		}
		return;
	}
	if (!o->var || !o->var->sites) {
		site(key, kind, idx, o->loc, true, o->name, what);
		return;
	}
	/* a global: its extern declarations change with its definition */
	for (DeclSite *d = o->var->sites; d; d = d->prev)
		site(key, kind, idx, d->loc, d == o->var->def_site ||
		     (o->var->defined && !o->var->def_site), o->name, what);
}

/*
 * A variable spelled as a function pointer (6.1's fs/nfs/nfs4proc.c: a
 * local struct nfs_seqid *(*alloc_seqid)(struct nfs_seqid_counter *,
 * gfp_t), copied from an ops member and called) declares the parameters
 * it is called with, like a member does.  Not a function's parameter:
 * its prototypes elsewhere spell the same list, and only the definition
 * would change.
 */
static FnOwner owner_of_var(Symbol *s)
{
	FnOwner o = owner_of_type(elem_type(s->ty));
	if (!o.prefix && s->kind == SYM_VAR && s->is_param && cur_fn && param_index(s) >= 0)
		return owner_of_param(cur_fn, param_index(s), s->ty);
	if (o.prefix || s->kind != SYM_VAR || s->is_param || !is_fnptr(elem_type(s->ty)))
		return o;
	if (s->depth > 0 || !s->sites)
		o.prefix = fmt("vp:l:%s:%u", name_str(s->loc.file), s->loc.off);
	else if (s->storage == SC_STATIC)
		o.prefix = fmt("vp:g:%s@%s", s->name->name, unit_path);
	else
		o.prefix = fmt("vp:g:%s", s->name->name);
	o.label = fmt("pointer '%s'", s->name->name);
	o.name = s->name->name;
	o.loc = s->loc;
	o.var = s->depth > 0 ? NULL : s;
	return o;
}

/* The function type an expression (a callee, an assignment's left side) has. */
static FnOwner owner_of_node(Node *n)
{
	for (bool elem = false; n; ) {
		if (n->kind == ND_DEREF) {
			elem = true;
			n = n->operand;
		} else if (n->kind == ND_CAST && (n->ty == n->operand->ty ||
						(n->operand->ty && n->operand->ty->kind == TY_ARRAY))) {
			n = n->operand;
		} else if (elem && (n->kind == ND_ADD || n->kind == ND_SUB) && n->ty &&
			   n->ty->kind == TY_PTR) {
			/* allocs[i] is *(allocs + i): the array's element */
			elem = false;
			n = n->lhs->ty && (n->lhs->ty->kind == TY_PTR || n->lhs->ty->kind == TY_ARRAY) ?
			    n->lhs : n->rhs;
		} else {
			break;
		}
	}
	if (n && n->kind == ND_MEMBER)
		return owner_of_member(n->mem);
	if (n && n->kind == ND_VAR && n->sym && n->sym->kind == SYM_VAR)
		return owner_of_var(n->sym);
	return owner_of_type(n ? n->ty : NULL);
}

static const char *fparam_key(FnOwner *o, int i, Type *ft)
{
	const char *key = fmt("%s:%d", o->prefix, i);
	if (!first_time(key))
		return key;
	Param *p = ft->params;
	for (int k = 0; p && k < i; k++)
		p = p->next;
	const char *what = p && p->name ?
		fmt("'%s' (parameter %d of %s)", p->name->name, i + 1, o->label) :
		fmt("parameter %d of %s", i + 1, o->label);
	owner_sites(o, key, 'p', i, what);
	return key;
}

/*
 * The return type of a function pointer's type (unsigned int (*gfp_of)(struct
 * ctx *) in a struct): key PREFIX:r, its sites those of the declarator.
 */
static const char *fret_key(FnOwner *o)
{
	const char *key = fmt("%s:r", o->prefix);
	if (!first_time(key))
		return key;
	owner_sites(o, key, 'r', 0, fmt("the return type of %s", o->label));
	return key;
}

/* The parameter of the function being walked that S is, or -1. */
static int param_index(Symbol *s)
{
	if (!cur_fn || !s->is_param)
		return -1;
	int i = 0;
	for (Symbol *p = cur_fn->params; p; p = p->prev_decl, i++)
		if (p == s)
			return i;
	return -1;
}

/* ------------------------------------------------------------- evidence */

static void pos(const char *key, Loc l, const char *text)
{
	fprintf(out, "P\t%s\t%s\t%s\n", key, loc_str(l), text);
}

static void neg(const char *key, Loc l, const char *text)
{
	fprintf(out, "N\t%s\t%s\t%s\n", key, loc_str(l), text);
}

/* Where value V meets value W at L: TEXTV is what V's entity does with W. */
static void meet(Val v, Val w, Loc l, const char *textv, const char *textw)
{
	if (v.k == V_ENT && w.k == V_ENT) {
		if (strcmp(v.key, w.key))
			fprintf(out, "U\t%s\t%s\t%s\t%s\t%s\n", v.key, w.key, loc_str(l), textv, textw);
		return;
	}
	if (v.k != V_ENT) {
		Val t = v;
		v = w;
		w = t;
		const char *s = textv;
		textv = textw;
		textw = s;
	}
	if (v.k != V_ENT)
		return;
	if (w.k == V_TYPE)
		pos(v.key, l, textv);
	else if (w.k == V_PLAIN)
		neg(v.key, l, textv);
}

static Val val_of_type(Type *t, const char *what)
{
	Val v = { V_NONE, NULL, what };
	if (t && t->kind == TY_PTR)	/* a pointer's value: what it points to */
		t = t->base;
	if (is_target(t))
		v.k = V_TYPE;
	else if (is_plain_int(t))
		v.k = V_PLAIN;
	return v;
}

static Val ent(const char *key, const char *what)
{
	return (Val){ V_ENT, key, what };
}

/* The value of a function pointer type's return type: its entity if it is
 * a candidate and has an owner, else what the type says. */
static Val fret_val(FnOwner *o, Type *ft, const char *what)
{
	if (o->prefix && is_candidate(ft->base))
		return ent(fret_key(o), what);
	return val_of_type(ft->base, fmt("%s (%s)", what, is_target(ft->base) ? type_name :
						type_str(ft->base)));
}

static Val sym_val(Symbol *s, Loc at)
{
	const char *what = fmt("'%s'", s->name->name);
	if (s->kind == SYM_ENUMCONST) {
		Val v = val_of_type(s->ty, what);
		if (v.k == V_PLAIN && s->value == 0)
			v.k = V_ZERO;
		return v;
	}
	if (s->kind != SYM_VAR)
		return (Val){ V_NONE, NULL, what };
	bool ptr = is_cand_ptr(s->ty);
	if (!is_candidate(s->ty) && !ptr) {
		Val v = val_of_type(s->ty, what);
		if (v.k == V_PLAIN)
			v.what = fmt("'%s' (%s)", s->name->name, type_str(s->ty));
		return v;
	}
	int i = param_index(s);
	if (i >= 0)
		return ent(param_key(cur_fn, i, ptr), what);
	return ent(var_key(s, ptr), what);
}

static Type *fn_type(Type *t)
{
	if (t && t->kind == TY_PTR)
		t = t->base;
	return t && t->kind == TY_FUNC && !(t->flags & T_OLDSTYLE) ? t : NULL;
}

/*
 * RHS, a function pointer with parameters of its own (a member, a
 * variable, a typedef'd value), is copied to TO (alloc_seqid =
 * ops->alloc_seqid): their parameters exchange values.  A function
 * designator is fn_address()'s.
 */
static void fnptr_copy(FnOwner *to, Type *tty, Node *rhs, Loc l)
{
	FnOwner from = owner_of_node(rhs);
	Type *ft = fn_type(rhs ? rhs->ty : NULL), *tt = fn_type(tty);
	if (!to->prefix || !from.prefix || !ft || !tt || !strcmp(to->prefix, from.prefix))
		return;
	const char *at = loc_str(l);
	Param *p = ft->params, *q = tt->params;
	for (int i = 0; p && q; p = p->next, q = q->next, i++) {
		bool cp = is_candidate(p->ty), cq = is_candidate(q->ty);
		if (!cp && !cq)
			continue;
		Val fv = cp ? ent(fparam_key(&from, i, ft), "?") :
			 val_of_type(p->ty, fmt("parameter %d of %s (%s)", i + 1, from.label,
						is_target(p->ty) ? type_name : type_str(p->ty)));
		Val tv = cq ? ent(fparam_key(to, i, tt), "?") :
			 val_of_type(q->ty, fmt("parameter %d of %s (%s)", i + 1, to->label,
						is_target(q->ty) ? type_name : type_str(q->ty)));
		meet(tv, fv, l, fmt("%s is assigned %s at %s", to->label, from.label, at),
		     fmt("%s is assigned to %s at %s", from.label, to->label, at));
	}
	if (is_candidate(ft->base) || is_candidate(tt->base))
		meet(fret_val(to, tt, fmt("the return type of %s", to->label)),
		     fret_val(&from, ft, fmt("the return type of %s", from.label)), l,
		     fmt("%s is assigned %s at %s", to->label, from.label, at),
		     fmt("%s is assigned to %s at %s", from.label, to->label, at));
}

/* Taking the address of a function: its signature is fixed elsewhere. */
static void address_taken(Symbol *f, Loc l)
{
	Type *ft = f->ty;
	if (ft->kind != TY_FUNC)
		return;
	const char *why = fmt("the address of '%s' is taken at %s", f->name->name, loc_str(l));
	int i = 0;
	for (Param *p = ft->params; p; p = p->next, i++)
		if (cand_param_key(f, i, p->ty))
			neg(cand_param_key(f, i, p->ty), l, why);
	if (is_candidate(ft->base))
		neg(ret_key(f), l, why);
}

/*
 * F's address becomes a pointer of type TO: each candidate parameter (and
 * the return type) must agree with TO's.
 */
static void fn_address(Symbol *f, Type *to, FnOwner *own, Loc l)
{
	Type *ft = f->ty, *tt = to && to->kind == TY_PTR ? to->base : to;
	/* (void *)&f, (unsigned long)&f: nothing calls through that type */
	if (tt && tt->kind != TY_FUNC && (is_integer(to) || to->kind == TY_PTR))
		return;
	if (!tt || tt->kind != TY_FUNC || (tt->flags & T_OLDSTYLE)) {
		address_taken(f, l);
		return;
	}
	const char *at = loc_str(l);
	Param *q = tt->params;
	int i = 0;
	for (Param *p = ft->params; p; p = p->next, i++, q = q ? q->next : NULL) {
		if (own->prefix && q && is_candidate(q->ty)) {
			/* the pointer type's parameter and the function's agree */
			Val tv = ent(fparam_key(own, i, tt), fmt("parameter %d of %s", i + 1,
								 own->label));
			Val fv = is_candidate(p->ty) ? ent(param_key(f, i, false), "?") :
				 val_of_type(p->ty, fmt("parameter %d of '%s' (%s)", i + 1,
							f->name->name, is_target(p->ty) ?
							type_name : type_str(p->ty)));
			meet(fv, tv, l, fmt("'%s' is converted at %s to %s", f->name->name, at,
					    own->label),
			     fmt("'%s' is converted to it at %s", f->name->name, at));
			continue;
		}
		const char *key = cand_param_key(f, i, p->ty);
		if (!key)
			continue;
		if (q && (is_candidate(p->ty) ? is_target(q->ty) :
			  q->ty->kind == TY_PTR && is_target(q->ty->base)))
			pos(key, l, fmt("'%s' is converted at %s to a pointer whose parameter %d "
					"is %s", f->name->name, at, i + 1, type_name));
		else
			neg(key, l, fmt("'%s' is converted at %s to a pointer whose parameter %d "
					"is '%s'", f->name->name, at, i + 1,
					q ? type_str(q->ty) : "absent"));
	}
	if (own->prefix && is_candidate(tt->base)) {
		/* the pointer type's return type and the function's agree */
		Val fv = is_candidate(ft->base) ? ent(ret_key(f), "?") :
			 val_of_type(ft->base, fmt("the return type of '%s' (%s)", f->name->name,
						   is_target(ft->base) ? type_name :
						   type_str(ft->base)));
		meet(fv, ent(fret_key(own), "?"), l,
		     fmt("'%s' is converted at %s to %s", f->name->name, at, own->label),
		     fmt("'%s' is converted to it at %s", f->name->name, at));
	} else if (is_candidate(ft->base)) {
		if (is_target(tt->base))
			pos(ret_key(f), l, fmt("'%s' is converted at %s to a pointer returning %s",
					       f->name->name, at, type_name));
		else
			neg(ret_key(f), l, fmt("'%s' is converted at %s to a pointer returning '%s'",
					       f->name->name, at, type_str(tt->base)));
	}
}

/* The type a function designator is being converted to, for ev(). */
static Type *fn_context;
static FnOwner fn_owner;

static const char *op_name(int kind)
{
	switch (kind) {
	case ND_ADD: return "+";
	case ND_SUB: return "-";
	case ND_MUL: return "*";
	case ND_DIV: return "/";
	case ND_MOD: return "%";
	case ND_SHL: return "<<";
	case ND_SHR: return ">>";
	case ND_LT: return "<";
	case ND_LE: return "<=";
	case ND_GT: return ">";
	case ND_GE: return ">=";
	case ND_EQ: return "==";
	case ND_NE: return "!=";
	case ND_BITAND: return "&";
	case ND_BITOR: return "|";
	case ND_BITXOR: return "^";
	case ND_NEG: return "unary -";
	case ND_PLUS: return "unary +";
	case ND_PREINC: case ND_POSTINC: return "++";
	case ND_PREDEC: case ND_POSTDEC: return "--";
	default: return "?";
	}
}

static Val ev(Node *n);
static Val ev_to(Node *n, Type *to);
static Val ev_own(Node *n, Type *to, FnOwner own);
static void stmt(Node *n);

static void arith_use(Val v, Node *n, const char *op)
{
	if (v.k == V_ENT)
		neg(v.key, n->loc, fmt("used in '%s' at %s", op, loc_str(n->loc)));
}

static Val plain(const char *what)
{
	return (Val){ V_PLAIN, NULL, what };
}

/*
 * N is tested for truth (if, while, !, &&, ?:'s condition).  A function
 * whose value is only ever tested is a predicate, whatever its return
 * statements compute (return gfp_mask & __GFP_WAIT;): a truth value is
 * never a mask.  A variable tested for truth (if (!gfp)) may still be one.
 */
static void truth(Node *n)
{
	Val v = ev(n);
	size_t n_key = v.k == V_ENT ? strlen(v.key) : 0;
	if (v.k == V_ENT && (!strncmp(v.key, "r:", 2) ||
			     (n_key > 2 && !strcmp(v.key + n_key - 2, ":r"))))
		neg(v.key, n->loc, fmt("tested for truth at %s", loc_str(n->loc)));
}

/* a | b, a & b, a ^ b, a == b, a ?: b: both sides are of one type. */
static Val combine(Val a, Val b, Node *n, const char *op)
{
	const char *at = loc_str(n->loc);
	if (n->kind == ND_EQ || n->kind == ND_NE)
		meet(a, b, n->loc, fmt("compared with %s at %s", b.what, at),
		     fmt("compared with %s at %s", a.what, at));
	else
		meet(a, b, n->loc, fmt("combined with %s in '%s' at %s", b.what, op, at),
		     fmt("combined with %s in '%s' at %s", a.what, op, at));
	if (a.k == V_ENT)
		return a;
	if (b.k == V_ENT)
		return b;
	if (a.k == V_TYPE && (b.k == V_TYPE || b.k == V_ZERO))
		return a;
	if (b.k == V_TYPE && a.k == V_ZERO)
		return b;
	if (a.k == V_ZERO && b.k == V_ZERO)
		return a;
	return plain(fmt("a plain '%s'", op));
}

static void assign_to(Val lhs, Val rhs, Loc l)
{
	const char *at = loc_str(l);
	meet(lhs, rhs, l, fmt("assigned %s at %s", rhs.what, at),
	     fmt("assigned to %s at %s", lhs.what, at));
}

static Val call(Node *n)
{
	Node *fn = n->callee;
	while (fn && fn->kind == ND_CAST && fn->ty && fn->ty->kind == TY_PTR)
		fn = fn->operand;
	Symbol *f = fn && fn->kind == ND_VAR && fn->sym && fn->sym->kind == SYM_FUNC ? fn->sym : NULL;
	if (!f)
		ev(n->callee);
	Type *ft = f ? f->ty : n->callee->ty;
	if (ft && ft->kind == TY_PTR)
		ft = ft->base;
	if (ft && ft->kind != TY_FUNC)
		ft = NULL;
	Param *p = ft && !(ft->flags & T_OLDSTYLE) ? ft->params : NULL;
	const char *callee = f ? fmt("'%s'", f->name->name) : "an indirect call";
	FnOwner own = f ? (FnOwner){0} : owner_of_node(n->callee);
	const char *at = loc_str(n->loc);
	int i = 0;
	for (Node *a = n->args; a; a = a->next, i++) {
		if (!p && a->kind == ND_ADDR) {
			/* printk("%pGg", &gfp): read as the format says, no type */
			ev(a->operand);
			continue;
		}
		FnOwner po = f && p ? owner_of_param(f, i, p->ty) : (FnOwner){0};
		Val v = po.fn ? ev_own(a, p->ty, po) : ev_to(a, p ? p->ty : NULL);
		if (po.fn)
			fnptr_copy(&po, p->ty, a, a->loc);
		if (!p)
			continue;	/* "...": no type to agree with */
		Type *pt = p->ty;
		if (own.prefix && is_candidate(pt)) {
			Val pv = ent(fparam_key(&own, i, ft), fmt("argument %d of %s", i + 1,
								  own.label));
			meet(v, pv, a->loc, fmt("passed to argument %d of %s at %s", i + 1,
						own.label, at),
			     fmt("receives %s in a call at %s", v.what, at));
		} else if (f && cand_param_key(f, i, pt)) {
			Val pv = ent(cand_param_key(f, i, pt), fmt("argument %d of %s", i + 1, callee));
			meet(v, pv, a->loc, fmt("passed to argument %d of %s at %s", i + 1, callee, at),
			     fmt("receives %s in a call of %s at %s", v.what, callee, at));
		} else if (v.k == V_ENT) {
			Val pv = val_of_type(pt, NULL);
			meet(v, pv, a->loc, fmt("passed to argument %d of %s (%s) at %s", i + 1, callee,
						is_target(pt) ? type_name : type_str(pt), at), "");
		}
		p = p->next;
	}
	if (!ft)
		return (Val){ V_NONE, NULL, "?" };
	if (f && is_candidate(ft->base))
		return ent(ret_key(f), fmt("the value of '%s()'", f->name->name));
	if (own.prefix && is_candidate(ft->base))
		return ent(fret_key(&own), fmt("the value of a call of %s", own.label));
	return val_of_type(ft->base, f ? fmt("the value of '%s()' (%s)", f->name->name,
					     is_target(ft->base) ? type_name : type_str(ft->base)) :
			   "the value of an indirect call");
}

static void init_list(Node *list, Type *ty, FnOwner *elems);

/* Variable S is initialized with INIT. */
static void initialize(Symbol *s, Node *init)
{
	if (!init)
		return;
	FnOwner own = owner_of_var(s);
	if (init->kind == ND_INIT_LIST) {
		init_list(init, s->ty, own.prefix && s->ty->kind == TY_ARRAY ? &own : NULL);
		return;
	}
	assign_to(sym_val(s, s->loc), ev_own(init, s->ty, own), init->loc);
	fnptr_copy(&own, s->ty, init, init->loc);
}

/* ELEMS: the owner of the elements of an array of function pointers being
 * initialized (their entries have no member). */
static void init_list(Node *list, Type *ty, FnOwner *elems)
{
	for (Node *e = list->entries; e; e = e->next) {
		Node *v = e->value;
		if (!v)
			continue;
		if (v->kind == ND_INIT_LIST) {
			FnOwner m = e->target ? owner_of_member(e->target) : (FnOwner){0};
			init_list(v, e->ty, e->target ? (m.prefix && e->target->ty->kind == TY_ARRAY ?
							 &m : NULL) : elems);
			continue;
		}
		Val t = { V_NONE, NULL, "?" };
		if (e->target && e->target->name && (is_candidate(e->target->ty) ||
						     is_cand_ptr(e->target->ty)))
			t = ent(member_key(e->target, !is_candidate(e->target->ty)),
				fmt("'%s'", e->target->name->name));
		else if (e->ty)
			t = val_of_type(e->ty, "an element");
		FnOwner own = e->target ? owner_of_member(e->target) :
			      elems && is_fnptr(e->ty) ? *elems : owner_of_type(e->ty);
		assign_to(t, ev_own(v, e->ty, own), v->loc);
		fnptr_copy(&own, e->ty, v, v->loc);
	}
}

static Val ev_own(Node *n, Type *to, FnOwner own)
{
	fn_context = to;
	fn_owner = own;
	Val v = ev(n);
	fn_context = NULL;
	fn_owner = (FnOwner){0};
	return v;
}

static Val ev_to(Node *n, Type *to)
{
	return ev_own(n, to, owner_of_type(to));
}

static Val ev(Node *n)
{
	Val none = { V_NONE, NULL, "?" };
	Type *ctx = fn_context;
	FnOwner own = fn_owner;
	fn_context = NULL;
	fn_owner = (FnOwner){0};
	if (!n)
		return none;
	switch (n->kind) {
	case ND_NUM: {
		if (n->ival == 0)
			return (Val){ V_ZERO, NULL, "0" };
		if (!is_integer(n->ty))
			return none;
		const char *w = (n->loc.flags & LOC_MACRO) ? word_at(n->loc) : NULL;
		return plain(w ? fmt("'%s'", w) : fmt("constant %lld", (long long)n->ival));
	}
	case ND_ENUMCONST:
		return sym_val(n->sym, n->loc);
	case ND_VAR:
		if (n->sym && n->sym->kind == SYM_FUNC) {
			fn_address(n->sym, ctx, &own, n->loc);
			return none;
		}
		return n->sym ? sym_val(n->sym, n->loc) : none;
	case ND_MEMBER: {
		ev(n->operand);
		Member *m = n->mem;
		if (m && m->name && is_candidate(m->ty) && !(m->bit_width >= 0))
			return ent(member_key(m, false), fmt("'%s'", m->name->name));
		if (m && m->name && is_cand_ptr(m->ty))
			return ent(member_key(m, true), fmt("'%s'", m->name->name));
		if (m && m->name && is_plain_int(m->ty) && !is_candidate(m->ty))
			return plain(fmt("'%s' (%s)", m->name->name, type_str(m->ty)));
		return val_of_type(n->ty, m && m->name ? fmt("'%s'", m->name->name) : "a member");
	}
	case ND_CALL:
		return call(n);
	case ND_CAST: {
		Val v = ev_to(n->operand, n->ty);
		if (is_target(n->ty)) {
			const char *w = (n->loc.flags & LOC_MACRO) ? word_at(n->loc) : NULL;
			return (Val){ V_TYPE, NULL, w ? fmt("'%s'", w) : fmt("a cast to %s", type_name) };
		}
		if (is_plain_int(n->ty)) {
			/* sparse: a restricted value cast to an integer without __force */
			if (v.k == V_ENT && !(n->flags & NF_FORCE) && (target->flags & T_RESTRICTED))
				neg(v.key, n->loc, fmt("cast to '%s' at %s", type_str(n->ty), loc_str(n->loc)));
			if (v.k == V_ZERO)
				return v;
			return plain(fmt("a cast to '%s'", type_str(n->ty)));
		}
		return none;
	}
	case ND_STMT_EXPR: {
		Node *last = NULL;
		for (Node *s = n->block ? n->block->stmts : NULL; s; s = s->next) {
			if (!s->next && s->kind == ND_EXPR_STMT) {
				last = s;
				break;
			}
			stmt(s);
		}
		return last ? ev(last->expr) : none;
	}
	case ND_ADDR: {
		/* &x points to x: it goes where the pointer goes */
		Val v = ev_own(n->operand, ctx, own);
		if (v.k == V_ENT || v.k == V_TYPE || v.k == V_PLAIN)
			return (Val){ v.k, v.key, fmt("the address of %s", v.what) };
		return none;
	}
	case ND_DEREF: {
		Val p = ev(n->operand);
		if (p.k == V_ENT && is_candidate(n->ty))
			return ent(p.key, fmt("what %s points to", p.what));
		return val_of_type(n->ty, "a dereference");
	}
	case ND_BITNOT:
		return ev(n->operand);
	case ND_NOT:
		truth(n->operand);
		return plain("a truth value");
	case ND_NEG: case ND_PLUS:
	case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC: {
		Val v = ev(n->operand);
		if (n->operand->ty && is_ptr(n->operand->ty))
			return v;	/* p++ still points where p did */
		arith_use(v, n, op_name(n->kind));
		return plain(fmt("a result of '%s'", op_name(n->kind)));
	}
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL:
	case ND_SHR: case ND_LT: case ND_LE: case ND_GT: case ND_GE: {
		Val a = ev(n->lhs), b = ev(n->rhs);
		bool pa = n->lhs->ty && is_ptr(decay(n->lhs->ty)), pb = n->rhs->ty && is_ptr(decay(n->rhs->ty));
		if (!pa)
			arith_use(a, n, op_name(n->kind));
		if (!pb)
			arith_use(b, n, op_name(n->kind));
		/* p + i points where p does */
		if ((n->kind == ND_ADD || n->kind == ND_SUB) && n->ty && is_ptr(n->ty))
			return pa ? a : b;
		if (!is_integer(n->ty))
			return none;
		return plain(fmt("a result of '%s'", op_name(n->kind)));
	}
	case ND_EQ: case ND_NE:
		/* pool->alloc == mempool_alloc_slab: one pointer type */
		combine(ev_own(n->lhs, n->rhs->ty, owner_of_node(n->rhs)),
			ev_own(n->rhs, n->lhs->ty, owner_of_node(n->lhs)), n, op_name(n->kind));
		return plain("a truth value");
	case ND_BITAND: case ND_BITOR: case ND_BITXOR:
		return combine(ev(n->lhs), ev(n->rhs), n, op_name(n->kind));
	case ND_LOGAND: case ND_LOGOR:
		truth(n->lhs);
		truth(n->rhs);
		return plain("a truth value");
	case ND_COND: {
		truth(n->cond);
		return combine(ev(n->then ? n->then : n->cond), ev(n->els), n, "?:");
	}
	case ND_COMMA:
		ev(n->lhs);
		return ev(n->rhs);
	case ND_ASSIGN: {
		Val l = ev(n->lhs);
		FnOwner lo = owner_of_node(n->lhs);
		Val r = n->op ? ev(n->rhs) : ev_own(n->rhs, n->lhs->ty, lo);
		if (!n->op) {
			assign_to(l, r, n->loc);
			fnptr_copy(&lo, n->lhs->ty, n->rhs, n->loc);
		} else if (n->op == ND_BITAND || n->op == ND_BITOR || n->op == ND_BITXOR) {
			combine(l, r, n, fmt("%s=", op_name(n->op)));
		} else {
			const char *op = fmt("%s=", op_name(n->op));
			if (!(n->lhs->ty && is_ptr(n->lhs->ty)))	/* p += n: pointer arithmetic */
				arith_use(l, n, op);
			arith_use(r, n, op);
		}
		return l;
	}
	case ND_SIZEOF: case ND_ALIGNOF: case ND_OFFSETOF:
		return plain("a size");
	case ND_INIT_LIST:
		init_list(n, n->ty, NULL);
		return none;
	case ND_COMPOUND_LIT:
		ev(n->init);
		return none;
	case ND_VA_ARG:
		ev(n->operand);
		return val_of_type(n->ty, "va_arg()");
	case ND_BUILTIN: case ND_GENERIC:
		ev(first_child(n));	/* __context__'s lock expression */
		return val_of_type(n->ty, "a builtin's value");
	default:
		return none;
	}
}

/* A child of a statement: a statement, or an expression whose value is
 * looked at. */
static void child(Node *n, void *unused)
{
	if (node_is_stmt(n))
		stmt(n);
	else
		ev(n);
}

/* An asm statement's operand: its expression goes where no type says. */
static void asm_operand(Node *op, void *unused)
{
	Val v = ev(op->value);
	if (v.k == V_ENT)
		neg(v.key, op->loc, fmt("an asm operand at %s", loc_str(op->loc)));
}

static void stmt(Node *n)
{
	if (!n)
		return;
	switch (n->kind) {
	case ND_DECL: {
		Symbol *s = n->sym;
		if (s && s->kind == SYM_VAR && s->init)
			initialize(s, s->init);
		return;
	}
	case ND_DO:
		truth(n->cond);	/* before the body, as ever */
		stmt(n->body);
		return;
	case ND_IF:
		truth(n->cond);
		stmt(n->then);
		stmt(n->els);
		return;
	case ND_WHILE:
		truth(n->cond);
		stmt(n->body);
		return;
	case ND_FOR:
		if (n->init)
			child(n->init, NULL);
		if (n->for_cond)
			truth(n->for_cond);
		ev(n->inc);
		stmt(n->for_body);
		return;
	case ND_SWITCH: {
		Val v = ev(n->cond);
		if (v.k == V_ENT)
			neg(v.key, n->cond->loc, fmt("used as a switch value at %s", loc_str(n->cond->loc)));
		stmt(n->body);
		return;
	}
	case ND_CASE:
		stmt(n->body);	/* its value is a constant */
		return;
	case ND_RETURN: {
		if (!n->expr || !cur_fn)
			return;
		Val v = ev(n->expr);
		Type *rt = cur_fn->ty->base;
		Val r = { V_NONE, NULL, "?" };
		if (is_candidate(rt))
			r = ent(cur_fn_key, fmt("the return value of '%s'", cur_fn->name->name));
		else
			r = val_of_type(rt, fmt("the return value of '%s' (%s)", cur_fn->name->name,
						is_target(rt) ? type_name : type_str(rt)));
		const char *at = loc_str(n->loc);
		meet(r, v, n->expr->loc, fmt("returns %s at %s", v.what, at),
		     fmt("returned by '%s' at %s", cur_fn->name->name, at));
		return;
	}
	case ND_ASM:
		node_children(n, asm_operand, NULL);
		return;
	default:
		node_children(n, child, NULL);
		return;
	}
}

/*
 * A definition's candidate parameters are declared here even when its body
 * never uses them (a releasepage method that ignores its gfp mask): other
 * units see only prototypes, and without the definition's site the
 * parameter would count as defined nowhere.
 */
static void define_params(Symbol *f)
{
	int i = 0;
	for (Param *p = f->ty->params; p; p = p->next, i++)
		cand_param_key(f, i, p->ty);
}

/*
 * A function declared with TYPE in one place and a plain candidate in
 * another (gfp.h's prototype says unsigned int, page_alloc.c's definition
 * gfp_t): the type the front end keeps may be TYPE's, and then nothing
 * names the plain declaration.  Its sites are written here; the TYPE
 * spelling is its evidence (migrate-infer.c).
 */
static void mixed_decls(Symbol *f)
{
	for (DeclSite *d = f->sites; d; d = d->prev) {
		if (!d->ty || d->ty->kind != TY_FUNC || d->ty == f->ty || copied_site(d))
			continue;
		Param *q = f->ty->params;
		int i = 0;
		for (Param *p = d->ty->params; p && q; p = p->next, q = q->next, i++)
			if (is_candidate(p->ty) && is_target(q->ty))
				param_key(f, i, false);
		if (is_candidate(d->ty->base) && is_target(f->ty->base))
			ret_key(f);
	}
}

static void unit(Unit *u)
{
	Ident *tn = NULL;
	for (Node *d = u->first; d; d = d->next)
		if (d->kind == ND_DECL && d->sym && d->sym->kind == SYM_TYPEDEF &&
		    !strcmp(d->sym->name->name, type_name)) {
			target = d->sym->ty;
			tn = d->sym->name;
		}
	if (!target || !is_integer(target))
		return;
	if (!target->name)
		target->name = tn;
	for (Node *d = u->first; d; d = d->next) {
		if (d->kind != ND_DECL || !d->sym)
			continue;
		Symbol *s = d->sym;
		if (s->kind == SYM_FUNC && s->ty && s->ty->kind == TY_FUNC)
			mixed_decls(s);
		if (s->kind == SYM_FUNC && (d->flags & DF_FUNC_DEF) && fn_body(s)) {
			cur_fn = s;
			cur_fn_key = is_candidate(s->ty->base) ? ret_key(s) : NULL;
			define_params(s);
			stmt(s->body);
			cur_fn = NULL;
		} else if (s->kind == SYM_VAR && d->init) {
			initialize(s, d->init);
		}
	}
}

static Arena infer_arena;

/* This module back as a fresh process has it, after unit_finish() (the
 * fuzz harness, fuzz/migrate.c, runs infer_unit() in process, input after
 * input; migrate runs it in a child that exits). */
void infer_unit_finish(void)
{
	free(real_cache.v);
	free(shown_cache.v);
	memset(&real_cache, 0, sizeof(real_cache));
	memset(&shown_cache, 0, sizeof(shown_cache));
	memset(seen, 0, sizeof(seen));
	memset(&infer_arena, 0, sizeof(infer_arena));
	out = NULL;
	type_name = unit_path = base_dir = cur_fn_key = NULL;
	target = NULL;
	cur_fn = NULL;
	fn_context = NULL;
	memset(&fn_owner, 0, sizeof(fn_owner));
}

int infer_unit(int argc, char **argv, const char *type, const char *base, FILE *to)
{
	tu_arena = &infer_arena;
	if (!unit_setup(argc, argv))
		return 2;
	const char *input = opt.input;
	if (!unit_open(input, true, NULL))
		return 2;
	out = to;
	type_name = type;
	base_dir = base;
	/* the file's real path: two units may be a.c each, in two directories */
	char *real = realpath(input, NULL);
	unit_path = real ? arena_strndup(tu_arena, real, strlen(real)) : input;
	free(real);
	unit(parse_unit());
	return fflush(out) == 0 ? 0 : 1;
}
