/* atomic-roots.c - the functions of a unit that run in atomic context
 * although they take no lock of their own, for gfp-sleep-in-atomic: each
 * is walked from a first section, its Root, that says why.
 *
 * - The kernel runs it atomically: a hard-irq handler (request_irq()),
 *   a timer, tasklet, softirq, NAPI, RCU or cross-CPU callback, an ops
 *   method documented as atomic (ndo_start_xmit, mac80211's tx, ...).
 *   That knowledge is data, atomic-callbacks.inc, each line with the
 *   kernel documentation that says so; the unit registers the function
 *   (a call) or stores it in the member (an initializer, an assignment).
 * - Every caller of the file calls it in atomic context: a static
 *   function whose address is not taken, each call made with a section of
 *   the caller's own held or, holding and releasing nothing, in a caller
 *   that is atomic itself (several calls up).  What its summary already
 *   tells the callers is not reported again in it (atomic.c).
 * - Not certain, gfp-sleep-in-atomic-maybe: a callback atomic for some
 *   callers only (URB completions), a static function some of whose calls
 *   are atomic, a function stored in a member that the file calls through
 *   a pointer with a lock held. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "atomic-internal.h"
#include "arena.h"
#include "gfp.h"
#include "intern.h"
#include "parse.h"
#include "sema.h"

/* Registrations of hard-irq handlers: the argument (1-based) that is the
 * handler.  request_threaded_irq's thread_fn runs in a thread and may
 * sleep. */
static const struct { const char *name; int arg; } irq_registrations[] = {
	{"request_irq", 2}, {"request_threaded_irq", 2}, {"request_any_context_irq", 2},
	{"request_percpu_irq", 2}, {"request_nmi", 2}, {"request_percpu_nmi", 2},
	{"devm_request_irq", 3}, {"devm_request_threaded_irq", 3},
	{"devm_request_any_context_irq", 3},
};

/* Callbacks the kernel runs in atomic context (atomic-callbacks.inc). */
typedef struct Callback {
	const char *where;	/* the registration function, or the struct tag */
	const char *member;	/* NULL for a registration */
	int arg;
	bool certain;
	const char *what;
	Ident *tag_id, *member_id;
} Callback;

static Callback callbacks[] = {
#define CB_CALL(fn, arg, certain, what) {fn, NULL, arg, certain, what, NULL, NULL},
#define CB_MEMBER(tag, member, certain, what) {tag, member, 0, certain, what, NULL, NULL},
#include "atomic-callbacks.inc"
#undef CB_CALL
#undef CB_MEMBER
};

#define NCALLBACKS (sizeof callbacks / sizeof *callbacks)

/* Registration functions by interned name. */
typedef struct Registration {
	Ident *id;
	const char *name;
	int arg;
	const Callback *cb;	/* NULL: a hard-irq handler */
} Registration;

#define REG_SLOTS 256
static Registration reg_map[REG_SLOTS];

static void add_registration(const char *name, int arg, const Callback *cb)
{
	Ident *id = intern_cstr(name);
	unsigned h = (unsigned)((uintptr_t)id >> 4) & (REG_SLOTS - 1);
	while (reg_map[h].id && reg_map[h].id != id)
		h = (h + 1) & (REG_SLOTS - 1);
	reg_map[h] = (Registration){id, name, arg, cb};
}

static const Registration *registration(Ident *id)
{
	unsigned h = (unsigned)((uintptr_t)id >> 4) & (REG_SLOTS - 1);
	for (; reg_map[h].id; h = (h + 1) & (REG_SLOTS - 1))
		if (reg_map[h].id == id)
			return &reg_map[h];
	return NULL;
}

static bool registrations_ready;

static void registrations_init(void)
{
	if (registrations_ready)
		return;
	registrations_ready = true;
	for (size_t i = 0; i < sizeof irq_registrations / sizeof *irq_registrations; i++)
		add_registration(irq_registrations[i].name, irq_registrations[i].arg, NULL);
	for (size_t i = 0; i < NCALLBACKS; i++) {
		if (!callbacks[i].member) {
			add_registration(callbacks[i].where, callbacks[i].arg, &callbacks[i]);
			continue;
		}
		callbacks[i].tag_id = intern_cstr(callbacks[i].where);
		callbacks[i].member_id = intern_cstr(callbacks[i].member);
	}
}

/* What the unit's code does with its functions, seen once over every
 * parsed body and file-scope initializer: registrations and stores of
 * callbacks (roots), and the references to static functions (a function
 * whose address is taken has callers the file does not show). */
typedef struct Store {
	Member *mem;		/* the member a function is stored in */
	Symbol *fn;		/* its definition */
	Loc loc;
	struct Store *next;
} Store;

/* A call through a member pointer with a section held (a summary walk). */
typedef struct PtrCall {
	Member *mem;
	Loc loc;
	Held held;
	struct PtrCall *next;
} PtrCall;

static Store *stores;
static PtrCall *ptr_calls;
static Symbol **candidates;	/* static functions called in the unit */
static int ncandidates, capcandidates;

static Symbol *fn_of(Node *e)
{
	while (e && (e->kind == ND_CAST || e->kind == ND_ADDR))
		e = e->operand;
	if (!e || e->kind != ND_VAR || !e->sym || e->sym->kind != SYM_FUNC)
		return NULL;
	return gfp_fn_def(e->sym);
}

/* FN runs in atomic context for the reason R: a certain root stands. */
static void set_root(Symbol *fn, Root *r)
{
	FnInfo *fi = atomic_info(fn);
	if (fi->root && (!fi->root->maybe || r->maybe))
		return;
	fi->root = r;
}

static Root *new_root(Loc loc, const char *held, const char *note, const char *remedy, bool maybe)
{
	Root *r = arena_zalloc(tu_arena, sizeof *r);
	r->loc = loc;
	r->held = r->base = held;
	r->note = note;
	r->remedy = remedy;
	r->maybe = maybe;
	return r;
}

static const char *const callback_remedy =
	"use GFP_ATOMIC or GFP_NOWAIT, or allocate outside the callback";

/* The macros that expand to a registration function, as the note names
 * the registration (another macro written around the call, WARN_ON(),
 * is not one). */
static const struct { const char *macro, *fn; } registration_macros[] = {
	{"timer_setup", "init_timer_key"}, {"timer_setup_on_stack", "init_timer_on_stack_key"},
	{"setup_timer", "init_timer_key"}, {"setup_timer_on_stack", "init_timer_on_stack_key"},
};

static const char *written_as(Node *call, const char *fn, char *buf, size_t size)
{
	if (!gfp_macro_written(call->callee->loc, buf, size))
		return fn;
	for (size_t i = 0; i < sizeof registration_macros / sizeof *registration_macros; i++)
		if (!strcmp(buf, registration_macros[i].macro) && !strcmp(fn, registration_macros[i].fn))
			return buf;
	return fn;
}

/* A registration: argument ARG of CALL is handed to the kernel, which runs
 * it as CB says (NULL: a hard-irq handler). */
static void root_registered(Node *call, int arg, const char *by, const Callback *cb)
{
	Node *a = call->args;
	for (int k = 1; a && k < arg; k++)
		a = a->next;
	Symbol *fn = fn_of(a);
	if (!fn)
		return;
	char buf[400], mbuf[64];
	by = written_as(call, by, mbuf, sizeof mbuf);
	if (!cb) {
		snprintf(buf, sizeof buf, "'%s' is registered here as a hard-irq handler (by '%s')",
			 fn->name->name, by);
		set_root(fn, new_root(call->callee->loc, "in a hard-irq handler", atomic_str(buf),
				      "use GFP_ATOMIC or GFP_NOWAIT, or allocate outside the handler",
				      false));
		return;
	}
	snprintf(buf, sizeof buf, "'%s' is registered here as %s (by '%s')", fn->name->name,
		 cb->what, by);
	const char *note = atomic_str(buf);
	snprintf(buf, sizeof buf, "in %s", cb->what);
	set_root(fn, new_root(call->callee->loc, atomic_str(buf), note, callback_remedy, !cb->certain));
}

/* The struct a member belongs to, by name: a member of an anonymous
 * union (tasklet_struct's func and callback) is the container's. */
static Ident *owner_name(Member *mem, Type *container)
{
	if (mem->owner && mem->owner->name)
		return mem->owner->name;
	return container && container->tag ? container->tag->name : NULL;
}

/* VALUE is stored in member MEM of a struct of type CONTAINER (if known:
 * an initializer's entry or an assignment) at LOC. */
static void root_stored(Member *mem, Type *container, Node *value, Loc loc)
{
	Symbol *fn = fn_of(value);
	if (!fn || !mem || !mem->name)
		return;
	Store *st = arena_alloc(tu_arena, sizeof *st);
	*st = (Store){mem, fn, loc, stores};
	stores = st;
	Ident *tag = owner_name(mem, container);
	for (size_t i = 0; tag && i < NCALLBACKS; i++) {
		const Callback *cb = &callbacks[i];
		if (cb->member_id != mem->name || cb->tag_id != tag)
			continue;
		char buf[400];
		snprintf(buf, sizeof buf, "'%s' is set here as %s ('%s' of struct %s)",
			 fn->name->name, cb->what, cb->member, cb->where);
		const char *note = atomic_str(buf);
		snprintf(buf, sizeof buf, "in %s", cb->what);
		set_root(fn, new_root(loc, atomic_str(buf), note, callback_remedy, !cb->certain));
		return;
	}
}

static void scan_node(Node *n, void *ctx);

static void count_call(Symbol *def)
{
	FnInfo *fi = atomic_info(def);
	fi->ncalls++;
	if (fi->candidate)
		return;
	fi->candidate = true;
	if (ncandidates == capcandidates) {
		capcandidates = capcandidates ? 2 * capcandidates : 64;
		candidates = realloc(candidates, capcandidates * sizeof *candidates);
	}
	candidates[ncandidates++] = def;
}

static void scan_call(Node *call)
{
	Symbol *callee = atomic_callee(call);
	const Registration *r = callee ? registration(callee->name) : NULL;
	if (r)
		root_registered(call, r->arg, r->name, r->cb);
	if (callee)
		xa_note_call(call, callee);
	Symbol *def = callee ? gfp_fn_def(callee) : NULL;
	if (def && def->storage == SC_STATIC) {
		count_call(def);
		for (Node *a = call->args; a; a = a->next)
			scan_node(a, NULL);
		return;
	}
	node_children(call, scan_node, NULL);
}

static void scan_node(Node *n, void *ctx)
{
	if (!n || atomic_stack_low())
		return;
	switch (n->kind) {
	case ND_CALL:
		scan_call(n);
		return;
	case ND_VAR:
		if (n->sym && n->sym->kind == SYM_FUNC) {
			Symbol *def = gfp_fn_def(n->sym);
			if (def)
				atomic_info(def)->naddr++;
		}
		return;
	case ND_ASSIGN:
		if (!n->op && n->lhs->kind == ND_MEMBER) {
			Node *rec = n->lhs->operand;
			root_stored(n->lhs->mem, rec && rec->kind == ND_MEMBER && rec->mem ?
				    rec->mem->ty : rec ? rec->ty : NULL, n->rhs, n->loc);
		}
		break;
	case ND_INIT_LIST:
		for (Node *x = n->entries; x; x = x->next)
			if (x->kind == ND_DESIG && x->target)
				root_stored(x->target, n->ty, x->value, x->value ? x->value->loc : x->loc);
		break;
	case ND_SIZEOF: case ND_ALIGNOF:
		return;
	default:
		break;
	}
	node_children(n, scan_node, NULL);
}

/* Every function body and file-scope initializer of the main file. */
void roots_scan(Unit *u)
{
	registrations_init();
	stores = NULL;
	ptr_calls = NULL;
	ncandidates = 0;
	for (Node *d = u->first; d; d = d->next) {
		if (d->kind != ND_DECL || !d->sym)
			continue;
		/* the headers' inline functions (parsed for sparse's inline
		 * expansion) neither call nor register the main file's */
		if (parse_lazy_bodies && d->loc.file != parse_main_file)
			continue;
		if (d->sym->kind == SYM_FUNC && (d->flags & DF_FUNC_DEF) && d->sym->body)
			scan_node(d->sym->body, NULL);
		else if (d->sym->kind == SYM_VAR && d->init) {
			xa_note_var(d->sym, d->init);
			scan_node(d->init, NULL);
		}
	}
}

/* A call through a member pointer with a section held: what the file
 * stores in that member may run in atomic context (a summary walk). */
void roots_pointer_call(Node *call, const Held *h)
{
	Node *f = call->callee;
	while (f && (f->kind == ND_CAST || f->kind == ND_DEREF))
		f = f->operand;
	if (!f || f->kind != ND_MEMBER || !f->mem)
		return;
	for (PtrCall *p = ptr_calls; p; p = p->next)
		if (p->mem == f->mem)
			return;
	PtrCall *p = arena_alloc(tu_arena, sizeof *p);
	*p = (PtrCall){f->mem, call->callee->loc, *h, ptr_calls};
	ptr_calls = p;
}

static void roots_of_pointers(void)
{
	char buf[400];
	for (Store *st = stores; st; st = st->next)
		for (PtrCall *p = ptr_calls; p; p = p->next) {
			if (p->mem != st->mem)
				continue;
			snprintf(buf, sizeof buf, "'%s' is stored here in '%s', which is called while %s",
				 st->fn->name->name, st->mem->name->name, atomic_held_text(p->held.kind));
			Root *r = new_root(st->loc, NULL, atomic_str(buf),
					   "use GFP_ATOMIC or GFP_NOWAIT, or allocate before the atomic section",
					   true);
			snprintf(buf, sizeof buf, "%s (through a pointer call of '%s')",
				 atomic_held_text(p->held.kind), st->mem->name->name);
			r->held = r->base = atomic_str(buf);
			r->origin = p->held;
			set_root(st->fn, r);
			break;
		}
}

/* FN inherits its callers' context if every call of the file is made in
 * atomic context (by the caller's own section, or with nothing held nor
 * released in a caller that is atomic itself) and nothing else refers to
 * it; some calls only: gfp-sleep-in-atomic-maybe.  Only own sections
 * make a "some" root (a caller's root is not followed for them). */
static bool inherit(Symbol *fn)
{
	FnInfo *fi = atomic_info(fn);
	if (fi->root && !fi->root->maybe)
		return false;
	if (fn->storage != SC_STATIC || !fi->nsites || fi->status != 2)
		return false;
	CallSite *first = NULL, *some = NULL;
	bool all = fi->nsites == fi->ncalls && !fi->naddr;
	for (CallSite *cs = fi->sites; cs; cs = cs->next) {
		FnInfo *caller = atomic_info(cs->caller);
		if (cs->own) {
			first = first ? first : cs;
			some = some ? some : cs;
		} else if (cs->clean && caller->root && caller->root != fi->root) {
			first = first ? first : cs;
			all &= !caller->root->maybe;
		} else {
			all = false;
		}
	}
	if (!first || (!all && (!some || (fi->root && fi->root->maybe))))
		return false;
	CallSite *cs = all ? first : some;
	char buf[400];
	const Root *up = cs->own ? NULL : atomic_info(cs->caller)->root;
	const char *base = up ? up->base : atomic_held_text(cs->held.kind);
	Root *r = new_root(cs->call->callee->loc, NULL, NULL,
			   up ? up->remedy : "use GFP_ATOMIC or GFP_NOWAIT, or allocate before the callers' atomic section",
			   !all);
	r->inherited = true;
	r->base = base;
	r->up = up;
	if (cs->own)
		r->origin = cs->held;
	snprintf(buf, sizeof buf, "%s, in %s caller of '%s'", base, all ? "every" : "a",
		 fn->name->name);
	r->held = atomic_str(buf);
	if (up)
		snprintf(buf, sizeof buf, "'%s' is called here by '%s'", fn->name->name,
			 cs->caller->name->name);
	else
		snprintf(buf, sizeof buf, "'%s' is called here while %s", fn->name->name, base);
	r->note = atomic_str(buf);
	fi->root = r;
	return true;
}

/* Callers first: a function atomic through its callers passes it on to
 * its own static callees (bounded: a chain of calls, no cycle). */
static void roots_inherit(void)
{
	for (int round = 0; round < 8; round++) {
		bool changed = false;
		for (int i = 0; i < ncandidates; i++)
			changed |= inherit(candidates[i]);
		if (!changed)
			break;
	}
}

void roots_after_summaries(void)
{
	roots_of_pointers();
	roots_inherit();
}

/* The tables hold the unit's interned identifiers: back to a fresh
 * process's state. */
void roots_finish(void)
{
	registrations_ready = false;
	memset(reg_map, 0, sizeof(reg_map));
	for (size_t i = 0; i < NCALLBACKS; i++)
		callbacks[i].tag_id = callbacks[i].member_id = NULL;
	stores = NULL;
	ptr_calls = NULL;
	free(candidates);
	candidates = NULL;
	ncandidates = capcandidates = 0;
}
