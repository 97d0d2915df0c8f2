/* arena.h - bump allocation.  Everything a translation unit allocates lives
 * in one arena and is dropped whole; nothing inside is freed one by one. */
#ifndef CG_ARENA_H
#define CG_ARENA_H
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

struct arena_block;
typedef struct Arena {
	struct arena_block *head;
	struct arena_block *spare;	/* blocks kept by arena_reset() for reuse */
	char *cur, *end;
	size_t total;		/* bytes obtained from malloc, for statistics */
	size_t in_use;		/* bytes in blocks handed out since the last reset */
	size_t limit;		/* 0, or call on_limit when in_use exceeds it */
	void (*on_limit)(void);
	char *base;		/* with single: the start of the one block in use */
	bool single;		/* one standard block in use: a reset is one store */
} Arena;

void *arena_alloc_slow(Arena *a, size_t n);

#ifdef __SANITIZE_ADDRESS__
/* Under ASan, memory given back by arena_reset() stays poisoned until it
 * is handed out again, so a use after a reset is reported. */
#include <sanitizer/asan_interface.h>
#define ARENA_UNPOISON(p, n) ASAN_UNPOISON_MEMORY_REGION(p, n)
#define ARENA_POISON(p, n) ASAN_POISON_MEMORY_REGION(p, n)
#else
#define ARENA_UNPOISON(p, n) ((void)0)
#define ARENA_POISON(p, n) ((void)0)
#endif

/* n bytes (already rounded) from the current block. */
static inline void *arena_bump(Arena *a, size_t n)
{
	if ((size_t)(a->end - a->cur) < n)
		return arena_alloc_slow(a, n);
	void *p = a->cur;
	a->cur += n;
	ARENA_UNPOISON(p, n);
	return p;
}

/* The fast path inline: tokens are allocated millions of times. */
static inline void *arena_alloc(Arena *a, size_t n)
{
	return arena_bump(a, (n + 15) & ~(size_t)15);
}

/* arena_alloc() aligned to 8 bytes only: for an arena that holds nothing
 * needing more (the identifier table's names; 4 bytes a name saved). */
static inline void *arena_alloc8(Arena *a, size_t n)
{
	return arena_bump(a, (n + 7) & ~(size_t)7);
}

/* Inline: NEW(T) passes a constant size, so the clearing is a few
 * stores rather than a call to memset() (a quarter million a unit). */
static inline void *arena_zalloc(Arena *a, size_t n)
{
	return memset(arena_alloc(a, n), 0, n);
}
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_printf(Arena *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void arena_free(Arena *a);
/* Forget everything allocated, keeping the memory for reuse. */
void arena_reset_slow(Arena *a);

/* Drop everything allocated since the last reset.  Inline: the
 * preprocessor's scratch arena is reset after nearly every token. */
static inline void arena_reset(Arena *a)
{
	if (a->single) {
		ARENA_POISON(a->base, a->cur - a->base);
		a->cur = a->base;
		return;
	}
	arena_reset_slow(a);
}

/* A place in an arena to come back to: arena_rewind() drops everything
 * allocated after arena_mark() took it (the blocks are kept for reuse). */
typedef struct ArenaMark {
	struct arena_block *head;
	char *cur;
} ArenaMark;
static inline ArenaMark arena_mark(Arena *a)
{
	return (ArenaMark){a->head, a->cur};
}
void arena_rewind(Arena *a, ArenaMark m);

/* The arena of the translation unit being processed. */
extern Arena *tu_arena;
#define NEW(T) ((T *)arena_zalloc(tu_arena, sizeof(T)))

/* malloc(), calloc() and realloc() that end the run (exit 2) when memory
 * runs out, after calling this hook if it is set (project mode's children
 * tell the parent so). */
extern void (*oom_hook)(void);
void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
/* P, an xrealloc'd array of *CAP elements of SIZE bytes, grown (doubling
 * from FIRST) to hold index I; the new elements are zero.  For tables
 * indexed by an id that grows without bound. */
void *xgrow_zeroed(void *p, uint32_t *cap, uint32_t i, size_t size, uint32_t first);

/* A growable array of pointers (malloc'd, for tables that grow without bound). */
typedef struct PtrVec {
	void **v;
	int len, cap;
} PtrVec;
void vec_push(PtrVec *v, void *p);
#endif
