/* intern.h - identifiers are interned once; an Ident carries everything
 * later phases attach to a name (its macro, its keyword number). */
#ifndef CG_INTERN_H
#define CG_INTERN_H
#include <stdint.h>

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
Ident *intern_cstr(const char *s);
/* The identifier if it was ever interned, else NULL (nothing added). */
Ident *intern_lookup(const char *s, uint32_t len);
void intern_init(void);
void intern_free(void);
#endif
