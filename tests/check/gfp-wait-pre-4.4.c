// Before 4.4: __GFP_WAIT is the sleeping bit and GFP_NOWAIT is 0.
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define ___GFP_WAIT		0x10u
#define ___GFP_HIGH		0x20u
#define ___GFP_IO		0x40u
#define ___GFP_FS		0x80u
#define ___GFP_NOFAIL		0x800u
#define ___GFP_NORETRY		0x1000u
#define __GFP_WAIT	((__force gfp_t)___GFP_WAIT)
#define __GFP_HIGH	((__force gfp_t)___GFP_HIGH)
#define __GFP_IO	((__force gfp_t)___GFP_IO)
#define __GFP_FS	((__force gfp_t)___GFP_FS)
#define __GFP_NOFAIL	((__force gfp_t)___GFP_NOFAIL)
#define __GFP_NORETRY	((__force gfp_t)___GFP_NORETRY)
#define GFP_ATOMIC	(__GFP_HIGH)
#define GFP_NOWAIT	(GFP_ATOMIC & ~__GFP_HIGH)
#define GFP_KERNEL	(__GFP_WAIT | __GFP_IO | __GFP_FS)
void *kmalloc(size_t size, gfp_t flags);
static void f(size_t n)
{
	kmalloc(n, GFP_NOWAIT | __GFP_NOFAIL);	// expected-warning:20 {{GFP_NOWAIT | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)}}
	kmalloc(n, GFP_ATOMIC | __GFP_NOFAIL);	// expected-warning:20 {{GFP_ATOMIC | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)}}
	kmalloc(n, GFP_KERNEL | __GFP_NOFAIL);
	kmalloc(n, GFP_KERNEL | __GFP_NORETRY);
}
