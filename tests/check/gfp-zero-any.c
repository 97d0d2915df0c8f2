// ARGS: -Wgfp-zero-any
// gfp-zero-any (off by default): the zeros gfp-zero leaves alone, given as
// gfp_t flags: an enum constant, a GFP macro that is 0 in this
// configuration, a lookup's mask (6.1's find_get_page() without
// FGP_CREAT), an "extra flags" parameter, a call through a pointer.
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define GFP_KERNEL ((__force gfp_t)0xcc0u)
#define ___GFP_NOLOCKDEP 0
enum { Z0 };
void *kmalloc(size_t size, gfp_t flags);
void *find_get_page(void *mapping, unsigned long index, gfp_t gfp);
static void *get_extra(size_t n, gfp_t extra)
{
	return kmalloc(n, GFP_KERNEL | extra);
}
static void f(size_t n, void *m, void *(*fp)(size_t, gfp_t))
{
	kmalloc(n, Z0);	// expected-warning:20 {{argument 2 of 'kmalloc' is 0: no gfp_t flags at all}}
	kmalloc(n, ___GFP_NOLOCKDEP);	// expected-warning:20 {{argument 2 of 'kmalloc' is '___GFP_NOLOCKDEP', which is 0: no gfp_t flags at all}}
	get_extra(n, 0);	// expected-warning:22 {{argument 2 of 'get_extra' is 0: no gfp_t flags at all}}
	find_get_page(m, n, 0);	// expected-warning:29 {{argument 3 of 'find_get_page' is 0: no gfp_t flags at all}}
	fp(n, 0);	// expected-warning:15 {{argument 2 of 'fp' is 0: no gfp_t flags at all}}
	kmalloc(n, 0);	// expected-warning:20 {{argument 2 of 'kmalloc' is 0: no gfp_t flags at all}}
}
