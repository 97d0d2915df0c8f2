/* intern.c - the identifier table: one hash table with chaining that
 * starts small and doubles at load factor 1, so a unit that sees 20k
 * names touches 256 KiB of buckets rather than a fixed megabyte. */
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "arena.h"
#include "intern.h"

/* A kernel unit interns 30,000 to 60,000 names: sized for them, the table
 * is not rehashed four times on the way (calloc maps it zeroed). */
#define TABLE_INIT (1u << 16)

Ident **intern_table;
uint32_t intern_mask;		/* buckets - 1 */
static Arena ident_arena;
Ident **ident_by_id;
static uint32_t nidents, ids_cap;

/* Double the buckets and relink every name by its stored hash: no name
 * is hashed again, and the cost over a whole unit stays linear.  From
 * ident_by_id, newest first, so each chain comes out oldest first: the
 * names met first (keywords, the common headers' words) are the ones
 * looked up most, and a lookup finds them sooner.  Out of line, so
 * intern()'s hot path keeps its registers. */
static __attribute__((noinline, cold)) void grow_table(void)
{
	uint32_t mask = 2 * intern_mask + 1;
	Ident **t = xcalloc(mask + 1, sizeof *t);
	for (uint32_t i = nidents; i-- > 0;) {
		Ident *id = ident_by_id[i];
		Ident **slot = &t[id->hash & mask];
		id->next = *slot;
		*slot = id;
	}
	free(intern_table);
	intern_table = t;
	intern_mask = mask;
}

/* A name not in the table yet (h: its hash): added at the end of its
 * chain, so chains stay oldest first. */
Ident *intern_add(const char *s, uint32_t len, uint32_t h)
{
	Ident **link = &intern_table[h & intern_mask];
	while (*link)
		link = &(*link)->next;
	Ident *id = arena_alloc8(&ident_arena, sizeof(Ident) + len + 1);
	memset(id, 0, sizeof(Ident));
	id->hash = h;
	id->len = len;
	memcpy(id->name, s, len);
	id->name[len] = 0;
	*link = id;
	if (nidents == ids_cap) {
		ids_cap = ids_cap ? 2 * ids_cap : 65536;
		ident_by_id = xrealloc(ident_by_id, ids_cap * sizeof *ident_by_id);
	}
	id->id = nidents;
	ident_by_id[nidents++] = id;
	if (nidents > intern_mask + 1)
		grow_table();
	return id;
}

Ident *intern(const char *s, uint32_t len)
{
	return intern_inline(s, len);
}

Ident *intern_lookup(const char *s, uint32_t len)
{
	return intern_find(s, len, intern_hash(s, len));
}

Ident *intern_cstr(const char *s)
{
	return intern(s, strlen(s));
}

static const char *const keyword_names[] = {
	NULL,
#define KW(id, s) s,
#include "keywords.inc"
#undef KW
};

void intern_init(void)
{
	intern_table = xcalloc(TABLE_INIT, sizeof *intern_table);
	intern_mask = TABLE_INIT - 1;
	for (int k = 1; k < KW_COUNT; k++)
		intern_cstr(keyword_names[k])->kw = k;
}

void intern_free(void)
{
	free(intern_table);
	intern_table = NULL;
	intern_mask = 0;
	free(ident_by_id);
	ident_by_id = NULL;
	nidents = ids_cap = 0;
	arena_free(&ident_arena);
}
