/* flow-value.c - what the flow graph knows of values: the constants
 * sparse's simplifier folds (simplify_constant_rightside() and friends) and
 * the named pseudos a branch tests through a '!', a cast or a comparison
 * with zero (simplify_branch()). */
#include <limits.h>
#include <stdlib.h>
#include <string.h>
#include "flow-internal.h"
#include "parse.h"
#include "type.h"

/* An operator on known operands, or one a known operand decides (sparse's
 * simplify_constant_rightside(), constants moved right first: x & 0 and
 * x * 0 are 0, as in IS_DAX() of a kernel built without DAX, whose
 * S_DAX is 0). */
Value fold(int kind, Value a, Value b, Type *ct)
{
	if (!a.known || !b.known) {
		Value k = a.known ? a : b;
		if (k.known && !k.v && (kind == ND_BITAND || kind == ND_MUL))
			return known(0);
		return UNKNOWN;
	}
	int64_t x = a.v, y = b.v;
	if (ct) {
		/* in the type the operator computes in: -1 < 1U is false */
		x = eval_wrap(ct, x);
		if (kind != ND_SHL && kind != ND_SHR)
			y = eval_wrap(ct, y);
	}
	uint64_t ux = (uint64_t)x, uy = (uint64_t)y;
	if (ct && is_unsigned(ct)) {
		/* an unsigned long's values above INT64_MAX are kept negative:
		 * (unsigned long)-1 < 1 is false (is_signed_type() in min()) */
		switch (kind) {
		case ND_DIV: return uy ? known((int64_t)(ux / uy)) : UNKNOWN;
		case ND_MOD: return uy ? known((int64_t)(ux % uy)) : UNKNOWN;
		case ND_SHR: return uy < 64 ? known((int64_t)(ux >> uy)) : UNKNOWN;
		case ND_LT: return known(ux < uy);
		case ND_LE: return known(ux <= uy);
		case ND_GT: return known(ux > uy);
		case ND_GE: return known(ux >= uy);
		}
	}
	switch (kind) {
	case ND_ADD: return known((int64_t)((uint64_t)x + (uint64_t)y));
	case ND_SUB: return known((int64_t)((uint64_t)x - (uint64_t)y));
	case ND_MUL: return known((int64_t)((uint64_t)x * (uint64_t)y));
	case ND_BITAND: return known(x & y);
	case ND_BITOR: return known(x | y);
	case ND_BITXOR: return known(x ^ y);
	case ND_DIV: return y && !(y == -1 && x == INT64_MIN) ? known(x / y) : UNKNOWN;
	case ND_MOD: return y && !(y == -1 && x == INT64_MIN) ? known(x % y) : UNKNOWN;
	case ND_SHL: return y >= 0 && y < 64 ? known((int64_t)((uint64_t)x << y)) : UNKNOWN;
	case ND_SHR: return y >= 0 && y < 64 ? known(x >> y) : UNKNOWN;
	case ND_EQ: return known(x == y);
	case ND_NE: return known(x != y);
	case ND_LT: return known(x < y);
	case ND_LE: return known(x <= y);
	case ND_GT: return known(x > y);
	case ND_GE: return known(x >= y);
	}
	return UNKNOWN;
}

/* Operator N on one pseudo twice (sparse's simplify_binop_same_args()):
 * x != x and x - x are 0, x == x is 1, x & x is x; a floating-point
 * comparison is not simplified so. */
Value same_operands(Node *n, Value a, Value b)
{
	if (a.known || !a.id || !same_value(a, b) || !n->lhs->ty || !n->rhs->ty ||
	    is_float(n->lhs->ty) || is_float(n->rhs->ty))
		return UNKNOWN;
	switch (n->kind) {
	case ND_NE: case ND_LT: case ND_GT: case ND_SUB: case ND_BITXOR:
		return known(0);
	case ND_EQ: case ND_LE: case ND_GE:
		return known(1);
	case ND_BITAND: case ND_BITOR:
		return a;
	}
	return UNKNOWN;
}

/* The type operator KIND of N's operands computes in: their integer
 * common type (a shift: its promoted left operand's), or NULL. */
Type *operand_type(Node *n, int kind)
{
	Type *l = n->lhs->ty, *r = n->rhs->ty;
	if (!l || !r || !is_integer(l) || !is_integer(r))
		return NULL;
	if (kind == ND_SHL || kind == ND_SHR)
		return usual_arith(l, l);
	return usual_arith(l, r);
}

/* The value of operator N, in N's type. */
Value typed(Node *n, Value v)
{
	if (!v.known || !n->ty)
		return v;
	if (n->ty->kind == TY_BOOL)
		return known(v.v != 0);
	return is_integer(n->ty) ? known(eval_wrap(n->ty, v.v)) : UNKNOWN;
}

/* What a branch on the value of N (a '!', a cast, a comparison with zero)
 * of the named V tests: V's truth, as sparse's simplify_branch() sees
 * through setne/seteq with 0, zext and sext. */
Value truth_of(Node *n, Value v)
{
	if (!v.id && !guess_tag(v))
		return UNKNOWN;
	Value r = v;
	switch (n->kind) {
	case ND_NOT:
		r.idk = v.idk == ID_FALSE ? ID_TRUE : ID_FALSE;
		return r;
	case ND_PLUS:
		return v;
	case ND_CAST: {
		Type *from = n->operand->ty, *to = n->ty;
		if (!from || !to || !is_scalar(from) || !is_scalar(to))
			return UNKNOWN;
		if (to->kind != TY_BOOL && to->size < from->size)
			return UNKNOWN;	/* a truncation */
		if (r.idk == ID_EXACT && (to->kind == TY_BOOL || to->size != from->size))
			r.idk = ID_TRUE;
		return r;
	}
	}
	return UNKNOWN;
}

/* X == 0, X != 0 of a named X. */
Value compare_zero(int kind, Value a, Value b)
{
	if (kind != ND_EQ && kind != ND_NE)
		return UNKNOWN;
	if (a.known && !b.known) {
		Value t = a;
		a = b;
		b = t;
	}
	if ((!a.id && !guess_tag(a)) || !b.known || b.v)
		return UNKNOWN;
	Value r = a;
	if (kind == ND_NE)
		r.idk = a.idk == ID_EXACT ? ID_TRUE : a.idk;
	else
		r.idk = a.idk == ID_FALSE ? ID_TRUE : ID_FALSE;
	return r;
}

/* --- a loop's locals, guessed unchanged ----------------------------------------
 *
 * sparse's SSA conversion gives a local that a loop assigns a phi at the
 * loop's top, and its simplifier folds a phi whose sources all bring one
 * constant: in 6.1's release_pages() `lruvec` stays NULL, because every
 * assignment of another value is in code the asm-goto atomics make dead
 * (sparse never takes an asm goto's label, so folio_put_testzero() is
 * false), and the unlocks it guards go.  The graph is built in one pass,
 * before the loop's back edges exist: a local that holds a constant
 * before the loop gets a guess, "unchanged", which the end of the loop
 * keeps or refutes.  A join of the guess and its constant belongs to the
 * guess; a guess of an inner loop made from an outer one's value belongs
 * to that one once kept.  The branches on a kept guess are decided when the
 * outermost loop ends. */
typedef struct Guess {
	Symbol *var;
	int64_t konst;	/* the constant before the outermost loop */
	int parent;	/* the guess it was made from (an outer loop's), or 0 */
	uint8_t state;
	bool has_first;
	Value first;	/* its phi's first source, once its loop ends */
} Guess;
enum { GUESS_OPEN, GUESS_KEPT, GUESS_FAILED };

/* A join's pseudo that is its guess's value (if the guess is kept). */
typedef struct GuessJoin {
	const void *id;
	int guess;
	bool zero;	/* if_convert_phi() makes it 0 */
	bool has_first;
	Value first;	/* its phi's first source */
} GuessJoin;

static Guess *guesses;		/* [0] unused: a tag of 0 is no guess */
static int nguesses, guesses_cap;
static GuessJoin *joins;	/* open addressing on the pseudo's name */
static int njoins, joins_cap;
int guess_joins_open;		/* guesses not yet decided */
int guess_roots_kept;		/* outermost loops' guesses kept */

static int join_slot(const void *id)
{
	return (int)(((uintptr_t)id * 0x9e3779b97f4a7c15u) >> 40) & (joins_cap - 1);
}

static void join_add(GuessJoin j)
{
	if ((njoins + 1) * 2 > joins_cap) {
		GuessJoin *old = joins;
		int old_cap = joins_cap;
		joins_cap = joins_cap ? joins_cap * 2 : 64;
		joins = xcalloc(joins_cap, sizeof(*joins));
		njoins = 0;
		for (int i = 0; i < old_cap; i++)
			if (old[i].id)
				join_add(old[i]);
		free(old);
	}
	int i = join_slot(j.id);
	while (joins[i].id)
		i = (i + 1) & (joins_cap - 1);
	joins[i] = j;
	njoins++;
}

static GuessJoin *join_of(Value v)
{
	if (!njoins || !v.id)
		return NULL;
	for (int i = join_slot(v.id); joins[i].id; i = (i + 1) & (joins_cap - 1))
		if (joins[i].id == v.id)
			return &joins[i];
	return NULL;
}

/* The guess V belongs to, as made (its tag, or its join's). */
static int raw_guess(Value v)
{
	if (v.known)
		return 0;
	if (!v.id)
		return (int)v.v;
	GuessJoin *j = join_of(v);
	return j ? j->guess : 0;
}

/* The guess T stands for: its parent's once kept, none once refuted. */
static int chase(int t)
{
	while (t > 0 && t < nguesses) {
		if (guesses[t].state == GUESS_FAILED)
			return 0;
		if (guesses[t].state != GUESS_KEPT || !guesses[t].parent)
			return t;
		t = guesses[t].parent;
	}
	return 0;
}

static int guess_of(Value v)
{
	return v.idk == ID_EXACT ? chase(raw_guess(v)) : 0;
}

static bool is_ancestor(int a, int t)
{
	for (; t; t = guesses[t].parent)
		if (t == a)
			return true;
	return false;
}

int guess_count(void)
{
	return nguesses ? nguesses : 1;
}

Value guess_new(Symbol *var, Value entry)
{
	int parent = entry.known ? 0 : guess_of(entry);
	if (!entry.known && !parent)
		return UNKNOWN;
	if (!nguesses)
		nguesses = 1;
	if (nguesses >= guesses_cap) {
		guesses_cap = guesses_cap ? guesses_cap * 2 : 16;
		guesses = xrealloc(guesses, guesses_cap * sizeof(*guesses));
	}
	guesses[nguesses] = (Guess){
		.var = var, .parent = parent,
		.konst = parent ? guesses[parent].konst : entry.v,
	};
	guess_joins_open++;
	return (Value){.v = nguesses++};
}

/* Whether V is what guess T's local held before its loop, if T is kept. */
static bool guess_holds(int t, Value v)
{
	if (v.known)
		return v.v == guesses[t].konst;
	int g = guess_of(v);
	return g && is_ancestor(g, t);
}

/* The guess a join of A and B belongs to: the deeper of theirs, if each
 * is a constant or a guess on its chain; 0 if none. */
static int join_target(Value a, Value b)
{
	int ga = a.known ? 0 : guess_of(a), gb = b.known ? 0 : guess_of(b);
	int t = gb && (!ga || is_ancestor(ga, gb)) ? gb : ga;
	if (!t || (!a.known && !ga) || (!b.known && !gb))
		return 0;
	return guess_holds(t, a) && guess_holds(t, b) ? t : 0;
}

void guess_join_slow(Value f, Value a, Value b, Block *bb, Symbol *var)
{
	int t = join_target(a, b);
	if (!t)
		return;
	GuessJoin j = {.id = f.id, .guess = t};
	j.has_first = join_first_source(bb, var, 0, &j.first);
	j.zero = join_selects_zero(bb, var);
	join_add(j);
}

/* --- which phis of a guess's web sparse folds -----------------------------------
 *
 * The loop's guess is the fixed point of the web of phis of the local;
 * sparse's trivial_phi() reaches it only from a phi whose first source is
 * the constant: the first source sets the value all others must match, and
 * a phi first is not looked through.  So the loop's phi folds when the
 * chain of first sources from it reaches the constant (or a phi that
 * if_convert_phi() makes 0) before it comes back; where it comes back, all
 * the phis on the way stay (6.1's isolate_migratepages_block() in
 * mm/compaction.c: the loop is entered from an empty block, which
 * simplify_cfg_early() bypasses, so the back edge's source comes first).
 * Its sources are in the order SSA conversion sees the parents: the empty
 * parents bypassed, theirs last. */
/* Whether P, a parent of B, is bypassed by simplify_cfg_early(). */
static bool bypassed(Block *p, Block *b, int depth)
{
	Insn *br = last_insn(p);
	return depth < 8 && br && br->op == FI_BR && br->t == b && is_forwarder(p);
}

static bool first_source_at(Block *b, Symbol *var, int self, int depth, Value *out);

/* Whether the edge from P to B brings a value: P is reached and a known
 * condition does not send it elsewhere. */
static bool edge_live(Block *p, Block *b)
{
	return p->exit && !p->exit->unreachable && !untaken_edge(p, b);
}

/* VAR's value from parent P of B, unless P is not reached or it is the
 * phi itself. */
static bool source_from(Block *p, Block *b, Symbol *var, int self, Value *out)
{
	if (!edge_live(p, b))
		return false;
	Value v = parent_value(p->exit, 0, var);
	if (self && guess_tag(v) == self && v.idk == ID_EXACT)
		return false;
	*out = v;
	return true;
}

/* The parents that stay keep their order; each one bypassed is replaced
 * by its own parents at the end, the last block of the list first
 * (simplify_cfg_early() walks it backwards). */
static bool first_source_at(Block *b, Symbol *var, int self, int depth, Value *out)
{
	int below = INT_MAX;	/* the bypassed parents still to give */
	for (int i = 0; i < b->parents.len; i++) {
		Block *p = b->parents.v[i];
		if (!bypassed(p, b, depth) && source_from(p, b, var, self, out))
			return true;
	}
	for (;;) {
		Block *next = NULL;
		for (int i = 0; i < b->parents.len; i++) {
			Block *p = b->parents.v[i];
			if (bypassed(p, b, depth) && p->order < below &&
			    (!next || p->order > next->order))
				next = p;
		}
		if (!next)
			return false;
		if (first_source_at(next, var, self, depth + 1, out))
			return true;
		below = next->order;
	}
}

bool join_first_source(Block *b, Symbol *var, int self, Value *out)
{
	return first_source_at(b, var, self, 0, out);
}

/* The block whose conditional branch alone leads to T: up from T through
 * blocks of one parent and one child (pack_basic_blocks() makes them one
 * block, and phi_parent() looks through it).  FIRST: the block the branch
 * jumps to. */
static Block *chain_parent(Block *t, Block **first)
{
	for (int steps = 0; steps < 8; steps++) {
		if (t->parents.len != 1 || t->children.len != 1)
			return NULL;
		Block *up = t->parents.v[0];
		Insn *br = last_insn(up);
		if (br && br->op == FI_CBR) {
			*first = t;
			return up;
		}
		t = up;
	}
	return NULL;
}

/* `if (p) { ...; p = NULL; }`: B has two parents, a branch on VAR's value
 * and the block its nonzero side leads to alone, which sets VAR to 0.
 * if_convert_phi() makes the phi select(p, 0, p), which is 0. */
bool join_selects_zero(Block *b, Symbol *var)
{
	Block *par[2];
	int n = 0;
	for (int i = 0; i < b->parents.len; i++) {
		Block *p = b->parents.v[i];
		if (!edge_live(p, b))
			continue;
		if (n == 2)
			return false;
		par[n++] = p;
	}
	if (n != 2 || par[0] == par[1])
		return false;
	for (int i = 0; i < 2; i++) {
		Block *c = par[i], *t = par[1 - i], *side = NULL;
		Insn *br = last_insn(c);
		if (!br || br->op != FI_CBR || br->cond >= 0 || chain_parent(t, &side) != c)
			continue;
		Value cv = parent_value(c->exit, 0, var), tv = parent_value(t->exit, 0, var);
		bool tests = cv.id ? br->cid == cv.id : br->guess && br->guess == guess_tag(cv);
		if (tv.known && !tv.v && tests && (br->cneg ? br->f : br->t) == side &&
		    (br->cneg ? br->t : br->f) == b)
			return true;
	}
	return false;
}

/* Whether the chain of first sources from guess T's phi reaches a
 * constant before it comes back. */
static bool web_folds(int t)
{
	if (!guesses[t].has_first)
		return false;
	Value v = guesses[t].first;
	for (int steps = 0; steps <= njoins + nguesses; steps++) {
		if (v.known)
			return true;
		if (v.idk != ID_EXACT)
			return false;
		if (!v.id) {
			int u = (int)v.v;
			if (u <= 0 || u >= nguesses || u == t || !guesses[u].has_first)
				return false;
			v = guesses[u].first;
			continue;
		}
		GuessJoin *j = join_of(v);
		if (!j)
			return false;
		if (j->zero)
			return true;
		if (!j->has_first)
			return false;
		v = j->first;
	}
	return false;
}

static void guess_decide(int t, bool kept)
{
	if (guesses[t].state == GUESS_OPEN)
		guess_joins_open--;
	guesses[t].state = kept ? GUESS_KEPT : GUESS_FAILED;
	guess_roots_kept += kept && !guesses[t].parent;
}

bool settle_guesses(int first, int last, Block *top, Block *pre)
{
	bool settled = false;
	for (int t = first; t < last; t++) {
		bool kept = pre != NULL;
		for (int i = 0; kept && i < top->parents.len; i++) {
			Block *p = top->parents.v[i];
			if (p != pre && p->exit && !p->exit->unreachable)
				kept = guess_holds(t, parent_value(p->exit, 0, guesses[t].var));
		}
		guesses[t].has_first = first_source_at(top, guesses[t].var, t, 0,
						       &guesses[t].first);
		if (kept && !guesses[t].parent)
			kept = web_folds(t);
		guess_decide(t, kept);
		settled |= kept && !guesses[t].parent;
	}
	/* an inner loop's phi whose first sources go round its own loop
	 * stays, though the outer one folds */
	for (int u = last; settled && u < nguesses; u++)
		if (guesses[u].state == GUESS_KEPT && chase(u) >= first && chase(u) < last &&
		    !web_folds(u))
			guess_decide(u, false);
	return settled;
}

/* The constant V is (through a '!' or a comparison with zero: its truth)
 * once its guess is kept by the outermost loop. */
bool guess_settled(Value v, int64_t *k)
{
	int t = chase(raw_guess(v));
	if (!t || guesses[t].state != GUESS_KEPT)
		return false;
	*k = guesses[t].konst;
	if (v.idk != ID_EXACT)
		*k = (*k != 0) != (v.idk == ID_FALSE);
	return true;
}

Value guess_known(Value v)
{
	int64_t k;
	return guess_settled(v, &k) ? known(k) : v;
}

static Value branch_value(Insn *br)
{
	return (Value){.id = br->cid, .v = br->guess, .idk = br->cneg ? ID_FALSE : ID_TRUE};
}

void decide_guessed(BlockList *bbs, int first_bb)
{
	for (int i = first_bb; i < bbs->len; i++) {
		Insn *br = last_insn(bbs->v[i]);
		int64_t k;
		if (br && br->op == FI_CBR && br->cond < 0 && (br->guess || br->cid) &&
		    guess_settled(branch_value(br), &k))
			br->cond = k != 0;
	}
}

void guess_reset(void)
{
	nguesses = 0;
	if (njoins)
		memset(joins, 0, joins_cap * sizeof(*joins));
	njoins = 0;
	guess_joins_open = 0;
	guess_roots_kept = 0;
}

void guess_finish(void)
{
	free(guesses);
	free(joins);
	guesses = NULL;
	joins = NULL;
	nguesses = guesses_cap = njoins = joins_cap = guess_joins_open = 0;
	guess_roots_kept = 0;
}
