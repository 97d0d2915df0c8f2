/* intern.h - identifiers are interned once; an Ident carries everything
 * later phases attach to a name (its macro, its keyword number). */
#ifndef CG_INTERN_H
#define CG_INTERN_H
#include <stdbool.h>
#include <stdint.h>
#include <string.h>

struct Macro;

/* Keywords are small integers, so the parser can switch on them. */
enum {
	KW_NONE,
#define KW(id, s) id,
#include "keywords.inc"
#undef KW
	KW_COUNT
};

typedef struct Ident {
	struct Ident *next;	/* hash chain */
	uint32_t hash;
	uint32_t len;
	struct Macro *macro;	/* current #define, or NULL */
	void *sym;		/* parser: innermost ordinary-identifier binding */
	void *tag;		/* parser: innermost struct/union/enum tag */
	uint16_t kw;		/* KW_* or KW_NONE */
	uint8_t pp_special;	/* PPS_*: defined, __has_include, __VA_ARGS__... */
	uint8_t poisoned;
	uint32_t id;		/* its index in ident_by_id (intern order) */
	uint32_t macro_gen;	/* pp: the generation its macro was last (un)set at */
	uint32_t macro_hist;	/* pp: its newest entry in the change log + 1, or 0 */
	uint32_t raw_seen;	/* pp: the raw-safety epoch it was consulted in */
	char name[];
} Ident;

/* Every identifier by its id: a kept token names one in a few bytes. */
extern Ident **ident_by_id;

Ident *intern(const char *s, uint32_t len);

/* The table itself, for intern_inline(). */
extern Ident **intern_table;
extern uint32_t intern_mask;
Ident *intern_add(const char *s, uint32_t len, uint32_t h);

/* Eight bytes at a time (identifiers average about ten): a multiply and a
 * rotate per word, the last word (or the short name) loaded overlapping,
 * then a final mix so the bucket bits depend on every byte.  Never reads
 * outside s[0..len). */
static inline uint32_t intern_hash(const char *s, uint32_t len)
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
static inline bool intern_same(const char *a, const char *b, uint32_t len)
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

/* The name s[0..len) with hash h if it is in the table, else NULL. */
static inline Ident *intern_find(const char *s, uint32_t len, uint32_t h)
{
	for (Ident *id = intern_table[h & intern_mask]; id; id = id->next)
		if (id->hash == h && id->len == len && intern_same(id->name, s, len))
			return id;
	return NULL;
}

/* intern(), inline where the lexer calls it for a quarter million
 * names a unit (four in five are found). */
static inline Ident *intern_inline(const char *s, uint32_t len)
{
	uint32_t h = intern_hash(s, len);
	Ident *id = intern_find(s, len, h);
	return id ? id : intern_add(s, len, h);
}

Ident *intern_cstr(const char *s);
/* The identifier if it was ever interned, else NULL (nothing added). */
Ident *intern_lookup(const char *s, uint32_t len);
void intern_init(void);
void intern_free(void);
#endif
