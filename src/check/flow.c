/* flow.c - a function's control-flow graph, built as sparse 0.6.4's
 * linearizer builds its basic blocks and simplified as its optimizer
 * simplifies them (see flow.h for why).
 *
 * The walk follows sparse's linearize_statement() and friends: the same
 * blocks are allocated at the same places, a statement that starts in an
 * empty block gives the block its position, branches on constants become
 * jumps, inline functions are expanded at their calls (not in a for's own
 * declarations, as sparse never expands those), calls of noreturn
 * functions end their block.  Then the graph is cleaned as sparse's
 * optimize() cleans it: unreachable blocks removed, forwarding blocks
 * bypassed, a block with one parent merged into it. */
#include <stdlib.h>
#include <string.h>
#include "flow.h"
#include "flow-internal.h"
#include "decl.h"
#include "arena.h"
#include "parse.h"
#include "type.h"

static Arena arena;
static Flow flow;
static Block *active;

/* The blocks of labels, case labels and returns, per inlined copy. */
typedef struct Binding {
	const void *key;
	int copy;
	Block *bb;
} Binding;
static Binding *bindings;
static int nbindings, bindings_cap;
/* bindings by key and copy (open addressing): an index + 1, 0 if free */
static int *binding_index;
static int binding_index_cap;

/* Names of pseudos made here: odd numbers, never a symbol's address (a
 * parameter's own value is named by its symbol). */
static uintptr_t ids;

Value fresh_value(void)
{
	ids += 2;
	return (Value){.id = (const void *)(ids | 1)};
}

static Env env;
/* env.v is also a block's exit or a parent's: copied before a write */
static bool env_shared;
static Env env_copy(Env e);

/* The phi sources of one phi, and the phi: made FI_COPY if it is dead. */
typedef struct InsnRef {
	Block *b;
	int i;
} InsnRef;
typedef struct PhiSrcs {
	InsnRef *v;
	int len, cap;
	InsnRef phi;
	const void *id;		/* names the phi in its instructions' cid */
} PhiSrcs;

/* The function or inlined copy being linearized. */
typedef struct Frame {
	int copy;
	Block *ret;		/* its return block */
	Loc ret_pos;		/* sparse's return label: the function's name */
	bool has_value;		/* a non-void function: its returns add a phi */
	Block *brk, *cont;
	Value ret_val;		/* what its reachable returns give */
	bool ret_seen;
	int nrets;
	Block *ret_src[8];	/* the blocks of its returns, and their values */
	Value ret_vals[8];
	PhiSrcs rets;		/* its return value's phi sources and phi */
	bool ret_dead;		/* its value is discarded */
	int env_start;		/* the environment's entries before its own */
} Frame;
static Frame *frame;
/* Copies of inline bodies in this graph.  Inline calls nested in inline
 * bodies multiply (ten levels of functions that each call the next three
 * times are 59,049 copies; sparse runs out of memory there); the function
 * of the 6.1 corpus with the most has 731 (mm/compaction.c's
 * isolate_migratepages_block()).  Past MAX_COPIES a call is no longer
 * expanded, and the graph says it is incomplete. */
#define MAX_COPIES 20000
static int copies;

#define MAX_INLINE 64
static Symbol *inlining[MAX_INLINE];
static int ninlining;
static int no_inline;		/* inside what sparse leaves unexpanded */
int flow_nesting;		/* recursion guard */
unsigned flow_param_lookups;

/* --- blocks and edges ------------------------------------------------------- */

void list_push(BlockList *l, Block *b)
{
	if (l->len == l->cap) {
		int cap = l->cap ? l->cap * 2 : 4;
		Block **v = arena_alloc(&arena, cap * sizeof(*v));
		if (l->len)
			memcpy(v, l->v, l->len * sizeof(*v));
		l->v = v;
		l->cap = cap;
	}
	l->v[l->len++] = b;
}

/* Remove the first COUNT entries equal to B (all of them if COUNT is 0). */
void list_remove(BlockList *l, Block *b, int count)
{
	int j = 0, removed = 0;
	for (int i = 0; i < l->len; i++) {
		if (l->v[i] == b && (!count || removed < count)) {
			removed++;
			continue;
		}
		l->v[j++] = l->v[i];
	}
	l->len = j;
}

void list_replace(BlockList *l, Block *old, Block *new, int count)
{
	for (int i = 0; i < l->len && count; i++)
		if (l->v[i] == old) {
			l->v[i] = new;
			count--;
		}
}

static Block *new_block(Loc pos)
{
	Block *b = arena_zalloc(&arena, sizeof(*b));
	b->pos = pos;
	b->context = -1;
	return b;
}

/* Instructions made so far: an operator whose operands made none and
 * are known is a value, as sparse's expansion folds it. */
static unsigned emitted;
/* Of those, the ones that shape the graph or the count (branches, ends,
 * context changes; loops and labels are counted where they start), and
 * the calls and stores. */
static unsigned structural, effects;

/* The asm statement being added neither clobbers memory nor writes it,
 * or the store being added says itself what it loses. */
static bool insn_keeps_memory;

static void push_insn(Block *b, Insn in)
{
	emitted++;
	structural += in.op == FI_CONTEXT || in.op >= FI_CBR;
	if (in.op == FI_CALL || in.op == FI_STORE) {
		effects++;
		if (!insn_keeps_memory)
			mem_clobber();
	}
	block_append(b, in);
}

void block_append(Block *b, Insn in)
{
	b->nphis += in.op == FI_PHI;
	if (b->ninsns == b->cap) {
		int cap = b->cap ? b->cap * 2 : 4;
		Insn *v = arena_alloc(&arena, cap * sizeof(*v));
		if (b->ninsns)
			memcpy(v, b->insns, b->ninsns * sizeof(*v));
		b->insns = v;
		b->cap = cap;
		b->front = 0;
	}
	b->insns[b->ninsns++] = in;
}

/* V's N instructions put in front of BOT's, whose array grows at its
 * front, doubling. */
void block_prepend(Block *bot, const Insn *v, int n)
{
	if (bot->front < n) {
		int total = n + bot->ninsns, room = total + 4;
		Insn *a = arena_alloc(&arena, (size_t)(room + total) * sizeof(*a));
		memcpy(a + room + n, bot->insns, bot->ninsns * sizeof(*a));
		bot->insns = a + room + n;
		bot->cap = total - n;
		bot->front = room + n;
	}
	bot->insns -= n;
	bot->front -= n;
	bot->cap += n;
	bot->ninsns += n;
	memcpy(bot->insns, v, n * sizeof(*v));
}

static void add_insn(Insn in)
{
	if (active)
		push_insn(active, in);
}

/* An instruction that is neither a call, a store nor a context change:
 * it only makes its block non-empty.  DEF: it computes a value sparse
 * keeps after its SSA conversion (an operator, a load), not a copy of
 * one (a local's read or write, a phi source). */
static unsigned values;	/* add_other() calls: values sparse keeps */
static unsigned volatiles;	/* loads of volatile objects */

static void add_value_insn(int op)
{
	Insn *last = active ? last_insn(active) : NULL;
	if (active && op == FI_OTHER) {
		active->defs++;
		values++;
	}
	if (!last || last->op != op)
		add_insn((Insn){.op = op});
}

static void add_other(void)
{
	add_value_insn(FI_OTHER);
}

/* A local's read or write: gone in sparse's SSA form. */
static void add_copy(void)
{
	add_value_insn(FI_COPY);
}


static void ref_push(PhiSrcs *ps, Block *b, int i)
{
	if (ps->len == ps->cap) {
		int cap = ps->cap ? ps->cap * 2 : 4;
		InsnRef *v = arena_alloc(&arena, cap * sizeof(*v));
		if (ps->len)
			memcpy(v, ps->v, ps->len * sizeof(*v));
		ps->v = v;
		ps->cap = cap;
	}
	ps->v[ps->len++] = (InsnRef){b, i};
}

static const void *phi_id(PhiSrcs *ps)
{
	if (!ps->id)
		ps->id = fresh_value().id;
	return ps->id;
}

/* A phi source of V (flow-simplify.c's if-conversion asks whether it is a
 * constant: .check). */
static void add_phisrc(PhiSrcs *ps, Value v)
{
	if (!active)
		return;
	push_insn(active, (Insn){.op = FI_PHISRC, .cid = phi_id(ps), .check = v.known});
	ref_push(ps, active, active->ninsns - 1);
}

/* The phi itself, in JOIN (its first instruction). */
static void add_phi(PhiSrcs *ps, Block *join)
{
	push_insn(join, (Insn){.op = FI_PHI, .cid = phi_id(ps)});
	ps->phi = (InsnRef){join, join->ninsns - 1};
}

/* sparse's optimizer removes a phi nobody uses, or whose sources all
 * bring one value (clean_up_phi()), and then its sources. */
static void kill_phi(PhiSrcs *ps)
{
	for (int i = 0; i < ps->len; i++) {
		Insn *in = &ps->v[i].b->insns[ps->v[i].i];
		if (in->op == FI_PHISRC)
			in->op = FI_COPY;
	}
	Block *j = ps->phi.b;
	if (j && j->insns[ps->phi.i].op == FI_PHI) {
		j->insns[ps->phi.i].op = FI_COPY;
		j->nphis--;
	}
}

/* An expression whose value is not used (an expression statement, the
 * left of a comma): the phi of its ?:, &&, || or inline return is dead
 * in sparse's code, and so are its sources. */
static Node *discarded;
/* The statement that gives a statement expression its value. */
static Node *value_stmt;

static Node *strip_void(Node *n)
{
	while (n && n->kind == ND_CAST && n->ty && n->ty->kind == TY_VOID)
		n = n->operand;
	return n;
}

static bool terminated(Block *b)
{
	Insn *last = b ? last_insn(b) : NULL;
	return last && last->op >= FI_BR;
}

static void add_edge(Block *from, Block *to)
{
	list_push(&from->children, to);
	list_push(&to->parents, from);
}

static void save_exit_env(void);

static void add_goto(Block *dst)
{
	if (!active)
		return;
	save_exit_env();
	add_edge(active, dst);
	push_insn(active, (Insn){.op = FI_BR, .t = dst});
	active = NULL;
}

/* A conditional branch; COND is what is known of the condition. */
static void add_branch(Block *t, Block *f, Value cond)
{
	if (!active)
		return;
	save_exit_env();
	add_edge(active, t);
	add_edge(active, f);
	push_insn(active, (Insn){.op = FI_CBR, .t = t, .f = f,
				 .cond = cond.known ? cond.v != 0 : -1});
	active = NULL;
}

static void end_block(int op)
{
	if (!active)
		return;
	save_exit_env();
	add_insn((Insn){.op = op});
	active = NULL;
}

static Env meet_parents(Block *b);

static void set_active(Block *b)
{
	if (active && !terminated(active))
		add_goto(b);
	active = b;
	if (!b)
		return;
	env = meet_parents(b);
	if (!b->listed) {
		b->listed = true;
		b->order = flow.bbs.len;
		list_push(&flow.bbs, b);
	}
}

static size_t binding_hash(const void *key, int copy, int cap)
{
	return ptr_hash((const void *)((uintptr_t)key ^ (uintptr_t)copy << 24), cap);
}

static Binding *find_binding(const void *key)
{
	if (!binding_index_cap)
		return NULL;
	size_t mask = binding_index_cap - 1;
	for (size_t i = binding_hash(key, frame->copy, binding_index_cap);; i = (i + 1) & mask) {
		if (!binding_index[i])
			return NULL;
		Binding *b = &bindings[binding_index[i] - 1];
		if (b->key == key && b->copy == frame->copy)
			return b;
	}
}

static void index_binding(int k)
{
	size_t mask = binding_index_cap - 1;
	size_t i = binding_hash(bindings[k].key, bindings[k].copy, binding_index_cap);
	while (binding_index[i])
		i = (i + 1) & mask;
	binding_index[i] = k + 1;
}

/* KEY's block in the current copy is B (KEY had none). */
static void add_binding(const void *key, Block *b)
{
	if (nbindings == bindings_cap) {
		int cap = bindings_cap ? bindings_cap * 2 : 16;
		Binding *v = arena_alloc(&arena, cap * sizeof(*v));
		if (nbindings)
			memcpy(v, bindings, nbindings * sizeof(*v));
		bindings = v;
		bindings_cap = cap;
	}
	bindings[nbindings++] = (Binding){key, frame->copy, b};
	if (nbindings * 2 > binding_index_cap) {
		binding_index_cap = binding_index_cap ? binding_index_cap * 2 : 64;
		binding_index = arena_alloc(&arena, binding_index_cap * sizeof(int));
		memset(binding_index, 0, binding_index_cap * sizeof(int));
		for (int k = 0; k < nbindings; k++)
			index_binding(k);
	} else {
		index_binding(nbindings - 1);
	}
}

static Block *bound_block(const void *key, Loc pos)
{
	Binding *found = find_binding(key);
	if (found)
		return found->bb;
	Block *b = new_block(pos);
	add_binding(key, b);
	return b;
}

static bool is_bound(const void *key)
{
	return find_binding(key) != NULL;
}

/* sparse's add_label(): a label continues the current block if that is
 * still empty, else starts its own. */
static Block *add_label(const void *key, Loc pos)
{
	if (is_bound(key)) {
		Block *b = bound_block(key, pos);
		set_active(b);
		return b;
	}
	if (!active || active->ninsns)
		set_active(new_block(pos));
	Block *b = active;
	add_binding(key, b);
	return b;
}

/* --- known values ------------------------------------------------------------- */

/* which locals have their address taken, which bodies were scanned for
 * that (a local's address can only be taken in its own function's body) */
static PtrSet addr_taken, scanned;

static void note_addr(Node *n, void *unused)
{
	(void)unused;
	if (!n)
		return;
	if (n->kind == ND_ADDR) {
		Node *x = n->operand;
		while (x->kind == ND_MEMBER && !(x->flags & NF_ARROW))
			x = x->operand;
		if (x->kind == ND_VAR && x->sym)
			set_add(&addr_taken, x->sym);
	}
	if (n->kind == ND_DECL && n->sym && n->sym->init)
		note_addr(n->sym->init, NULL);
	node_children(n, note_addr, NULL);
}

/* The address-taken locals of FN's body, found once per unit. */
static void scan_body(Symbol *fn, Node *body)
{
	if (set_has(&scanned, fn))
		return;
	set_add(&scanned, fn);
	note_addr(body, NULL);
}

bool tracked(Symbol *s)
{
	return s && s->kind == SYM_VAR && s->depth > 0 && s->storage != SC_STATIC &&
		s->storage != SC_EXTERN && s->ty && is_scalar(s->ty) &&
		!(s->ty->qual & Q_VOLATILE) && !set_has(&addr_taken, s);
}

static Value env_get(Symbol *s)
{
	for (int i = env.len - 1; i >= 0; i--)
		if (env.v[i].var == s)
			return env.v[i].val;
	return UNKNOWN;
}

static void env_set(Symbol *s, Value val)
{
	if (!tracked(s))
		return;
	for (int i = 0; i < env.len; i++)
		if (env.v[i].var == s) {
			if (env_shared && !same_value(env.v[i].val, val)) {
				env = env_copy(env);
				env_shared = false;
			}
			env.v[i].val = val;
			return;
		}
	if (!val.known && !val.id)
		return;
	VarVal *v = arena_alloc(&arena, (env.len + 1) * sizeof(*v));
	if (env.len)
		memcpy(v, env.v, env.len * sizeof(*v));
	v[env.len++] = (VarVal){s, val};
	env.v = v;
	env_shared = false;
}

/* The environment is shared until written: copy it before a block
 * keeps it. */
static Env env_copy(Env e)
{
	Env c = e;
	if (e.len) {
		c.v = arena_alloc(&arena, e.len * sizeof(*c.v));
		memcpy(c.v, e.v, e.len * sizeof(*c.v));
	}
	return c;
}

static void save_exit_env(void)
{
	if (active) {
		active->exit = arena_alloc(&arena, sizeof(Env));
		*active->exit = env;
		active->exit->mem = mem_snapshot(&arena);
		env_shared = true;
	}
}

/* VAR's value in the parent's exit P.  Environments grow by appending to
 * the one they came from, so VAR is almost always at the same index K as in
 * the first parent's: look there before searching. */
Value parent_value(const Env *p, int k, const Symbol *var)
{
	if (k < p->len && p->v[k].var == var)
		return p->v[k].val;
	for (int j = 0; j < p->len; j++)
		if (p->v[j].var == var)
			return p->v[j].val;
	return UNKNOWN;
}

/* A block's entry: what all its parents (so far) agree on.  It shares
 * the first parent's values until a phi differs (env_shared). */
static Env meet_parents(Block *b)
{
	Env out = {.unreachable = true};
	bool shared = false;
	/* and the memory they agree on (flow-mem.c) */
	MemTab *few[8], **mem = few;
	int nmem = 0;
	if (b->parents.len > 8)
		mem = arena_alloc(&arena, b->parents.len * sizeof(*mem));
	for (int i = 0; i < b->parents.len; i++) {
		Env *p = b->parents.v[i]->exit;
		if (!p || p->unreachable || untaken_edge(b->parents.v[i], b))
			continue;
		mem[nmem++] = p->mem;
		if (out.unreachable) {
			out = *p;
			shared = true;
			continue;
		}
		for (int k = 0; k < out.len; k++) {
			Value pv = parent_value(p, k, out.v[k].var);
			if (same_value(pv, out.v[k].val) || same_guess(pv, out.v[k].val))
				continue;
			if (shared) {
				out = env_copy(out);
				shared = false;
			}
			if (guess_roots_kept) {
				/* a goto out of a loop that kept its guess */
				pv = guess_known(pv);
				out.v[k].val = guess_known(out.v[k].val);
				if (same_value(pv, out.v[k].val))
					continue;
			}
			Value f = fresh_value();	/* a phi */
			guess_join(f, out.v[k].val, pv, b, out.v[k].var);
			out.v[k].val = f;
		}
	}
	env_shared = shared;
	mem_meet(mem, nmem);
	return out;
}

/* A join at BB of the values VALS coming from the blocks SRC: known if
 * they agree, else a phi when some of them are known. */
static Value make_phi(Block *bb, Block **src, Value *vals, int n)
{
	if (n == 1)
		return vals[0];
	bool all = true, any = false;
	for (int i = 0; i < n; i++) {
		all &= same_value(vals[i], vals[0]);
		any |= vals[i].known;
	}
	if (all)
		return vals[0];
	if (!any || !bb)
		return fresh_value();
	Phi *p = arena_zalloc(&arena, sizeof(*p));
	p->bb = bb;
	p->n = n;
	p->src = arena_alloc(&arena, n * sizeof(*p->src));
	p->val = arena_alloc(&arena, n * sizeof(*p->val));
	p->known = arena_alloc(&arena, n * sizeof(*p->known));
	for (int i = 0; i < n; i++) {
		p->src[i] = src[i];
		p->val[i] = vals[i].v;
		p->known[i] = vals[i].known;
	}
	Value r = fresh_value();
	r.phi = p;
	return r;
}

/* --- expressions -------------------------------------------------------------- */

static Value lin_expr(Node *n);
static Value lin_stmt(Node *n);
static void lin_cond_branch(Node *n, Block *t, Block *f);
static void lin_value_branch(Node *n, Block *t, Block *f);

static Value env_get(Symbol *s);

/* __builtin_constant_p(p) of a parameter of an inline copy whose argument
 * is a constant: sparse expands the copy with the argument in place, and
 * the test is true there (kmalloc(sizeof(*p), ...)). */
static bool param_constant_p(Node *n)
{
	if (n->op != CALL_BUILTIN || !frame || !frame->copy || !n->args || n->args->next)
		return false;
	Node *a = n->args;
	while (a->kind == ND_CAST)
		a = a->operand;
	if (a->kind != ND_VAR || !a->sym || !is_builtin_call(n, "__builtin_constant_p"))
		return false;
	for (Symbol *q = inlining[ninlining - 1]->params; q; q = q->prev_decl)
		if (q == a->sym) {
			flow_param_lookups++;
			return env_get(q).known;
		}
	return false;
}

bool leaf_value(Node *n, int64_t *v)
{
	switch (n->kind) {
	case ND_NUM:
		if (!(n->flags & NF_ICE) || !n->ty || !is_integer(n->ty))
			return false;
		*v = n->ival;	/* what eval_int() gives, without its walk */
		return true;
	case ND_ENUMCONST: case ND_SIZEOF: case ND_ALIGNOF: case ND_OFFSETOF:
		return eval_int(n, v);
	case ND_CALL:
		if (param_constant_p(n)) {
			*v = 1;
			return true;
		}
		return n->op == CALL_BUILTIN && n->ty && is_integer(n->ty) && eval_int(n, v);
	}
	return false;
}

/* An inline function sparse expands at this call, or NULL: not through a
 * plain prototype in scope where the call is written, whose function is
 * defined inline further down (6.12's mm/swapfile.c declares
 * lock_cluster_or_swap_info() at its top, defines it inline after
 * __try_to_reclaim_swap(), which calls it: sparse calls it there). */
static Symbol *inlined_callee(Node *n)
{
	if (no_inline)
		return NULL;
	Symbol *f = called_inline(n, inlining[ninlining - 1]);
	if (!f)
		return NULL;
	for (int i = 0; i < ninlining; i++)
		if (inlining[i] == f)
			return NULL;	/* sparse's fn->expanding */
	if (ninlining == MAX_INLINE || !fn_body(f))
		return NULL;
	if (copies == MAX_COPIES) {
		flow.truncated = true;
		return NULL;
	}
	return f;
}

static void lin_fn_body(Node *body, Loc ret_pos, bool has_value);

/* Where sparse places a function: its defining declaration's name. */
static Loc def_pos(Symbol *f)
{
	return f->def_site ? f->def_site->loc : f->loc;
}

/* An argument `&p->m` for the inline parameter Q of F that is only a base:
 * the addition is folded into the copy's memory accesses. */
static bool folded_address(Node *a, Symbol *f, Symbol *q)
{
	return q && a->kind == ND_ADDR && a->operand->kind == ND_MEMBER &&
	       (a->operand->flags & NF_ARROW) && a->operand->offset &&
	       param_only_based(f, q);
}

static Value lin_base(Node *p)
{
	lin_expr(p);
	add_copy();
	return fresh_value();
}

/* sparse's linearize_inlined_call(): the arguments bound, the body
 * linearized with its own return label. */
static Value lin_inlined(Node *call, Symbol *f)
{
	bool dead = call == discarded;
	/* the copy is a compound statement placed at the call */
	if (active && !active->ninsns)
		active->pos = call->loc;
	Node *body = fn_body(f);
	scan_body(f, body);
	bool args_unknown = true;
	int nargs = 0;
	for (Node *a = call->args; a; a = a->next)
		nargs++;
	Value *argv = arena_alloc(&arena, (nargs + 1) * sizeof(*argv));
	nargs = 0;
	Symbol *q = f->params;
	for (Node *a = call->args; a; a = a->next, q = q ? q->prev_decl : NULL) {
		Value v = folded_address(a, f, q) ? lin_base(a->operand->operand) : lin_expr(a);
		args_unknown &= !v.known && !v.phi;
		argv[nargs++] = v;
	}
	/* the copy's parameters and locals: appended from here on, and
	 * dropped at its end (their scope is over; a later copy of the same
	 * function has its own) */
	int env_start = env.len;
	Symbol *p = f->params;
	for (int i = 0; i < nargs && p; i++, p = p->prev_decl)
		env_set(p, argv[i]);
	if (call->args) {
		/* the parameters' stores: gone in SSA form, unless one has
		 * its address taken */
		bool mem = false;
		for (Symbol *q = f->params; q; q = q->prev_decl)
			mem |= !tracked(q);
		mem ? add_other() : add_copy();
	}
	Straight *st = NULL;
	if (args_unknown && active && active->ninsns && !no_inline)
		st = straight_of(f);
	if (st && st->state == 1) {
		if (st->values) {
			/* values the block defines: they keep a later
			 * branch on the same pseudo from being threaded */
			active->defs++;
			values++;
		}
		add_insn((Insn){.op = st->effects ? FI_CALL : st->values ? FI_OTHER : FI_COPY});
		add_insn((Insn){.op = FI_INLINED});
		env.len = env.len < env_start ? env.len : env_start;
		return straight_value(st, argv);
	}
	bool measure = st && !st->state;
	unsigned structural0 = structural, effects0 = effects, values0 = values;
	Frame fr = {.copy = ++copies, .ret_dead = dead, .env_start = env_start};
	Frame *saved = frame;
	Type *ft = f->ty;
	inlining[ninlining++] = f;
	frame = &fr;
	lin_fn_body(body, def_pos(f), ft->base && ft->base->kind != TY_VOID);
	frame = saved;
	ninlining--;
	if (active && !active->ninsns)
		active->pos = call->loc;
	add_insn((Insn){.op = FI_INLINED});
	env.len = env.len < env_start ? env.len : env_start;
	if (measure) {
		st = straight_of(f);	/* the table may have grown meanwhile */
		st->state = structural == structural0 ? 1 : 2;
		st->effects = effects != effects0;
		st->values = values != values0;
		st->ret = fr.ret_seen && fr.ret_val.known ? fr.ret_val : UNKNOWN;
		if (fr.ret_seen)
			straight_return(st, fr.ret_val, argv, nargs);
	}
	if (fr.ret_dead || (fr.ret_seen && (fr.ret_val.known || fr.ret_val.id)))
		kill_phi(&fr.rets);
	if (!fr.ret_seen)
		return UNKNOWN;
	if (fr.ret_val.known || fr.ret_val.id)
		return fr.ret_val;
	if (fr.nrets > 8)
		return fresh_value();
	return make_phi(fr.ret, fr.ret_src, fr.ret_vals, fr.nrets);
}

static void add_contexts(Node *call)
{
	for (Context *c = call->call_contexts; c; c = c->next) {
		int in = c->in, out = c->out;
		bool check = false;
		if (in < 0) {
			check = true;
			in = 0;
		}
		if (out < 0) {
			check = false;
			out = 0;
		}
		if (check || out - in)
			add_insn((Insn){.op = FI_CONTEXT, .delta = out - in, .check = check});
	}
}

static Value lin_call(Node *n)
{
	if (n->op == CALL_BUILTIN && n->callee->sym) {
		const char *name = n->callee->sym->name->name;
		if (!strcmp(name, "__builtin_unreachable")) {
			end_block(FI_UNREACH);
			return UNKNOWN;
		}
	}
	Symbol *f = inlined_callee(n);
	if (f)
		return lin_inlined(n, f);
	for (Node *a = n->args; a; a = a->next)
		lin_expr(a);
	if (n->callee->kind != ND_VAR)
		lin_expr(n->callee);
	add_insn((Insn){.op = FI_CALL});
	add_contexts(n);
	Symbol *s = call_named(n);
	if (s && s->kind == SYM_FUNC && s->noreturn)
		end_block(FI_UNREACH);
	return UNKNOWN;
}

/* sparse's linearize_conditional() and linearize_short_conditional(). */
/* Two values joined: known when they agree. */
static Value join(Value a, Value b)
{
	return same_value(a, b) ? a : UNKNOWN;
}

static Value lin_conditional(Node *n)
{
	if (!active)
		return UNKNOWN;
	if (!n->then) {
		Block *f = new_block(n->els->loc), *merge = new_block(n->loc);
		Value c = lin_expr(n->cond);
		add_branch(merge, f, c);
		set_active(f);
		Value e = lin_expr(n->els);
		set_active(merge);
		return c.known ? (c.v ? c : e) : UNKNOWN;
	}
	bool dead = n == discarded;
	Block *t = new_block(n->then->loc), *f = new_block(n->els->loc);
	Block *merge = new_block(n->loc);
	lin_cond_branch(n->cond, t, f);
	set_active(t);
	Value vals[2];
	Block *src[2];
	PhiSrcs ps = {0};
	vals[0] = lin_expr(n->then);
	src[0] = active;
	bool a_reached = active && !env.unreachable;
	add_phisrc(&ps, vals[0]);
	add_goto(merge);
	set_active(f);
	vals[1] = lin_expr(n->els);
	src[1] = active;
	bool b_reached = active && !env.unreachable;
	add_phisrc(&ps, vals[1]);
	set_active(merge);
	add_phi(&ps, merge);
	if (dead || !a_reached || !b_reached || same_value(vals[0], vals[1]))
		kill_phi(&ps);
	if (!a_reached)
		return b_reached ? vals[1] : UNKNOWN;
	if (!b_reached)
		return vals[0];
	return make_phi(merge, src, vals, 2);
}

/* sparse's linearize_logical(): a && b, a || b as a value. */
/* A phi source placed before B's branch (sparse's insert_phis()). */
static void insert_phisrc(Block *b, PhiSrcs *ps)
{
	Insn *last = last_insn(b);
	if (!last)
		return;
	Insn br = *last;
	*last = (Insn){.op = FI_PHISRC, .cid = phi_id(ps), .check = true};
	ref_push(ps, b, b->ninsns - 1);
	push_insn(b, br);
}

static Value lin_logical(Node *n)
{
	if (!active)
		return UNKNOWN;
	bool dead = n == discarded;
	PhiSrcs ps = {0};
	Block *other = new_block(n->rhs->loc), *merge = new_block(n->loc);
	bool is_or = n->kind == ND_LOGOR;
	if (is_or)
		lin_cond_branch(n->lhs, merge, other);
	else
		lin_cond_branch(n->lhs, other, merge);
	/* the short-circuit edges bring 1 for ||, 0 for && */
	int nsrc = merge->parents.len + 1;
	Block **src = arena_alloc(&arena, nsrc * sizeof(*src));
	Value *vals = arena_alloc(&arena, nsrc * sizeof(*vals));
	for (int i = 0; i < merge->parents.len; i++) {
		src[i] = merge->parents.v[i];
		vals[i] = known(is_or);
		insert_phisrc(src[i], &ps);
	}
	set_active(other);
	Value r = lin_expr(n->rhs);
	src[nsrc - 1] = active;
	vals[nsrc - 1] = r.known ? known(r.v != 0) : UNKNOWN;
	add_phisrc(&ps, vals[nsrc - 1]);
	bool reached = active && !env.unreachable;
	set_active(merge);
	add_phi(&ps, merge);
	Value v = make_phi(merge, src, vals, reached ? nsrc : nsrc - 1);
	if (dead || v.known)
		kill_phi(&ps);
	return v;
}

static void lin_context(Node *n)
{
	Node *delta = n->ctx_args;
	if (delta && delta->next)
		delta = delta->next;
	int64_t v = 0;
	if (delta)
		eval_int(delta, &v);
	add_insn((Insn){.op = FI_CONTEXT, .delta = (int)v, .loc = n->loc});
}

static void lin_child(Node *n, void *unused)
{
	(void)unused;
	if (node_is_stmt(n))
		lin_stmt(n);
	else
		lin_expr(n);
}

/* An operator's instruction, unless sparse folded it away.  A test of a
 * named pseudo (a '!', a comparison with zero, an extension) dies once
 * sparse's simplify_branch() has made the branches test the pseudo
 * itself (WARN_ON_ONCE(!ptep) after get_locked_pte()'s __cond_lock()). */
static void op_insn(Value v, unsigned before)
{
	if (!v.known && v.id && v.idk != ID_EXACT)
		add_copy();
	else if (!v.known || emitted != before)
		add_other();
}

static Value lin_unary_value(Node *n, Value v);

/* What tells sparse's instructions for operator N apart besides the
 * operator and operands: the operands' size and signedness. */
static int64_t op_type_key(Node *n)
{
	Type *l = n->lhs->ty, *r = n->rhs->ty;
	if (!l || !r)
		return 0;
	int64_t size = l->size > r->size ? l->size : r->size;
	return size * 2 + (is_unsigned(l) || is_unsigned(r) || l->kind == TY_PTR);
}

static Value lin_unary(Node *n)
{
	if (n->kind == ND_CAST && n->ty && n->ty->kind == TY_VOID) {
		lin_expr(n->operand);	/* no value: nothing to keep */
		return UNKNOWN;
	}
	unsigned before = emitted;
	Value v = lin_expr(n->operand);
	Value r = lin_unary_value(n, v);
	op_insn(r, before);
	return r;
}

/* A cast to a pointer to an object from a pointer: sparse's OP_PTRCAST,
 * which its simplifier never looks through (a branch on it is not a
 * branch on the phi it casts: kcalloc()'s NULL in realloc_user_queue()). */
static bool is_ptrcast(Node *n)
{
	Type *to = n->ty, *from = n->operand->ty;
	return n->kind == ND_CAST && to && from && to->kind == TY_PTR && from->kind == TY_PTR &&
	       to->base && to->base->kind != TY_VOID;
}

/* The same made by an assignment or an initializer: from another pointer
 * type (kcalloc()'s void * into a struct pointer). */
static Value converted(Type *to, Node *from, Value v)
{
	Type *ft = from->ty;
	if (v.known || !to || !ft || to->kind != TY_PTR || ft->kind != TY_PTR ||
	    !to->base || to->base->kind == TY_VOID || type_compatible(to, ft, true))
		return v;
	return fresh_value();
}

static Value lin_unary_value(Node *n, Value v)
{
	if (!v.known && is_ptrcast(n))
		return UNKNOWN;		/* a new pseudo */
	if (v.phi && (n->kind == ND_NOT || n->kind == ND_CAST || n->kind == ND_PLUS)) {
		if (n->kind == ND_NOT) {
			Phi *p = arena_alloc(&arena, sizeof(*p));
			*p = *v.phi;
			p->negate = !p->negate;
			v.phi = p;
		}
		Value t = truth_of(n, v);
		v.id = t.id;
		v.idk = t.idk;
		return v;
	}
	if (!v.known)
		return truth_of(n, v);
	switch (n->kind) {
	case ND_NOT: return known(!v.v);
	case ND_NEG: return typed(n, known((int64_t)(0 - (uint64_t)v.v)));
	case ND_BITNOT: return typed(n, known(~v.v));
	case ND_PLUS: return v;
	case ND_CAST:	/* a null pointer constant stays one: $0 */
		return n->ty && n->ty->kind == TY_PTR ? v : typed(n, v);
	}
	return UNKNOWN;
}

/* A load or store of *p or p->m (not a bit-field, whose word sparse
 * loads whole): the pointer, and the offset. */
static Node *mem_pointer(Node *n, int64_t *offset)
{
	*offset = 0;
	if (n->kind == ND_DEREF)
		return n->operand;
	if (n->kind == ND_MEMBER && (n->flags & NF_ARROW) && n->mem && n->mem->bit_width < 0) {
		*offset = n->offset;
		return n->operand;
	}
	return NULL;
}

/* The size of what N loads or stores, negative for floating point (an
 * integer and a float load stay apart); 0 if sparse keeps no such load
 * (volatile, not a scalar). */
static int64_t mem_size(Node *n)
{
	if (!n->ty || !is_scalar(n->ty) || (type_mods(n->ty) & M_VOLATILE))
		return 0;
	return is_float(n->ty) ? -n->ty->size : n->ty->size;
}

/* The lvalue N of a load or a store: its address computed, and that
 * address as (BASE, OFFSET), SIZE bytes, when memory can be known there. */
static const void *lin_memop(Node *n, int64_t *offset, int64_t *size)
{
	Node *p = mem_pointer(n, offset);
	*size = p ? mem_size(n) : 0;
	if (!*size) {
		node_children(n, lin_child, NULL);
		return NULL;
	}
	return pseudo_of(lin_expr(p));
}

/* A load: sparse's simplify_loads() gives it the value an earlier load or
 * store of the same address left, when no call, store or asm came between
 * on the way (*pgmap = NULL; if (*pgmap): 6.12's follow_page_pte()). */
static Value lin_load(Node *n)
{
	int64_t offset, size;
	const void *base = lin_memop(n, &offset, &size);
	Value v;
	if (mem_load(base, offset, size, &v)) {
		add_copy();
		return v;
	}
	add_other();
	v = fresh_value();
	mem_store(base, offset, size, v);
	return v;
}

/* The store of V to the lvalue N: what later loads of it find. */
static void lin_store(Node *n, Value v)
{
	int64_t offset, size;
	const void *base = lin_memop(n, &offset, &size);
	add_other();
	insn_keeps_memory = true;
	add_insn((Insn){.op = FI_STORE});
	insn_keeps_memory = false;
	if (!v.known && !pseudo_of(v))
		v = fresh_value();
	if (active) {
		mem_clobber_store(base, offset, size);
		mem_store(base, offset, size, v);
	}
}

static Value lin_assign(Node *n)
{
	unsigned before = emitted;
	Value v = converted(n->lhs->ty, n->rhs, lin_expr(n->rhs));
	if (n->lhs->kind == ND_VAR && tracked(n->lhs->sym)) {
		if (n->op) {
			/* x op= y: its operator, folded as sparse folds it */
			Value old = env_get(n->lhs->sym);
			add_copy();
			v = !n->ty || is_ptr(n->ty) ? UNKNOWN :
				typed(n, fold(n->op, old, v, operand_type(n, n->op)));
			op_insn(v, before);
		}
		env_set(n->lhs->sym, v);
		add_copy();	/* an SSA value, not a store */
		return v;
	}
	lin_store(n->lhs, n->op ? UNKNOWN : v);
	return UNKNOWN;
}

static Value lin_incdec(Node *n)
{
	Node *x = n->operand;
	if (x->kind == ND_VAR && tracked(x->sym)) {
		Value old = env_get(x->sym);
		Value upd = old.known ? known(old.v + (n->kind == ND_PREINC ||
						      n->kind == ND_POSTINC ? 1 : -1)) : UNKNOWN;
		env_set(x->sym, upd);
		add_other();
		return n->kind == ND_PREINC || n->kind == ND_PREDEC ? upd : old;
	}
	lin_store(x, UNKNOWN);
	return UNKNOWN;
}

static void lin_init_list(Node *n)
{
	/* sparse expands the first entry alone (check.c's expand_expr) */
	for (Node *e = n->entries; e; e = e->next) {
		if (e != n->entries)
			no_inline++;
		lin_expr(e->value);
		if (e != n->entries)
			no_inline--;
	}
	add_other();
}

/* The address of N: a symbol's (sparse's symaddr) and an offset of 0
 * (an add of 0) are gone once its optimizer has run. */
/* The address of the lvalue N (sparse's linearize_address_gen()): a
 * member's is an add to its base, the same pseudo each time on a path
 * (sparse's CSE), the base itself at offset 0. */
static Value lin_address(Node *n)
{
	Value v = UNKNOWN;
	if (flow_nesting > 2000)
		return v;
	flow_nesting++;
	switch (n->kind) {
	case ND_VAR:
		add_copy();
		break;
	case ND_MEMBER: {
		Value base = n->flags & NF_ARROW ? lin_expr(n->operand) : lin_address(n->operand);
		const void *bp = pseudo_of(base);
		bool again = false;
		if (!n->offset)
			v = base;
		else if (bp)
			v = mem_address(bp, n->offset, &again);
		n->offset && !again ? add_other() : add_copy();
		break;
	}
	case ND_DEREF:
		v = lin_expr(n->operand);
		break;
	default:
		lin_expr(n);
		break;
	}
	flow_nesting--;
	return v;
}

static Value lin_expr(Node *n)
{
	if (!n || flow_nesting > 2000)
		return UNKNOWN;
	n = expanded(n);
	int64_t c;
	if (leaf_value(n, &c))
		return known(c);
	Value v = UNKNOWN;
	unsigned before = emitted;
	if ((n->kind == ND_VAR || n->kind == ND_DEREF || n->kind == ND_MEMBER) &&
	    n->ty && (type_mods(n->ty) & M_VOLATILE))
		volatiles++;
	flow_nesting++;
	switch (n->kind) {
	case ND_SIZEOF: case ND_ALIGNOF: case ND_OFFSETOF:
		break;
	case ND_VAR:
		if (tracked(n->sym)) {
			add_copy();
			v = env_get(n->sym);
			if (guess_roots_kept)
				v = guess_known(v);
		} else {
			add_other();	/* a load */
		}
		break;
	case ND_CALL:
		v = lin_call(n);
		break;
	case ND_COND:
		if (branches(n)) {
			v = lin_conditional(n);
		} else {
			Value a = lin_expr(n->then), b = lin_expr(n->els);
			Value k = lin_expr(n->cond);
			if (k.known)
				v = k.v ? (n->then ? a : k) : b;
			op_insn(v, before);
		}
		break;
	case ND_LOGAND: case ND_LOGOR:
		if (branches(n)) {
			v = lin_logical(n);
		} else {
			Value a = lin_expr(n->lhs), b = lin_expr(n->rhs);
			bool is_and = n->kind == ND_LOGAND;
			if (a.known && (is_and ? !a.v : a.v))
				v = known(!is_and);
			else if (a.known && b.known)
				v = known(b.v != 0);
			op_insn(v, before);
		}
		break;
	case ND_ASSIGN:
		v = lin_assign(n);
		break;
	case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
		v = lin_incdec(n);
		break;
	case ND_NOT: case ND_NEG: case ND_BITNOT: case ND_PLUS: case ND_CAST:
		v = lin_unary(n);
		break;
	case ND_ADD: case ND_SUB: case ND_MUL: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
	case ND_EQ: case ND_NE: case ND_LT: case ND_LE: case ND_GT: case ND_GE:
	case ND_DIV: case ND_MOD: case ND_SHL: case ND_SHR: {
		Value a = lin_expr(n->lhs), b = lin_expr(n->rhs);
		v = typed(n, fold(n->kind, a, b, operand_type(n, n->kind)));
		if (!v.known)
			v = same_operands(n, a, b);
		if (!v.known && !v.id)
			v = compare_zero(n->kind, a, b);
		if (!v.known && !v.id && (pseudo_of(a) || pseudo_of(b))) {
			/* sparse's CSE: the same operator again on a path */
			bool again;
			v = mem_op(n->kind, a, b, op_type_key(n), &again);
			if (again) {
				add_copy();
				break;
			}
		}
		op_insn(v, before);
		break;
	}
	case ND_COMMA:
		discarded = strip_void(expanded(n->lhs));
		lin_expr(n->lhs);
		v = lin_expr(n->rhs);
		break;
	case ND_STMT_EXPR: {
		Node *saved = value_stmt;
		value_stmt = n->block;
		while (value_stmt && value_stmt->kind == ND_BLOCK && value_stmt->stmts) {
			Node *s = value_stmt->stmts;
			while (s->next)
				s = s->next;
			value_stmt = s;
		}
		v = lin_stmt(n->block);
		value_stmt = saved;
		break;
	}
	case ND_BUILTIN:
		lin_context(n);
		break;
	case ND_ADDR:
		v = lin_address(n->operand);
		break;
	case ND_INIT_LIST:
		lin_init_list(n);
		break;
	case ND_DESIG:
		lin_expr(n->value);
		break;
	case ND_DEREF: case ND_MEMBER:
		v = lin_load(n);
		break;
	default:
		node_children(n, lin_child, NULL);
		add_other();
		break;
	}
	flow_nesting--;
	if (!v.known && !v.id && !guess_tag(v)) {
		Phi *p = v.phi;
		v = fresh_value();	/* a load, an operator, a call: a new pseudo */
		v.phi = p;
	}
	return v;
}

/* sparse's linearize_cond_branch(). */
static void lin_cond_branch(Node *n, Block *t, Block *f)
{
	if (!n || !active)
		return;
	/* __builtin_expect()'s argument is cast to long, and sparse branches
	 * on that cast as a value: no swap for a '!', no split for && or
	 * ||, and the edges stay in the order written. */
	if (is_builtin_call(n, "__builtin_expect")) {
		lin_value_branch(expanded(n), t, f);
		return;
	}
	n = expanded(n);
	if (n->kind == ND_STR) {
		add_goto(t);
		return;
	}
	switch (n->kind) {
	case ND_LOGAND: case ND_LOGOR:
		if (branches(n)) {
			Block *next = new_block(n->loc);
			if (n->kind == ND_LOGOR)
				lin_cond_branch(n->lhs, t, next);
			else
				lin_cond_branch(n->lhs, next, f);
			set_active(next);
			lin_cond_branch(n->rhs, t, f);
			return;
		}
		break;
	case ND_NOT:
		lin_cond_branch(n->operand, f, t);
		return;
	}
	lin_value_branch(n, t, f);
}

/* A branch on N's value. */
static void lin_value_branch(Node *n, Block *t, Block *f)
{
	unsigned before = emitted;
	Block *start = active;
	int defs = start->defs;
	Value c = lin_expr(n);
	if (c.known && emitted == before && active == start) {
		add_goto(c.v ? t : f);	/* sparse's expansion made it a value */
		return;
	}
	Block *b = active;
	/* the tests of a named value go once the branch tests it */
	if (b && c.id && b == start)
		b->defs = defs;
	add_branch(t, f, c);
	if (b && c.phi)
		last_insn(b)->phi = c.phi;
	if (b && (c.id || guess_tag(c))) {
		last_insn(b)->cid = c.id;
		last_insn(b)->guess = guess_tag(c);
		last_insn(b)->cneg = c.idk == ID_FALSE;
	}
}

/* --- statements ---------------------------------------------------------------- */

static void lin_decl(Node *n)
{
	Symbol *s = n->sym;
	if (!s || s->kind != SYM_VAR || s->storage == SC_STATIC || s->storage == SC_EXTERN)
		return;
	if (!s->init) {
		env_set(s, UNKNOWN);
		return;
	}
	if (!is_scalar(s->ty))
		add_insn((Insn){.op = FI_STORE});	/* sparse zeroes it first */
	if (s->init->kind == ND_INIT_LIST) {
		lin_init_list(s->init);
		return;
	}
	Value v = converted(s->ty, s->init, lin_expr(s->init));
	if (tracked(s)) {
		env_set(s, v);
		add_copy();
		return;
	}
	add_insn((Insn){.op = FI_STORE});
}

/* The first guess of the loop being entered (flow-value.c). */
static int loop_first_guess;

/* What a loop assigns is unknown at its top (its back edge comes later),
 * but for the guess that a constant stays. */
static void forget_var(Symbol *s)
{
	if (!tracked(s))
		return;
	Value old = env_get(s);
	if (guess_tag(old) >= loop_first_guess)
		return;		/* assigned twice: guessed once */
	env_set(s, guess_new(s, old));
}

static void forget_assigned(Node *n, void *unused)
{
	(void)unused;
	if (!n)
		return;
	switch (n->kind) {
	case ND_ASSIGN:
		if (n->lhs->kind == ND_VAR)
			forget_var(n->lhs->sym);
		break;
	case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
		if (n->operand->kind == ND_VAR)
			forget_var(n->operand->sym);
		break;
	case ND_DECL:
		if (n->sym)
			env_set(n->sym, UNKNOWN);
		forget_assigned(n->sym ? n->sym->init : NULL, NULL);
		break;
	}
	node_children(n, forget_assigned, NULL);
}

static void forget_loop(Node *pre_cond, Node *body, Node *post, Node *post_cond)
{
	loop_first_guess = guess_count();
	forget_assigned(pre_cond, NULL);
	forget_assigned(body, NULL);
	forget_assigned(post, NULL);
	forget_assigned(post_cond, NULL);
}

/* Whether a local that holds a value before the loop is written and read
 * in it: sparse's SSA form has a live phi for it at the loop's top, and
 * a phi source at the end of each block that enters it. */
static bool loop_carries(Node *pre_cond, Node *body, Node *post, Node *post_cond)
{
	PtrVec *rw = loop_rw(pre_cond, body, post, post_cond);
	for (int i = 0; rw && i < rw->len; i++)
		for (int k = 0; k < env.len; k++)
			if (env.v[k].var == rw->v[i])
				return true;
	return false;
}

/* After a loop that kept a guess for good: its locals' constants. */
static void settle_env(void)
{
	for (int k = 0; k < env.len; k++) {
		int64_t c;
		if (guess_settled(env.v[k].val, &c))
			env_set(env.v[k].var, known(c));
	}
}

/* sparse's linearize_iterator(): while, do and for. */
static void lin_loop(Node *pre, Node *pre_cond, Node *body, Node *post, Node *post_cond,
		     Loc pos, bool has_post_cond)
{
	structural++;
	lin_stmt(pre);
	Block *body_bb = new_block(pos), *top = body_bb;
	Block *cont = new_block(pos), *end = new_block(pos);
	bool carried = loop_carries(pre_cond, body, post, post_cond);
	Block *entry = active;
	int first_bb = flow.bbs.len, first_guess = guess_count(), last_guess = first_guess;
	if (!has_post_cond) {
		top = new_block(pos);
		set_active(top);
		forget_loop(pre_cond, body, post, post_cond);
		mem_reset();	/* the back edge's memory is not known yet */
		last_guess = guess_count();
	}
	if (pre_cond)
		lin_cond_branch(pre_cond, body_bb, end);
	Block *brk = frame->brk, *cnt = frame->cont;
	frame->brk = end;
	frame->cont = cont;
	set_active(body_bb);
	if (has_post_cond) {
		int64_t c;
		forget_loop(pre_cond, body, post, post_cond);
		/* the back edge's memory is not known yet; do { } while (0)
		 * has none */
		if (!leaf_value(expanded(post_cond), &c) || c)
			mem_reset();
		last_guess = guess_count();
	}
	live_enter_loop(pre_cond, body, post, post_cond);
	lin_stmt(body);
	add_goto(cont);
	set_active(cont);
	if (post && active && !active->ninsns)
		active->pos = post->loc;	/* sparse makes it a statement */
	if (post)
		lin_expr(post);
	if (carried)
		live_loop_phi(top);
	if (!has_post_cond)
		add_goto(top);
	else
		lin_cond_branch(post_cond, top, end);
	live_leave_loop();
	frame->brk = brk;
	frame->cont = cnt;
	bool settled = settle_guesses(first_guess, last_guess, top, entry);
	if (settled)
		decide_guessed(&flow.bbs, first_bb);
	set_active(end);
	if (settled)
		settle_env();
}

static void lin_for(Node *n)
{
	Node *pre = NULL;
	if (n->init && n->init->kind == ND_BLOCK) {
		/* the for's own declarations: never expanded by sparse */
		no_inline++;
		for (Node *d = n->init->stmts; d; d = d->next)
			if (d->kind == ND_DECL)
				lin_decl(d);
		no_inline--;
	} else {
		pre = n->init;
	}
	lin_loop(pre, n->for_cond, n->for_body, n->inc, NULL, n->loc, false);
}

/* The case and default labels of a switch, in source order, not those of
 * a switch nested in it. */
static void collect_cases(Node *n, PtrVec *out)
{
	if (!n || n->kind == ND_SWITCH || flow_nesting > 2000)
		return;
	if (n->kind == ND_CASE || n->kind == ND_DEFAULT)
		vec_push(out, n);
	if (!node_is_stmt(n))
		return;
	flow_nesting++;
	switch (n->kind) {
	case ND_BLOCK:
		for (Node *s = n->stmts; s; s = s->next)
			collect_cases(s, out);
		break;
	case ND_IF:
		collect_cases(n->then, out);
		collect_cases(n->els, out);
		break;
	case ND_WHILE: case ND_DO: case ND_CASE:
		collect_cases(n->body, out);
		break;
	case ND_FOR:
		collect_cases(n->for_body, out);
		break;
	case ND_LABEL: case ND_DEFAULT:
		collect_cases(n->stmt, out);
		break;
	}
	flow_nesting--;
}

/* sparse's linearize_switch(). */
static void lin_switch(Node *n)
{
	Block *end = new_block(n->loc);
	Value v = lin_expr(n->cond);
	if (!active)
		set_active(new_block(n->loc));
	Block *sw = active;
	end_block(FI_SWITCH);
	PtrVec cases = {0};
	collect_cases(n->body, &cases);
	Block *deflt = NULL, *pick = NULL;
	for (int i = 0; i < cases.len; i++) {
		Node *c = cases.v[i];
		Block *b = bound_block(c, c->loc);
		if (c->kind == ND_DEFAULT) {
			deflt = b;
			continue;
		}
		if (!c->range || c->range->lo > c->range->hi)
			continue;	/* not in sparse's jump table */
		add_edge(sw, b);
		if (v.known && !pick && v.v >= c->range->lo && v.v <= c->range->hi)
			pick = b;
	}
	free(cases.v);
	Block *brk = frame->brk;
	frame->brk = end;
	lin_stmt(n->body);
	frame->brk = brk;
	set_active(end);
	if (!deflt) {
		deflt = end;
		mem_reset();	/* the switch's own edge comes now */
	}
	add_edge(sw, deflt);
	/* on a constant, sparse's simplify_switch() makes it a jump */
	Insn *in = last_insn(sw);
	in->cond = v.known ? 1 : -1;
	in->t = v.known ? (pick ? pick : deflt) : NULL;
}

static void lin_return(Node *n)
{
	if (!frame->ret)
		frame->ret = bound_block(frame, frame->ret_pos);
	Value v = lin_expr(n->expr);
	if (active && frame->has_value) {
		if (!frame->ret->ninsns)
			add_phi(&frame->rets, frame->ret);
		add_phisrc(&frame->rets, v);
	}
	if (active && !env.unreachable) {
		frame->ret_val = frame->ret_seen ? join(frame->ret_val, v) : v;
		frame->ret_seen = true;
		if (frame->nrets < 8) {
			frame->ret_src[frame->nrets] = active;
			frame->ret_vals[frame->nrets] = v;
		}
		frame->nrets++;
	}
	add_goto(frame->ret);
}

static void lin_goto_ind(Node *n);

/* An expression statement: when its value is all it makes (no call,
 * store, volatile load or branch) and no local it sets is read again,
 * sparse's optimizer removes it. */
static void lin_discarded(Node *e)
{
	discarded = strip_void(expanded(e));
	Block *b = active;
	int start = b ? b->ninsns : 0;
	unsigned e0 = effects, s0 = structural, v0 = volatiles;
	lin_expr(e);
	if (!b || active != b || effects != e0 || structural != s0 || volatiles != v0)
		return;
	bool computes = false;
	for (int i = start; i < b->ninsns && !computes; i++)
		computes = b->insns[i].op == FI_OTHER;
	if (!computes || live_read_later(e, discarded))
		return;		/* nothing to remove, or a local it sets is read again */
	for (int i = start; i < b->ninsns; i++)
		if (b->insns[i].op == FI_OTHER)
			b->insns[i].op = FI_COPY;
}

/* Whether an asm statement clobbers memory or writes it: a "memory"
 * clobber, an output in memory (constraint m, o, V or Q without r), or an
 * output stored to memory after it, all but a local in SSA form (sparse's
 * linearize_asm_statement()). */
static bool asm_writes_memory(Node *n)
{
	if (n->op == ASM_CLOBBERS_MEMORY)
		return true;
	for (Node *o = n->outputs; o; o = o->next) {
		Node *x = o->value;
		while (x && x->kind == ND_CAST)
			x = x->operand;
		if (!x || x->kind != ND_VAR || !tracked(x->sym))
			return true;
		bool reg = false, mem = false;
		const char *c = o->str ? strchr(o->str, '"') : NULL;
		for (c = c ? c + 1 : NULL; c && *c && *c != '"'; c++) {
			reg |= *c == 'r';
			mem |= *c == 'm' || *c == 'o' || *c == 'V' || *c == 'Q';
		}
		if (mem && !reg)
			return true;
	}
	return false;
}

/* An asm statement stores its outputs: a local it writes holds a value
 * nothing here knows (sparse's pseudo of the asm). */
static void lin_asm_outputs(Node *n)
{
	for (Node *o = n->outputs; o; o = o->next) {
		Node *x = o->value;
		while (x && x->kind == ND_CAST)
			x = x->operand;
		if (x && x->kind == ND_VAR && tracked(x->sym))
			env_set(x->sym, fresh_value());
	}
}

/* A statement; its value if it is an expression statement (the value of
 * a statement expression). */
static Value lin_stmt(Node *n)
{
	if (!n || flow_nesting > 2000)
		return UNKNOWN;
	if (active && !active->ninsns)
		active->pos = n->kind == ND_DECL && n->decl_start ? *n->decl_start : n->loc;
	Value v = UNKNOWN;
	flow_nesting++;
	switch (n->kind) {
	case ND_BLOCK:
		for (Node *s = n->stmts; s; s = s->next)
			v = lin_stmt(s);
		break;
	case ND_DECL:
		lin_decl(n);
		break;
	case ND_EXPR_STMT:
		if (n != value_stmt) {
			lin_discarded(n->expr);
			break;
		}
		v = lin_expr(n->expr);
		break;
	case ND_ASM:
		/* a side effect, which loses memory only when it says so */
		insn_keeps_memory = !asm_writes_memory(n);
		add_insn((Insn){.op = FI_CALL});
		insn_keeps_memory = false;
		lin_asm_outputs(n);
		break;
	case ND_RETURN:
		lin_return(n);
		break;
	case ND_CASE:
		add_label(n, n->loc);
		lin_stmt(n->body);
		break;
	case ND_DEFAULT:
		add_label(n, n->loc);
		lin_stmt(n->stmt);
		break;
	case ND_LABEL:
		if (n->sym && n->sym->used) {
			structural++;
			live_join_phis(add_label(n->sym, n->loc), n, frame->env_start);
			/* a goto from further down may come with other values
			 * of this body's locals (the callers' are the same on
			 * every path through an inline copy); with none, the
			 * parents met so far are all there are */
			if (live_goto_later(n)) {
				if (env.len > frame->env_start)
					env.len = frame->env_start;
				mem_reset();
			}
		}
		v = lin_stmt(n->stmt);
		break;
	case ND_GOTO:
		if (active && n->sym)
			add_goto(bound_block(n->sym, n->sym->loc));
		break;
	case ND_GOTO_IND:
		lin_goto_ind(n);
		break;
	case ND_BREAK:
		if (frame->brk)
			add_goto(frame->brk);
		break;
	case ND_CONTINUE:
		if (frame->cont)
			add_goto(frame->cont);
		break;
	case ND_IF: {
		Block *t = new_block(n->loc), *f = new_block(n->loc), *endif = f;
		lin_cond_branch(n->cond, t, f);
		set_active(t);
		lin_stmt(n->then);
		if (n->els) {
			endif = new_block(n->loc);
			add_goto(endif);
			set_active(f);
			lin_stmt(n->els);
		}
		set_active(endif);
		live_join_phis(endif, n, frame->env_start);
		break;
	}
	case ND_SWITCH:
		lin_switch(n);
		break;
	case ND_WHILE:
		lin_loop(NULL, n->cond, n->body, NULL, NULL, n->loc, false);
		break;
	case ND_DO:
		lin_loop(NULL, NULL, n->body, NULL, n->cond, n->loc, true);
		break;
	case ND_FOR:
		lin_for(n);
		break;
	default:
		break;
	}
	flow_nesting--;
	return v;
}

/* A computed goto may reach every label whose address is taken. */
static void collect_label_addrs(Node *n, void *out)
{
	if (!n)
		return;
	if (n->kind == ND_LABEL_ADDR && n->sym)
		vec_push(out, n->sym);
	node_children(n, collect_label_addrs, out);
	if (n->kind == ND_DECL && n->sym && n->sym->init)
		collect_label_addrs(n->sym->init, out);
}

static void lin_goto_ind(Node *n)
{
	if (!active)
		return;
	lin_expr(n->expr);
	Block *from = active;
	if (!from)
		return;
	PtrVec labels = {0};
	collect_label_addrs(fn_body(flow.fn), &labels);
	for (int i = 0; i < labels.len; i++) {
		Symbol *l = labels.v[i];
		add_edge(from, bound_block(l, l->loc));
	}
	free(labels.v);
	end_block(FI_CGOTO);
}

/* sparse's linearize_fn_statement(): the body, then its return label. */
static void lin_fn_body(Node *body, Loc ret_pos, bool has_value)
{
	frame->ret_pos = ret_pos;
	frame->has_value = has_value;
	live_enter_body(body);
	if (body && body->kind == ND_BLOCK)
		for (Node *s = body->stmts; s; s = s->next)
			lin_stmt(s);
	else
		lin_stmt(body);
	live_leave_body();
	if (has_value && active && !terminated(active)) {
		if (!frame->ret)
			frame->ret = bound_block(frame, ret_pos);
		if (!frame->ret->ninsns)
			add_phi(&frame->rets, frame->ret);
	}
	if (frame->ret)
		set_active(frame->ret);
	else
		add_label(frame, ret_pos);
}

/* --- the entry ----------------------------------------------------------------- */

Flow *flow_build(Symbol *fn)
{
	Node *body = fn_body(fn);
	if (!body)
		return NULL;
	arena_reset(&arena);
	flow = (Flow){.fn = fn};
	nbindings = bindings_cap = binding_index_cap = 0;
	bindings = NULL;
	binding_index = NULL;
	copies = 0;
	flow_cost_reset();
	guess_reset();
	mem_reset();
	ninlining = 0;
	no_inline = 0;
	flow_nesting = 0;
	Frame top = {0};
	frame = &top;
	active = NULL;
	scan_body(fn, body);
	flow.entry = new_block(def_pos(fn));
	set_active(flow.entry);
	env = (Env){0};	/* the entry is reached */
	env_shared = false;
	for (Symbol *p = fn->params; p; p = p->prev_decl)
		env_set(p, (Value){.id = p});	/* each its own pseudo */
	add_insn((Insn){.op = FI_ENTRY});
	inlining[ninlining++] = fn;
	Type *ft = fn->ty;
	lin_fn_body(body, def_pos(fn), ft->base && ft->base->kind != TY_VOID);
	if (top.ret_seen && (top.ret_val.known || top.ret_val.id))
		kill_phi(&top.rets);
	add_insn((Insn){.op = FI_RET});
	frame = NULL;
	flow_simplify(&flow);
	return &flow;
}

void flow_finish(void)
{
	arena_free(&arena);
	straight_finish();
	flow_context_finish();
	loop_first_guess = 0;
	mem_finish();
	free(addr_taken.v);
	free(scanned.v);
	addr_taken = scanned = (PtrSet){0};
	/* the rest pointed into the arena: a fresh process's zeros */
	flow = (Flow){0};
	env = (Env){0};
	env_shared = false;
	active = NULL;
	frame = NULL;
	bindings = NULL;
	binding_index = NULL;
	nbindings = bindings_cap = binding_index_cap = 0;
	memset(inlining, 0, sizeof(inlining));
	emitted = structural = effects = 0;
	ids = 0;
	flow_simplify_finish();
	flow_cost_finish();
	live_finish();
	guess_finish();
	flow_param_lookups = 0;
	copies = ninlining = no_inline = flow_nesting = 0;
	values = volatiles = 0;
	flow_loop_finish();
	discarded = value_stmt = NULL;
}

