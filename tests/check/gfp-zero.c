// gfp-zero (on): 0 as the gfp_t flags of an allocation, written, in
// parentheses, through a macro that is no GFP name (O_RDONLY, named), or
// given to a helper of the unit that hands its gfp_t parameter on to an
// allocation without a context of its own (and that the caller's other
// constants do not keep from allocating, as a lookup without FGP_CREAT,
// nor leave to decide, as a pointer of the caller's that it passes on);
// not a cast to gfp_t, nor to an "extra flags" parameter (6.1's
// bpf_prog_alloc(size, gfp_extra_flags)).  1 - 1
// and an unsigned int get sparse's own warning instead.  Every other 0
// (an enum constant, a GFP macro that is 0, a lookup's mask, an "extra
// flags" parameter) is gfp-zero-any's, off (tests/check/gfp-zero-any.c).
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define __GFP_DIRECT_RECLAIM ((__force gfp_t)0x400u)
#define __GFP_NOWARN ((__force gfp_t)0x2000u)
#define ___GFP_NOLOCKDEP 0
#define GFP_KERNEL ((__force gfp_t)0xcc0u)
#define O_RDONLY 00000000
#define ZERO_WRAP(n) kmalloc(n, 0)
enum { Z0 };
void *kmalloc(size_t size, gfp_t flags);
void *find_get_page(void *mapping, unsigned long index, gfp_t gfp);
static void *get(size_t n, gfp_t gfp)
{
	return kmalloc(n, gfp | __GFP_NOWARN);
}
static void *get_extra(size_t n, gfp_t extra)
{
	return kmalloc(n, GFP_KERNEL | extra);
}
#define FGP_CREAT 0x4
void *find_page(void *mapping, unsigned long index);
void *prog_alloc(unsigned int size, gfp_t gfp_extra_flags);
static void *get_page(void *m, unsigned long i, int fgp_flags, gfp_t gfp)
{
	void *page = find_page(m, i);
	if (!page && (fgp_flags & FGP_CREAT))
		page = kmalloc(i, gfp);
	return page;
}
static void f(size_t n, gfp_t g, unsigned int u, void *m)
{
	kmalloc(n, 0);	// expected-warning:20 {{argument 2 of 'kmalloc' is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows}}
	kmalloc(n, O_RDONLY);	// expected-warning:20 {{argument 2 of 'kmalloc' is 'O_RDONLY', which is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows}}
	kmalloc(n, (0));	// expected-warning:21 {{argument 2 of 'kmalloc' is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows}}
	kmalloc(n, 1 - 1);	// expected-warning:22 {{incorrect type in argument 2 (different base types)}} expected-note:22 {{expected restricted gfp_t [usertype] flags}} expected-note:22 {{got int}}
	ZERO_WRAP(n);	// expected-warning:9 {{argument 2 of 'kmalloc' is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows}}
	get(n, 0);	// expected-warning:16 {{argument 2 of 'get' is 0 (handed on to 'kmalloc'): no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows}}
	get(n, O_RDONLY);	// expected-warning:16 {{argument 2 of 'get' is 'O_RDONLY', which is 0 (handed on to 'kmalloc'): no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows}}
	get_page(m, n, FGP_CREAT, 0);	// expected-warning:35 {{argument 4 of 'get_page' is 0 (handed on to 'kmalloc'): no gfp_t flags at all}}
	/* negatives */
	kmalloc(n, (__force gfp_t)0);
	kmalloc(n, GFP_KERNEL);
	kmalloc(n, g);
	kmalloc(n, u);	// expected-warning:20 {{incorrect type in argument 2 (different base types)}} expected-note:20 {{expected restricted gfp_t [usertype] flags}} expected-note:20 {{got unsigned int u}}
	kmalloc(n, Z0);
	kmalloc(n, ___GFP_NOLOCKDEP);
	get_extra(n, 0);
	find_get_page(m, n, 0);
	get_page(m, n, 0, 0);
	prog_alloc(n, 0);
}

/* a helper that allocates only when the caller gives no buffer of its
 * own (6.1's i915 __i915_sw_fence_await_sw_fence(fence, signaler, wq, 0)):
 * a caller that hands its own pointer on may always give one */
static int await_entry(void *fence, void **wq, gfp_t gfp)
{
	void **entry = wq;
	if (!wq)
		entry = kmalloc(sizeof(*entry), gfp);
	return entry != (void *)0;
}
int await_given(void *fence, void **wq);
int await_given(void *fence, void **wq)
{
	return await_entry(fence, wq, 0);
}
int await_none(void *fence);
int await_none(void *fence)
{
	return await_entry(fence, (void *)0, 0);	// expected-warning:46 {{argument 3 of 'await_entry' is 0 (handed on to 'kmalloc'): no gfp_t flags at all}}
}

/* a helper that returns before it allocates unless asked to
 * (net/netlabel's _netlbl_catmap_getnode(&catmap, off, _CM_F_WALK, 0)) */
#define CM_ALLOC 0x2
#define CM_WALK 0x1
static void *getnode(void **map, unsigned int cm_flags, gfp_t gfp)
{
	if (*map)
		goto walk;
	goto alloc;
walk:
	if (cm_flags & CM_WALK)
		return *map;
alloc:
	if (!(cm_flags & CM_ALLOC))
		return (void *)0;
	return kmalloc(8, gfp);
}
void *walk_only(void **map);
void *walk_only(void **map)
{
	return getnode(map, CM_WALK, 0);
}
void *walk_or_alloc(void **map);
void *walk_or_alloc(void **map)
{
	return getnode(map, CM_ALLOC, 0);	// expected-warning:39 {{argument 3 of 'getnode' is 0 (handed on to 'kmalloc'): no gfp_t flags at all}}
}
