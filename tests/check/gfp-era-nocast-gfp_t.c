// ARGS: -Wno-decl
// Linux 2.6.14 and 2.6.15: gfp_t is "unsigned int __nocast", the flags
// plain constants cast to it; other __nocast types are no masks.
#define __nocast __attribute__((nocast))
#define __force __attribute__((force))
typedef unsigned long size_t;
typedef unsigned int __nocast gfp_t;
typedef unsigned int __nocast other_t;
#define __GFP_DMA	((__force gfp_t)0x01u)
#define __GFP_HIGHMEM	((__force gfp_t)0x02u)
#define __GFP_WAIT	((__force gfp_t)0x10u)
#define __GFP_HIGH	((__force gfp_t)0x20u)
#define __GFP_IO	((__force gfp_t)0x40u)
#define __GFP_FS	((__force gfp_t)0x80u)
#define __GFP_NOFAIL	((__force gfp_t)0x800u)
#define GFP_ATOMIC	(__GFP_HIGH)
#define GFP_KERNEL	(__GFP_WAIT | __GFP_IO | __GFP_FS)
void *kmalloc(size_t size, gfp_t flags);
void *other_alloc(size_t size, other_t flags);

void mid(void **p, size_t n)
{
	*p = kmalloc(n, GFP_ATOMIC | __GFP_NOFAIL);	// expected-warning:25 {{GFP_ATOMIC | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim}}
	*p = kmalloc(n, __GFP_DMA);	// expected-warning:25 {{__GFP_DMA given to 'kmalloc' is only zone modifiers}}
	*p = kmalloc(n, GFP_KERNEL);
	*p = other_alloc(n, (__force other_t)0x800u);
}
