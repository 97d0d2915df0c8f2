/* intern.c - the identifier table: one open hash table with chaining,
 * sized for the ~100k distinct names a kernel translation unit sees. */
#include <stdlib.h>
#include <string.h>
#include "arena.h"
#include "intern.h"

#define TABLE_BITS 17
#define TABLE_SIZE (1u << TABLE_BITS)

static Ident **table;
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

Ident *intern(const char *s, uint32_t len)
{
	uint32_t h = hash_bytes(s, len);
	Ident **slot = &table[h & (TABLE_SIZE - 1)];
	for (Ident *id = *slot; id; id = id->next)
		if (id->hash == h && id->len == len && !memcmp(id->name, s, len))
			return id;
	Ident *id = arena_alloc(&ident_arena, sizeof(Ident) + len + 1);
	memset(id, 0, sizeof(Ident));
	id->hash = h;
	id->len = len;
	memcpy(id->name, s, len);
	id->name[len] = 0;
	id->next = *slot;
	*slot = id;
	if (nidents == ids_cap) {
		ids_cap = ids_cap ? 2 * ids_cap : 65536;
		ident_by_id = xrealloc(ident_by_id, ids_cap * sizeof *ident_by_id);
	}
	id->id = nidents;
	ident_by_id[nidents++] = id;
	return id;
}

Ident *intern_lookup(const char *s, uint32_t len)
{
	uint32_t h = hash_bytes(s, len);
	for (Ident *id = table[h & (TABLE_SIZE - 1)]; id; id = id->next)
		if (id->hash == h && id->len == len && !memcmp(id->name, s, len))
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
	table = calloc(TABLE_SIZE, sizeof(Ident *));
	for (int k = 1; k < KW_COUNT; k++)
		intern_cstr(keyword_names[k])->kw = k;
}

void intern_free(void)
{
	free(table);
	table = NULL;
	free(ident_by_id);
	ident_by_id = NULL;
	nidents = ids_cap = 0;
	arena_free(&ident_arena);
}
