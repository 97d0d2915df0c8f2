#ifdef __CHECKER__
#define __nocast __attribute__((nocast))
#else
#define __nocast
#endif
typedef unsigned int __nocast gfp_t;

/* --join=never: the line break stays although the result would fit. */
extern void *kmem_cache_alloc_node_long(void *cachep,
					unsigned int __nocast flags);
