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
 * empty.  Addresses computed from a pseudo (&p->m) are pure and survive
 * calls. */
#include <stdlib.h>
#include "flow-internal.h"

enum { MEM_MAX = 32 };

typedef struct MemEntry {
	const void *base;	/* the pointer's pseudo */
	int64_t offset;
	int64_t size;		/* 0: the address base + offset, not a load */
	Value val;
} MemEntry;

struct MemTab {
	int len;
	MemEntry e[];
};

static MemEntry cur[MEM_MAX];
static int ncur;

void mem_reset(void)
{
	ncur = 0;
}

void mem_finish(void)
{
	memset(cur, 0, sizeof(cur));
	ncur = 0;
}

/* A call, a store or an asm: no load is known any more. */
void mem_clobber(void)
{
	int n = 0;
	for (int i = 0; i < ncur; i++)
		if (!cur[i].size)
			cur[n++] = cur[i];
	ncur = n;
}

static MemEntry *mem_find(const void *base, int64_t offset, int64_t size)
{
	for (int i = ncur - 1; i >= 0; i--)
		if (cur[i].base == base && cur[i].offset == offset && cur[i].size == size)
			return &cur[i];
	return NULL;
}

static void mem_put(const void *base, int64_t offset, int64_t size, Value v)
{
	MemEntry *e = mem_find(base, offset, size);
	if (!e) {
		if (ncur == MEM_MAX)
			memmove(cur, cur + 1, --ncur * sizeof(*cur));	/* the oldest goes */
		e = &cur[ncur++];
	}
	*e = (MemEntry){base, offset, size, v};
}

/* The value at BASE + OFFSET (SIZE bytes, negative for floating point)
 * if a load or store left it known. */
bool mem_load(const void *base, int64_t offset, int64_t size, Value *v)
{
	MemEntry *e = base ? mem_find(base, offset, size) : NULL;
	if (e)
		*v = e->val;
	return e != NULL;
}

/* What a load or store leaves at BASE + OFFSET. */
void mem_store(const void *base, int64_t offset, int64_t size, Value v)
{
	if (base && size)
		mem_put(base, offset, size, v);
}

/* BASE + OFFSET: the pseudo made for it the first time on this path. */
Value mem_address(const void *base, int64_t offset, bool *again)
{
	MemEntry *e = mem_find(base, offset, 0);
	*again = e != NULL;
	if (e)
		return e->val;
	Value v = fresh_value();
	mem_put(base, offset, 0, v);
	return v;
}

/* The table a block ends with, for its children. */
MemTab *mem_snapshot(Arena *a)
{
	if (!ncur)
		return NULL;
	MemTab *t = arena_alloc(a, sizeof(*t) + ncur * sizeof(MemEntry));
	t->len = ncur;
	memcpy(t->e, cur, ncur * sizeof(MemEntry));
	return t;
}

static bool tab_has(const MemTab *t, const MemEntry *m)
{
	for (int i = 0; t && i < t->len; i++)
		if (t->e[i].base == m->base && t->e[i].offset == m->offset &&
		    t->e[i].size == m->size)
			return same_value(t->e[i].val, m->val);
	return false;
}

/* A block's entry: the entries all of its parents' exits EXITS (N of
 * them) agree on. */
void mem_meet(const MemTab *const *exits, int n)
{
	ncur = 0;
	if (!n || !exits[0])
		return;
	for (int i = 0; i < exits[0]->len; i++) {
		const MemEntry *m = &exits[0]->e[i];
		bool all = true;
		for (int j = 1; j < n && all; j++)
			all = tab_has(exits[j], m);
		if (all)
			cur[ncur++] = *m;
	}
}

/* Whether V is the address BASE + *OFFSET made on this path. */
bool mem_address_of(Value v, const void *base, int64_t *offset)
{
	for (int i = 0; i < ncur; i++)
		if (!cur[i].size && cur[i].base == base && same_value(cur[i].val, v)) {
			*offset = cur[i].offset;
			return true;
		}
	return false;
}
