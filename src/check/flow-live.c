/* flow-live.c - whether a value stored in a local is read later, as
 * sparse's dead-code elimination decides it after the SSA conversion: an
 * expression statement that only assigns locals is removed when none of
 * them is read again, and kept (its instructions, a phi source at a join)
 * when one is.  A kept assignment keeps the arm of an if it sits in from
 * being an empty forwarder, and so the branch (a ?: or if that picks the
 * value of `ret` between a lock and its unlock).
 *
 * Each function body is numbered once per unit, in preorder: a read of a
 * local "after" a statement is one numbered past the statement's subtree,
 * or one inside a loop around it (read again through the back edge).  The
 * reads of each local are kept sorted, so a question is a binary search. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "arena.h"
#include "flow-internal.h"
#include "decl.h"
#include "parse.h"

#define MAX_LOOPS 256
#define MAX_DEPTH 5000

/* A statement's (or a statement's expression's) preorder span. */
typedef struct Span {
	const Node *n;
	int pre, last;
} Span;

/* The reads of one local, in preorder. */
typedef struct Reads {
	const Symbol *var;
	int *at;
	int len, cap;
} Reads;

typedef struct Body {
	const Node *body;
	Span *spans;
	size_t spans_cap, spans_len;
	Reads *reads;
	size_t reads_cap, reads_len;
	bool complete;		/* numbered to the end (not too deep) */
	int counter;
} Body;

static Body **bodies;
static size_t bodies_cap, bodies_len;

/* the linearization's frames (a body each, numbered when first asked
 * about) and loops */
static struct {
	Node *node;
	Body *body;
} frames[MAX_DEPTH];
static int nframes;
static struct {
	int frame;
	Node *parts[4];
} loops[MAX_LOOPS];
static int nloops;

/* the joins that may need phis of locals, placed once sparse's SSA
 * conversion would: after its linearization (a join with only these is
 * still an empty block to the statements linearized into it) and after
 * simplify_cfg_early() (an empty inner join is bypassed, and the outer
 * one gets a phi with a source per arm) */
#define MAX_JOIN_VARS 8
typedef struct PendingPhi {
	Block *join;
	Symbol *vars[MAX_JOIN_VARS];	/* locals read after it */
	int nvars;
} PendingPhi;
static PendingPhi *pending;
static int npending, pending_cap;
/* the tops of loops that carry a local around */
static Block **loop_tops;
static int nloop_tops, loop_tops_cap;
/* which inline parameters are (not) only the base of member accesses */
static PtrSet based_yes, based_no;

/* --- numbering --------------------------------------------------------------- */

static Span *span_slot(Body *b, const Node *n)
{
	size_t i = ptr_hash(n, b->spans_cap);
	while (b->spans[i].n && b->spans[i].n != n)
		i = (i + 1) & (b->spans_cap - 1);
	return &b->spans[i];
}

static void span_put(Body *b, const Node *n, int pre, int last)
{
	if ((b->spans_len + 1) * 2 > b->spans_cap) {
		Span *old = b->spans;
		size_t old_cap = b->spans_cap;
		b->spans_cap = old_cap ? old_cap * 2 : 64;
		b->spans = xcalloc(b->spans_cap, sizeof(*b->spans));
		for (size_t i = 0; i < old_cap; i++)
			if (old[i].n)
				*span_slot(b, old[i].n) = old[i];
		free(old);
	}
	Span *sp = span_slot(b, n);
	if (!sp->n)
		b->spans_len++;
	*sp = (Span){n, pre, last};
}

static Reads *reads_of(Body *b, const Symbol *var, bool add)
{
	if (add && (b->reads_len + 1) * 2 > b->reads_cap) {
		Reads *old = b->reads;
		size_t old_cap = b->reads_cap;
		b->reads_cap = old_cap ? old_cap * 2 : 32;
		b->reads = xcalloc(b->reads_cap, sizeof(*b->reads));
		for (size_t i = 0; i < old_cap; i++)
			if (old[i].var)
				*reads_of(b, old[i].var, true) = old[i];
		free(old);
	}
	if (!b->reads_cap)
		return NULL;
	size_t i = ptr_hash(var, b->reads_cap);
	while (b->reads[i].var && b->reads[i].var != var)
		i = (i + 1) & (b->reads_cap - 1);
	if (!b->reads[i].var) {
		if (!add)
			return NULL;
		b->reads[i].var = var;
		b->reads_len++;
	}
	return &b->reads[i];
}

static void note_read(Body *b, const Symbol *var, int at)
{
	Reads *r = reads_of(b, var, true);
	if (r->len == r->cap) {
		r->cap = r->cap ? r->cap * 2 : 4;
		r->at = xrealloc(r->at, r->cap * sizeof(*r->at));
	}
	r->at[r->len++] = at;
}

typedef struct Walk {
	Body *b;
	int depth;
	int parent;	/* the kind of the node whose children these are */
} Walk;

/* The nodes asked about: an if, an expression statement's expression,
 * the parts of a loop. */
static bool asked_about(const Node *n, int parent)
{
	return n->kind == ND_IF || n->kind == ND_LABEL || parent == ND_EXPR_STMT || parent == ND_WHILE ||
		parent == ND_DO || parent == ND_FOR;
}

static void number(Node *n, void *walk_);

static void number_child(Node *n, void *walk_)
{
	number(n, walk_);
}

static void number(Node *n, void *walk_)
{
	Walk *w = walk_;
	if (!n)
		return;
	if (w->depth >= MAX_DEPTH) {
		w->b->complete = false;
		return;
	}
	Body *b = w->b;
	int pre = ++b->counter;
	if (n->kind == ND_VAR && n->sym && n->sym->kind == SYM_VAR)
		note_read(b, n->sym, pre);
	/* a label's gotos, where the label's symbol is "read" (a computed
	 * goto may come from anywhere: its address taken counts as last) */
	if (n->kind == ND_GOTO && n->sym)
		note_read(b, n->sym, pre);
	if (n->kind == ND_LABEL_ADDR && n->sym)
		note_read(b, n->sym, INT32_MAX);
	Walk inner = {b, w->depth + 1, n->kind};
	if (n->kind == ND_ASSIGN && !n->op && n->lhs->kind == ND_VAR) {
		number(n->rhs, &inner);		/* a plain store is no read */
	} else {
		if (n->kind == ND_DECL && n->sym && n->sym->init)
			number(n->sym->init, &inner);
		node_children(n, number_child, &inner);
	}
	if (asked_about(n, w->parent))
		span_put(b, n, pre, b->counter);
}

static Body **body_slot(const Node *body)
{
	size_t i = ptr_hash(body, bodies_cap);
	while (bodies[i] && bodies[i]->body != body)
		i = (i + 1) & (bodies_cap - 1);
	return &bodies[i];
}

/* BODY numbered, once per unit (an inline function's body serves every
 * copy of it). */
static Body *body_of(Node *body)
{
	if (bodies_cap) {
		Body *found = *body_slot(body);
		if (found)
			return found;
	}
	if ((bodies_len + 1) * 2 > bodies_cap) {
		Body **old = bodies;
		size_t old_cap = bodies_cap;
		bodies_cap = old_cap ? old_cap * 2 : 64;
		bodies = xcalloc(bodies_cap, sizeof(*bodies));
		for (size_t i = 0; i < old_cap; i++)
			if (old[i])
				*body_slot(old[i]->body) = old[i];
		free(old);
	}
	Body *b = xcalloc(1, sizeof(*b));
	b->body = body;
	b->complete = true;
	Walk w = {b, 0, ND_BLOCK};
	number(body, &w);
	*body_slot(body) = b;
	bodies_len++;
	return b;
}

/* --- questions ----------------------------------------------------------------- */

static bool read_within(const Reads *r, int lo, int hi);

void live_enter_body(Node *body)
{
	if (nframes < MAX_DEPTH) {
		frames[nframes].node = body;
		frames[nframes].body = NULL;
	}
	nframes++;
}

void live_leave_body(void)
{
	nframes--;
}

static Body *current(void)
{
	if (nframes <= 0 || nframes > MAX_DEPTH || !frames[nframes - 1].node)
		return NULL;
	if (!frames[nframes - 1].body)
		frames[nframes - 1].body = body_of(frames[nframes - 1].node);
	return frames[nframes - 1].body;
}

static const Span *span_at(Body *b, const Node *n)
{
	if (!b || !n || !b->spans_cap)
		return NULL;
	const Span *sp = span_slot(b, n);
	return sp->n ? sp : NULL;
}

void live_enter_loop(Node *pre_cond, Node *body, Node *post, Node *post_cond)
{
	if (nloops < MAX_LOOPS) {
		loops[nloops].frame = nframes;
		loops[nloops].parts[0] = pre_cond;
		loops[nloops].parts[1] = body;
		loops[nloops].parts[2] = post;
		loops[nloops].parts[3] = post_cond;
	}
	nloops++;
}

/* Whether R has a read in one of loop L's parts. */
static bool read_in_loop(Body *b, const Reads *r, int l)
{
	for (int i = 0; i < 4; i++) {
		const Span *sp = span_at(b, loops[l].parts[i]);
		if (sp && read_within(r, sp->pre, sp->last))
			return true;
	}
	return false;
}

void live_leave_loop(void)
{
	nloops--;
}

/* The first read of R at LO or later, as an index into R->at. */
static int first_from(const Reads *r, int lo)
{
	int a = 0, z = r->len;
	while (a < z) {
		int m = (a + z) / 2;
		if (r->at[m] < lo)
			a = m + 1;
		else
			z = m;
	}
	return a;
}

static bool read_within(const Reads *r, int lo, int hi)
{
	int i = first_from(r, lo);
	return i < r->len && r->at[i] <= hi;
}

/* Whether VAR is read after the node AFTER (from its start on if
 * INSIDE: a label's statement is where the join is), or in a loop
 * around it. */
static bool read_after(Symbol *var, const Node *after, bool inside)
{
	Body *b = current();
	const Span *sp = span_at(b, after);
	if (!b || !sp || !b->complete || nframes > MAX_DEPTH || nloops > MAX_LOOPS)
		return true;	/* not known: taken as read */
	const Reads *r = reads_of(b, var, false);
	if (!r)
		return false;
	if (read_within(r, inside ? sp->pre : sp->last + 1, b->counter))
		return true;
	for (int l = nloops - 1; l >= 0 && loops[l].frame == nframes; l--)
		if (read_in_loop(b, r, l))
			return true;
	return false;
}

/* The locals E assigns (=, op=, ++, --, through commas and casts) into
 * VARS; false if it assigns anything else. */
static bool assigned_locals(Node *e, Symbol **vars, int *n, int max)
{
	while (e && e->kind == ND_CAST)
		e = e->operand;
	if (!e)
		return false;
	Node *target = NULL;
	switch (e->kind) {
	case ND_COMMA:
		return assigned_locals(e->lhs, vars, n, max) &&
			assigned_locals(e->rhs, vars, n, max);
	case ND_ASSIGN:
		target = e->lhs;
		break;
	case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
		target = e->operand;
		break;
	default:
		return true;	/* no assignment: nothing to look for */
	}
	if (target->kind != ND_VAR || !target->sym || target->sym->kind != SYM_VAR || *n == max)
		return false;
	vars[(*n)++] = target->sym;
	return true;
}

bool live_read_later(Node *stmt_expr, Node *e)
{
	Symbol *vars[8];
	int n = 0;
	if (!assigned_locals(e, vars, &n, 8))
		return true;	/* not only locals: keep what it computes */
	for (int i = 0; i < n; i++)
		if (read_after(vars[i], stmt_expr, false))
			return true;
	return false;
}

bool live_goto_later(Node *label)
{
	Body *b = current();
	const Span *sp = span_at(b, label);
	if (!b || !sp || !b->complete || !label->sym)
		return true;
	const Reads *r = reads_of(b, label->sym, false);
	if (!r || !r->len)
		return false;
	int last = r->at[0];
	for (int i = 1; i < r->len; i++)
		if (r->at[i] > last)
			last = r->at[i];
	return last > sp->pre;
}

void live_finish(void)
{
	for (size_t i = 0; i < bodies_cap; i++) {
		Body *b = bodies[i];
		if (!b)
			continue;
		for (size_t k = 0; k < b->reads_cap; k++)
			free(b->reads[k].at);
		free(b->reads);
		free(b->spans);
		free(b);
	}
	free(bodies);
	bodies = NULL;
	bodies_cap = bodies_len = 0;
	nframes = nloops = 0;
	memset(frames, 0, sizeof(frames));
	memset(loops, 0, sizeof(loops));
	free(pending);
	pending = NULL;
	npending = pending_cap = 0;
	free(loop_tops);
	loop_tops = NULL;
	nloop_tops = loop_tops_cap = 0;
	free(based_yes.v);
	free(based_no.v);
	based_yes = based_no = (PtrSet){0};
}

/* VAR's value in the exit of P; false if it has none there (never set
 * on that path: sparse's phi source is VOID, which clean_up_phi() skips).
 * Environments grow by appending: VAR is most often at the index HINT. */
static bool exit_value(Block *p, Symbol *var, int hint, Value *v)
{
	const Env *e = p->exit;
	if (hint < e->len && e->v[hint].var == var) {
		*v = e->v[hint].val;
		return true;
	}
	for (int i = 0; i < e->len; i++)
		if (e->v[i].var == var) {
			*v = e->v[i].val;
			return true;
		}
	return false;
}

/* Two values of a local at a join that need no phi: the same, or both
 * unknown without a name (what a loop leaves of a local it assigns: one
 * pseudo, its loop phi, on every path that does not assign it again). */
static bool same_local(Value a, Value b)
{
	return same_value(a, b) || (!a.known && !a.id && !b.known && !b.id);
}

/* Whether VAR (at HINT in the first environments) has two different
 * values among the parents that set it. */
static bool values_differ(Block **par, int n, Symbol *var, int hint)
{
	Value first, v;
	bool seen = false;
	for (int i = 0; i < n; i++) {
		if (!exit_value(par[i], var, hint, &v))
			continue;
		if (seen && !same_local(first, v))
			return true;
		first = v;
		seen = true;
	}
	return false;
}

/* A phi source of VAR's value at the end of P, before its branch. */
static void add_local_phisrc(Block *p, Symbol *var, const void *id)
{
	Value v;
	if (!exit_value(p, var, 0, &v))
		return;		/* VOID: no source */
	Insn *last = &p->insns[p->ninsns - 1];
	Insn br = *last;
	*last = (Insn){.op = FI_PHISRC, .cid = id, .check = v.known};
	block_append(p, br);
}

/* Whether every parent has VV's variable at index K with VV's value (the
 * common case: most locals are not touched by either arm). */
static bool same_at(Block **par, int n, int k, const VarVal *vv)
{
	for (int i = 0; i < n; i++) {
		const Env *e = par[i]->exit;
		if (k >= e->len || e->v[k].var != vv->var || !same_local(e->v[k].val, vv->val))
			return false;
	}
	return true;
}

void live_join_phis(Block *j, Node *stmt, int env_start)
{
	bool label = stmt->kind == ND_LABEL;
	if (j->parents.len < 2)
		return;
	PendingPhi pp = {.join = j};
	Block *par[16];
	int n = 0;
	for (int i = 0; i < j->parents.len; i++) {
		Block *p = j->parents.v[i];
		if (!p->exit || p->exit->unreachable)
			continue;
		if (n == 16)
			return;
		par[n++] = p;
	}
	/* (a local whose values agree here agrees among the arms of an
	 * inner join bypassed later: that join's value would be a phi) */
	for (int i = 0; i < n; i++) {
		Env *e = par[i]->exit;
		for (int k = env_start; k < e->len && pp.nvars < MAX_JOIN_VARS; k++) {
			Symbol *var = e->v[k].var;
			if (same_at(par, n, k, &e->v[k]))
				continue;
			bool dup = false;
			for (int m = 0; m < pp.nvars; m++)
				dup |= pp.vars[m] == var;
			if (!dup && values_differ(par, n, var, k) && read_after(var, stmt, label))
				pp.vars[pp.nvars++] = var;
		}
	}
	if (!pp.nvars)
		return;
	if (npending == pending_cap) {
		pending_cap = pending_cap ? pending_cap * 2 : 16;
		pending = xrealloc(pending, pending_cap * sizeof(*pending));
	}
	pending[npending++] = pp;
}

/* Where a join went: the block its parents jump to once the empty
 * blocks are bypassed (a label before an inline body's empty loops). */
static Block *forwarded(Block *j)
{
	while (j->dead && j->forward)
		j = j->forward;
	return j;
}

/* J's phis, among its parents as they are after simplify_cfg_early(). */
static void place_join(PendingPhi *pp)
{
	Block *j = forwarded(pp->join), *par[16];
	int n = 0;
	if (j->dead)
		return;		/* merged: one parent, no phi */
	for (int i = 0; i < j->parents.len; i++) {
		Block *p = j->parents.v[i];
		if (!p->exit || p->exit->unreachable || !p->ninsns)
			continue;
		if (n == 16)
			return;
		par[n++] = p;
	}
	if (n < 2)
		return;
	for (int m = 0; m < pp->nvars; m++) {
		if (!values_differ(par, n, pp->vars[m], 0))
			continue;
		const void *id = fresh_value().id;
		for (int i = 0; i < n; i++)
			add_local_phisrc(par[i], pp->vars[m], id);
		block_prepend(j, &(Insn){.op = FI_PHI, .cid = id}, 1);
		j->nphis++;
	}
}

void live_loop_phi(Block *top)
{
	if (nloop_tops == loop_tops_cap) {
		loop_tops_cap = loop_tops_cap ? loop_tops_cap * 2 : 16;
		loop_tops = xrealloc(loop_tops, loop_tops_cap * sizeof(*loop_tops));
	}
	loop_tops[nloop_tops++] = top;
}

/* A loop's phi at TOP, with a source at the end of each parent left: an
 * empty block before the loop was bypassed, and its parents have them. */
static void place_loop_phi(Block *top)
{
	top = forwarded(top);
	if (top->dead || top->parents.len < 2)
		return;
	for (int i = 0; i < top->parents.len; i++) {
		Block *p = top->parents.v[i];
		bool dup = false;
		for (int k = 0; k < i; k++)
			dup |= top->parents.v[k] == p;
		if (dup || !p->ninsns)
			continue;
		Insn br = p->insns[p->ninsns - 1];
		p->insns[p->ninsns - 1] = (Insn){.op = FI_PHISRC};
		block_append(p, br);
	}
}

void live_place_phis(void)
{
	for (int i = 0; i < nloop_tops; i++)
		place_loop_phi(loop_tops[i]);
	nloop_tops = 0;
	for (int i = 0; i < npending; i++)
		place_join(&pending[i]);
	npending = 0;
}

/* --- parameters that are only a base ------------------------------------------ */


typedef struct BaseWalk {
	Symbol *fn, *param;
	bool ok;
	int depth;
} BaseWalk;

static bool based(Symbol *f, Symbol *param, int depth);

static bool is_param(Node *n, Symbol *param)
{
	return n && n->kind == ND_VAR && n->sym == param;
}

static void base_walk(Node *n, void *w_);

/* A call of an inline function with the parameter among its arguments:
 * each such argument must be a base in the callee too. */
static void base_call(Node *n, Symbol *g, BaseWalk *w)
{
	Symbol *q = g->params;
	for (Node *a = n->args; a && w->ok; a = a->next, q = q ? q->prev_decl : NULL) {
		if (!is_param(a, w->param))
			base_walk(a, w);
		else if (!q || w->depth >= 8 || !based(g, q, w->depth + 1))
			w->ok = false;
	}
}

static void base_walk(Node *n, void *w_)
{
	BaseWalk *w = w_;
	if (!n || !w->ok)
		return;
	switch (n->kind) {
	case ND_VAR:
		if (n->sym == w->param)
			w->ok = false;	/* its value itself */
		return;
	case ND_ADDR: {
		/* &p->m: an addition sparse merges with the caller's, which
		 * goes; but &p->first is the parameter's own value */
		int64_t off = 0;
		Node *m = n->operand;
		while (m->kind == ND_MEMBER && !(m->flags & NF_ARROW)) {
			off += m->offset;
			m = m->operand;
		}
		if (m->kind == ND_MEMBER && is_param(m->operand, w->param)) {
			if (!off && !m->offset)
				w->ok = false;
			return;
		}
		break;
	}
	case ND_MEMBER:
		if ((n->flags & NF_ARROW) && is_param(n->operand, w->param))
			return;		/* a load or a store */
		break;
	case ND_DEREF:
		if (is_param(n->operand, w->param))
			return;
		break;
	case ND_CALL: {
		Symbol *g = called_inline(n, w->fn);
		if (g && fn_body(g)) {
			base_call(n, g, w);
			return;
		}
		break;
	}
	case ND_DECL:
		base_walk(n->sym ? n->sym->init : NULL, w);
		break;
	}
	node_children(n, base_walk, w);
}

static bool based(Symbol *f, Symbol *param, int depth)
{
	if (set_has(&based_yes, param))
		return true;
	if (set_has(&based_no, param))
		return false;
	set_add(&based_no, param);	/* (a recursive call: not known yet) */
	BaseWalk w = {f, param, true, depth};
	base_walk(fn_body(f), &w);
	if (w.ok) {
		set_add(&based_yes, param);
		/* (based_no keeps a stale entry: based_yes is asked first) */
	}
	return w.ok;
}

bool param_only_based(Symbol *f, Symbol *param)
{
	return based(f, param, 0);
}
