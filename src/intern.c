/* intern.c - the identifier table: one hash table with chaining that
 * starts small and doubles at load factor 1, so a unit that sees 20k
 * names touches 256 KiB of buckets rather than a fixed megabyte. */
#include <stdio.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include "arena.h"
#include "intern.h"

#define TABLE_INIT (1u << 12)

static Ident **table;
static uint32_t table_mask;	/* buckets - 1 */
static Arena ident_arena;
Ident **ident_by_id;
static uint32_t nidents, ids_cap;

/* Eight bytes at a time (identifiers average about ten): a multiply and a
 * rotate per word, the last word (or the short name) loaded overlapping,
 * then a final mix so the bucket bits depend on every byte.  Never reads
 * outside s[0..len). */
static inline uint32_t hash_bytes(const char *s, uint32_t len)
{
	uint64_t h = (len + 1) * 0x9E3779B97F4A7C15ull, w;
	const char *end = s + len;
	uint32_t a, b;
	if (len >= 8) {
		while (end - s > 8) {
			memcpy(&w, s, 8);
			h = (h ^ w) * 0xFF51AFD7ED558CCDull;
			h = (h << 29) | (h >> 35);
			s += 8;
		}
		memcpy(&w, end - 8, 8);	/* the last word, overlapping */
	} else if (len >= 4) {
		memcpy(&a, s, 4);
		memcpy(&b, end - 4, 4);
		w = (uint64_t)b << 32 | a;
	} else if (len) {
		w = (unsigned char)s[0] | (unsigned char)s[len / 2] << 8 |
		    (uint32_t)(unsigned char)end[-1] << 16;
	} else {
		w = 0;
	}
	h = (h ^ w) * 0xFF51AFD7ED558CCDull;
	h ^= h >> 32;
	h *= 0xC4CEB9FE1A85EC53ull;
	return (uint32_t)(h ^ (h >> 29));
}

/* a[0..len) == b[0..len), inline: libc's memcmp() costs more than the
 * compare for names of ten bytes.  Overlapping loads, never outside. */
static inline bool same_name(const char *a, const char *b, uint32_t len)
{
	uint64_t x, y;
	uint32_t p, q, r, t;
	if (len >= 8) {
		for (uint32_t i = 0; i + 8 < len; i += 8) {
			memcpy(&x, a + i, 8);
			memcpy(&y, b + i, 8);
			if (x != y)
				return false;
		}
		memcpy(&x, a + len - 8, 8);
		memcpy(&y, b + len - 8, 8);
		return x == y;
	}
	if (len >= 4) {
		memcpy(&p, a, 4);
		memcpy(&q, b, 4);
		memcpy(&r, a + len - 4, 4);
		memcpy(&t, b + len - 4, 4);
		return p == q && r == t;
	}
	for (uint32_t i = 0; i < len; i++)
		if (a[i] != b[i])
			return false;
	return true;
}

/* Zeroed buckets; running out of memory ends the run, as xmalloc() does. */
static Ident **alloc_buckets(uint32_t n)
{
	Ident **t = calloc(n, sizeof *t);
	if (!t) {
		fprintf(stderr, "castguard: out of memory\n");
		exit(2);
	}
	return t;
}

/* Double the buckets and relink every name by its stored hash: no name
 * is hashed again, and the cost over a whole unit stays linear.  From
 * ident_by_id, newest first, so each chain comes out oldest first: the
 * names met first (keywords, the common headers' words) are the ones
 * looked up most, and a lookup finds them sooner.  Out of line, so
 * intern()'s hot path keeps its registers. */
static __attribute__((noinline, cold)) void grow_table(void)
{
	uint32_t mask = 2 * table_mask + 1;
	Ident **t = alloc_buckets(mask + 1);
	for (uint32_t i = nidents; i-- > 0;) {
		Ident *id = ident_by_id[i];
		Ident **slot = &t[id->hash & mask];
		id->next = *slot;
		*slot = id;
	}
	free(table);
	table = t;
	table_mask = mask;
}

Ident *intern(const char *s, uint32_t len)
{
	uint32_t h = hash_bytes(s, len);
	Ident **link = &table[h & table_mask];
	for (Ident *id = *link; id; link = &id->next, id = *link)
		if (id->hash == h && id->len == len && same_name(id->name, s, len))
			return id;
	Ident *id = arena_alloc8(&ident_arena, sizeof(Ident) + len + 1);
	memset(id, 0, sizeof(Ident));
	id->hash = h;
	id->len = len;
	memcpy(id->name, s, len);
	id->name[len] = 0;
	*link = id;		/* at the end: chains stay oldest first */
	if (nidents == ids_cap) {
		ids_cap = ids_cap ? 2 * ids_cap : 65536;
		ident_by_id = xrealloc(ident_by_id, ids_cap * sizeof *ident_by_id);
	}
	id->id = nidents;
	ident_by_id[nidents++] = id;
	if (nidents > table_mask + 1)
		grow_table();
	return id;
}

Ident *intern_lookup(const char *s, uint32_t len)
{
	uint32_t h = hash_bytes(s, len);
	for (Ident *id = table[h & table_mask]; id; id = id->next)
		if (id->hash == h && id->len == len && same_name(id->name, s, len))
			return id;
	return NULL;
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
	table = alloc_buckets(TABLE_INIT);
	table_mask = TABLE_INIT - 1;
	for (int k = 1; k < KW_COUNT; k++)
		intern_cstr(keyword_names[k])->kw = k;
}

void intern_free(void)
{
	free(table);
	table = NULL;
	table_mask = 0;
	free(ident_by_id);
	ident_by_id = NULL;
	nidents = ids_cap = 0;
	arena_free(&ident_arena);
}
