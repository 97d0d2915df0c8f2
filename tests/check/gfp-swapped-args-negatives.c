// ARGS: -Wgfp-swapped-args
// gfp-swapped-args negatives: the right order, two gfp_t parameters, only
// one side wrong (sparse's own warnings only).
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define GFP_KERNEL ((__force gfp_t)0xcc0u)
void *kmalloc(size_t size, gfp_t flags);
void *two(gfp_t a, gfp_t b);
void *three(int x, gfp_t a, int y);
static void f(size_t n, gfp_t g)
{
	kmalloc(n, GFP_KERNEL);
	two(g, GFP_KERNEL);
	three(1, g, 2);
}
static void h(size_t n, gfp_t g)
{
	kmalloc(g, g);		/* gfp_t for the size, but nothing swapped */	// expected-warning:17 {{incorrect type in argument 1 (different base types)}} expected-note:17 {{expected unsigned long [usertype] size}} expected-note:17 {{got restricted gfp_t [usertype] g}}
	three(1, 5, 2);		/* 5 is not a gfp_t; nothing swapped */	// expected-warning:18 {{incorrect type in argument 2 (different base types)}} expected-note:18 {{expected restricted gfp_t [usertype] a}} expected-note:18 {{got int}}
}
