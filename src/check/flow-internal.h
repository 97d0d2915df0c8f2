/* flow-internal.h - what flow.c (the linearization), flow-simplify.c
 * (sparse's optimize()), flow-cost.c and flow-live.c share.  Not for other
 * modules. */
#ifndef CG_FLOW_INTERNAL_H
#define CG_FLOW_INTERNAL_H
#include <string.h>
#include "arena.h"
#include "flow.h"

typedef struct Phi Phi;

/* sparse's phi node of constants: the value each parent block brings.
 * A branch on it, in its own block, is threaded: each parent jumps
 * straight to the side its constant takes (flow.c's simplify_phi_branch). */
struct Phi {
	Block *bb;
	int n;
	Block **src;
	int64_t *val;
	bool *known;
	bool negate;	/* the value is !phi */
};

/* What sparse's SSA form knows of a value: its constant, if any.  Its
 * optimizer folds the branches on such values; so must this graph. */
typedef struct Value {
	bool known;
	int64_t v;
	Phi *phi;	/* unknown, but a join of known values per parent */
	/* unknown: the name of sparse's pseudo, if known (NULL: none), and
	 * whether this is that pseudo or only its truth (ID_TRUE) or its
	 * negation (ID_FALSE), which branch as the pseudo does (sparse's
	 * simplify_branch() looks through != 0, == 0 and extensions) */
	const void *id;
	uint8_t idk;
} Value;
enum { ID_EXACT, ID_TRUE, ID_FALSE };
static const Value UNKNOWN;

static inline Value known(int64_t v)
{
	return (Value){.known = true, .v = v};
}
/* The pseudo of V, if it is one: the base of an address. */
static inline const void *pseudo_of(Value v)
{
	return v.id && !v.known && v.idk == ID_EXACT ? v.id : NULL;
}
/* A new pseudo's name. */
Value fresh_value(void);

static inline bool same_value(Value a, Value b)
{
	if (a.known || b.known)
		return a.known && b.known && a.v == b.v;
	return a.id && a.id == b.id && a.idk == b.idk;
}

/* The constants known of the tracked locals at a point: scalars whose
 * address is never taken, as sparse turns them into SSA values. */
typedef struct VarVal {
	Symbol *var;
	Value val;
} VarVal;

typedef struct MemTab MemTab;

typedef struct Env {
	VarVal *v;
	int len;
	bool unreachable;	/* no path reaches the block (yet) */
	MemTab *mem;		/* an exit's: the loads and addresses known */
} Env;

/* What a copy of an inline function adds when its arguments are unknown
 * and the block it starts in is not empty, once a first such copy showed
 * it: if that was instructions alone (no branch, no end, no context), a
 * later such copy is one instruction.  Kernel inline functions nest deep
 * and most are straight code: this keeps the graph's cost near sparse's
 * share of the work. */
typedef struct Straight {
	Symbol *fn;
	uint8_t state;		/* 0 unknown, 1 straight, 2 not */
	bool effects;		/* calls or stores among its instructions */
	bool values;		/* values sparse keeps among them */
	Value ret;
	/* or it returns its argument ret_arg - 1 plus ret_offset (&p->m) */
	int ret_arg;
	int64_t ret_offset;
} Straight;
Straight *straight_of(Symbol *f);
/* What a straight copy returned, when it is an argument or an address
 * made from one, for the later copies; and what a later copy returns. */
void straight_return(Straight *st, Value ret, const Value *argv, int nargs);
Value straight_value(Straight *st, const Value *argv);
void straight_finish(void);

/* flow-mem.c: loads and addresses known on the path being built. */
void mem_reset(void);
void mem_finish(void);
void mem_clobber(void);
void mem_clobber_store(const void *base, int64_t offset, int64_t size);
bool mem_load(const void *base, int64_t offset, int64_t size, Value *v);
void mem_store(const void *base, int64_t offset, int64_t size, Value v);
Value mem_address(const void *base, int64_t offset, bool *again);
bool mem_address_of(Value v, const void *base, int64_t *offset);
Value mem_op(int op, Value a, Value b, int64_t type_key, bool *again);
MemTab *mem_snapshot(Arena *a);
void mem_meet(MemTab *const *exits, int n);

void list_push(BlockList *l, Block *b);
/* VAR's value in the exit P (at index K, most likely). */
Value parent_value(const Env *p, int k, const Symbol *var);
/* Remove the first COUNT entries equal to B (all of them if COUNT is 0). */
void list_remove(BlockList *l, Block *b, int count);
void list_replace(BlockList *l, Block *old, Block *new, int count);
/* Append IN to B's instructions. */
void block_append(Block *b, Insn in);
/* Put V's N instructions in front of B's. */
void block_prepend(Block *b, const Insn *v, int n);

/* A set of pointers (open addressing), for the unit: which locals have
 * their address taken, which bodies were scanned for that.  A local's
 * address can only be taken in its own function's body. */
typedef struct PtrSet {
	const void **v;
	size_t cap, len;
} PtrSet;
size_t ptr_hash(const void *p, size_t cap);
bool set_has(PtrSet *s, const void *p);
void set_add(PtrSet *s, const void *p);
void flow_context_finish(void);

/* The linearization's recursion depth; how often a __builtin_constant_p()
 * looked at an inline copy's argument (a leaf value that is not the
 * tree's alone). */
extern int flow_nesting;
extern unsigned flow_param_lookups;
/* A constant leaf sparse's expansion computes, or a builtin it folds. */
bool leaf_value(Node *n, int64_t *v);

/* A call of the builtin NAME. */
static inline bool is_builtin_call(Node *n, const char *name)
{
	return n->kind == ND_CALL && n->op == CALL_BUILTIN && n->callee->sym &&
		!strcmp(n->callee->sym->name->name, name);
}

/* __builtin_expect(x, v) is x once sparse has expanded it (inline: asked
 * of every node the graph is built from). */
static inline Node *expanded(Node *n)
{
	while (is_builtin_call(n, "__builtin_expect") && n->args)
		n = n->args;
	return n;
}

/* flow-value.c: operator KIND on A and B computed in the type CT
 * (operand_type(N, KIND), or NULL), and its value in N's type (typed()); what a
 * branch on N, a '!', a cast or a '+' of V, tests (truth_of()), or on the
 * comparison KIND of A and B with zero (compare_zero()). */
Value fold(int kind, Value a, Value b, Type *ct);
Value same_operands(Node *n, Value a, Value b);
Type *operand_type(Node *n, int kind);
Value typed(Node *n, Value v);
Value truth_of(Node *n, Value v);
Value compare_zero(int kind, Value a, Value b);

/* flow-value.c: a loop's guesses that a local keeps the constant it had
 * before the loop.  guess_new() makes one for VAR from its value ENTRY
 * (UNKNOWN if it is not a constant or an outer loop's guess); guess_tag()
 * is the guess an unnamed value is; guess_join() notes that the join F of
 * A and B is a guess's value if that is kept;
 * guess_settled() gives the constant of V (its
 * truth, for a '!' or a test) once the outermost loop has kept its guess,
 * guess_known() V as that constant. */
Value guess_new(Symbol *var, Value entry);
int guess_count(void);
void guess_join_slow(Value f, Value a, Value b, Block *bb, Symbol *var);
bool guess_settled(Value v, int64_t *k);
Value guess_known(Value v);
void guess_reset(void);
void guess_finish(void);
extern int guess_joins_open, guess_roots_kept;

static inline int guess_tag(Value v)
{
	return !v.known && !v.id ? (int)v.v : 0;
}

/* Two values that are one loop's guess as it was made: its phi, unchanged. */
static inline bool same_guess(Value a, Value b)
{
	return guess_tag(a) && guess_tag(a) == guess_tag(b) && a.idk == b.idk;
}

static inline void guess_join(Value f, Value a, Value b, Block *bb, Symbol *var)
{
	if (guess_joins_open)
		guess_join_slow(f, a, b, bb, var);
}
/* Whether the edge from P to B is the side a known condition does not
 * take: sparse's simplifier removes it before its phis are judged. */
static inline bool untaken_edge(Block *p, Block *b)
{
	Insn *br = last_insn(p);
	return br && br->op == FI_CBR && br->cond >= 0 && (br->cond ? br->t : br->f) != b;
}

/* flow-value.c: what sparse's phi of VAR at B is made of.  join_first_source()
 * gives the value of its first source (a phi source that is the phi
 * itself, the guess SELF, does not count); join_selects_zero() whether
 * if_convert_phi() makes it a select that folds to 0. */
bool join_first_source(Block *b, Symbol *var, int self, Value *out);
bool join_selects_zero(Block *b, Symbol *var);
/* At the end of a loop whose top is TOP, entered from PRE: keep or
 * refute its guesses FIRST to LAST on the values its back edges bring;
 * whether one is kept for good (an outermost loop's).  Then the branches
 * on those, in the loop's blocks (BBS from FIRST_BB on), are decided. */
bool settle_guesses(int first, int last, Block *top, Block *pre);
void decide_guessed(BlockList *bbs, int first_bb);

/* flow-cost.c: whether sparse keeps the branches of a ?:, && or ||. */
bool branches(Node *n);
void flow_cost_reset(void);
void flow_cost_finish(void);

/* flow-live.c: the function bodies being linearized (an inline copy's
 * inside its caller's) and the loops around the current statement;
 * whether the expression statement STMT_EXPR, which computes E, sets only
 * locals none of which is read again. */
void live_enter_body(Node *body);
void live_leave_body(void);
void live_enter_loop(Node *pre_cond, Node *body, Node *post, Node *post_cond);
void live_leave_loop(void);
bool live_read_later(Node *stmt_expr, Node *e);
/* Whether a goto to LABEL comes after it (or a computed one may). */
bool live_goto_later(Node *label);
void live_finish(void);
/* Whether the parameter PARAM of the inline function F is only ever the
 * base of a member access or a dereference, or handed on to an inline
 * function's parameter that is: an `&p->m` passed for it is folded by
 * sparse into the offsets of the copy's loads and stores, and the
 * addition goes (list_del(&clp->cl_share_link)). */
bool param_only_based(Symbol *f, Symbol *param);
/* sparse's SSA form at J, the join after the if STMT or at the label
 * STMT: a local whose value differs between J's parents and is read later
 * has a phi in J and a phi source at the end of each parent (the
 * environments' entries before ENV_START, the callers' locals, are the
 * same in all of them).  Noted while the graph is built ... */
void live_join_phis(Block *j, Node *stmt, int env_start);
/* The top of a loop that carries a local around: a phi there, and a phi
 * source at the end of each of its parents ... */
void live_loop_phi(Block *top);
/* ... and placed after simplify_cfg_early(), as sparse converts. */
void live_place_phis(void);

/* flow.c: whether S is a local sparse turns into SSA values (a scalar
 * whose address is never taken). */
bool tracked(Symbol *s);
/* flow-loop.c: the tracked locals the loop of these parts both writes
 * and reads (NULL: none of its parts). */
PtrVec *loop_rw(Node *pre_cond, Node *body, Node *post, Node *post_cond);
void flow_loop_finish(void);

/* Clean F's graph as sparse's optimize() cleans its own. */
void flow_simplify(Flow *f);
/* Whether B is only a jump (sparse's bb_is_forwarder()). */
bool is_forwarder(Block *b);
void flow_simplify_finish(void);
#endif
