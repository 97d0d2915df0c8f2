/* atomic-internal.h - what the parts of gfp-sleep-in-atomic share: atomic.c
 * (the walk), atomic-roots.c (the functions that run in atomic context)
 * and atomic-xtu.c (the summaries of other units). */
#ifndef CG_ATOMIC_INTERNAL_H
#define CG_ATOMIC_INTERNAL_H
#include <stdbool.h>
#include <stdint.h>
#include "ast.h"

/* The kinds of atomic section. */
enum {
	K_SPIN = 1,		/* spinlock, raw spinlock, bit spinlock */
	K_RW = 2,		/* rwlock_t, read or write side */
	K_IRQ = 4,		/* local interrupts off */
	K_BH = 8,		/* bottom halves off */
	K_PREEMPT = 16,		/* preemption off */
	K_RCU = 32,		/* RCU read-side critical section */
	K_ROOT = 64,		/* the function runs atomic: a hard-irq handler, a
				 * callback, every caller atomic (a Root) */
	K_USER = 128,		/* --atomic-enter */
};

struct Root;

typedef struct Held {
	Loc loc;		/* where this function entered it */
	uint8_t kind;		/* one K_* */
	Node *lock;		/* the lock expression, to match its release */
	const char *via;	/* the callee that took it */
	union {
		Symbol *guard;	/* the cleanup variable whose scope releases it */
		const struct Root *root;	/* K_ROOT: why the function is atomic */
	};
} Held;

/* Where a function's atomic context comes from when it is not its own:
 * the kernel runs it so (a hard-irq handler, a timer callback, a method
 * documented atomic), or the callers of the file call it in atomic
 * context.  The first section of the start state of its walk. */
typedef struct Root {
	const char *held;	/* for "may sleep while %s" */
	const char *base;	/* the same without "in every caller of" */
	const char *note;	/* at LOC */
	const char *remedy;
	Loc loc;
	bool maybe;		/* not for every call: gfp-sleep-in-atomic-maybe */
	bool inherited;		/* from callers (released by an unmatched unlock) */
	Held origin;		/* inherited: the caller's section, noted too */
	const struct Root *up;	/* inherited from a caller's own root */
} Root;

#define MAX_HELD 16

/* Depth thresholds: "sleeps when entered more than T sections deep"; a
 * function that releases its caller's lock before allocating has T = 1. */
#define NEVER 1000

/* A call of a static function of the unit: in atomic context of the
 * caller's own (OWN, HELD its innermost section), or with nothing held
 * nor released (CLEAN: the caller's context, if it has one). */
typedef struct CallSite {
	Node *call;
	Symbol *caller;
	bool own, clean;
	Held held;
	struct CallSite *next;
} CallSite;

typedef struct FnInfo {
	int status;		/* 0 not yet, 1 being summarized, 2 done */
	/* may sleep: its own body allocates with a sleeping mask, or calls a
	 * function that sleeps on all its paths (the most sensitive site) */
	bool sleeps;
	int sleep_below;
	Loc sleep_loc;		/* the allocation, or the call that sleeps */
	const char *sleep_what;	/* "'kmalloc' with GFP_KERNEL", through calls */
	const char *sleep_alloc;	/* the allocation at the end of the chain */
	int sleep_hops;		/* calls between this function and it */
	/* sleeps on every path to its return (so its callers may sleep) */
	bool must_sleep;
	int must_below;
	/* what a call leaves: pops sections of the caller, then pushes */
	int npop, npush;
	uint8_t pop_kind[MAX_HELD], push_kind[MAX_HELD];
	/* gfp_t parameters: where a sleeping mask passed in is allocated with
	 * (NEVER: it is not, e.g. mapping_set_gfp_mask stores it), and the
	 * locals that carry the parameter's value */
	int nparams;
	int *param_below;
	/* where a parameter allocated with under the function's own section
	 * (param_below < 0) meets it: that section, for the caller's note */
	const struct Held **param_held;
	Symbol ***carriers;
	int *ncarriers;
	/* its own walk reaches an allocation in atomic context: worth the
	 * reporting walk (the summary walk starts from the same state) */
	bool needs_report;
	/* a call of it that may sleep in some context (a sleeping mask, a
	 * callee that may sleep): worth the walk from a root */
	bool sleep_sites;
	/* runs in atomic context (atomic-roots below) */
	const Root *root;
	/* the references of the unit's code to it: calls, other uses */
	int ncalls, naddr;
	struct CallSite *sites;	/* the calls the summary walks met */
	int nsites;
	bool candidate;		/* static, called: in the list of the unit */
	bool matters;		/* atomic-xtu.c: its summary meets a section */
	bool asks_out;		/* it or its callees asked about another unit */
} FnInfo;

/* The facts of a function of the unit, made on first use. */
FnInfo *atomic_info(Symbol *s);
/* The function a call calls by name (through casts, & and *), or NULL. */
Symbol *atomic_callee(Node *call);
/* "a spinlock is held", ... for messages. */
const char *atomic_held_text(int kind);
/* A copy of S in the unit's arena. */
char *atomic_str(const char *s);
/* The walk's share of the stack is spent. */
bool atomic_stack_low(void);

/* The lock object of a lock call's argument (through spinlock_check()). */
Node *atomic_lock_object(Node *e);

/* atomic-xa.c: the functions that drop their caller's lock to allocate
 * (__xa_store(), mas_store_gfp(), ...). */
bool xa_drops_lock(const char *name);
/* How many of the innermost of the N sections H a call of NAME (one of
 * those) drops to allocate: those of the latest lock call on its lock
 * that the unlock gives back; NEVER if none is held here (the caller's). */
int xa_dropped(Node *call, const char *name, const Held *h, int n);
/* The lock types of the unit's xarrays: its xa_init*() calls, its
 * XARRAY_INIT variables (atomic-roots.c's scan). */
void xa_note_call(Node *call, Symbol *callee);
void xa_note_var(Symbol *var, Node *init);
void xa_finish(void);

/* atomic-roots.c: the unit's functions that run in atomic context. */
/* Before the summaries: the registrations and stores of callbacks
 * (atomic-callbacks.inc), the references to static functions. */
void roots_scan(Unit *u);
/* A summary walk calls through a member pointer with H held. */
void roots_pointer_call(Node *call, const Held *h);
/* After the summaries: the functions stored in a member called under a
 * lock, and those whose callers are atomic (FnInfo.root). */
void roots_after_summaries(void);
void roots_finish(void);

/* atomic-xtu.c: project mode's summaries (--atomic-cross-tu). */
void atomic_import(void);
void xtu_finish(void);
FnInfo *atomic_imported(Ident *name);
void atomic_export(Unit *u);
/* The first pass's questions: FROM asks for NAME's summary, or calls TO
 * of this unit; ATOMIC if a section is held there. */
void xtu_note_ask(FnInfo *from, Ident *name, bool atomic);
void xtu_note_call(FnInfo *from, FnInfo *to, bool atomic);
#endif
