/* flow-simplify.c - a function's flow graph cleaned as sparse 0.6.4's
 * optimize() cleans its own: unreachable blocks removed, forwarding blocks
 * bypassed, a block with one parent merged into it, branches on known
 * values folded and threaded (see flow.h for why). */
#include "flow-internal.h"

static Flow *flow;
static unsigned walk_gen;
/* the walks' stack, kept for the graph (its blocks are in flow.c's arena) */
static BlockList stack;

/* --- simplification, as sparse's optimize() ---------------------------------- */

static void mark_reachable(Block *b, unsigned gen)
{
	/* iterative: a function can have thousands of blocks */
	stack.len = 0;
	list_push(&stack, b);
	while (stack.len) {
		Block *x = stack.v[--stack.len];
		if (x->gen == gen)
			continue;
		x->gen = gen;
		for (int i = x->children.len - 1; i >= 0; i--)
			list_push(&stack, x->children.v[i]);
	}
}

static void kill_block(Block *b)
{
	for (int i = 0; i < b->children.len; i++)
		list_remove(&b->children.v[i]->parents, b, 0);
	for (int i = 0; i < b->parents.len; i++)
		list_remove(&b->parents.v[i]->children, b, 0);
	b->children.len = b->parents.len = 0;
	b->ninsns = 0;
	b->dead = true;
}

static void pack_list(void)
{
	int j = 0;
	for (int i = 0; i < flow->bbs.len; i++)
		if (!flow->bbs.v[i]->dead)
			flow->bbs.v[j++] = flow->bbs.v[i];
	flow->bbs.len = j;
}

static void kill_unreachable(void)
{
	unsigned gen = ++walk_gen;
	mark_reachable(flow->entry, gen);
	for (int i = 0; i < flow->bbs.len; i++)
		if (flow->bbs.v[i]->gen != gen)
			kill_block(flow->bbs.v[i]);
	pack_list();
}

/* sparse's rewrite_branch(): the edge of B through *PTR moves from OLD to NEW. */
static bool rewrite_branch(Block *b, Block **ptr, Block *old, Block *new)
{
	if (*ptr != old || new == old || b->dead)
		return false;
	*ptr = new;
	list_replace(&b->children, old, new, 1);
	list_remove(&old->parents, b, 1);
	list_push(&new->parents, b);
	return true;
}

static bool rewrite_parent_branch(Block *b, Block *old, Block *new)
{
	Insn *last = last_insn(b);
	if (!last || old == new)
		return false;
	bool changed = false;
	switch (last->op) {
	case FI_CBR:
		changed |= rewrite_branch(b, &last->f, old, new);
		/* fall through */
	case FI_BR:
		changed |= rewrite_branch(b, &last->t, old, new);
		return changed;
	case FI_SWITCH: case FI_CGOTO:
		if (last->t == old)
			last->t = new;	/* a switch's known target */
		/* the targets are the children themselves */
		for (int i = 0; i < b->children.len; i++)
			if (b->children.v[i] == old) {
				b->children.v[i] = new;
				list_remove(&old->parents, b, 1);
				list_push(&new->parents, b);
				changed = true;
			}
		return changed;
	}
	return false;
}

static bool retarget_parents(Block *b, Block *target)
{
	while (b->parents.len)
		if (!rewrite_parent_branch(b->parents.v[0], b, target))
			return false;
	kill_block(b);
	b->forward = target;
	return true;
}

/* sparse's merge_bb(): BOT's instructions and children go to TOP. */
/* BOT's instructions (but its phis) appended to TOP's.  Merging a chain
 * backwards, as sparse does, appends each block to the one above: when
 * BOT holds more, TOP's few go in front of BOT's array instead, so that a
 * long chain (thousands of inlined straight copies) is not copied again
 * at every merge. */
static void merge_insns(Block *top, Block *bot)
{
	int lead = 0;
	while (lead < bot->ninsns && bot->insns[lead].op == FI_PHI)
		lead++;
	if (lead != bot->nphis || bot->ninsns - lead <= top->ninsns) {
		for (int i = 0; i < bot->ninsns; i++)
			if (bot->insns[i].op != FI_PHI)
				block_append(top, bot->insns[i]);
		return;
	}
	bot->insns += lead;
	bot->front += lead;
	bot->cap -= lead;
	bot->ninsns -= lead;
	block_prepend(bot, top->insns, top->ninsns);
	top->insns = bot->insns;
	top->ninsns = bot->ninsns;
	top->cap = bot->cap;
	top->front = bot->front;
	bot->insns = NULL;
	bot->cap = bot->front = 0;
}

static void merge_blocks(Block *top, Block *bot)
{
	if (top == bot)
		return;
	top->children = bot->children;
	bot->children = (BlockList){0};
	bot->parents.len = 0;
	for (int i = 0; i < top->children.len; i++)
		list_replace(&top->children.v[i]->parents, bot, top, 1);
	top->ninsns--;	/* its branch to BOT */
	merge_insns(top, bot);
	bot->ninsns = bot->nphis = 0;
	top->defs += bot->defs;
	top->selects += bot->selects;
	top->exit = bot->exit;	/* the values it now ends with */
	bot->dead = true;
	bot->merged_into = top;
}

/* Only skippable instructions before a branch. */
bool is_forwarder(Block *b)
{
	for (int i = 0; i < b->ninsns; i++) {
		int op = b->insns[i].op;
		if (op == FI_INLINED)
			continue;
		return op == FI_BR || op == FI_CBR;
	}
	return false;
}

/* sparse's simplify_cfg_early(), backwards over the blocks. */
static bool simplify_early(void)
{
	bool changed = false;
	for (int i = flow->bbs.len - 1; i >= 0; i--) {
		Block *b = flow->bbs.v[i];
		Insn *last = b->dead ? NULL : last_insn(b);
		if (!last || last->op != FI_BR)
			continue;
		Block *t = last->t;
		if (is_forwarder(b))
			changed |= retarget_parents(b, t);
		else if (t->parents.len == 1) {
			merge_blocks(b, t);
			changed = true;
		}
	}
	pack_list();
	return changed;
}

/* sparse's rewrite_branch_bb(): a block that is only a jump (or a branch
 * on a known condition) is bypassed by all its parents. */
static Block *bypass_target(Block *b, Insn *br)
{
	Block *target = br->t;
	if (br->op == FI_CBR) {
		if (br->cond < 0)
			return NULL;
		target = br->cond ? br->t : br->f;
	}
	while (b->parents.len)
		if (!rewrite_parent_branch(b->parents.v[0], b, target))
			return NULL;
	return target;
}

static bool single_parent_merge(Block *b)
{
	Block *parent = NULL;
	for (int i = 0; i < b->parents.len; i++) {
		if (parent && parent != b->parents.v[i])
			return false;
		parent = b->parents.v[i];
	}
	if (!parent || parent == b)
		return false;
	for (int i = 0; i < parent->children.len; i++)
		if (parent->children.v[i] != b)
			return false;
	merge_blocks(parent, b);
	return true;
}

/* sparse's pack_basic_blocks(). */
static bool pack_blocks(void)
{
	bool changed = false;
	for (int i = 0; i < flow->bbs.len; i++) {
		Block *b = flow->bbs.v[i];
		if (b->dead)
			continue;
		/* after the SSA conversion: the copies are gone */
		Insn *first = NULL;
		for (int k = 0; k < b->ninsns && !first; k++)
			if (b->insns[k].op != FI_INLINED && b->insns[k].op != FI_COPY)
				first = &b->insns[k];
		if (first && (first->op == FI_BR || first->op == FI_CBR) &&
		    bypass_target(b, first)) {
			kill_block(b);
			changed = true;
			continue;
		}
		changed |= single_parent_merge(b);
	}
	return changed;
}

static void to_jump(Block *b, Insn *br, Block *target);

/* A branch whose two edges lead to the same block is a jump, and so is
 * a branch or a switch on a known value. */
static Block *resolve(Block *b);

/* Whether a source of the join P was merged into B, the block that
 * branches on it: B then has that source's single edge in, and what the
 * other sources' blocks bring is stale (their edges into the join were
 * threaded away or folded; a block can now reach B through the merged
 * source's edge, with its value).  sparse's phi would be that one value:
 * nothing is decided from the others.  Its index, -1 if none, -2 if
 * more than one was merged. */
static int source_merged(Block *b, Phi *p)
{
	int found = -1;
	for (int i = 0; i < p->n; i++) {
		if (!p->src[i] || resolve(p->src[i]) != b)
			continue;
		if (found >= 0)
			return -2;	/* which of them the edge carried is lost */
		found = i;
	}
	return found;
}

/* A branch on a join of constants whose remaining sources (the others
 * threaded past it, or dead) all bring the same truth: sparse's phi of
 * one value is that value, and the branch folds.  -1 if not so. */
static int phi_truth(Block *b, Insn *br)
{
	Phi *p = br->phi;
	int truth = -1;
	int m = p ? source_merged(b, p) : -1;
	if (m == -2 || (m >= 0 && !p->known[m]))
		return -1;
	if (m >= 0)
		return p->negate ? !p->val[m] : p->val[m] != 0;
	for (int i = 0; p && i < p->n; i++) {
		Block *src = resolve(p->src[i]);
		if (!src || src->dead)
			continue;
		if (!p->known[i])
			return -1;
		int t = p->negate ? !p->val[i] : p->val[i] != 0;
		if (truth >= 0 && t != truth)
			return -1;
		truth = t;
	}
	return truth;
}

static bool fold_branches(void)
{
	bool changed = false;
	for (int i = 0; i < flow->bbs.len; i++) {
		Block *b = flow->bbs.v[i];
		Insn *last = b->dead ? NULL : last_insn(b);
		if (last && last->op == FI_SWITCH && last->cond == 1) {
			to_jump(b, last, last->t);
			changed = true;
			continue;
		}
		if (!last || last->op != FI_CBR)
			continue;
		Block *target = NULL;
		if (last->t == last->f)
			target = last->t;
		else if (last->cond >= 0)
			target = last->cond ? last->t : last->f;
		else if (phi_truth(b, last) >= 0)
			target = phi_truth(b, last) ? last->t : last->f;
		if (!target)
			continue;
		Block *other = target == last->t ? last->f : last->t;
		*last = (Insn){.op = FI_BR, .t = target};
		bool kept = false;
		int j = 0;
		for (int k = 0; k < b->children.len; k++) {
			Block *c = b->children.v[k];
			if (c == target && !kept) {
				kept = true;
				b->children.v[j++] = c;
				continue;
			}
			list_remove(&c->parents, b, 1);
		}
		b->children.len = j;
		(void)other;
		changed = true;
	}
	return changed;
}

/* The phi source of phi ID in B, if any. */
static Insn *phisrc_in(Block *b, const void *id)
{
	for (int i = 0; i < b->ninsns; i++)
		if (b->insns[i].op == FI_PHISRC && b->insns[i].cid == id)
			return &b->insns[i];
	return NULL;
}

/* sparse's phi_parent(): the block that decides which value B's phi
 * source brings, B's only parent when B only passes a value on. */
static Block *phi_parent(Block *b, Insn *src)
{
	if (!src->check)
		for (int i = 0; i < b->ninsns; i++) {
			int op = b->insns[i].op;
			if (op == FI_OTHER || op == FI_CALL)
				return b;	/* (the value may be made here) */
		}
	if (b->children.len != 1 || b->parents.len != 1)
		return b;
	return b->parents.v[0];
}

/* A conditional branch reached from FROM (not through SKIP) that tests
 * the pseudo CID, or (CID NULL) a join of constants made at the block
 * PHI_AT. */
static bool branch_reached(Block *from, Block *skip, const void *cid, Block *phi_at)
{
	unsigned gen = ++walk_gen;
	stack.len = 0;
	list_push(&stack, from);
	while (stack.len) {
		Block *x = stack.v[--stack.len];
		if (x->gen == gen || x == skip)
			continue;
		x->gen = gen;
		Insn *last = last_insn(x);
		if (last && last->op == FI_CBR &&
		    (cid ? last->cid == cid : last->phi && resolve(last->phi->bb) == phi_at))
			return true;
		for (int i = 0; i < x->children.len; i++)
			list_push(&stack, x->children.v[i]);
	}
	return false;
}

/* Whether a branch from J on tests a join of constants made at J (at once,
 * or through a local that holds it). */
static bool branched_on(Block *j)
{
	return branch_reached(j, NULL, NULL, j);
}

/* sparse's if_convert_phi(): a phi of two sources, one from each parent
 * of its block, both decided by one conditional branch, becomes a select
 * before that branch; the phi and its sources die. */
static bool if_convert(Block *j, Insn *phi)
{
	if (j->parents.len != 2)
		return false;
	Block *p0 = j->parents.v[0], *p1 = j->parents.v[1];
	if (p0 == p1)
		return false;
	Insn *s0 = phisrc_in(p0, phi->cid), *s1 = phisrc_in(p1, phi->cid);
	/* two constants (a trylock's __cond_lock()) that a branch tests, at
	 * once or through a local: the branch is threaded instead
	 * (thread_phi_branch(), what sparse's branch on a select of
	 * constants comes to); two constants nothing tests (a function's
	 * return values) make a select, as any other two values */
	if (!s0 || !s1 || (s0->check && s1->check && branched_on(j)))
		return false;
	Block *src = phi_parent(p0, s0);
	if (src != phi_parent(p1, s1))
		return false;
	Insn *br = last_insn(src);
	if (!br || br->op != FI_CBR)
		return false;
	phi->op = FI_COPY;
	j->nphis--;
	s0->op = s1->op = FI_COPY;
	Insn b = *br;
	*br = (Insn){.op = FI_OTHER};	/* the select */
	src->defs++;		/* a value the phi's users need */
	src->selects++;
	block_append(src, b);
	return true;
}

static bool if_convert_phis(void)
{
	bool changed = false;
	for (int i = 0; i < flow->bbs.len; i++) {
		Block *b = flow->bbs.v[i];
		if (b->dead || !b->nphis)
			continue;
		for (int k = 0; k < b->ninsns; k++)
			if (b->insns[k].op == FI_PHI && b->insns[k].cid &&
			    if_convert(b, &b->insns[k]))
				changed = true;
	}
	return changed;
}

static Block *resolve(Block *b)
{
	if (!b)
		return NULL;
	while (b && b->merged_into)
		b = b->merged_into;
	return b;
}

static bool has_side_effects(Block *b)
{
	for (int i = 0; i < b->ninsns; i++) {
		int op = b->insns[i].op;
		if (op == FI_CALL || op == FI_STORE || op == FI_CONTEXT)
			return true;
	}
	return false;
}

/* sparse's bb_depends_on_phi(): a phi of TARGET takes a source of B's. */
static bool feeds_phi(Block *b, Block *target)
{
	if (!target->nphis)
		return false;
	for (int i = 0; i < b->ninsns; i++) {
		if (b->insns[i].op != FI_PHISRC || !b->insns[i].cid)
			continue;
		for (int k = 0; k < target->ninsns; k++)
			if (target->insns[k].op == FI_PHI && target->insns[k].cid == b->insns[i].cid)
				return true;
	}
	return false;
}

/* Whether the pseudo CID, the phi of JOIN, is tested again from TARGET
 * on (before JOIN makes it anew, around a loop): sparse's liveness has it
 * in TARGET's needs, and bb_depends_on_phi() keeps a parent from
 * bypassing the phi. */
static bool needs_cid(Block *target, Block *join, const void *cid)
{
	return branch_reached(target, join, cid, NULL);
}

/* sparse's simplify_phi_branch(): a block that only joins constants and
 * branches on them is bypassed by each parent whose constant is known. */
static bool thread_phi_branch(Block *b)
{
	Insn *br = last_insn(b);
	Phi *p = br->phi;
	bool changed = false;
	if (source_merged(b, p) != -1)
		return false;
	for (int i = 0; i < p->n; i++) {
		Block *src = resolve(p->src[i]);
		if (!p->known[i] || !src || src->dead)
			continue;
		Insn *sb = last_insn(src);
		if (!sb || (sb->op != FI_BR && sb->op != FI_CBR))
			continue;
		bool truth = p->negate ? !p->val[i] : p->val[i] != 0;
		Block *target = truth ? br->t : br->f;
		if ((br->cid && needs_cid(target, b, br->cid)) || feeds_phi(b, target))
			continue;
		bool moved = false;
		if (sb->op == FI_CBR)
			moved |= rewrite_branch(src, &sb->f, b, target);
		moved |= rewrite_branch(src, &sb->t, b, target);
		if (moved) {
			p->known[i] = false;	/* that source is gone from the join */
			p->src[i] = NULL;
		}
		changed |= moved;
	}
	return changed;
}

static bool has_phi(Block *b)
{
	for (int i = 0; i < b->ninsns; i++)
		if (b->insns[i].op == FI_PHI)
			return true;
	return false;
}

/* A conditional branch becomes a jump to TARGET. */
static void to_jump(Block *b, Insn *br, Block *target)
{
	*br = (Insn){.op = FI_BR, .t = target};
	bool kept = false;
	int j = 0;
	for (int k = 0; k < b->children.len; k++) {
		Block *c = b->children.v[k];
		if (c == target && !kept) {
			kept = true;
			b->children.v[j++] = c;
			continue;
		}
		list_remove(&c->parents, b, 1);
	}
	b->children.len = j;
}

/* sparse's simplify_branch_branch(): B's edge (its true one if ON_TRUE)
 * leads to a block that tests the same pseudo again; the second test's
 * outcome is known on that edge.  Whether the target defines a value
 * the final block needs is guessed from its instructions: it computes
 * something (a load, an operator). */
static bool branch_branch(Block *b, Insn *br, bool on_true)
{
	Block **edge = on_true ? &br->t : &br->f, *target = *edge;
	if (target == b || !br->cid)
		return false;
	Insn *in = last_insn(target);
	if (!in || in->op != FI_CBR || in->cid != br->cid)
		return false;
	bool truth = on_true ? !br->cneg : br->cneg;
	Block *final = truth != in->cneg ? in->t : in->f;
	if (has_side_effects(target) || target->defs || feeds_phi(target, final)) {
		/* the only parent can at least settle the second test */
		if (target->parents.len != 1)
			return false;
		to_jump(target, in, final);
		return true;
	}
	if (has_phi(target))
		return false;
	return rewrite_branch(b, edge, target, final);
}

/* sparse's simplify_branch_nodes(): threading first, then a branch to
 * a branch on the same pseudo. */
static bool thread_phis(void)
{
	bool changed = false;
	for (int i = 0; i < flow->bbs.len; i++) {
		Block *b = flow->bbs.v[i];
		Insn *br = b->dead ? NULL : last_insn(b);
		if (!br || br->op != FI_CBR)
			continue;
		/* (a select the block defines is needed on both sides:
		 * sparse's bb_depends_on() keeps the parents) */
		if (br->phi && resolve(br->phi->bb) == b && !has_side_effects(b) &&
		    !b->selects && thread_phi_branch(b)) {
			changed = true;
			continue;
		}
		bool moved = branch_branch(b, br, true);
		br = last_insn(b);
		if (br->op == FI_CBR)
			moved |= branch_branch(b, br, false);
		changed |= moved;
	}
	return changed;
}

void flow_simplify(Flow *f)
{
	flow = f;
	stack = (BlockList){0};
	kill_unreachable();
	if (simplify_early())
		kill_unreachable();
	live_place_phis();	/* sparse's SSA conversion */
	for (int round = 0; round < 100; round++) {
		bool changed = fold_branches();
		changed |= if_convert_phis();
		if (changed)
			kill_unreachable();
		changed |= pack_blocks();
		pack_list();
		if (!changed)
			changed = thread_phis();
		if (!changed)
			break;
		kill_unreachable();
	}
}

void flow_simplify_finish(void)
{
	flow = NULL;
	stack = (BlockList){0};
	walk_gen = 0;
}
