// ARGS: -Wgfp-zero
// gfp-zero (off by default): 0 as the gfp_t flags, written, in parentheses,
// through a macro (O_RDONLY, named) or as an enum constant; not a cast to
// gfp_t.  1 - 1 and an unsigned int get sparse's own warning instead.
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define GFP_KERNEL ((__force gfp_t)0xcc0u)
#define O_RDONLY 00000000
#define ZERO_WRAP(n) kmalloc(n, 0)
enum { Z0 };
void *kmalloc(size_t size, gfp_t flags);
static void f(size_t n, gfp_t g, unsigned int u)
{
	kmalloc(n, 0);	// expected-warning:20 {{argument 2 of 'kmalloc' is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows}}
	kmalloc(n, O_RDONLY);	// expected-warning:20 {{argument 2 of 'kmalloc' is 'O_RDONLY', which is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows}}
	kmalloc(n, (0));	// expected-warning:21 {{argument 2 of 'kmalloc' is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows}}
	kmalloc(n, 1 - 1);	// expected-warning:22 {{incorrect type in argument 2 (different base types)}} expected-note:22 {{expected restricted gfp_t [usertype] flags}} expected-note:22 {{got int}}
	ZERO_WRAP(n);	// expected-warning:9 {{argument 2 of 'kmalloc' is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows}}
	kmalloc(n, (__force gfp_t)0);
	kmalloc(n, GFP_KERNEL);
	kmalloc(n, g);
	kmalloc(n, u);	// expected-warning:20 {{incorrect type in argument 2 (different base types)}} expected-note:20 {{expected restricted gfp_t [usertype] flags}} expected-note:20 {{got unsigned int u}}
	kmalloc(n, Z0);	// expected-warning:20 {{argument 2 of 'kmalloc' is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows}}
}
