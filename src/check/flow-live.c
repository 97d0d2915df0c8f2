/* flow-live.c - whether a value stored in a local is read later, as
 * sparse's dead-code elimination decides it after the SSA conversion: an
 * expression statement that only assigns locals is removed when none of
 * them is read again, and kept (its instructions, a phi source at a join)
 * when one is.  A kept assignment keeps the arm of an if it sits in from
 * being an empty forwarder, and so the branch (a ?: or if that picks the
 * value of `ret` between a lock and its unlock).
 *
 * The statements that follow the one being linearized are kept per
 * enclosing block, and the parts of the enclosing loops (read again
 * through the back edge).  The search is bounded: past the bound the
 * value is taken as read, which is what the graph assumed before. */
#include <stdlib.h>
#include <string.h>
#include "arena.h"
#include "flow-internal.h"

#define MAX_REST 4096
#define MAX_LOOPS 256
#define SEARCH_BUDGET 20000

static Node *rest[MAX_REST];
static int nrest;
static Node *loops[MAX_LOOPS][4];
static int loop_base[MAX_LOOPS];	/* the rest depth the loop is at */
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

typedef struct Search {
	Symbol *vars[8];
	int nvars;
	bool found;
	int budget;
} Search;

void live_push(Node *next)
{
	if (nrest < MAX_REST)
		rest[nrest] = next;
	nrest++;
}

void live_pop(void)
{
	nrest--;
}

int live_depth(void)
{
	return nrest;
}

void live_enter_loop(Node *pre_cond, Node *body, Node *post, Node *post_cond)
{
	if (nloops < MAX_LOOPS) {
		loops[nloops][0] = pre_cond;
		loops[nloops][1] = body;
		loops[nloops][2] = post;
		loops[nloops][3] = post_cond;
		loop_base[nloops] = nrest;
	}
	nloops++;
}

void live_leave_loop(void)
{
	nloops--;
}

void live_finish(void)
{
	nrest = nloops = 0;
	free(pending);
	pending = NULL;
	npending = pending_cap = 0;
	memset(rest, 0, sizeof(rest));
	memset(loops, 0, sizeof(loops));
	memset(loop_base, 0, sizeof(loop_base));
}

static void find_read(Node *n, void *search_)
{
	Search *s = search_;
	if (!n || s->found)
		return;
	if (--s->budget < 0) {
		s->found = true;	/* too far to look: taken as read */
		return;
	}
	if (n->kind == ND_VAR) {
		for (int i = 0; i < s->nvars; i++)
			if (s->vars[i] == n->sym)
				s->found = true;
		return;
	}
	if (n->kind == ND_ASSIGN && !n->op && n->lhs->kind == ND_VAR) {
		find_read(n->rhs, s);	/* a plain store is no read */
		return;
	}
	if (n->kind == ND_DECL && n->sym)
		find_read(n->sym->init, s);
	node_children(n, find_read, s);
}

/* The locals E assigns (=, op=, ++, --, through commas and casts). */
static bool assigned_locals(Node *e, Search *s)
{
	while (e && e->kind == ND_CAST)
		e = e->operand;
	if (!e)
		return false;
	Node *target = NULL;
	switch (e->kind) {
	case ND_COMMA:
		return assigned_locals(e->lhs, s) && assigned_locals(e->rhs, s);
	case ND_ASSIGN:
		target = e->lhs;
		break;
	case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
		target = e->operand;
		break;
	default:
		return true;	/* no assignment: nothing to look for */
	}
	if (target->kind != ND_VAR || !target->sym || target->sym->kind != SYM_VAR)
		return false;
	if (s->nvars == (int)(sizeof(s->vars) / sizeof(s->vars[0])))
		return false;
	s->vars[s->nvars++] = target->sym;
	return true;
}

/* Whether one of S's locals is read in the statements from depth BASE on
 * or in the loops around them. */
static bool vars_read_later(Search *s, int base)
{
	int top = nrest < MAX_REST ? nrest : MAX_REST;
	for (int d = top - 1; d >= base && !s->found; d--)
		for (Node *st = rest[d]; st && !s->found; st = st->next)
			find_read(st, s);
	int nl = nloops < MAX_LOOPS ? nloops : MAX_LOOPS;
	for (int l = nl - 1; l >= 0 && loop_base[l] >= base && !s->found; l--)
		for (int k = 0; k < 4; k++)
			find_read(loops[l][k], s);
	return s->found || nrest > MAX_REST || nloops > MAX_LOOPS;
}

bool live_read_later(Node *e, int base)
{
	Search s = {.budget = SEARCH_BUDGET};
	if (!assigned_locals(e, &s))
		return true;	/* not only locals: keep what it computes */
	return s.nvars && vars_read_later(&s, base);
}

/* VAR's value in the exit of P; false if it has none there (never set
 * on that path: sparse's phi source is VOID, which clean_up_phi() skips). */
static bool exit_value(Block *p, Symbol *var, Value *v)
{
	for (int i = 0; i < p->exit->len; i++)
		if (p->exit->v[i].var == var) {
			*v = p->exit->v[i].val;
			return true;
		}
	return false;
}

/* Whether VAR has two different values among the parents that set it. */
static bool values_differ(Block **par, int n, Symbol *var)
{
	Value first, v;
	bool seen = false;
	for (int i = 0; i < n; i++) {
		if (!exit_value(par[i], var, &v))
			continue;
		if (seen && !same_value(first, v))
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
	if (!exit_value(p, var, &v))
		return;		/* VOID: no source */
	Insn *last = &p->insns[p->ninsns - 1];
	Insn br = *last;
	*last = (Insn){.op = FI_PHISRC, .cid = id, .check = v.known};
	block_append(p, br);
}

void live_join_phis(Block *j, int base)
{
	if (j->parents.len < 2)
		return;
	PendingPhi pp = {.join = j};
	Search s = {.budget = SEARCH_BUDGET};
	for (int i = 0; i < j->parents.len; i++) {
		Env *e = j->parents.v[i]->exit;
		for (int k = 0; e && k < e->len && pp.nvars < MAX_JOIN_VARS; k++) {
			Symbol *var = e->v[k].var;
			bool dup = false;
			for (int m = 0; m < pp.nvars; m++)
				dup |= pp.vars[m] == var;
			if (dup)
				continue;
			s = (Search){.vars = {var}, .nvars = 1, .budget = SEARCH_BUDGET};
			if (vars_read_later(&s, base))
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

/* J's phis, among its parents as they are after simplify_cfg_early(). */
static void place_join(PendingPhi *pp)
{
	Block *j = pp->join, *par[16];
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
		if (!values_differ(par, n, pp->vars[m]))
			continue;
		const void *id = fresh_value().id;
		for (int i = 0; i < n; i++)
			add_local_phisrc(par[i], pp->vars[m], id);
		block_prepend(j, &(Insn){.op = FI_PHI, .cid = id}, 1);
		j->nphis++;
	}
}

void live_place_phis(void)
{
	for (int i = 0; i < npending; i++)
		place_join(&pending[i]);
	npending = 0;
}
