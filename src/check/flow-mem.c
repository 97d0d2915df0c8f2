/* flow-mem.c - what memory the flow graph knows: sparse's memops.c and
 * CSE as far as lock contexts need them.
 *
 * sparse's simplify_loads() gives a load the value of an earlier load of
 * the same address, or of a store to it, when no call, store or asm comes
 * between on any path to it (find_dominating_parents()): in mm/mremap.c's
 * move_huge_pud(), vma->vm_mm read twice is one pseudo, and so the two
 * &mm->page_table_lock are one (CSE) and new_ptl != old_ptl folds.  Here
 * the loads met so far are a small table that a block hands to its
 * children: a call or store empties it, a join keeps what all its parents
 * agree on, a loop's top and a label reached again from below start
 * empty.  Addresses computed from a pseudo (&p->m) and operators on
 * pseudos (new != old) are pure: one pseudo on a path, calls or not. */
#include <stdint.h>
#include <stdlib.h>
#include "flow-internal.h"

enum { MEM_MAX = 8 };

/* A load of SIZE bytes at BASE + OFFSET (SIZE negative: floating point),
 * an address BASE + OFFSET (SIZE 0), or an operator OP of type TYPE_KEY
 * on the pseudo BASE and the pseudo OTHER or, when that is NULL, the
 * constant OFFSET. */
typedef struct MemEntry {
	uint8_t kind;
	uint8_t op;
	int32_t size;
	const void *base, *other;
	int64_t offset;
	Value val;
} MemEntry;

enum { MEM_LOAD, MEM_ADDRESS, MEM_OP };

struct MemTab {
	int len;
	MemEntry e[];
};

static MemEntry cur[MEM_MAX];
static int ncur;
/* the last table handed out or taken in, and whether cur has changed
 * since: a block that touches no memory shares its parent's table */
static MemTab *last;
static bool dirty;

void mem_reset(void)
{
	ncur = 0;
	last = NULL;
	dirty = false;
}

void mem_finish(void)
{
	memset(cur, 0, sizeof(cur));
	mem_reset();
}

/* A call, a store or an asm: no load is known any more. */
void mem_clobber(void)
{
	int n = 0;
	for (int i = 0; i < ncur; i++)
		if (cur[i].kind != MEM_LOAD)
			cur[n++] = cur[i];
	dirty |= n != ncur;
	ncur = n;
}

static int64_t magnitude(int64_t size)
{
	return size < 0 ? -size : size;
}

/* A store of SIZE bytes at BASE + OFFSET: the loads it may overlap are
 * lost; sparse keeps those of the same pointer elsewhere (dominates()). */
void mem_clobber_store(const void *base, int64_t offset, int64_t size)
{
	int n = 0;
	for (int i = 0; i < ncur; i++) {
		MemEntry *e = &cur[i];
		bool apart = base && size && e->base == base &&
			     (e->offset + magnitude(e->size) <= offset ||
			      offset + magnitude(size) <= e->offset);
		if (e->kind != MEM_LOAD || apart)
			cur[n++] = *e;
	}
	dirty |= n != ncur;
	ncur = n;
}

static bool same_key(const MemEntry *a, const MemEntry *b)
{
	return a->kind == b->kind && a->op == b->op && a->base == b->base &&
	       a->other == b->other && a->offset == b->offset && a->size == b->size;
}

static MemEntry *mem_find(const MemEntry *key)
{
	for (int i = ncur - 1; i >= 0; i--)
		if (same_key(&cur[i], key))
			return &cur[i];
	return NULL;
}

static void mem_put(const MemEntry *key)
{
	MemEntry *e = mem_find(key);
	if (!e) {
		if (ncur == MEM_MAX)
			memmove(cur, cur + 1, --ncur * sizeof(*cur));	/* the oldest goes */
		e = &cur[ncur++];
	}
	*e = *key;
	dirty = true;
}

/* KEY's value if known on this path, else a new pseudo for it from now
 * on; AGAIN says which. */
static Value mem_value(MemEntry *key, bool *again)
{
	MemEntry *e = mem_find(key);
	*again = e != NULL;
	if (e)
		return e->val;
	key->val = fresh_value();
	mem_put(key);
	return key->val;
}

/* The value at BASE + OFFSET (SIZE bytes, negative for floating point)
 * if a load or store left it known. */
bool mem_load(const void *base, int64_t offset, int64_t size, Value *v)
{
	MemEntry key = {MEM_LOAD, 0, (int32_t)size, base, NULL, offset, UNKNOWN};
	MemEntry *e = base && size ? mem_find(&key) : NULL;
	if (e)
		*v = e->val;
	return e != NULL;
}

/* What a load or store leaves at BASE + OFFSET. */
void mem_store(const void *base, int64_t offset, int64_t size, Value v)
{
	MemEntry key = {MEM_LOAD, 0, (int32_t)size, base, NULL, offset, v};
	if (base && size)
		mem_put(&key);
}

/* BASE + OFFSET: the pseudo made for it the first time on this path. */
Value mem_address(const void *base, int64_t offset, bool *again)
{
	MemEntry key = {MEM_ADDRESS, 0, 0, base, NULL, offset, UNKNOWN};
	return mem_value(&key, again);
}

static bool commutative(int op)
{
	switch (op) {
	case ND_ADD: case ND_MUL: case ND_BITAND: case ND_BITOR: case ND_BITXOR:
	case ND_EQ: case ND_NE:
		return true;
	}
	return false;
}

/* A B with the operator OP of the type TYPE_KEY: one pseudo on a path,
 * as sparse's CSE makes it, when A and B are pseudos or one of them a
 * constant; UNKNOWN otherwise. */
Value mem_op(int op, Value a, Value b, int64_t type_key, bool *again)
{
	*again = false;
	if (a.known && commutative(op)) {
		Value t = a;
		a = b;
		b = t;
	}
	const void *pa = pseudo_of(a), *pb = pseudo_of(b);
	if (!pa || (!pb && !b.known))
		return UNKNOWN;
	if (pb && commutative(op) && (uintptr_t)pb < (uintptr_t)pa) {
		const void *t = pa;
		pa = pb;
		pb = t;
	}
	MemEntry key = {MEM_OP, (uint8_t)op, (int32_t)type_key, pa, pb, pb ? 0 : b.v, UNKNOWN};
	return mem_value(&key, again);
}

/* The table a block ends with, for its children. */
MemTab *mem_snapshot(Arena *a)
{
	if (!dirty)
		return last;
	dirty = false;
	if (!ncur)
		return last = NULL;
	last = arena_alloc(a, sizeof(*last) + ncur * sizeof(MemEntry));
	last->len = ncur;
	memcpy(last->e, cur, ncur * sizeof(MemEntry));
	return last;
}

static bool tab_has(const MemTab *t, const MemEntry *m, int at)
{
	/* tables from one ancestor mostly keep its order: look at AT first */
	if (at < t->len && same_key(&t->e[at], m))
		return same_value(t->e[at].val, m->val);
	for (int i = 0; i < t->len; i++)
		if (same_key(&t->e[i], m))
			return same_value(t->e[i].val, m->val);
	return false;
}

/* A block's entry: the entries all of its parents' exits EXITS (N of
 * them) agree on. */
void mem_meet(MemTab *const *exits, int n)
{
	if (n == 1 && exits[0] == last && !dirty)
		return;		/* straight on: the table is the parent's */
	ncur = 0;
	dirty = false;
	last = n == 1 ? exits[0] : NULL;
	if (!n || !exits[0])
		return;
	bool same = true;
	for (int j = 1; j < n; j++) {
		if (!exits[j])
			return;		/* a parent knows nothing */
		same &= exits[j] == exits[0];
	}
	if (same) {
		last = exits[0];
		ncur = exits[0]->len;
		memcpy(cur, exits[0]->e, ncur * sizeof(MemEntry));
		return;
	}
	dirty = true;
	for (int i = 0; i < exits[0]->len; i++) {
		const MemEntry *m = &exits[0]->e[i];
		bool all = true;
		for (int j = 1; j < n && all; j++)
			all = tab_has(exits[j], m, i);
		if (all)
			cur[ncur++] = *m;
	}
}

/* Whether V is the address BASE + *OFFSET made on this path. */
bool mem_address_of(Value v, const void *base, int64_t *offset)
{
	for (int i = 0; i < ncur; i++)
		if (cur[i].kind == MEM_ADDRESS && cur[i].base == base && same_value(cur[i].val, v)) {
			*offset = cur[i].offset;
			return true;
		}
	return false;
}
