/* arena.c - bump allocator backing every translation unit. */
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include "arena.h"

struct arena_block {
	struct arena_block *next;
	size_t size;
	char data[];
};

/* Large blocks: the kernel's translation units allocate tens of MiB, and
 * fewer, larger mallocs cost fewer page-table updates than many small ones. */
#define BLOCK_SIZE (1u << 20)

Arena *tu_arena;
void (*oom_hook)(void);

/* Running out of memory ends the run.  Printed here, not through diag():
 * util/ is below the diagnostics. */
static __attribute__((noreturn)) void out_of_memory(void)
{
	fprintf(stderr, "castguard: out of memory\n");
	if (oom_hook)
		oom_hook();
	exit(2);
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		out_of_memory();
	return p;
}

void *xgrow_zeroed(void *p, uint32_t *cap, uint32_t i, size_t size, uint32_t first)
{
	if (i < *cap)
		return p;
	uint32_t n = *cap ? *cap : first;
	while (n <= i)
		n *= 2;
	p = xrealloc(p, (size_t)n * size);
	memset((char *)p + (size_t)*cap * size, 0, (size_t)(n - *cap) * size);
	*cap = n;
	return p;
}

static void arena_grow(Arena *a, size_t n)
{
	a->single = false;	/* (arena_reset_slow() finds out again) */
	size_t size = n + sizeof(struct arena_block) > BLOCK_SIZE ?
		n + sizeof(struct arena_block) : BLOCK_SIZE;
	a->in_use += size;
	if (a->limit && a->in_use > a->limit && a->on_limit)
		a->on_limit();
	for (struct arena_block **p = &a->spare; *p; p = &(*p)->next)
		if ((*p)->size >= size) {
			struct arena_block *b = *p;
			*p = b->next;
			b->next = a->head;
			a->head = b;
			a->cur = b->data;
			a->end = (char *)b + b->size;
			return;
		}
	struct arena_block *b = xmalloc(size);
	b->size = size;
	b->next = a->head;
	a->head = b;
	a->cur = b->data;
	a->end = (char *)b + size;
	a->total += size;
}

void *arena_alloc_slow(Arena *a, size_t n)
{
	arena_grow(a, n);
	void *p = a->cur;
	a->cur += n;
	ARENA_UNPOISON(p, n);
	return p;
}

char *arena_strndup(Arena *a, const char *s, size_t n)
{
	char *p = arena_alloc(a, n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *arena_printf(Arena *a, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	int n = vsnprintf(NULL, 0, fmt, ap);
	va_end(ap);
	char *p = arena_alloc(a, n + 1);
	va_start(ap, fmt);
	vsnprintf(p, n + 1, fmt, ap);
	va_end(ap);
	return p;
}

/* The newest block stays current: the preprocessor's scratch arena is
 * reset after nearly every token, and starting over in the same block
 * costs two stores instead of a trip through arena_grow(). */
void arena_reset_slow(Arena *a)
{
	struct arena_block *keep = a->head;
	a->single = false;
	/* (an oversized block is not kept: in_use would overstate the
	 * next allocations against the limit) */
	if (!keep || keep->size != BLOCK_SIZE) {
		for (struct arena_block *b = keep, *next; b; b = next) {
			next = b->next;
			b->next = a->spare;
			a->spare = b;
#ifdef __SANITIZE_ADDRESS__
			ASAN_POISON_MEMORY_REGION(b->data, b->size - sizeof(*b));
#endif
		}
		a->head = NULL;
		a->cur = a->end = NULL;
		a->in_use = 0;
		return;
	}
	struct arena_block *b = keep->next;
	while (b) {
		struct arena_block *next = b->next;
		b->next = a->spare;
		a->spare = b;
#ifdef __SANITIZE_ADDRESS__
		ASAN_POISON_MEMORY_REGION(b->data, b->size - sizeof(*b));
#endif
		b = next;
	}
#ifdef __SANITIZE_ADDRESS__
	/* only the part handed out since the last reset */
	ASAN_POISON_MEMORY_REGION(keep->data, a->cur - keep->data);
#endif
	keep->next = NULL;
	a->cur = keep->data;
	a->end = (char *)keep + keep->size;
	a->in_use = keep->size;
	a->base = keep->data;
	a->single = true;
}

void arena_rewind(Arena *a, ArenaMark m)
{
	char *last = a->head == m.head ? a->cur : m.head ? (char *)m.head + m.head->size : NULL;
	while (a->head != m.head) {
		struct arena_block *b = a->head;
		a->head = b->next;
		a->in_use -= b->size;
		b->next = a->spare;
		a->spare = b;
#ifdef __SANITIZE_ADDRESS__
		ASAN_POISON_MEMORY_REGION(b->data, b->size - sizeof(*b));
#endif
	}
	(void)last;	/* (only the sanitizer build poisons) */
	a->single = false;
	if (!m.head) {
		a->cur = a->end = NULL;
		return;
	}
	ARENA_POISON(m.cur, last - m.cur);
	a->cur = m.cur;
	a->end = (char *)m.head + m.head->size;
}

void arena_free(Arena *a)
{
	arena_reset(a);
	if (a->head) {
		a->head->next = a->spare;
		a->spare = a->head;
	}
	struct arena_block *b = a->spare;
	while (b) {
		struct arena_block *next = b->next;
		free(b);
		b = next;
	}
	memset(a, 0, sizeof(*a));
}

void vec_push(PtrVec *v, void *p)
{
	if (v->len == v->cap) {
		v->cap = v->cap ? v->cap * 2 : 16;
		v->v = xrealloc(v->v, v->cap * sizeof(void *));
	}
	v->v[v->len++] = p;
}
