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

/* FNV-1a: simple and good enough for identifiers. */
static inline uint32_t hash_bytes(const char *s, uint32_t len)
{
	uint32_t h = 2166136261u;
	for (uint32_t i = 0; i < len; i++)
		h = (h ^ (unsigned char)s[i]) * 16777619u;
	return h;
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
	return id;
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
	arena_free(&ident_arena);
}
