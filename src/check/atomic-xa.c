/* atomic-xa.c - functions that drop their caller's lock to allocate, for
 * gfp-sleep-in-atomic.
 *
 * __xa_store() and the other __xa_*() functions are called with the
 * xarray's lock held ("Assumes xa_lock held on entry",
 * Documentation/core-api/xarray.rst) and, when the mask allows blocking,
 * __xas_nomem() (lib/xarray.c) releases it around the allocation:
 * xas_unlock_type() with the array's own lock type, the low bits of its
 * xa_flags (XA_FLAGS_LOCK_IRQ: spin_unlock_irq(), XA_FLAGS_LOCK_BH:
 * spin_unlock_bh(), else spin_unlock()).  So the allocation is made
 * without the sections of the latest xa_lock*() call - the spinlock, and
 * the interrupts or bottom halves only if the array's lock type gives
 * them back - and under every other section still held: an outer
 * spinlock, an RCU read-side section, interrupts disabled by
 * xa_lock_irqsave() on an array whose lock type is 0.  mas_store_gfp()
 * (mas_nomem(): mtree_unlock()) and ttm_bo_swapout() (the LRU lock) drop
 * one spinlock the same way.
 *
 * The lock type is read from the unit: xa_init_flags() and xa_init()
 * calls and XARRAY_INIT initializers (DEFINE_XARRAY_FLAGS()), keyed by the
 * array's variable or member; an array the unit initializes nowhere (or
 * two ways) is taken to give back what its lock call took, as the
 * documentation's examples pair them. */
#include <stdlib.h>
#include <string.h>
#include "atomic-internal.h"
#include "gfp.h"
#include "parse.h"

/* The functions, by name or prefix (smatch's list), and the member that
 * is their lock. */
static const struct { const char *name; bool prefix, xarray; const char *member; } droppers[] = {
	{"__xa_", true, true, "xa_lock"},
	{"mas_store_gfp", false, false, "ma_lock"},
	{"ttm_bo_swapout", false, false, "lru_lock"},
};

#define NDROPPERS (sizeof droppers / sizeof *droppers)

static int dropper(const char *name)
{
	for (size_t i = 0; i < NDROPPERS; i++)
		if (droppers[i].prefix ? !strncmp(name, droppers[i].name, strlen(droppers[i].name)) :
		    !strcmp(name, droppers[i].name))
			return (int)i;
	return -1;
}

bool xa_drops_lock(const char *name)
{
	return dropper(name) >= 0;
}

/* --- the lock types of the unit's arrays -------------------------------- */

enum { LT_UNKNOWN = -1, LT_CONFLICT = -2 };

typedef struct ArrayType {
	const void *key;	/* the array's variable or member */
	int type;		/* its xa_flags' lock bits (K_IRQ, K_BH or 0) */
} ArrayType;

static ArrayType *arrays;
static int narrays, caparrays;
static int lock_bits = -1;	/* K_* of XA_FLAGS_LOCK_IRQ/_BH known: 0, 1 */
static uint64_t flags_irq, flags_bh;

/* What identifies an array across the unit's functions: the variable or
 * the member it is (&x, &p->x) or that points to it (p, s->p). */
static const void *array_key(Node *e)
{
	while (e && e->kind == ND_CAST)
		e = e->operand;
	if (e && e->kind == ND_ADDR)
		e = e->operand;
	if (e && e->kind == ND_VAR && e->sym && e->sym->kind == SYM_VAR)
		return e->sym;
	if (e && e->kind == ND_MEMBER && e->mem)
		return e->mem;
	return NULL;
}

/* The sections an array's xa_flags give back when it is unlocked. */
static int lock_type(uint64_t flags)
{
	if (lock_bits < 0) {
		lock_bits = gfp_macro_value("XA_FLAGS_LOCK_IRQ", &flags_irq) &&
			    gfp_macro_value("XA_FLAGS_LOCK_BH", &flags_bh) && flags_irq && flags_bh;
	}
	if (!lock_bits)
		return LT_UNKNOWN;
	uint64_t bits = flags & (flags_irq | flags_bh);
	return bits == flags_irq ? K_IRQ : bits == flags_bh ? K_BH : bits ? LT_UNKNOWN : 0;
}

static void note_type(const void *key, int type)
{
	if (!key)
		return;
	for (int i = 0; i < narrays; i++)
		if (arrays[i].key == key) {
			if (arrays[i].type != type)
				arrays[i].type = LT_CONFLICT;
			return;
		}
	if (narrays == caparrays) {
		caparrays = caparrays ? 2 * caparrays : 16;
		arrays = realloc(arrays, caparrays * sizeof *arrays);
	}
	arrays[narrays++] = (ArrayType){key, type};
}

void xa_note_call(Node *call, Symbol *callee)
{
	const char *name = callee->name->name;
	int64_t v;
	if (!strcmp(name, "xa_init") && call->args)
		note_type(array_key(call->args), 0);
	else if (!strcmp(name, "xa_init_flags") && call->args && call->args->next)
		note_type(array_key(call->args),
			  eval_int(call->args->next, &v) ? lock_type((uint64_t)v) : LT_UNKNOWN);
}

void xa_note_var(Symbol *var, Node *init)
{
	if (!init || init->kind != ND_INIT_LIST)
		return;
	int64_t v;
	for (Node *x = init->entries; x; x = x->next)
		if (x->kind == ND_DESIG && x->target && x->target->name &&
		    !strcmp(x->target->name->name, "xa_flags") && x->target->owner &&
		    x->target->owner->name && !strcmp(x->target->owner->name->name, "xarray"))
			note_type(var, x->value && eval_int(x->value, &v) ?
				  lock_type((uint64_t)v) : LT_UNKNOWN);
}

static int type_of(Node *xa)
{
	const void *key = array_key(xa);
	for (int i = 0; key && i < narrays; i++)
		if (arrays[i].key == key)
			return arrays[i].type;
	return LT_UNKNOWN;
}

/* --- what a call drops ---------------------------------------------------- */

/* Whether section H was taken on the member LOCK (&x->xa_lock). */
static bool on_member(const Held *h, const char *member)
{
	Node *e = atomic_lock_object(h->lock);
	if (e && e->kind == ND_ADDR)
		e = e->operand;
	return e && e->kind == ND_MEMBER && e->mem && e->mem->name &&
	       !strcmp(e->mem->name->name, member);
}

int xa_dropped(Node *call, const char *name, const Held *h, int n)
{
	int d = dropper(name);
	int top = n - 1;
	while (top >= 0 && !on_member(&h[top], droppers[d].member))
		top--;
	if (top < 0)
		return NEVER;	/* its caller's lock: how deep, unknown */
	if (top != n - 1)
		return 0;	/* a section taken after it stays */
	int type = droppers[d].xarray ? type_of(call->args) : 0;
	int k = 0;
	/* the sections of one lock call share its argument node */
	for (int i = top; i >= 0 && h[i].lock == h[top].lock; i--, k++) {
		int kind = h[i].kind;
		if (kind == K_SPIN || kind == K_RW)
			continue;
		if (type >= 0 ? kind != type : kind != K_IRQ && kind != K_BH)
			break;	/* irqs or bottom halves the unlock leaves off */
	}
	return k;
}

void xa_finish(void)
{
	free(arrays);
	arrays = NULL;
	narrays = caparrays = 0;
	lock_bits = -1;
	flags_irq = flags_bh = 0;
}
