/* flow-cost.c - sparse's expansion costs (expand.c): they decide whether a
 * ?: or a && / || keeps its branches or becomes a select.
 *
 * A ladder of nested ?: (ilog2(), the kernel's size switches) asks the cost
 * of each arm again at every level, which is quadratic in its depth; the
 * costs that depend on nothing but the tree are kept for the function. */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include "flow-internal.h"
#include "parse.h"
#include "type.h"

enum { SIDE_EFFECTS = 10000, UNSAFE = 100, SELECT_COST = 20, BRANCH_COST = 10 };

/* Node -> cost, for the graph being built (generation GEN). */
typedef struct CostEntry {
	const Node *n;
	unsigned gen;
	int cost;
} CostEntry;
static CostEntry *memo;
static size_t memo_cap, memo_len;
static unsigned gen;
/* how often a cost depended on more than its tree: the recursion limit
 * (relative to the linearization's depth) or an inline copy's argument */
static unsigned impure;

static CostEntry *memo_slot(const Node *n)
{
	size_t i = ptr_hash(n, memo_cap);
	while (memo[i].gen == gen && memo[i].n != n)
		i = (i + 1) & (memo_cap - 1);
	return &memo[i];
}

static void memo_grow(void)
{
	CostEntry *old = memo;
	size_t old_cap = memo_cap;
	memo_cap = memo_cap ? memo_cap * 2 : 256;
	memo = xcalloc(memo_cap, sizeof(*memo));
	memo_len = 0;
	for (size_t i = 0; i < old_cap; i++)
		if (old[i].gen == gen) {
			*memo_slot(old[i].n) = old[i];
			memo_len++;
		}
	free(old);
}

static void memo_put(const Node *n, int cost)
{
	if ((memo_len + 1) * 2 > memo_cap)
		memo_grow();
	CostEntry *e = memo_slot(n);
	if (e->gen != gen)
		memo_len++;
	*e = (CostEntry){n, gen, cost};
}

void flow_cost_reset(void)
{
	if (++gen == 0) {	/* wrapped: every old entry would look current */
		if (memo)
			memset(memo, 0, memo_cap * sizeof(*memo));
		gen = 1;
	}
	memo_len = 0;
}

void flow_cost_finish(void)
{
	free(memo);
	memo = NULL;
	memo_cap = memo_len = 0;
	gen = impure = 0;
}

static int cost_of(Node *n);

static int cost_logical(Node *n)
{
	int rc = cost_of(n->rhs);
	if (rc < BRANCH_COST)
		rc -= BRANCH_COST - 1;
	return cost_of(n->lhs) + BRANCH_COST + rc;
}

static int cost_conditional(Node *n)
{
	int c = cost_of(n->then) + cost_of(n->els);
	if (c < SELECT_COST)
		c -= BRANCH_COST - 1;
	return c + cost_of(n->cond) + BRANCH_COST;
}

/* The builtins sparse expands (builtin.c): __builtin_expect() becomes its
 * argument and costs nothing, whatever the argument costs, as do the
 * tests that fold to constants; the bit operations cost their argument;
 * any other call has side effects. */
static int cost_of_builtin(Node *n)
{
	static const char *const free_[] = {
		"__builtin_constant_p", "__builtin_expect", "__builtin_safe_p",
		"__builtin_warning",
	};
	static const char *const pure_[] = {
		"__builtin_bswap", "__builtin_clz", "__builtin_ctz", "__builtin_clrsb",
		"__builtin_ffs", "__builtin_parity", "__builtin_popcount",
		"__builtin_isdigit",
	};
	const char *name = n->callee->sym ? n->callee->sym->name->name : "";
	for (size_t i = 0; i < sizeof(free_) / sizeof(free_[0]); i++)
		if (!strcmp(name, free_[i]))
			return 0;
	for (size_t i = 0; i < sizeof(pure_) / sizeof(pure_[0]); i++)
		if (!strncmp(name, pure_[i], strlen(pure_[i]))) {
			int c = 0;
			for (Node *a = n->args; a; a = a->next)
				c += cost_of(a);
			return c;
		}
	return SIDE_EFFECTS;
}

/* A call to a function declared pure or const costs its arguments and
 * one more, unless sparse inlines it (an inline definition). */
static int cost_of_call(Node *n)
{
	Symbol *f = n->callee->sym;
	if (!f->pure || (f->is_inline && f->defined))
		return SIDE_EFFECTS;
	int c = 1;
	for (Node *a = n->args; a; a = a->next)
		c += cost_of(a);
	return c;
}

static int cost_of_var(Symbol *s)
{
	if (s->kind == SYM_FUNC)
		return 0;
	return s->depth == 0 || s->storage == SC_STATIC || s->storage == SC_EXTERN ? 2 : 1;
}

static int cost_of_node(Node *n)
{
	switch (n->kind) {
	case ND_FNUM: case ND_STR: case ND_LABEL_ADDR: case ND_FUNCNAME:
		return 0;
	case ND_VAR:
		return n->sym ? cost_of_var(n->sym) : UNSAFE;
	case ND_MEMBER:
		return !(n->flags & NF_ARROW) && n->operand->kind == ND_VAR ?
			cost_of(n->operand) : UNSAFE;
	case ND_ADDR:
		return n->operand->kind == ND_VAR ? 0 : cost_of(n->operand);
	case ND_CALL:
		if (n->op == CALL_BUILTIN)
			return cost_of_builtin(n);
		return n->callee->kind == ND_VAR && n->callee->sym ? cost_of_call(n) : SIDE_EFFECTS;
	case ND_LOGAND: case ND_LOGOR:
		return cost_logical(n);
	case ND_COND:
		return cost_conditional(n);
	case ND_COMMA:
		return cost_of(n->lhs) + cost_of(n->rhs);
	case ND_CAST: case ND_NEG: case ND_BITNOT: case ND_NOT: case ND_PLUS: {
		int c = cost_of(n->operand);
		return c + (c && c < SIDE_EFFECTS);	/* an operator on a constant folds */
	}
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_DIV: case ND_MOD: case ND_SHL:
	case ND_SHR: case ND_LT: case ND_LE: case ND_GT: case ND_GE: case ND_EQ: case ND_NE:
	case ND_BITAND: case ND_BITXOR: case ND_BITOR: {
		int c = cost_of(n->lhs) + cost_of(n->rhs);
		return c + (c && c < SIDE_EFFECTS);
	}
	case ND_DEREF:
		return UNSAFE;
	}
	return SIDE_EFFECTS;
}

/* sparse's expand cost of an expression, as far as the decisions of
 * flow.c need it. */
static int cost_of(Node *n)
{
	if (!n)
		return 0;
	if (flow_nesting > 200) {
		impure++;
		return 0;
	}
	if (memo_cap) {
		CostEntry *e = memo_slot(n);
		if (e->gen == gen)
			return e->cost;
	}
	unsigned before = impure, looked = flow_param_lookups;
	int64_t v;
	if (leaf_value(n, &v))
		return 0;
	flow_nesting++;
	int c = cost_of_node(n);
	flow_nesting--;
	if (c > SIDE_EFFECTS)
		c = SIDE_EFFECTS;
	if (impure == before && flow_param_lookups == looked)
		memo_put(n, c);
	else
		impure++;	/* and so is every cost that contains it */
	return c;
}

bool branches(Node *n)
{
	switch (n->kind) {
	case ND_LOGAND: case ND_LOGOR:
		return cost_of(n->rhs) >= BRANCH_COST;
	case ND_COND:
		return cost_of(n->then) + cost_of(n->els) >= SELECT_COST;
	}
	return false;
}
