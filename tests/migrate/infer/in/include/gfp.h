/* gfp.h - a restricted gfp_t and old-style users spelled unsigned int. */
#ifndef GFP_H
#define GFP_H

#ifdef __CHECKER__
#define __bitwise __attribute__((bitwise))
#define __force __attribute__((force))
#else
#define __bitwise
#define __force
#endif

typedef unsigned int __bitwise gfp_t;

#define __GFP_WAIT	((__force gfp_t)0x10u)
#define __GFP_IO	((__force gfp_t)0x40u)
#define __GFP_HIGH	((__force gfp_t)0x20u)
#define GFP_ATOMIC	(__GFP_HIGH)
#define GFP_KERNEL	(__GFP_WAIT | __GFP_IO)

extern void *kmalloc(unsigned long size, gfp_t flags);
extern void kfree(void *p);
extern void note_value(unsigned int v);
extern void register_alloc(void *(*fn)(unsigned long, unsigned int));

/* (c) prototypes of definitions in mm/alloc.c */
extern void *pool_alloc(unsigned long size, unsigned int gfp_mask);
extern void *pool_alloc_named(unsigned long size, unsigned int);
extern unsigned int default_gfp(int atomic);

struct pool {
	unsigned int gfp;		/* set from GFP_KERNEL below */
	unsigned int count;		/* a counter: stays */
	void *(*alloc)(unsigned long, unsigned int);
};

/* the inactive branch is not parsed: changed with the active one */
#ifdef CONFIG_POOL
extern void *pool_zalloc(unsigned long size, unsigned int gfp_mask);
#else
static inline void *pool_zalloc(unsigned long size, unsigned int gfp_mask)
{
	return 0;
}
#endif

/* name only: never used with a gfp_t value */
extern void set_gfp_mask(unsigned int gfp_mask);
#endif
