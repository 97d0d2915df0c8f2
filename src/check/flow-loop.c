/* flow-loop.c - the locals a loop both writes and reads: sparse's SSA
 * form has a live phi for each at the loop's top (flow.c's lin_loop()).
 * Found once per unit for each loop, as an inline body's loops are
 * linearized at every copy. */
#include <stdlib.h>
#include "flow-internal.h"
#include "arena.h"

/* The tracked locals a loop writes (W) and reads (R). */
typedef struct LoopVars {
	PtrVec w, r;
} LoopVars;

static void loop_vars(Node *n, void *lv_)
{
	LoopVars *lv = lv_;
	if (!n || flow_nesting > 2000)
		return;
	switch (n->kind) {
	case ND_ASSIGN:
		if (n->lhs->kind == ND_VAR && tracked(n->lhs->sym)) {
			vec_push(&lv->w, n->lhs->sym);
			if (n->op)
				vec_push(&lv->r, n->lhs->sym);
			loop_vars(n->rhs, lv);
			return;
		}
		break;
	case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
		if (n->operand->kind == ND_VAR && tracked(n->operand->sym))
			vec_push(&lv->w, n->operand->sym);
		break;
	case ND_VAR:
		if (tracked(n->sym))
			vec_push(&lv->r, n->sym);
		return;
	case ND_DECL:
		loop_vars(n->sym ? n->sym->init : NULL, lv);
		break;
	}
	flow_nesting++;
	node_children(n, loop_vars, lv);
	flow_nesting--;
}

static bool vec_has(PtrVec *v, void *p)
{
	for (int i = 0; i < v->len; i++)
		if (v->v[i] == p)
			return true;
	return false;
}

/* A loop's locals both written and read in it, found once per unit (an
 * inline body's loops are linearized at every copy). */
typedef struct LoopCache {
	const Node *key;
	PtrVec vars;
} LoopCache;
static LoopCache *loops;	/* by the loop's first part */
static size_t loops_cap, loops_len;

static LoopCache *loop_slot(const Node *key)
{
	if ((loops_len + 1) * 2 > loops_cap) {
		size_t cap = loops_cap ? loops_cap * 2 : 64;
		LoopCache *old = loops;
		size_t old_cap = loops_cap;
		loops = xcalloc(cap, sizeof(*loops));
		loops_cap = cap;
		loops_len = 0;
		for (size_t i = 0; i < old_cap; i++)
			if (old[i].key)
				*loop_slot(old[i].key) = old[i];
		free(old);
	}
	size_t i = ptr_hash(key, loops_cap);
	while (loops[i].key && loops[i].key != key)
		i = (i + 1) & (loops_cap - 1);
	if (!loops[i].key) {
		loops[i].key = key;
		loops_len++;
	}
	return &loops[i];
}

PtrVec *loop_rw(Node *pre_cond, Node *body, Node *post, Node *post_cond)
{
	const Node *key = body ? body : pre_cond ? pre_cond : post ? post : post_cond;
	if (!key)
		return NULL;
	LoopCache *lc = loop_slot(key);
	if (lc->vars.cap)
		return &lc->vars;
	LoopVars lv = {0};
	loop_vars(pre_cond, &lv);
	loop_vars(body, &lv);
	loop_vars(post, &lv);
	loop_vars(post_cond, &lv);
	PtrVec both = {0};
	for (int i = 0; i < lv.w.len; i++)
		if (vec_has(&lv.r, lv.w.v[i]) && !vec_has(&both, lv.w.v[i]))
			vec_push(&both, lv.w.v[i]);
	free(lv.w.v);
	free(lv.r.v);
	if (!both.cap)
		vec_push(&both, NULL), both.len = 0;	/* known: none */
	lc = loop_slot(key);
	lc->vars = both;
	return &lc->vars;
}

void flow_loop_finish(void)
{
	for (size_t i = 0; i < loops_cap; i++)
		free(loops[i].vars.v);
	free(loops);
	loops = NULL;
	loops_cap = loops_len = 0;
}
