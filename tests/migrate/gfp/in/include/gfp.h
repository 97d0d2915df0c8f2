/* gfp.h - the shapes of the 2.6.14 conversion. */
#ifndef GFP_H
#define GFP_H

#ifdef __CHECKER__
#define __nocast __attribute__((nocast))
#else
#define __nocast
#endif
#define FASTCALL(x) x
#define fastcall

typedef unsigned int __nocast gfp_t;

struct page;
struct zonelist;

#define __GFP_WAIT	((gfp_t)0x10u)
#define GFP_KERNEL	(__GFP_WAIT)

/* Unnamed and named parameters, multi-line prototypes. */
extern struct page *
FASTCALL(__alloc_pages(unsigned int __nocast, unsigned int, struct zonelist *));

extern struct page *alloc_pages_current(unsigned int __nocast gfp_mask,
					unsigned order);
extern unsigned long FASTCALL(__get_free_pages(unsigned int __nocast gfp_mask, unsigned int order));
extern void *kmalloc_node(unsigned long size, const unsigned int __nocast flags, int node);

#ifdef CONFIG_NUMA
extern struct page *alloc_pages_node(int nid, unsigned __nocast gfp_mask,
				     unsigned int order);
#else
static inline struct page *alloc_pages_node(int nid, unsigned int __nocast gfp_mask,
					    unsigned int order)
{
	return __alloc_pages(gfp_mask, order, (struct zonelist *)0);
}
#endif

/* Function typedefs, function-pointer members, struct fields. */
typedef void *(mempool_alloc_t)(unsigned int __nocast gfp_mask, void *pool_data);

struct kmem_ops {
	void *(*alloc)(unsigned long size, unsigned int __nocast flags);
	unsigned int __nocast	default_flags;	/* aligned with a tab */
	unsigned int		plain;		/* not restricted: untouched */
	int (*shrink)(int nr, unsigned int __nocast /* no name */);
};

/* A return type. */
unsigned int __nocast current_gfp_context(unsigned int __nocast flags);

/* A long declaration that still does not fit after migrating: kept. */
extern void *a_rather_long_function_name_for_testing(unsigned long size, unsigned int __nocast flags,
						      int node, unsigned long caller_address_here);
#endif
