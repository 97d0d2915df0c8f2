/* arena.h - bump allocation.  Everything a translation unit allocates lives
 * in one arena and is dropped whole; nothing inside is freed one by one. */
#ifndef CG_ARENA_H
#define CG_ARENA_H
#include <stddef.h>

struct arena_block;
typedef struct Arena {
	struct arena_block *head;
	char *cur, *end;
	size_t total;		/* bytes obtained from malloc, for statistics */
} Arena;

void *arena_alloc_slow(Arena *a, size_t n);

/* The fast path inline: tokens are allocated millions of times. */
static inline void *arena_alloc(Arena *a, size_t n)
{
	n = (n + 15) & ~(size_t)15;
	if ((size_t)(a->end - a->cur) < n)
		return arena_alloc_slow(a, n);
	void *p = a->cur;
	a->cur += n;
	return p;
}
void *arena_zalloc(Arena *a, size_t n);
char *arena_strndup(Arena *a, const char *s, size_t n);
char *arena_printf(Arena *a, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
void arena_free(Arena *a);

/* The arena of the translation unit being processed. */
extern Arena *tu_arena;
#define NEW(T) ((T *)arena_zalloc(tu_arena, sizeof(T)))

void *xmalloc(size_t n);
void *xrealloc(void *p, size_t n);

/* A growable array of pointers (malloc'd, for tables that grow without bound). */
typedef struct PtrVec {
	void **v;
	int len, cap;
} PtrVec;
void vec_push(PtrVec *v, void *p);
#endif
