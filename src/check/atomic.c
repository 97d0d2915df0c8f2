/* atomic.c - gfp-sleep-in-atomic: an allocation that may sleep, made where
 * sleeping is forbidden.
 *
 * A mask with __GFP_DIRECT_RECLAIM (GFP_KERNEL, GFP_NOFS, ...) lets the
 * allocator sleep; under a spinlock, with interrupts, bottom halves or
 * preemption off, in an RCU read-side section or in a hard-irq handler that
 * is a bug the kernel only reports at run time, on the paths a test happens
 * to take.  Here every function of the translation unit is walked along its
 * paths (branches, loops, switch, goto, early returns) with the stack of
 * atomic sections it is in, each entry remembering where it began for the
 * note.
 *
 * Where paths meet with different stacks, the smaller one wins: conditional
 * locking ("if (c) spin_lock(l)") is not followed, so that a report always
 * means "on every path that reaches this call" - no false alarm from
 * correlated conditions the analysis cannot see.  The success branch of a
 * trylock is followed exactly.
 *
 * Entry and exit points are recognised by name, at two levels: the function
 * called after preprocessing (spin_lock, _raw_spin_lock_irqsave,
 * arch_local_irq_save, rcu_read_lock...) and, for the macros whose
 * expansion leaves no call of its own (preempt_disable() is barrier()
 * without CONFIG_PREEMPT_COUNT), the macro expanded: the preprocessor
 * reports each expansion of those names with its outermost expansion
 * point, which is where the nodes made of its tokens are located.
 * --atomic-enter/--atomic-exit/--atomic-trylock add names.
 *
 * Functions of the translation unit get a summary, computed on demand:
 * whether they may sleep (and from which allocation, for the message),
 * whether they sleep on every path, what they leave taken or released, and
 * where each gfp_t parameter is allocated with, so that a helper that
 * allocates with GFP_KERNEL, or a wrapper that takes a lock, counts at its
 * call site.  Only a function that sleeps on every path carries a chain
 * further: a helper that allocates on some path is reported one level up,
 * not through guesses two levels away.  A function with a gfp_t parameter
 * that never reaches an allocation (mapping_set_gfp_mask stores it) is not
 * an allocation; one that releases its caller's lock before allocating
 * (mas_nomem) is accepted under that lock.  A callee that may sleep is
 * judged again with the constant scalar arguments of a call in atomic
 * context (a "nofail" flag that picks GFP_KERNEL over GFP_ATOMIC).  In
 * project mode, each unit exports the summaries of its external functions
 * and a unit that called one of them is checked again with them
 * (atomic-xtu.c).
 *
 * A function that runs in atomic context without a lock of its own (a
 * callback the kernel runs so, a static function whose every caller is
 * atomic: atomic-roots.c) is walked from a first section, its Root; what
 * its summary already tells its callers is not reported again in it.
 * CG_DEBUG_ATOMIC=1 prints every summary and root on stderr. */
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>
#include "atomic.h"
#include "atomic-internal.h"
#include "arena.h"
#include "diag.h"
#include "gfp.h"
#include "intern.h"
#include "config.h"
#include "outfile.h"
#include "parse.h"
#include "pp.h"
#include "report.h"
#include "sema.h"
#include "source.h"
#include "stack.h"
#include "type.h"

/* --- what begins and ends an atomic section ----------------------------- */

enum { OP_ENTER = 1, OP_EXIT, OP_TRY };

/* How a name is met: called (after preprocessing), or as the macro
 * written at an expansion point, or either, as eras spell it. */
enum { AS_CALL = 0, AS_MACRO = 1, AS_EITHER = 2 };

typedef struct LockName {
	const char *name;
	uint8_t op, kinds;
	uint8_t macro;		/* AS_* */
} LockName;

static const LockName lock_names[] = {
	/* spinlocks: 6.1's inline spin_* and the _raw_* functions that the
	 * raw_spin_*, spin_*_irqsave and rwlock macros expand to */
	{"spin_lock", OP_ENTER, K_SPIN, false}, {"_raw_spin_lock", OP_ENTER, K_SPIN, false},
	{"_raw_spin_lock_nested", OP_ENTER, K_SPIN, false}, {"_raw_spin_lock_nest_lock", OP_ENTER, K_SPIN, false},
	{"spin_lock_bh", OP_ENTER, K_BH | K_SPIN, false}, {"_raw_spin_lock_bh", OP_ENTER, K_BH | K_SPIN, false},
	{"spin_lock_irq", OP_ENTER, K_IRQ | K_SPIN, false}, {"_raw_spin_lock_irq", OP_ENTER, K_IRQ | K_SPIN, false},
	{"_raw_spin_lock_irqsave", OP_ENTER, K_IRQ | K_SPIN, false},
	{"_raw_spin_lock_irqsave_nested", OP_ENTER, K_IRQ | K_SPIN, false},
	{"spin_unlock", OP_EXIT, K_SPIN, false}, {"_raw_spin_unlock", OP_EXIT, K_SPIN, false},
	{"spin_unlock_bh", OP_EXIT, K_BH | K_SPIN, false}, {"_raw_spin_unlock_bh", OP_EXIT, K_BH | K_SPIN, false},
	{"spin_unlock_irq", OP_EXIT, K_IRQ | K_SPIN, false}, {"_raw_spin_unlock_irq", OP_EXIT, K_IRQ | K_SPIN, false},
	{"spin_unlock_irqrestore", OP_EXIT, K_IRQ | K_SPIN, false},
	{"_raw_spin_unlock_irqrestore", OP_EXIT, K_IRQ | K_SPIN, false},
	{"spin_trylock", OP_TRY, K_SPIN, false}, {"_raw_spin_trylock", OP_TRY, K_SPIN, false},
	{"spin_trylock_bh", OP_TRY, K_BH | K_SPIN, false}, {"_raw_spin_trylock_bh", OP_TRY, K_BH | K_SPIN, false},
	{"_atomic_dec_and_lock", OP_TRY, K_SPIN, false}, {"_atomic_dec_and_raw_lock", OP_TRY, K_SPIN, false},
	{"_atomic_dec_and_lock_irqsave", OP_TRY, K_IRQ | K_SPIN, false},
	{"_atomic_dec_and_raw_lock_irqsave", OP_TRY, K_IRQ | K_SPIN, false},
	{"refcount_dec_and_lock", OP_TRY, K_SPIN, false},
	{"refcount_dec_and_lock_irqsave", OP_TRY, K_IRQ | K_SPIN, false},
	/* the inline bodies the _raw_* names become with CONFIG_INLINE_* */
	{"__raw_spin_lock", OP_ENTER, K_SPIN, false}, {"__raw_spin_lock_bh", OP_ENTER, K_BH | K_SPIN, false},
	{"__raw_spin_lock_irq", OP_ENTER, K_IRQ | K_SPIN, false},
	{"__raw_spin_lock_irqsave", OP_ENTER, K_IRQ | K_SPIN, false},
	{"__raw_spin_unlock", OP_EXIT, K_SPIN, false}, {"__raw_spin_unlock_bh", OP_EXIT, K_BH | K_SPIN, false},
	{"__raw_spin_unlock_irq", OP_EXIT, K_IRQ | K_SPIN, false},
	{"__raw_spin_unlock_irqrestore", OP_EXIT, K_IRQ | K_SPIN, false},
	{"__raw_spin_trylock", OP_TRY, K_SPIN, false}, {"__raw_spin_trylock_bh", OP_TRY, K_BH | K_SPIN, false},
	{"__raw_read_lock", OP_ENTER, K_RW, false}, {"__raw_write_lock", OP_ENTER, K_RW, false},
	{"__raw_read_lock_bh", OP_ENTER, K_BH | K_RW, false}, {"__raw_write_lock_bh", OP_ENTER, K_BH | K_RW, false},
	{"__raw_read_lock_irq", OP_ENTER, K_IRQ | K_RW, false}, {"__raw_write_lock_irq", OP_ENTER, K_IRQ | K_RW, false},
	{"__raw_read_lock_irqsave", OP_ENTER, K_IRQ | K_RW, false},
	{"__raw_write_lock_irqsave", OP_ENTER, K_IRQ | K_RW, false},
	{"__raw_read_unlock", OP_EXIT, K_RW, false}, {"__raw_write_unlock", OP_EXIT, K_RW, false},
	{"__raw_read_unlock_bh", OP_EXIT, K_BH | K_RW, false}, {"__raw_write_unlock_bh", OP_EXIT, K_BH | K_RW, false},
	{"__raw_read_unlock_irq", OP_EXIT, K_IRQ | K_RW, false}, {"__raw_write_unlock_irq", OP_EXIT, K_IRQ | K_RW, false},
	{"__raw_read_unlock_irqrestore", OP_EXIT, K_IRQ | K_RW, false},
	{"__raw_write_unlock_irqrestore", OP_EXIT, K_IRQ | K_RW, false},
	{"__raw_read_trylock", OP_TRY, K_RW, false}, {"__raw_write_trylock", OP_TRY, K_RW, false},
	{"bit_spin_lock", OP_ENTER, K_SPIN, false}, {"bit_spin_unlock", OP_EXIT, K_SPIN, false},
	{"__bit_spin_unlock", OP_EXIT, K_SPIN, false}, {"bit_spin_trylock", OP_TRY, K_SPIN, false},
	/* before 2.6.33 the macros called _spin_*() and _read_/_write_*() */
	{"_spin_lock", OP_ENTER, K_SPIN, false}, {"_spin_lock_bh", OP_ENTER, K_BH | K_SPIN, false},
	{"_spin_lock_irq", OP_ENTER, K_IRQ | K_SPIN, false},
	{"_spin_lock_irqsave", OP_ENTER, K_IRQ | K_SPIN, false},
	{"_spin_unlock", OP_EXIT, K_SPIN, false}, {"_spin_unlock_bh", OP_EXIT, K_BH | K_SPIN, false},
	{"_spin_unlock_irq", OP_EXIT, K_IRQ | K_SPIN, false},
	{"_spin_unlock_irqrestore", OP_EXIT, K_IRQ | K_SPIN, false},
	{"_spin_trylock", OP_TRY, K_SPIN, false},
	{"_read_lock", OP_ENTER, K_RW, false}, {"_read_unlock", OP_EXIT, K_RW, false},
	{"_write_lock", OP_ENTER, K_RW, false}, {"_write_unlock", OP_EXIT, K_RW, false},
	{"_read_lock_irqsave", OP_ENTER, K_IRQ | K_RW, false},
	{"_read_unlock_irqrestore", OP_EXIT, K_IRQ | K_RW, false},
	{"_write_lock_irqsave", OP_ENTER, K_IRQ | K_RW, false},
	{"_write_unlock_irqrestore", OP_EXIT, K_IRQ | K_RW, false},
	{"_read_lock_bh", OP_ENTER, K_BH | K_RW, false}, {"_read_unlock_bh", OP_EXIT, K_BH | K_RW, false},
	{"_write_lock_bh", OP_ENTER, K_BH | K_RW, false}, {"_write_unlock_bh", OP_EXIT, K_BH | K_RW, false},
	/* rwlock_t */
	{"_raw_read_lock", OP_ENTER, K_RW, false}, {"_raw_write_lock", OP_ENTER, K_RW, false},
	{"_raw_write_lock_nested", OP_ENTER, K_RW, false},
	{"_raw_read_lock_bh", OP_ENTER, K_BH | K_RW, false}, {"_raw_write_lock_bh", OP_ENTER, K_BH | K_RW, false},
	{"_raw_read_lock_irq", OP_ENTER, K_IRQ | K_RW, false}, {"_raw_write_lock_irq", OP_ENTER, K_IRQ | K_RW, false},
	{"_raw_read_lock_irqsave", OP_ENTER, K_IRQ | K_RW, false},
	{"_raw_write_lock_irqsave", OP_ENTER, K_IRQ | K_RW, false},
	{"_raw_read_unlock", OP_EXIT, K_RW, false}, {"_raw_write_unlock", OP_EXIT, K_RW, false},
	{"_raw_read_unlock_bh", OP_EXIT, K_BH | K_RW, false}, {"_raw_write_unlock_bh", OP_EXIT, K_BH | K_RW, false},
	{"_raw_read_unlock_irq", OP_EXIT, K_IRQ | K_RW, false}, {"_raw_write_unlock_irq", OP_EXIT, K_IRQ | K_RW, false},
	{"_raw_read_unlock_irqrestore", OP_EXIT, K_IRQ | K_RW, false},
	{"_raw_write_unlock_irqrestore", OP_EXIT, K_IRQ | K_RW, false},
	{"_raw_read_trylock", OP_TRY, K_RW, false}, {"_raw_write_trylock", OP_TRY, K_RW, false},
	/* interrupts: local_irq_* are macros over these inline functions */
	{"arch_local_irq_disable", OP_ENTER, K_IRQ, false}, {"arch_local_irq_save", OP_ENTER, K_IRQ, false},
	{"arch_local_irq_enable", OP_EXIT, K_IRQ, false}, {"arch_local_irq_restore", OP_EXIT, K_IRQ, false},
	/* ... and were other functions or a bare asm ("cli") before
	 * 2.6.37: the macros themselves, the call inside (if any) counted
	 * once (walk_call()) */
	{"local_irq_save", OP_ENTER, K_IRQ, AS_EITHER}, {"local_irq_disable", OP_ENTER, K_IRQ, AS_EITHER},
	{"local_irq_restore", OP_EXIT, K_IRQ, AS_EITHER}, {"local_irq_enable", OP_EXIT, K_IRQ, AS_EITHER},
	/* bottom halves: a function, or in early 2.6 a macro over the
	 * preempt count */
	{"local_bh_disable", OP_ENTER, K_BH, AS_EITHER}, {"__local_bh_disable_ip", OP_ENTER, K_BH, false},
	{"local_bh_enable", OP_EXIT, K_BH, AS_EITHER}, {"__local_bh_enable_ip", OP_EXIT, K_BH, false},
	{"_local_bh_enable", OP_EXIT, K_BH, false}, {"local_bh_enable_ip", OP_EXIT, K_BH, false},
	/* RCU */
	{"rcu_read_lock", OP_ENTER, K_RCU, false}, {"rcu_read_lock_bh", OP_ENTER, K_BH | K_RCU, AS_EITHER},
	{"rcu_read_lock_sched", OP_ENTER, K_PREEMPT | K_RCU, false},
	{"rcu_read_lock_sched_notrace", OP_ENTER, K_PREEMPT | K_RCU, false},
	{"__rcu_read_lock", OP_ENTER, K_RCU, false},
	{"rcu_read_unlock", OP_EXIT, K_RCU, false}, {"rcu_read_unlock_bh", OP_EXIT, K_BH | K_RCU, AS_EITHER},
	{"rcu_read_unlock_sched", OP_EXIT, K_PREEMPT | K_RCU, false},
	{"rcu_read_unlock_sched_notrace", OP_EXIT, K_PREEMPT | K_RCU, false},
	{"__rcu_read_unlock", OP_EXIT, K_RCU, false},
	/* preemption: macros that can expand to a bare barrier(), met inside
	 * get_cpu(), local_lock() and the like as well */
	{"preempt_disable", OP_ENTER, K_PREEMPT, true},
	{"preempt_disable_notrace", OP_ENTER, K_PREEMPT, true},
	{"preempt_enable", OP_EXIT, K_PREEMPT, true},
	{"preempt_enable_notrace", OP_EXIT, K_PREEMPT, true},
	{"preempt_enable_no_resched", OP_EXIT, K_PREEMPT, true},
	{"preempt_enable_no_resched_notrace", OP_EXIT, K_PREEMPT, true},
	{"sched_preempt_enable_no_resched", OP_EXIT, K_PREEMPT, true},
};

/* Name -> LockName, by interned identifier. */
#define NAME_SLOTS 512
static struct { Ident *id; LockName ln; } name_map[NAME_SLOTS];
static bool names_ready;

static void add_name(const char *name, int op, int kinds, int macro)
{
	Ident *id = intern_cstr(name);
	unsigned h = (unsigned)((uintptr_t)id >> 4) & (NAME_SLOTS - 1);
	for (int i = 0; i < NAME_SLOTS; i++, h = (h + 1) & (NAME_SLOTS - 1)) {
		if (!name_map[h].id || name_map[h].id == id) {
			name_map[h].id = id;
			name_map[h].ln = (LockName){name, (uint8_t)op, (uint8_t)kinds, (uint8_t)macro};
			return;
		}
	}
}


static const LockName *lock_name(Ident *id, bool macro)
{
	unsigned h = (unsigned)((uintptr_t)id >> 4) & (NAME_SLOTS - 1);
	for (int i = 0; i < NAME_SLOTS && name_map[h].id; i++, h = (h + 1) & (NAME_SLOTS - 1))
		if (name_map[h].id == id)
			return name_map[h].ln.macro == AS_EITHER || (name_map[h].ln.macro == AS_MACRO) == macro ||
			       name_map[h].ln.kinds == K_USER ? &name_map[h].ln : NULL;
	return NULL;
}


static void names_init(void)
{
	if (names_ready)
		return;
	names_ready = true;
	for (size_t i = 0; i < sizeof lock_names / sizeof *lock_names; i++)
		add_name(lock_names[i].name, lock_names[i].op, lock_names[i].kinds, lock_names[i].macro);
	for (int i = 0; i < opt.atomic_enter.len; i++)
		add_name(opt.atomic_enter.v[i], OP_ENTER, K_USER, false);
	for (int i = 0; i < opt.atomic_exit.len; i++)
		add_name(opt.atomic_exit.v[i], OP_EXIT, K_USER, false);
	for (int i = 0; i < opt.atomic_trylock.len; i++)
		add_name(opt.atomic_trylock.v[i], OP_TRY, K_USER, false);
}

/* --- lock macros expanded in this unit, by expansion point ------------- */

#define PER_SITE 4

typedef struct Site {
	uint32_t file, line;
	uint16_t col;
	const LockName *names[PER_SITE + 1];	/* in expansion order, NULL-ended */
} Site;

static Site *sites;
static size_t nsites, capsites;

static size_t site_hash(uint32_t file, uint32_t line, uint16_t col)
{
	uint64_t h = ((uint64_t)file * 0x9E3779B97F4A7C15ull) ^ ((uint64_t)line << 16) ^ col;
	h ^= h >> 29;
	return (size_t)(h * 0xBF58476D1CE4E5B9ull >> 7);
}

static Site *site_slot(Site *tab, size_t cap, uint32_t file, uint32_t line, uint16_t col)
{
	size_t i = site_hash(file, line, col) & (cap - 1);
	while (tab[i].names[0] && !(tab[i].file == file && tab[i].line == line && tab[i].col == col))
		i = (i + 1) & (cap - 1);
	return &tab[i];
}

/*
 * NAME, a lock macro, written in the body of another macro that branches
 * (preempt_disable_nested(): "if (IS_ENABLED(CONFIG_PREEMPT_RT))
 * preempt_disable();"): its effect depends on a branch, which the walk
 * follows in the nodes, not at the expansion point.  (A lock macro given
 * as an argument, DEFINE_LOCK_GUARD_0(preempt, preempt_disable(), ...),
 * is not in the body.)
 */
static bool in_branching_macro(const Token *name)
{
	const Expansion *e = name->exp;
	if (!e || !e->macro || !e->macro->body)
		return false;
	const Token *first = e->macro->body, *last = first;
	bool branches = false;
	for (const Token *t = first; t; t = t->next) {
		last = t;
		branches |= (t->kind == TK_IDENT && t->len == 2 && !memcmp(t->text, "if", 2)) ||
			    (t->kind == TK_PUNCT && (t->punct == P_QUESTION || t->punct == P_ANDAND ||
						     t->punct == P_OROR));
	}
	return branches && name->file == first->file && name->off >= first->off &&
	       name->off <= last->off;
}

static void on_expansion(const Token *name, const Token *site)
{
	const LockName *ln = lock_name(name->ident, true);
	if (!ln || in_branching_macro(name))
		return;
	if (2 * (nsites + 1) > capsites) {
		size_t cap = capsites ? 2 * capsites : 256;
		Site *tab = calloc(cap, sizeof *tab);
		for (size_t i = 0; i < capsites; i++)
			if (sites[i].names[0])
				*site_slot(tab, cap, sites[i].file, sites[i].line, sites[i].col) = sites[i];
		free(sites);
		sites = tab;
		capsites = cap;
	}
	Site *e = site_slot(sites, capsites, site->file, site->line, site->col);
	if (!e->names[0]) {
		e->file = site->file;
		e->line = site->line;
		e->col = site->col;
		nsites++;
	}
	int k = 0;
	while (k < PER_SITE && e->names[k])
		k++;
	if (k < PER_SITE)
		e->names[k] = ln;
}

static const LockName *const *expansions_at(Loc loc)
{
	if (!nsites)
		return NULL;
	Site *e = site_slot(sites, capsites, loc.file, loc.line, loc.col);
	return e->names[0] ? e->names : NULL;
}

void atomic_begin_unit(void)
{
	if (!check_on[CK_GFP_SLEEP_IN_ATOMIC] || opt.syntax_only)
		return;
	names_init();
	pp_macro_expanded = on_expansion;
}

static void end_unit(void)
{
	xa_finish();
	free(sites);
	sites = NULL;
	nsites = capsites = 0;
}

/* --- the state: a stack of atomic sections ------------------------------ */

typedef struct State {
	bool live;		/* some path reaches here */
	uint8_t n;		/* sections held */
	uint8_t below;		/* sections of the caller this function released */
	uint8_t below_kind[MAX_HELD];	/* their kinds, the first ones */
	int slept;		/* the threshold of a sleep on this path, or NEVER */
	Held h[MAX_HELD];
} State;

static State dead(void)
{
	State s;
	s.live = false;
	s.n = s.below = 0;
	s.slept = NEVER;
	return s;
}

/* Paths meet: the shallower stack wins (see the top comment); a sleep
 * counts only if every path slept. */
static void join(State *into, const State *other)
{
	if (!other->live)
		return;
	int slept = into->live && into->slept > other->slept ? into->slept : other->slept;
	if (!into->live || other->n < into->n ||
	    (other->n == into->n && other->below > into->below))
		memcpy(into, other, offsetof(State, h) + other->n * sizeof(Held));
	into->slept = slept;
}

static bool same_state(const State *a, const State *b)
{
	return a->live == b->live && (!a->live || (a->n == b->n && a->below == b->below));
}

static void push(State *s, int kind, Loc loc, Node *lock, const char *via)
{
	if (!s->live)
		return;
	if (s->n == MAX_HELD) {
		/* deeper than any real nesting: keep the outermost ones */
		return;
	}
	s->h[s->n++] = (Held){loc, (uint8_t)kind, lock, via, {NULL}};
}

/* The lock object of a lock call: its first argument, through the
 * spinlock_check() and &(...)->rlock wrappers of the 6.1 macros. */
Node *atomic_lock_object(Node *e)
{
	while (e) {
		if (e->kind == ND_CAST)
			e = e->operand;
		else if (e->kind == ND_CALL && e->args && !e->args->next && e->callee->kind == ND_VAR &&
			 e->callee->sym && e->callee->sym->name &&
			 !strcmp(e->callee->sym->name->name, "spinlock_check"))
			e = e->args;
		else
			break;
	}
	return e;
}

static bool same_lock(Node *a, Node *b)
{
	a = atomic_lock_object(a);
	b = atomic_lock_object(b);
	if (!a || !b || a->kind != b->kind)
		return false;
	switch (a->kind) {
	case ND_VAR:
		return a->sym && a->sym == b->sym;
	case ND_MEMBER:
		return a->mem == b->mem && same_lock(a->operand, b->operand);
	case ND_ADDR: case ND_DEREF:
		return same_lock(a->operand, b->operand);
	case ND_ADD: case ND_SUB:
		return same_lock(a->lhs, b->lhs) && same_lock(a->rhs, b->rhs);
	case ND_NUM:
		return a->ival == b->ival;
	default:
		return false;
	}
}

/* Release one section of KIND: the latest one of that lock, else the
 * latest of that kind; none held means the caller's (a summary fact). */
static void pop(State *s, int kind, Node *lock)
{
	if (!s->live)
		return;
	int at = -1;
	for (int i = s->n - 1; i >= 0 && at < 0; i--)
		if (s->h[i].kind == kind && lock && same_lock(s->h[i].lock, lock))
			at = i;
	for (int i = s->n - 1; i >= 0 && at < 0; i--)
		if (s->h[i].kind == kind)
			at = i;
	if (at < 0) {
		/* the caller's section released: what they hold is no
		 * longer known to be held */
		if (s->n && s->h[0].kind == K_ROOT && s->h[0].root->inherited) {
			memmove(&s->h[0], &s->h[1], (s->n - 1) * sizeof(Held));
			s->n--;
		}
		if (s->below < MAX_HELD)
			s->below_kind[s->below] = (uint8_t)kind;
		if (s->below < 255)
			s->below++;
		return;
	}
	memmove(&s->h[at], &s->h[at + 1], (s->n - at - 1) * sizeof(Held));
	s->n--;
}

/* Kinds in the order they are entered: interrupts or bottom halves go
 * off before the lock is taken, and come back after it is released. */
static const uint8_t kind_order[] = {
	K_ROOT, K_IRQ, K_BH, K_PREEMPT, K_RCU, K_SPIN, K_RW, K_USER,
};

static void enter_kinds(State *s, int kinds, Loc loc, Node *lock, const char *via)
{
	for (size_t i = 0; i < sizeof kind_order; i++)
		if (kinds & kind_order[i])
			push(s, kind_order[i], loc, lock, via);
}

static void exit_kinds(State *s, int kinds, Node *lock)
{
	for (int i = (int)sizeof kind_order - 1; i >= 0; i--)
		if (kinds & kind_order[i])
			pop(s, kind_order[i], lock);
}

/* --- per-function facts ------------------------------------------------- */


FnInfo *atomic_info(Symbol *s)
{
	if (!s->fninfo)
		s->fninfo = NEW(FnInfo);
	return s->fninfo;
}

Symbol *atomic_callee(Node *call)
{
	Node *f = call->callee;
	while (f && (f->kind == ND_CAST || f->kind == ND_DEREF || f->kind == ND_ADDR))
		f = f->operand;
	if (f && (f->kind == ND_VAR || f->kind == ND_FUNCNAME) && f->sym &&
	    f->sym->kind == SYM_FUNC && f->sym->name)
		return f->sym;
	return NULL;
}

/* --- the locals that carry a gfp_t parameter ---------------------------- */

#define MAX_CARRIERS 32

typedef struct Carriers {
	Symbol *syms[MAX_CARRIERS];	/* the parameter and the locals set from it */
	int n;
} Carriers;

static void carry_stmt(Carriers *c, Node *n);
static void carry_expr(Carriers *c, Node *e);

static void carry_child(Node *n, void *c)
{
	if (node_is_stmt(n))
		carry_stmt(c, n);
	else
		carry_expr(c, n);
}

static void carry_stmt(Carriers *c, Node *n)
{
	if (!n)
		return;
	switch (n->kind) {
	case ND_DECL:
		if (n->sym && n->sym->kind == SYM_VAR && n->init) {
			carry_expr(c, n->init);
			if (gfp_mentions(n->init, c->syms, c->n) && c->n < MAX_CARRIERS)
				c->syms[c->n++] = n->sym;
		}
		return;
	case ND_DO:
		carry_expr(c, n->cond);		/* first, as ever */
		carry_stmt(c, n->body);
		return;
	case ND_CASE:
		carry_stmt(c, n->body);
		return;
	case ND_GOTO_IND: case ND_ASM:
		return;		/* never looked into */
	default:
		node_children(n, carry_child, c);
		return;
	}
}

static void carry_expr(Carriers *c, Node *e)
{
	if (!e)
		return;
	switch (e->kind) {
	case ND_ASSIGN:
		carry_expr(c, e->rhs);
		if (e->lhs->kind == ND_VAR && e->lhs->sym && gfp_mentions(e->rhs, c->syms, c->n) &&
		    !gfp_mentions(e->lhs, c->syms, c->n) && c->n < MAX_CARRIERS)
			c->syms[c->n++] = e->lhs->sym;
		return;
	case ND_CALL:
		for (Node *a = e->args; a; a = a->next)
			carry_expr(c, a);
		return;
	case ND_SIZEOF: case ND_ALIGNOF:
		return;
	case ND_INIT_LIST: case ND_BUILTIN:
		carry_expr(c, first_child(e));	/* as gfp_mentions() */
		return;
	default:
		node_children(e, carry_child, c);
		return;
	}
}

/* The gfp_t parameters of FN and their carriers (twice over the body: a
 * local set late still counts). */
static void find_carriers(Symbol *fn, FnInfo *fi)
{
	int n = 0;
	fn_body(fn);	/* a body parsed late binds its parameters then */
	for (Symbol *p = fn->params; p; p = p->prev_decl)
		n++;
	fi->nparams = n;
	fi->param_below = arena_alloc(tu_arena, (n + 1) * sizeof(int));
	fi->carriers = arena_alloc(tu_arena, (n + 1) * sizeof(Symbol **));
	fi->ncarriers = arena_alloc(tu_arena, (n + 1) * sizeof(int));
	fi->param_held = arena_zalloc(tu_arena, (n + 1) * sizeof(struct Held *));
	int k = 0;
	for (Symbol *p = fn->params; p; p = p->prev_decl, k++) {
		fi->param_below[k] = NEVER;
		fi->ncarriers[k] = 0;
		fi->carriers[k] = NULL;
		if (!p->ty || !gfp_is_type(p->ty))
			continue;
		Carriers c = {.syms = {p}, .n = 1};
		carry_stmt(&c, fn_body(fn));
		carry_stmt(&c, fn_body(fn));
		fi->carriers[k] = arena_alloc(tu_arena, c.n * sizeof(Symbol *));
		memcpy(fi->carriers[k], c.syms, c.n * sizeof(Symbol *));
		fi->ncarriers[k] = c.n;
	}
}

/* --- the walk ----------------------------------------------------------- */

typedef struct Frame {
	bool loop;
	State brk, cont;
	State in;		/* switch: the state at its cases */
	bool has_default;
} Frame;

/* The state reaching a label (from its gotos) or a loop head (from the
 * loop's back edges), kept across the passes over a function. */
typedef struct Edge {
	const void *key;	/* the label's Symbol or the loop's Node */
	State s;
} Edge;

/* Scalar parameters bound to the constants a call passes. */
typedef struct Binding {
	Symbol *sym[4];
	int64_t val[4];
	int n;
} Binding;

typedef struct Walk {
	Symbol *fn;
	FnInfo *fi;
	bool report;
	bool changed;		/* a label or loop-head state got shallower */
	State exit;		/* at the returns and the end */
	Frame *frames[64];
	int nframes;
	Edge *edges;		/* by index; slots: a hash of key -> index + 1 */
	int nedges, capedges;
	int *slots;
	int capslots;
	bool too_deep;		/* out of stack: the walk stopped, its result void */
	const struct Binding *bound;	/* parameters given constants by the caller */
	/* the expansion points met lately (the nodes of one expansion are
	 * met together, arguments aside) */
	struct { Loc loc; } seen[8];
	int nseen;
} Walk;

static void walk_stmt(Walk *w, Node *n, State *s);
static void walk_expr(Walk *w, Node *e, State *s);
static void summarize(Symbol *fn);

/* The walk recurses with the statement and expression nesting, and a
 * summary starts another walk: bounded by the stack actually used (as
 * the parser bounds its own nesting), a function too deep for it is left
 * unanalysed rather than crashing. */
static char *stack_base;
static size_t stack_budget;

static size_t stack_used(void)
{
	return stack_used_since(stack_base);
}

bool atomic_stack_low(void)
{
	return stack_used() > stack_budget;
}

static bool out_of_stack(Walk *w)
{
	if (!w->too_deep && stack_used() > stack_budget)
		w->too_deep = true;
	return w->too_deep;
}

static size_t key_hash(const void *key)
{
	uint64_t h = (uintptr_t)key * 0x9E3779B97F4A7C15ull;
	return (size_t)(h >> 17);
}

/* The index of KEY's edge state (an index: the array may move while a
 * nested loop's body is walked); a new one is dead (no path yet). */
static int edge_of(Walk *w, const void *key)
{
	if (2 * (w->nedges + 1) > w->capslots) {
		int cap = w->capslots ? 2 * w->capslots : 64;
		free(w->slots);
		w->slots = calloc(cap, sizeof *w->slots);
		w->capslots = cap;
		for (int i = 0; i < w->nedges; i++) {
			size_t h = key_hash(w->edges[i].key) & (cap - 1);
			while (w->slots[h])
				h = (h + 1) & (cap - 1);
			w->slots[h] = i + 1;
		}
	}
	size_t h = key_hash(key) & (w->capslots - 1);
	for (; w->slots[h]; h = (h + 1) & (w->capslots - 1))
		if (w->edges[w->slots[h] - 1].key == key)
			return w->slots[h] - 1;
	if (w->nedges == w->capedges) {
		w->capedges = w->capedges ? 2 * w->capedges : 16;
		w->edges = realloc(w->edges, w->capedges * sizeof *w->edges);
	}
	w->edges[w->nedges] = (Edge){key, dead()};
	w->slots[h] = w->nedges + 1;
	return w->nedges++;
}

static State *label_state(Walk *w, Symbol *label)
{
	int i = edge_of(w, label);	/* first: it may move the array */
	return &w->edges[i].s;
}

/* A path reaches a label or loop head: remember the join for the next pass. */
static void flow_into(Walk *w, State *target, const State *s)
{
	State before = *target;
	join(target, s);
	if (!same_state(&before, target))
		w->changed = true;
}

static bool same_loc(Loc a, Loc b)
{
	return a.file == b.file && a.line == b.line && a.col == b.col && a.flags == b.flags;
}

static int seen_at(Walk *w, Loc loc)
{
	for (int i = 0; i < 8; i++)
		if (same_loc(w->seen[i].loc, loc))
			return i;
	return -1;
}

/* Whether one of the first N lock macros of an expansion point, ALL,
 * already does what LN does: a macro written over another (2.6's
 * rcu_read_lock_bh() is local_bh_disable()), or over a call of a
 * function that does it (local_irq_save() over 6.1's
 * arch_local_irq_save()), counts once. */
static bool covered(const LockName *const *all, long n, const LockName *ln)
{
	for (long i = 0; all && i < n && all[i]; i++)
		if (all[i]->op == ln->op && (all[i]->kinds & ln->kinds) == ln->kinds)
			return true;
	return false;
}

/* The lock macros expanded at an expansion point, applied once for all
 * the nodes of that expansion. */
static void macro_effect(Walk *w, Loc loc, State *s)
{
	if (seen_at(w, loc) >= 0)
		return;
	w->seen[w->nseen++ & 7].loc = loc;
	const LockName *const *all = expansions_at(loc);
	for (const LockName *const *ln = all; ln && *ln; ln++) {
		if (covered(all, ln - all, *ln))
			continue;	/* rcu_read_lock_bh() over local_bh_disable() */
		if ((*ln)->op == OP_ENTER)
			enter_kinds(s, (*ln)->kinds, loc, NULL, NULL);
		else if ((*ln)->op == OP_EXIT)
			exit_kinds(s, (*ln)->kinds, NULL);
	}
}

const char *atomic_held_text(int kind)
{
	switch (kind) {
	case K_SPIN: return "a spinlock is held";
	case K_RW: return "an rwlock is held";
	case K_IRQ: return "interrupts are disabled";
	case K_BH: return "bottom halves are disabled";
	case K_PREEMPT: return "preemption is disabled";
	case K_RCU: return "in an RCU read-side critical section";
	case K_ROOT: return "in a hard-irq handler";
	default: return "an atomic section is held";
	}
}

static const char *began_text(int kind)
{
	switch (kind) {
	case K_SPIN: return "spinlock taken here";
	case K_RW: return "rwlock taken here";
	case K_IRQ: return "interrupts disabled here";
	case K_BH: return "bottom halves disabled here";
	case K_PREEMPT: return "preemption disabled here";
	case K_RCU: return "RCU read-side critical section begins here";
	default: return "atomic section begins here";
	}
}

/* Where section H began; a root says why the function is atomic, and
 * where the callers' own section began, up the chain. */
static void note_held(const Held *h)
{
	size_t n = h->via ? strlen(h->via) : 0;
	if (h->kind == K_ROOT) {
		for (const Root *r = h->root; r; r = r->up) {
			diag(SPARSE_NOTE, CK_NONE, r->loc, "note: %s", r->note);
			if (r->origin.kind)
				note_held(&r->origin);
		}
	} else if (n > 18 && !strncmp(h->via, "class_", 6) && !strcmp(h->via + n - 12, "_constructor"))
		diag(SPARSE_NOTE, CK_NONE, h->loc, "note: %s, by guard(%.*s)",
			   began_text(h->kind), (int)(n - 18), h->via + 6);
	else if (h->via)
		diag(SPARSE_NOTE, CK_NONE, h->loc, "note: %s, by '%s'",
			   began_text(h->kind), h->via);
	else
		diag(SPARSE_NOTE, CK_NONE, h->loc, "note: %s", began_text(h->kind));
}

/* The section a report names: the innermost one held here that the
 * callee does not release first (it releases the SKIP innermost: nomem()
 * drops its caller's lock to allocate), else (none is) the one the callee
 * allocates the caller's mask under, OWN. */
static const Held *named_section(const State *s, const Held *own, int skip)
{
	skip = skip > 0 ? skip : 0;
	return s->n > skip ? &s->h[s->n - 1 - skip] : own;
}

static const char *held_in(const State *s, const Held *own, int skip)
{
	const Held *h = named_section(s, own, skip);
	if (h && h->kind == K_ROOT)
		return h->root->held;
	return atomic_held_text(h ? h->kind : K_USER);
}

/* The check a report belongs to: a section of the function's own is
 * certain; a root only for every call (gfp-sleep-in-atomic-maybe else). */
static int check_of(const State *s, const Held *own, int skip)
{
	const Held *h = named_section(s, own, skip);
	return h && h->kind == K_ROOT && h->root->maybe ? CK_GFP_SLEEP_IN_ATOMIC_MAYBE :
	       CK_GFP_SLEEP_IN_ATOMIC;
}

/* The note points at the section the message names; where the atomic
 * context began elsewhere (a spinlock taken inside an RCU section or an
 * irq handler), a second note says where. */
static void note_began(const State *s, const Held *own, int skip)
{
	const Held *h = named_section(s, own, skip);
	if (!h)
		return;
	note_held(h);
	if (s->n > 1 && !same_loc(s->h[0].loc, h->loc))
		note_held(&s->h[0]);
}

static const char *remedy(const State *s, const Held *own)
{
	const Held *h = s->n ? &s->h[0] : own;
	return h && h->kind == K_ROOT ? h->root->remedy :
	       "use GFP_ATOMIC or GFP_NOWAIT, or allocate before the atomic section";
}

/* In a function atomic through its callers, what its summary already
 * tells them (a sleep they report at their call) is not reported again:
 * DEPTH sections of its own, a sleep THRESHOLD. */
static bool told_callers(const Walk *w, const State *s, int threshold)
{
	if (!w->fi->root || !w->fi->root->inherited || !s->n || s->h[0].kind != K_ROOT)
		return false;
	return s->n - 1 <= threshold;
}

/* MAYBE: the mask is chosen by a condition (chosen_mask_sleeps()). */
static void report_direct(Walk *w, Node *call, int argno, const State *s, const Held *own,
			  int skip, bool maybe)
{
	if (w->too_deep || (!maybe && told_callers(w, s, skip)))
		return;
	char mask[160], nbuf[128];
	gfp_arg_text(call, argno, mask, sizeof mask);
	const char *name = gfp_call_name(call, argno, nbuf, sizeof nbuf);
	Loc at = call->callee->loc;
	diag(SPARSE_WARNING, maybe ? CK_GFP_SLEEP_IN_ATOMIC_MAYBE : check_of(s, own, skip), at,
	      "sleeping allocation in atomic context: '%s' with %s may sleep while %s; %s",
	      name, mask, held_in(s, own, skip), remedy(s, own));
	if (!maybe)
		gfp_atomic_fix(call, argno);
	if (sdiag_shown)
		note_began(s, own, skip);
}

/* CARRIED: the callee's own summary sleeps on every path (its sleep is
 * this function's, in its summary); CI may be the callee's for the
 * constants of this call. */
static void report_callee(Walk *w, Node *call, Symbol *callee, FnInfo *ci, const State *s,
			  const FnInfo *carried)
{
	if (w->too_deep || (carried->must_sleep && told_callers(w, s, carried->must_below)))
		return;
	Loc at = call->callee->loc;
	diag(SPARSE_WARNING, check_of(s, NULL, ci->sleep_below), at,
	      "'%s' may sleep (it calls %s) and is called while %s; %s",
	      callee->name->name, ci->sleep_what, held_in(s, NULL, ci->sleep_below), remedy(s, NULL));
	if (!sdiag_shown)
		return;
	diag(SPARSE_NOTE, CK_NONE, ci->sleep_loc,
		   "note: the allocation that may sleep");
	note_began(s, NULL, ci->sleep_below);
}

/* A sleep of this function's own: it sleeps when entered more than
 * THRESHOLD sections deep. */
static void note_sleep(Walk *w, State *s, int threshold, Loc loc, const char *what,
		       const char *alloc, int hops)
{
	FnInfo *fi = w->fi;
	if (threshold < s->slept)
		s->slept = threshold;
	if (w->report)
		return;
	if (!fi->sleeps || threshold < fi->sleep_below) {
		fi->sleeps = true;
		fi->sleep_below = threshold;
		fi->sleep_loc = loc;
		fi->sleep_what = what;
		fi->sleep_alloc = alloc;
		fi->sleep_hops = hops;
	}
}

char *atomic_str(const char *s)
{
	size_t n = strlen(s) + 1;
	char *p = arena_alloc(tu_arena, n);
	memcpy(p, s, n);
	return p;
}

/* What a call of CALLEE does: the summary of its body here, else one
 * another unit exported; NULL if neither. */
static FnInfo *summary_of(Symbol *callee, Symbol *self)
{
	Symbol *def = gfp_fn_def(callee);
	if (def) {
		if (def == self)
			return NULL;
		summarize(def);
		FnInfo *ci = atomic_info(def);
		return ci->status == 2 ? ci : NULL;
	}
	return callee->storage == SC_STATIC ? NULL : atomic_imported(callee->name);
}

/* Where a sleeping mask passed as argument ARGNO (1-based) of CALLEE is
 * allocated with: 0 for a function of elsewhere (in the caller's
 * context), NEVER if it is not an allocation; from S, the sections held,
 * for a function that drops some of them to allocate (atomic-xa.c). */
static int param_threshold(Node *call, Symbol *callee, int argno, const State *s)
{
	if (!callee)
		return 0;	/* through a pointer: taken at its word */
	if (xa_drops_lock(callee->name->name))
		return xa_dropped(call, callee->name->name, s->h, s->n);
	/* an allocator at its word: in the unit that defines it (mm/slub.c
	 * has __kmalloc()'s body) its summary would lose the mask in the
	 * allocator's own machinery */
	if (callee->ty && gfp_known_allocator(callee->name->name, callee->ty))
		return 0;
	FnInfo *ci = summary_of(callee, NULL);
	if (!ci)
		return gfp_fn_def(callee) ? NEVER : 0;	/* recursion: the other paths decide */
	if (argno > ci->nparams)
		return NEVER;
	return ci->param_below[argno - 1];
}

/* Project mode's first pass: which summaries W's function asks for, and
 * in which state (atomic-xtu.c decides whether another unit's answer
 * would change anything). */
static void note_question(Walk *w, Symbol *callee, const State *s)
{
	if (!opt.atomic_export || !callee || !callee->name)
		return;
	Symbol *def = gfp_fn_def(callee);
	if (def && def != w->fn)
		xtu_note_call(w->fi, atomic_info(def), s->n > 0);
	else if (!def && callee->storage != SC_STATIC)
		xtu_note_ask(w->fi, callee->name, s->n > 0);
}

/* The section CALLEE allocates its parameter ARGNO under, if its own. */
static const Held *param_held(Symbol *callee, int argno)
{
	FnInfo *ci = callee && callee->name && !xa_drops_lock(callee->name->name) ?
		     summary_of(callee, NULL) : NULL;
	return ci && ci->param_held && argno <= ci->nparams ? ci->param_held[argno - 1] : NULL;
}

/* A carried gfp_t parameter of this function reaches an allocation; if
 * under a section of this function (S) or of the callee (INNER), which
 * one, for the note of a caller that holds none. */
static void note_param(Walk *w, Node *arg, int threshold, const State *s, const Held *inner)
{
	FnInfo *fi = w->fi;
	for (int k = 0; k < fi->nparams; k++)
		if (fi->ncarriers[k] && gfp_mentions(arg, fi->carriers[k], fi->ncarriers[k])) {
			/* lenient: the path that treats the mask with most care */
			if (fi->param_below[k] != NEVER && threshold <= fi->param_below[k])
				continue;
			fi->param_below[k] = threshold < -1 ? -1 : threshold;
			fi->param_held[k] = inner;
			if (s->n) {
				Held *h = arena_alloc(tu_arena, sizeof *h);
				*h = s->h[s->n - 1];
				fi->param_held[k] = h;
			}
		}
}

/* A mask chosen by a condition (c ? GFP_ATOMIC : GFP_KERNEL): whether a
 * branch is a constant sleeping mask.  The condition may well follow the
 * context (in_atomic() ? ..., a "can_sleep" flag the callers set), so
 * this is gfp-sleep-in-atomic-maybe. */
static bool chosen_mask_sleeps(Node *a, uint64_t reclaim)
{
	while (a && a->kind == ND_CAST)
		a = a->operand;
	if (!a || a->kind != ND_COND)
		return false;
	uint64_t m;
	Node *then = a->then ? a->then : a->cond;
	return (gfp_arg_mask(then, &m) && (m & reclaim)) || (gfp_arg_mask(a->els, &m) && (m & reclaim)) ||
	       chosen_mask_sleeps(then, reclaim) || chosen_mask_sleeps(a->els, reclaim);
}

/* The gfp_t arguments of a call: a constant sleeping mask where the
 * callee allocates with it; a parameter of ours passed on. */
static void check_allocation(Walk *w, Node *call, Symbol *callee, State *s)
{
	Type *ft = call_fn_type(call);
	if (!ft)
		return;
	uint64_t reclaim = gfp_bits()->direct_reclaim, mask;
	int k = 1;
	Param *p = ft->params;
	for (Node *a = call->args; a && p; a = a->next, p = p->next, k++) {
		if (!gfp_is_type(p->ty))
			continue;
		bool constant = gfp_arg_mask(a, &mask);
		if (constant && !(mask & reclaim))
			continue;
		note_question(w, callee, s);
		int pb = param_threshold(call, callee, k, s);
		if (pb == NEVER)
			continue;
		if (!w->report && (constant || chosen_mask_sleeps(a, reclaim)))
			w->fi->sleep_sites = true;
		if (!constant) {
			if (!w->report)
				note_param(w, a, pb + s->below - s->n, s, param_held(callee, k));
			else if (s->n > pb && chosen_mask_sleeps(a, reclaim))
				report_direct(w, call, k, s, param_held(callee, k), pb, true);
			if (s->n > pb && chosen_mask_sleeps(a, reclaim))
				w->fi->needs_report = true;
			continue;
		}
		if (s->n > pb) {
			if (w->report)
				report_direct(w, call, k, s, param_held(callee, k), pb, false);
			w->fi->needs_report = true;
		} else {
			char buf[300] = "", m[160], nb[128];
			if (!w->report)
				snprintf(buf, sizeof buf, "'%s' with %s",
					 gfp_call_name(call, k, nb, sizeof nb),
					 gfp_arg_text(call, k, m, sizeof m));
			const char *what = w->report ? NULL : atomic_str(buf);
			note_sleep(w, s, pb + s->below - s->n, call->callee->loc, what, what, 0);
		}
	}
}

static void walk_function_as(Symbol *fn, FnInfo *fi, const Binding *bound, const State *start,
			     bool report);
static bool const_value(Node *e, int64_t *v);

/* A callee that may sleep, called with constant scalar arguments: its
 * summary for those values (__es_alloc_extent(false) allocates with
 * GFP_ATOMIC, (true) with GFP_KERNEL | __GFP_NOFAIL), or NULL if it
 * sleeps on none of their paths; CI when no argument is constant. */
static FnInfo *specialized(Node *call, Symbol *callee, FnInfo *ci)
{
	Symbol *def = gfp_fn_def(callee);
	if (!def || xa_drops_lock(def->name->name))
		return ci;
	Binding b = {.n = 0};
	Node *a = call->args;
	for (Symbol *p = def->params; p && a && b.n < 4; p = p->prev_decl, a = a->next) {
		int64_t v;
		if (p->ty && is_scalar(p->ty) && !gfp_is_type(p->ty) && const_value(a, &v)) {
			b.sym[b.n] = p;
			b.val[b.n++] = v;
		}
	}
	if (!b.n)
		return ci;
	FnInfo *t = arena_zalloc(tu_arena, sizeof *t);
	t->status = 1;
	find_carriers(def, t);
	State start = {.live = true, .slept = NEVER};
	walk_function_as(def, t, &b, &start, false);
	t->status = 2;
	return t->sleeps ? t : NULL;
}

/* A call of a function with a body here: its summary applies.  A callee
 * that may sleep is reported in atomic context; only one that sleeps on
 * every path makes this function sleep in turn (a helper that allocates
 * on some path of its own is one level, not a chain of guesses). */
static void apply_summary(Walk *w, Node *call, Symbol *callee, State *s)
{
	note_question(w, callee, s);
	FnInfo *ci = summary_of(callee, w->fn);
	if (!ci)
		return;
	if (ci->sleeps && !w->report)
		w->fi->sleep_sites = true;
	if (ci->sleeps && s->n > ci->sleep_below) {
		FnInfo *si = w->report ? specialized(call, callee, ci) : ci;
		if (w->report && si && s->n > si->sleep_below)
			report_callee(w, call, callee, si, s, ci);
		w->fi->needs_report = true;
	} else if (ci->must_sleep && s->n <= ci->must_below) {
		/* a long chain is told by its ends */
		char buf[400] = "";
		int hops = ci->sleep_hops + 1;
		if (!w->report && hops < 3)
			snprintf(buf, sizeof buf, "'%s', which calls %s", callee->name->name,
				 ci->sleep_what);
		else if (!w->report)
			snprintf(buf, sizeof buf, "'%s', which leads %d calls down to %s",
				 callee->name->name, hops - 1, ci->sleep_alloc);
		note_sleep(w, s, ci->must_below + s->below - s->n, ci->sleep_loc,
			   w->report ? NULL : atomic_str(buf), ci->sleep_alloc, hops);
	}
	for (int i = 0; i < ci->npop; i++)
		pop(s, ci->pop_kind[i], NULL);
	for (int i = 0; i < ci->npush; i++)
		push(s, ci->push_kind[i], call->callee->loc, NULL, callee->name->name);
}

/* A direct call of a static function of the unit, met by a summary walk
 * (each pass meets it again: the last state, the shallowest, decides). */
static void note_call_site(Walk *w, Node *call, Symbol *callee, const State *s)
{
	Symbol *def = gfp_fn_def(callee);
	if (!def || def == w->fn || def->storage != SC_STATIC || w->report || w->bound)
		return;
	FnInfo *ci = atomic_info(def);
	CallSite *cs = ci->sites;
	while (cs && cs->call != call)
		cs = cs->next;
	if (!cs) {
		cs = arena_zalloc(tu_arena, sizeof *cs);
		*cs = (CallSite){.call = call, .caller = w->fn, .next = ci->sites, .own = true,
				 .clean = true};
		ci->sites = cs;
		ci->nsites++;
	}
	if (!s->n)
		cs->own = false;
	else
		cs->held = s->h[s->n - 1];
	if (s->n || s->below)
		cs->clean = false;
}

static void walk_call(Walk *w, Node *call, State *s)
{
	/* the arguments before the function called, as ever */
	for (Node *a = call->args; a; a = a->next)
		walk_expr(w, a, s);
	walk_expr(w, call->callee, s);
	if (!s->live)
		return;
	Symbol *callee = atomic_callee(call);
	const LockName *ln = callee ? lock_name(callee->name, false) : NULL;
	if (ln && (call->callee->loc.flags & LOC_MACRO) &&
		   covered(expansions_at(call->callee->loc), PER_SITE, ln)) {
		return;		/* the macro written there counted it */
	} else if (ln) {
		if (ln->op == OP_ENTER)
			enter_kinds(s, ln->kinds, call->callee->loc, call->args, NULL);
		else if (ln->op == OP_EXIT)
			exit_kinds(s, ln->kinds, call->args);
		return;		/* a trylock outside a condition: not followed */
	}
	check_allocation(w, call, callee, s);
	if (callee) {
		note_call_site(w, call, callee, s);
		apply_summary(w, call, callee, s);
	} else if (s->n && !w->report && !w->bound) {
		roots_pointer_call(call, &s->h[s->n - 1]);
	}
	if (callee && (callee->noreturn || !strcmp(callee->name->name, "__builtin_unreachable")))
		s->live = false;
}

/* Whether E may be an integer constant: small, made of no object, call or
 * assignment (a quick filter before eval_int(), which conditions would
 * otherwise cost in full). */
static bool maybe_const(Node *e, int *budget);

typedef struct MaybeConst {
	int *budget;
	bool ok;
} MaybeConst;

static void maybe_const_child(Node *e, void *ctx)
{
	MaybeConst *m = ctx;
	if (m->ok)
		m->ok = maybe_const(e, m->budget);
}

static bool maybe_const(Node *e, int *budget)
{
	if (!e)
		return true;
	if (--*budget < 0)
		return false;
	switch (e->kind) {
	case ND_NUM: case ND_ENUMCONST: case ND_SIZEOF: case ND_ALIGNOF: case ND_OFFSETOF:
		return true;
	case ND_VAR: case ND_CALL: case ND_DEREF: case ND_MEMBER: case ND_ASSIGN:
	case ND_STMT_EXPR: case ND_PREINC: case ND_PREDEC: case ND_POSTINC: case ND_POSTDEC:
	case ND_STR: case ND_FNUM: case ND_COMPOUND_LIT: case ND_COMMA:
		return false;
	case ND_INIT_LIST: case ND_BUILTIN:
		return maybe_const(first_child(e), budget);	/* as gfp_mentions() */
	default: {
		MaybeConst m = {budget, true};
		node_children(e, maybe_const_child, &m);
		return m.ok;
	}
	}
}

static bool const_value(Node *e, int64_t *v)
{
	int budget = 24;
	return maybe_const(e, &budget) && eval_int(e, v);
}

/* A parameter the walk binds to a constant, read as a condition. */
static bool bound_value(const Walk *w, Node *e, int64_t *v)
{
	while (w->bound && e && e->kind == ND_CAST)
		e = e->operand;
	if (!w->bound || !e || e->kind != ND_VAR)
		return false;
	for (int i = 0; i < w->bound->n; i++)
		if (w->bound->sym[i] == e->sym) {
			*v = w->bound->val[i];
			return true;
		}
	return false;
}

/* A condition: the states where it is true and where it is false. */
static void walk_cond(Walk *w, Node *e, State *in, State *t, State *f)
{
	int64_t v;
	if (!e || out_of_stack(w)) {
		*t = *in;
		*f = dead();
		return;
	}
	if (e->kind == ND_NOT) {
		walk_cond(w, e->operand, in, f, t);
		return;
	}
	if (e->kind == ND_CAST && e->operand && is_scalar(e->ty)) {
		walk_cond(w, e->operand, in, t, f);
		return;
	}
	if (e->kind == ND_LOGAND || e->kind == ND_LOGOR) {
		State ta, fa, tb, fb;
		walk_cond(w, e->lhs, in, &ta, &fa);
		if (e->kind == ND_LOGAND) {
			walk_cond(w, e->rhs, &ta, &tb, &fb);
			*t = tb;
			*f = fa;
			join(f, &fb);
		} else {
			walk_cond(w, e->rhs, &fa, &tb, &fb);
			*t = ta;
			join(t, &tb);
			*f = fb;
		}
		return;
	}
	if ((e->kind == ND_NE || e->kind == ND_EQ) && const_value(e->rhs, &v) && v == 0) {
		if (e->kind == ND_NE)
			walk_cond(w, e->lhs, in, t, f);
		else
			walk_cond(w, e->lhs, in, f, t);
		return;
	}
	if (e->kind == ND_COND && e->then) {
		State tc, fc, tx, fx, ty, fy;
		walk_cond(w, e->cond, in, &tc, &fc);
		walk_cond(w, e->then, &tc, &tx, &fx);
		walk_cond(w, e->els, &fc, &ty, &fy);
		*t = tx;
		join(t, &ty);
		*f = fx;
		join(f, &fy);
		return;
	}
	if (e->kind == ND_STMT_EXPR && e->block && e->block->kind == ND_BLOCK) {
		/* ({ ...; value; }): the statements, then the last as the condition */
		Node *last = e->block->stmts;
		while (last && last->next)
			last = last->next;
		if (last && last->kind == ND_EXPR_STMT) {
			State s = *in;
			for (Node *n = e->block->stmts; n != last && s.live; n = n->next)
				walk_stmt(w, n, &s);
			walk_cond(w, last->expr, &s, t, f);
			return;
		}
	}
	if (e->kind == ND_CALL) {
		Symbol *callee = atomic_callee(e);
		const char *name = callee ? callee->name->name : "";
		if (!strcmp(name, "__builtin_expect") && e->args) {
			State s = *in;
			for (Node *a = e->args->next; a; a = a->next)
				walk_expr(w, a, &s);
			walk_cond(w, e->args, &s, t, f);
			return;
		}
		const LockName *ln = callee ? lock_name(callee->name, false) : NULL;
		if (ln && ln->op == OP_TRY) {
			State s = *in;
			for (Node *a = e->args; a; a = a->next)
				walk_expr(w, a, &s);
			*f = s;
			*t = s;
			enter_kinds(t, ln->kinds, e->callee->loc, e->args, NULL);
			return;
		}
	}
	State s = *in;
	walk_expr(w, e, &s);
	*t = s;
	*f = s;
	if (bound_value(w, e, &v) || const_value(e, &v)) {
		if (v)
			*f = dead();
		else
			*t = dead();
	}
}

/* A walk at a state, for the visits of a node's children. */
typedef struct WalkAt {
	Walk *w;
	State *s;
} WalkAt;

static void walk_child(Node *e, void *ctx)
{
	WalkAt *at = ctx;
	walk_expr(at->w, e, at->s);
}

static void walk_expr(Walk *w, Node *e, State *s)
{
	if (!e || !s->live || out_of_stack(w))
		return;
	if (e->loc.flags & LOC_MACRO)
		macro_effect(w, e->loc, s);
	switch (e->kind) {
	case ND_CALL:
		walk_call(w, e, s);
		return;
	case ND_LOGAND: case ND_LOGOR: case ND_COND: {
		if (e->kind == ND_COND && !e->then) {
			walk_expr(w, e->cond, s);	/* a ?: c */
			State f = *s;
			walk_expr(w, e->els, &f);
			join(s, &f);
			return;
		}
		State t, f;
		if (e->kind == ND_COND) {
			walk_cond(w, e->cond, s, &t, &f);
			walk_expr(w, e->then, &t);
			walk_expr(w, e->els, &f);
		} else {
			walk_cond(w, e, s, &t, &f);
		}
		*s = t;
		join(s, &f);
		return;
	}
	case ND_STMT_EXPR:
		walk_stmt(w, e->block, s);
		return;
	case ND_SIZEOF: case ND_ALIGNOF: case ND_OFFSETOF: case ND_LABEL_ADDR:
		return;
	case ND_INIT_LIST:
		/* each entry's value: an entry is no expression of its own
		 * (nor is its place an expansion's) */
		for (Node *x = e->entries; x; x = x->next)
			walk_expr(w, x->kind == ND_DESIG ? x->value : x, s);
		return;
	case ND_BUILTIN:
		walk_expr(w, e->ctx_args, s);	/* its first argument alone, as ever */
		return;
	default: {
		WalkAt at = {w, s};
		node_children(e, walk_child, &at);
		return;
	}
	}
}

/* Leaving a scope releases what its cleanup variables hold (guard()). */
static void release_guards(State *s, Symbol *const *vars, int n)
{
	for (int i = 0; i < n && s->live; i++)
		for (int k = s->n - 1; k >= 0; k--)
			if (s->h[k].guard == vars[i]) {
				memmove(&s->h[k], &s->h[k + 1], (s->n - k - 1) * sizeof(Held));
				s->n--;
			}
}

/* A declaration: its initializer; a cleanup variable owns what it takes. */
static void walk_decl(Walk *w, Node *n, State *s, Symbol **guards, int *nguards)
{
	Symbol *v = n->sym;
	if (!v || v->kind != SYM_VAR || v->storage == SC_STATIC || v->storage == SC_EXTERN)
		return;
	int before = s->n;
	walk_expr(w, n->init, s);
	if (v->cleanup && s->live && s->n > before) {
		for (int k = before; k < s->n; k++)
			s->h[k].guard = v;
		if (*nguards < 32)
			guards[(*nguards)++] = v;
	}
}

static Frame *innermost(Walk *w, bool loop)
{
	for (int i = w->nframes - 1; i >= 0; i--)
		if (!loop || w->frames[i]->loop)
			return w->frames[i];
	return NULL;
}

static void walk_loop_body(Walk *w, Frame *fr, Node *body, State *s)
{
	if (w->nframes < 64)
		w->frames[w->nframes++] = fr;
	walk_stmt(w, body, s);
	w->nframes--;
}

/* Each statement kind is a case of its own: the walk follows the paths
 * through it (the child iteration has no say in a flow analysis); an asm
 * statement and a null one are passed over. */
static void walk_stmt(Walk *w, Node *n, State *s)
{
	if (!n || out_of_stack(w))
		return;
	if ((n->loc.flags & LOC_MACRO) && s->live)
		macro_effect(w, n->loc, s);	/* preempt_disable() as a bare barrier() */
	switch (n->kind) {
	case ND_BLOCK: {
		Symbol *guards[32];
		int ng = 0;
		for (Node *c = n->stmts; c; c = c->next) {
			if (c->kind == ND_DECL)
				walk_decl(w, c, s, guards, &ng);
			else
				walk_stmt(w, c, s);
		}
		release_guards(s, guards, ng);
		return;
	}
	case ND_DECL: {
		Symbol *guards[32];
		int ng = 0;
		walk_decl(w, n, s, guards, &ng);
		return;
	}
	case ND_EXPR_STMT:
		walk_expr(w, n->expr, s);
		return;
	case ND_IF: {
		State t, f;
		walk_cond(w, n->cond, s, &t, &f);
		walk_stmt(w, n->then, &t);
		walk_stmt(w, n->els, &f);
		*s = t;
		join(s, &f);
		return;
	}
	case ND_WHILE: case ND_FOR: {
		Symbol *guards[32];
		int ng = 0;
		if (n->kind == ND_FOR && n->init) {
			if (n->init->kind == ND_BLOCK) {
				for (Node *c = n->init->stmts; c; c = c->next)
					if (c->kind == ND_DECL)
						walk_decl(w, c, s, guards, &ng);
			} else {
				walk_stmt(w, n->init, s);
			}
		}
		Node *cond = n->kind == ND_FOR ? n->for_cond : n->cond;
		Node *body = n->kind == ND_FOR ? n->for_body : n->body;
		int back = edge_of(w, n);
		State head = *s, t, f;
		join(&head, &w->edges[back].s);
		walk_cond(w, cond, &head, &t, &f);
		Frame fr = {.loop = true, .brk = dead(), .cont = dead()};
		walk_loop_body(w, &fr, body, &t);
		join(&t, &fr.cont);
		if (n->kind == ND_FOR)
			walk_expr(w, n->inc, &t);
		flow_into(w, &w->edges[back].s, &t);
		*s = f;
		join(s, &fr.brk);
		release_guards(s, guards, ng);
		return;
	}
	case ND_DO: {
		int back = edge_of(w, n);
		State head = *s, t, f;
		join(&head, &w->edges[back].s);
		Frame fr = {.loop = true, .brk = dead(), .cont = dead()};
		walk_loop_body(w, &fr, n->body, &head);
		join(&head, &fr.cont);
		walk_cond(w, n->cond, &head, &t, &f);
		flow_into(w, &w->edges[back].s, &t);
		*s = f;
		join(s, &fr.brk);
		return;
	}
	case ND_SWITCH: {
		walk_expr(w, n->cond, s);
		Frame fr = {.loop = false, .brk = dead(), .cont = dead(), .in = *s};
		State body = dead();
		walk_loop_body(w, &fr, n->body, &body);
		join(&body, &fr.brk);
		if (!fr.has_default)
			join(&body, &fr.in);
		*s = body;
		return;
	}
	case ND_CASE: case ND_DEFAULT: {
		Frame *fr = innermost(w, false);
		if (fr && !fr->loop) {
			join(s, &fr->in);
			if (n->kind == ND_DEFAULT)
				fr->has_default = true;
		}
		walk_stmt(w, n->kind == ND_CASE ? n->body : n->stmt, s);
		return;
	}
	case ND_BREAK: {
		Frame *fr = innermost(w, false);
		if (fr)
			join(&fr->brk, s);
		*s = dead();
		return;
	}
	case ND_CONTINUE: {
		Frame *fr = innermost(w, true);
		if (fr)
			join(&fr->cont, s);
		*s = dead();
		return;
	}
	case ND_RETURN:
		walk_expr(w, n->expr, s);
		join(&w->exit, s);
		*s = dead();
		return;
	case ND_GOTO:
		if (n->sym)
			flow_into(w, label_state(w, n->sym), s);
		*s = dead();
		return;
	case ND_GOTO_IND:
		walk_expr(w, n->expr, s);
		*s = dead();
		return;
	case ND_LABEL:
		join(s, label_state(w, n->sym));
		walk_stmt(w, n->stmt, s);
		return;
	default:
		return;
	}
}

/* One function from START, to a fixed point of its label and loop-head
 * states; reports only on the last pass. */
static void walk_function_as(Symbol *fn, FnInfo *fi, const Binding *bound, const State *start,
			     bool report)
{
	Walk w = {.fn = fn, .fi = fi, .bound = bound};
	for (int pass = 0; pass < 8; pass++) {
		w.changed = false;
		w.exit = dead();
		memset(w.seen, 0, sizeof w.seen);
		State s = *start;
		walk_stmt(&w, fn_body(fn), &s);
		join(&w.exit, &s);
		if (!w.changed)
			break;
	}
	if (report) {
		w.report = true;
		w.exit = dead();
		memset(w.seen, 0, sizeof w.seen);
		State s = *start;
		walk_stmt(&w, fn_body(fn), &s);
	} else {
		FnInfo *fi = w.fi;
		fi->npop = fi->npush = 0;
		fi->must_sleep = w.exit.live && w.exit.slept != NEVER;
		fi->must_below = w.exit.slept;
		if (w.exit.live) {
			for (int i = 0; i < w.exit.below && i < MAX_HELD; i++)
				fi->pop_kind[fi->npop++] = w.exit.below_kind[i];
			for (int i = 0; i < w.exit.n; i++)
				if (!w.exit.h[i].guard)
					fi->push_kind[fi->npush++] = w.exit.h[i].kind;
		}
	}
	if (w.too_deep && !report) {
		/* nested beyond the stack: nothing is known of it */
		FnInfo *fi = w.fi;
		fi->sleeps = fi->must_sleep = fi->needs_report = false;
		fi->npop = fi->npush = 0;
		for (int k = 0; k < fi->nparams; k++)
			fi->param_below[k] = NEVER;
	}
	free(w.edges);
	free(w.slots);
}

static void walk_function(Symbol *fn, const State *start, bool report)
{
	walk_function_as(fn, atomic_info(fn), NULL, start, report);
}

static void summarize(Symbol *fn)
{
	FnInfo *fi = atomic_info(fn);
	if (fi->status || stack_used() > stack_budget / 2)
		return;		/* deep in a chain of summaries: unknown here */
	fi->status = 1;
	find_carriers(fn, fi);
	State start = {.live = true, .slept = NEVER};
	walk_function(fn, &start, false);
	fi->status = 2;
	if (getenv("CG_DEBUG_ATOMIC")) {
		fprintf(stderr, "atomic: %s: pop", fn->name->name);
		for (int i = 0; i < fi->npop; i++)
			fprintf(stderr, " %d", fi->pop_kind[i]);
		fprintf(stderr, " push");
		for (int i = 0; i < fi->npush; i++)
			fprintf(stderr, " %d", fi->push_kind[i]);
		if (fi->sleeps)
			fprintf(stderr, " sleeps>%d%s: %s", fi->sleep_below,
				fi->must_sleep ? " always" : "", fi->sleep_what);
		for (int k = 0; k < fi->nparams; k++)
			if (fi->param_below[k] != NEVER)
				fprintf(stderr, " param%d>%d", k + 1, fi->param_below[k]);
		fprintf(stderr, "\n");
	}
}

/* --- the translation unit ------------------------------------------------ */

void atomic_check_unit(Unit *u)
{
	if ((!check_on[CK_GFP_SLEEP_IN_ATOMIC] && !check_on[CK_GFP_SLEEP_IN_ATOMIC_MAYBE]) ||
	    !gfp_bits()->known || !gfp_bits()->direct_reclaim) {
		end_unit();
		return;
	}
	names_init();
	atomic_import();
	char base;
	stack_base = &base;
	stack_budget = stack_limit() / 2;
	roots_scan(u);
	/* the summaries first: of every function but the inline ones, which
	 * are summarized when called (the thousands of a kernel unit's
	 * headers mostly are not); they meet the calls that roots follow */
	for (Node *d = u->first; d; d = d->next)
		if (d->kind == ND_DECL && d->sym && d->sym->kind == SYM_FUNC && (d->flags & DF_FUNC_DEF) &&
		    d->sym->body && !d->sym->is_inline)
			summarize(d->sym);
	roots_after_summaries();
	for (Node *d = u->first; d; d = d->next) {
		if (d->kind != ND_DECL || !d->sym || d->sym->kind != SYM_FUNC || !(d->flags & DF_FUNC_DEF) ||
		    !has_body(d->sym))
			continue;
		Symbol *fn = d->sym;
		FnInfo *fi = fn->fninfo;
		if (!fi || (!fi->needs_report && !(fi->root && (fi->sleep_sites || fi->status != 2))))
			continue;
		if (fi->status != 2)
			summarize(fn);	/* a root nothing called */
		if (fi->status != 2)
			continue;
		if (fi->root && getenv("CG_DEBUG_ATOMIC"))
			fprintf(stderr, "atomic: %s: root%s: %s\n", fn->name->name,
				fi->root->maybe ? " (maybe)" : "", fi->root->held);
		State start = {.live = true, .slept = NEVER};
		if (fi->root) {
			start.h[0] = (Held){fi->root->loc, K_ROOT, NULL, NULL, {.root = fi->root}};
			start.n = 1;
		}
		walk_function(fn, &start, true);
	}
	if (opt.atomic_export)
		atomic_export(u);
	end_unit();
}

/* Back to a fresh process's state: the name table holds the unit's
 * interned identifiers (the fuzz harness runs many units in one process). */
void atomic_finish(void)
{
	end_unit();
	memset(name_map, 0, sizeof(name_map));
	names_ready = false;
	stack_base = NULL;
	stack_budget = 0;
	roots_finish();
	xtu_finish();
}
