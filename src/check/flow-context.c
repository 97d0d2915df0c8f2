/* flow-context.c - whether a function's graph can matter for lock
 * contexts (a context change somewhere in its inline expansion), and the
 * pointer sets flow.c and this file use. */
#include <stdint.h>
#include <stdlib.h>
#include "flow-internal.h"
#include "parse.h"
#include "arena.h"

size_t ptr_hash(const void *p, size_t cap)
{
	return ((uintptr_t)p >> 4) * 0x9e3779b97f4a7c15u >> 7 & (cap - 1);
}

bool set_has(PtrSet *s, const void *p)
{
	if (!s->cap)
		return false;
	for (size_t i = ptr_hash(p, s->cap);; i = (i + 1) & (s->cap - 1)) {
		if (s->v[i] == p)
			return true;
		if (!s->v[i])
			return false;
	}
}

void set_add(PtrSet *s, const void *p)
{
	if (set_has(s, p))
		return;
	if ((s->len + 1) * 2 > s->cap) {
		PtrSet bigger = {xcalloc(s->cap ? s->cap * 2 : 64, sizeof(void *)),
				 s->cap ? s->cap * 2 : 64, 0};
		for (size_t i = 0; i < s->cap; i++)
			if (s->v[i])
				set_add(&bigger, s->v[i]);
		free(s->v);
		*s = bigger;
	}
	size_t i = ptr_hash(p, s->cap);
	while (s->v[i])
		i = (i + 1) & (s->cap - 1);
	s->v[i] = p;
	s->len++;
}

/* Which inline bodies change a lock count somewhere in their expansion:
 * 1 yes, 2 no, 3 being scanned (counted as yes, as a cycle can only be a
 * call sparse does not expand). */
static PtrSet ctx_yes, ctx_no, ctx_busy;

static bool body_changes_context(Node *n);

static void scan_child(Node *n, void *found)
{
	if (!*(bool *)found && body_changes_context(n))
		*(bool *)found = true;
}

static bool fn_changes_context(Symbol *f)
{
	/* (a function scanned before is in ctx_busy still: ctx_no first) */
	if (set_has(&ctx_no, f))
		return false;
	if (set_has(&ctx_yes, f) || set_has(&ctx_busy, f))
		return true;
	Node *body = fn_body(f);
	if (!body)
		return false;
	set_add(&ctx_busy, f);
	bool found = body_changes_context(body);
	set_add(found ? &ctx_yes : &ctx_no, f);
	return found;
}

static bool body_changes_context(Node *n)
{
	if (!n)
		return false;
	if (n->kind == ND_BUILTIN)
		return true;		/* __context__() */
	if (n->kind == ND_CALL) {
		if (n->call_contexts)
			return true;
		Symbol *f = call_named(n);
		if (f && f->kind == SYM_FUNC && f->is_inline && fn_changes_context(f))
			return true;
	}
	if (n->kind == ND_DECL && n->sym && n->sym->kind == SYM_VAR && body_changes_context(n->sym->init))
		return true;
	bool found = false;
	node_children(n, scan_child, &found);
	return found;
}

/* Whether FN's graph has a lock count to follow at all: some context
 * change in its expansion.  Without one, sparse's walk can only find a
 * wrong count at exit, when FN's own annotations do not balance. */
bool flow_changes_context(Symbol *fn)
{
	Node *body = fn_body(fn);
	return body && body_changes_context(body);
}

void flow_context_finish(void)
{
	free(ctx_yes.v);
	free(ctx_no.v);
	free(ctx_busy.v);
	ctx_yes = ctx_no = ctx_busy = (PtrSet){0};
}
