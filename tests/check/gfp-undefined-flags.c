// ARGS: -Wgfp-ignores-param
// A flag the translation unit does not define keeps its checks silent: with
// no direct reclaim bit at all nothing is known (gfp-undefined-flags-one-known.c
// includes this file after defining it).
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define __GFP_NOFAIL	((__force gfp_t)0x8000u)
#define __GFP_MEMALLOC	((__force gfp_t)0x20000u)
#define __GFP_DMA	((__force gfp_t)0x1u)
void *kmalloc(size_t size, gfp_t flags);
void *__vmalloc(unsigned long size, gfp_t gfp_mask);
static void f(size_t n)
{
	kmalloc(n, __GFP_NOFAIL);
	kmalloc(n, __GFP_MEMALLOC | (__force gfp_t)0x80000u);
	kmalloc(n, __GFP_DMA);
	__vmalloc(n, __GFP_NOFAIL);
}
