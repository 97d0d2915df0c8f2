# The GFP flag checks (src/check/gfp.c): invalid combinations in one constant
# mask, allocator-specific rules, and a gfp_t parameter ignored for a
# constant sleeping mask.  Every flag comes from the snippet's own
# macros.
. tests/cli/lib.sh "$@"

# Linux 6.1's style: "#define ___GFP_X 0x...u" and a __force cast
cat >"$D/gfp61.h" <<'P'
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define ___GFP_DMA		0x01u
#define ___GFP_HIGHMEM		0x02u
#define ___GFP_DMA32		0x04u
#define ___GFP_MOVABLE		0x08u
#define ___GFP_HIGH		0x20u
#define ___GFP_IO		0x40u
#define ___GFP_FS		0x80u
#define ___GFP_ATOMIC		0x200u
#define ___GFP_DIRECT_RECLAIM	0x400u
#define ___GFP_KSWAPD_RECLAIM	0x800u
#define ___GFP_NOWARN		0x2000u
#define ___GFP_RETRY_MAYFAIL	0x4000u
#define ___GFP_NOFAIL		0x8000u
#define ___GFP_NORETRY		0x10000u
#define ___GFP_MEMALLOC		0x20000u
#define ___GFP_NOMEMALLOC	0x80000u
#define __GFP_DMA	((__force gfp_t)___GFP_DMA)
#define __GFP_HIGHMEM	((__force gfp_t)___GFP_HIGHMEM)
#define __GFP_DMA32	((__force gfp_t)___GFP_DMA32)
#define __GFP_MOVABLE	((__force gfp_t)___GFP_MOVABLE)
#define GFP_ZONEMASK	(__GFP_DMA|__GFP_HIGHMEM|__GFP_DMA32|__GFP_MOVABLE)
#define __GFP_HIGH	((__force gfp_t)___GFP_HIGH)
#define __GFP_ATOMIC	((__force gfp_t)___GFP_ATOMIC)
#define __GFP_IO	((__force gfp_t)___GFP_IO)
#define __GFP_FS	((__force gfp_t)___GFP_FS)
#define __GFP_DIRECT_RECLAIM	((__force gfp_t)___GFP_DIRECT_RECLAIM)
#define __GFP_KSWAPD_RECLAIM	((__force gfp_t)___GFP_KSWAPD_RECLAIM)
#define __GFP_RECLAIM ((__force gfp_t)(___GFP_DIRECT_RECLAIM|___GFP_KSWAPD_RECLAIM))
#define __GFP_NOWARN	((__force gfp_t)___GFP_NOWARN)
#define __GFP_RETRY_MAYFAIL	((__force gfp_t)___GFP_RETRY_MAYFAIL)
#define __GFP_NOFAIL	((__force gfp_t)___GFP_NOFAIL)
#define __GFP_NORETRY	((__force gfp_t)___GFP_NORETRY)
#define __GFP_MEMALLOC	((__force gfp_t)___GFP_MEMALLOC)
#define __GFP_NOMEMALLOC	((__force gfp_t)___GFP_NOMEMALLOC)
#define GFP_ATOMIC	(__GFP_HIGH|__GFP_ATOMIC|__GFP_KSWAPD_RECLAIM)
#define GFP_KERNEL	(__GFP_RECLAIM | __GFP_IO | __GFP_FS)
#define GFP_NOWAIT	(__GFP_KSWAPD_RECLAIM)
#define GFP_NOFS	(__GFP_RECLAIM | __GFP_IO)
#define GFP_DMA		__GFP_DMA
#define GFP_DMA32	__GFP_DMA32
void *kmalloc(size_t size, gfp_t flags);
void *kzalloc(size_t size, gfp_t flags);
void *kmem_cache_alloc(void *cache, gfp_t flags);
void *kvmalloc(size_t size, gfp_t flags);
void *kvcalloc(size_t n, size_t size, gfp_t flags);
void *__vmalloc(unsigned long size, gfp_t gfp_mask);
struct page *alloc_pages(gfp_t gfp_mask, unsigned int order);
unsigned long __get_free_pages(gfp_t gfp_mask, unsigned int order);
void mapping_set_gfp_mask(void *m, gfp_t mask);
void *frob(gfp_t gfp);
P

# exp NAME: the expected lines on stdin, "F:" standing for the file
exp() {
	sed "s|^F:|$D/$1.c:|" >"$D/$1.expected"
}

# --- gfp-nofail-nowait, gfp-nofail-noretry (on)
cat >"$D/nofail.c" <<'P'
#include "gfp61.h"
static void f(size_t n, gfp_t gfp)
{
	kmalloc(n, GFP_NOWAIT | __GFP_NOFAIL);
	kmalloc(n, GFP_ATOMIC | __GFP_NOFAIL);
	frob(__GFP_NOFAIL);
	kmalloc(n, GFP_KERNEL | __GFP_NOFAIL | __GFP_NORETRY);
	alloc_pages(__GFP_RETRY_MAYFAIL | GFP_NOFS | __GFP_NOFAIL, 0);
	kmalloc(n,
		GFP_NOWAIT |
		__GFP_NOFAIL);
	/* negatives: sleeping NOFAIL, not a constant, no NOFAIL */
	kmalloc(n, GFP_KERNEL | __GFP_NOFAIL);
	kmalloc(n, GFP_NOFS | __GFP_NOFAIL | __GFP_NOWARN);
	kmalloc(n, gfp | __GFP_NOFAIL);
	kmalloc(n, (gfp & ~__GFP_DIRECT_RECLAIM) | __GFP_NOFAIL);
	kmalloc(n, GFP_NOWAIT | __GFP_NORETRY);
	kmalloc(n, GFP_KERNEL | __GFP_RETRY_MAYFAIL);
}
P
# (a call written over several lines has no one-line text: its value)
exp nofail <<'P'
F:4:20: warning: GFP_NOWAIT | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)
F:5:20: warning: GFP_ATOMIC | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)
F:6:14: warning: __GFP_NOFAIL asks 'frob' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)
F:7:20: warning: GFP_KERNEL | __GFP_NOFAIL | __GFP_NORETRY asks 'kmalloc' never to fail (__GFP_NOFAIL) yet lets it fail (__GFP_NORETRY): __GFP_NOFAIL wins and the allocation retries forever; drop the one that is not meant
F:8:21: warning: __GFP_RETRY_MAYFAIL | GFP_NOFS | __GFP_NOFAIL asks 'alloc_pages' never to fail (__GFP_NOFAIL) yet lets it fail (__GFP_RETRY_MAYFAIL): __GFP_NOFAIL wins and the allocation retries forever; drop the one that is not meant
F:10:17: warning: GFP_NOWAIT | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)
P
run "$CG" -I "$D" "$D/nofail.c"
same nofail-exact "$D/nofail.expected" "$D/err"
run "$CG" -I "$D" -Wno-gfp-nofail-nowait "$D/nofail.c"
expect nofail-nowait-wno '[ $RC = 0 ] && ! grep -q "forbids direct reclaim" "$D/err" && [ $(grep -c "yet lets it fail" "$D/err") = 2 ]'
run "$CG" -I "$D" -Wno-gfp-nofail-noretry "$D/nofail.c"
expect nofail-noretry-wno '[ $RC = 0 ] && ! grep -q "yet lets it fail" "$D/err" && [ $(grep -c "forbids direct reclaim" "$D/err") = 4 ]'
run "$CG" -I "$D" --pretty "$D/nofail.c"
expect nofail-pretty-names '[ $(grep -c "\[-Wgfp-nofail-nowait\]" "$D/err") = 4 ] && [ $(grep -c "\[-Wgfp-nofail-noretry\]" "$D/err") = 2 ]'
run "$CG" -I "$D" -Werror=gfp-nofail-nowait "$D/nofail.c"
expect nofail-werror '[ $RC = 1 ] && grep -q "error: GFP_NOWAIT | __GFP_NOFAIL asks" "$D/err"'

# --- gfp-zone-only, gfp-zone-bad, gfp-slab-zone (on)
cat >"$D/zone.c" <<'P'
#include "gfp61.h"
static void f(size_t n, void *c, void *m)
{
	kmalloc(n, GFP_DMA);
	__get_free_pages(GFP_DMA32, 1);
	alloc_pages(__GFP_DMA | __GFP_MOVABLE, 0);
	alloc_pages(GFP_KERNEL | __GFP_DMA | __GFP_HIGHMEM, 0);
	mapping_set_gfp_mask(m, __GFP_DMA32 | __GFP_HIGHMEM | __GFP_MOVABLE);
	kzalloc(n, GFP_KERNEL | __GFP_HIGHMEM);
	kmem_cache_alloc(c, GFP_NOWAIT | GFP_DMA32);
	kvmalloc(n, GFP_KERNEL | __GFP_DMA32);
	/* negatives */
	mapping_set_gfp_mask(m, GFP_DMA);
	frob(GFP_DMA32);
	kmalloc(n, GFP_KERNEL | GFP_DMA);
	alloc_pages(GFP_KERNEL | __GFP_HIGHMEM | __GFP_MOVABLE, 0);
	alloc_pages(GFP_ATOMIC | __GFP_DMA32, 0);
	kmalloc(n, GFP_ATOMIC | __GFP_DMA);
}
P
exp zone <<'P'
F:4:20: warning: GFP_DMA given to 'kmalloc' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | GFP_DMA (GFP_ATOMIC | GFP_DMA where it cannot sleep)
F:5:26: warning: GFP_DMA32 given to '__get_free_pages' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | GFP_DMA32 (GFP_ATOMIC | GFP_DMA32 where it cannot sleep)
F:6:21: warning: __GFP_DMA | __GFP_MOVABLE given to 'alloc_pages' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | __GFP_DMA | __GFP_MOVABLE (GFP_ATOMIC | __GFP_DMA | __GFP_MOVABLE where it cannot sleep)
F:7:21: warning: GFP_KERNEL | __GFP_DMA | __GFP_HIGHMEM given to 'alloc_pages' combines the zone modifiers __GFP_DMA and __GFP_HIGHMEM, which the kernel's GFP_ZONE_BAD marks invalid (gfp_zone() hits VM_BUG_ON): keep one zone
F:8:33: warning: __GFP_DMA32 | __GFP_HIGHMEM | __GFP_MOVABLE given to 'mapping_set_gfp_mask' combines the zone modifiers __GFP_HIGHMEM and __GFP_DMA32, which the kernel's GFP_ZONE_BAD marks invalid (gfp_zone() hits VM_BUG_ON): keep one zone
F:9:20: warning: GFP_KERNEL | __GFP_HIGHMEM given to 'kzalloc' has __GFP_HIGHMEM, which slab memory cannot honour (GFP_SLAB_BUG_MASK: the kernel prints "Unexpected gfp ... Fix your code!" and clears it): drop it, or use the page allocator for such memory
F:10:29: warning: GFP_NOWAIT | GFP_DMA32 given to 'kmem_cache_alloc' has __GFP_DMA32, which slab memory cannot honour (GFP_SLAB_BUG_MASK: the kernel prints "Unexpected gfp ... Fix your code!" and clears it): drop it, or use the page allocator for such memory
F:11:21: warning: GFP_KERNEL | __GFP_DMA32 given to 'kvmalloc' has __GFP_DMA32, which slab memory cannot honour (GFP_SLAB_BUG_MASK: the kernel prints "Unexpected gfp ... Fix your code!" and clears it): drop it, or use the page allocator for such memory
P
run "$CG" -I "$D" "$D/zone.c"
same zone-exact "$D/zone.expected" "$D/err"
run "$CG" -I "$D" -Wno-gfp-zone-only -Wno-gfp-zone-bad "$D/zone.c"
expect zone-wno '[ $RC = 0 ] && ! grep -q -e "only zone" -e "GFP_ZONE_BAD" "$D/err" && [ $(grep -c "slab memory cannot" "$D/err") = 3 ]'
run "$CG" -I "$D" -Wno-gfp-slab-zone "$D/zone.c"
expect slab-zone-wno '[ $RC = 0 ] && ! grep -q "slab memory cannot" "$D/err" && [ $(grep -c ": warning: " "$D/err") = 5 ]'

# --- gfp-memalloc-conflict (on)
cat >"$D/memalloc.c" <<'P'
#include "gfp61.h"
static void f(size_t n)
{
	kmalloc(n, GFP_ATOMIC | __GFP_MEMALLOC | __GFP_NOMEMALLOC);
	kmalloc(n, GFP_ATOMIC | __GFP_MEMALLOC);
	kmalloc(n, GFP_KERNEL | __GFP_NOMEMALLOC);
}
P
exp memalloc <<'P'
F:4:20: warning: GFP_ATOMIC | __GFP_MEMALLOC | __GFP_NOMEMALLOC given to 'kmalloc' has both __GFP_MEMALLOC and __GFP_NOMEMALLOC: __GFP_NOMEMALLOC wins, so the reserves are never used; drop the one that is not meant
P
run "$CG" -I "$D" "$D/memalloc.c"
same memalloc-exact "$D/memalloc.expected" "$D/err"
run "$CG" -I "$D" -Wno-gfp-memalloc-conflict "$D/memalloc.c"
expect memalloc-wno '[ $RC = 0 ] && [ ! -s "$D/err" ]'

# --- gfp-vmalloc-nowait (on); a call through a macro (6.10+ kmalloc() and
# friends are macros around *_noprof functions): the callee is named without
# "_noprof", the mask by the macro's argument, and reported there, when
# that spells the same value, else by the value, at the macro
cat >"$D/vm.c" <<'P'
#include "gfp61.h"
void *__vmalloc_node_noprof(unsigned long size, gfp_t gfp_mask, int node);
#define __vmalloc_node(...) __vmalloc_node_noprof(__VA_ARGS__)
#define kvmalloc_nowarn(n, f) kvmalloc(n, (f) | __GFP_NOWARN)
static void f(size_t n, gfp_t gfp)
{
	__vmalloc(n, GFP_NOWAIT);
	__vmalloc_node(n, GFP_ATOMIC | __GFP_NOWARN, -1);
	kvmalloc(n, GFP_ATOMIC);
	kvcalloc(n, 8, GFP_KERNEL | __GFP_NORETRY);
	kvmalloc_nowarn(n, GFP_NOWAIT);
	/* negatives */
	__vmalloc(n, GFP_NOFS);
	__vmalloc(n, GFP_KERNEL | __GFP_NOFAIL);
	kvmalloc(n, GFP_KERNEL | __GFP_RETRY_MAYFAIL);
	kvmalloc(n, gfp);
	kmalloc(n, GFP_ATOMIC);
}
P
exp vm <<'P'
F:7:22: warning: GFP_NOWAIT given to '__vmalloc' forbids direct reclaim, which vmalloc does not support (it may sleep regardless, e.g. for page tables): use GFP_KERNEL where sleeping is allowed, or kmalloc with GFP_ATOMIC or GFP_NOWAIT here
F:8:27: warning: GFP_ATOMIC | __GFP_NOWARN given to '__vmalloc_node' forbids direct reclaim, which vmalloc does not support (it may sleep regardless, e.g. for page tables): use GFP_KERNEL where sleeping is allowed, or kmalloc with GFP_ATOMIC or GFP_NOWAIT here
F:9:21: warning: GFP_ATOMIC given to 'kvmalloc' forbids direct reclaim, so kvmalloc never falls back to vmalloc and is only a kmalloc: call kmalloc with these flags, or pass GFP_KERNEL where sleeping is allowed
F:10:24: warning: GFP_KERNEL | __GFP_NORETRY given to 'kvcalloc' has __GFP_NORETRY, which kvmalloc does not support: drop it (__GFP_RETRY_MAYFAIL is the supported way to prefer kmalloc over the vmalloc fallback)
F:11:9: warning: GFP_NOWAIT | __GFP_NOWARN given to 'kvmalloc' forbids direct reclaim, so kvmalloc never falls back to vmalloc and is only a kmalloc: call kmalloc with these flags, or pass GFP_KERNEL where sleeping is allowed
P
run "$CG" -I "$D" "$D/vm.c"
same vmalloc-exact "$D/vm.expected" "$D/err"
run "$CG" -I "$D" -Wno-gfp-vmalloc-nowait "$D/vm.c"
expect vmalloc-wno '[ $RC = 0 ] && [ ! -s "$D/err" ]'

# --- not a request: a complement (an AND-mask, 6.1's ext4 passes
# ~__GFP_FS to mapping_gfp_constraint()) has every other bit set, and a
# function without a word ending in "alloc" in its name, or not returning
# memory, takes a mask that is no allocation (post_alloc_hook() and 6.12's
# mark_allocated() on pages already taken)
cat >"$D/notreq.c" <<'P'
#include "gfp61.h"
gfp_t mapping_gfp_constraint(void *m, gfp_t mask);
void post_alloc_hook(void *page, unsigned int order, gfp_t flags);
void *mark_allocated(void *page, unsigned int order, gfp_t flags);
void *mempool_alloc(void *pool, gfp_t flags);
static void f(void *m, void *p)
{
	mapping_gfp_constraint(m, ~__GFP_FS);
	mapping_gfp_constraint(m, ~(__GFP_FS | __GFP_IO));
	post_alloc_hook(p, 0, __GFP_MOVABLE);
	mark_allocated(p, 0, __GFP_MOVABLE);
	mempool_alloc(p, __GFP_MOVABLE);
}
P
exp notreq <<'P'
F:12:26: warning: __GFP_MOVABLE given to 'mempool_alloc' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | __GFP_MOVABLE (GFP_ATOMIC | __GFP_MOVABLE where it cannot sleep)
P
run "$CG" -I "$D" "$D/notreq.c"
same not-a-request "$D/notreq.expected" "$D/err"
# a macro named ...MASK is a set of bits to keep, not flags (6.1's
# GFP_RECLAIM_MASK has NOFAIL, NORETRY, MEMALLOC and NOMEMALLOC)
printf '#include "gfp61.h"\n#define GFP_RECLAIM_MASK (__GFP_NOFAIL|__GFP_NORETRY|__GFP_MEMALLOC|__GFP_NOMEMALLOC)\nvoid *frob3(gfp_t keep);\nstatic void f(void)\n{\n\tfrob3(GFP_RECLAIM_MASK);\n\tfrob3(GFP_ZONEMASK);\n\tfrob3(__GFP_NOFAIL | __GFP_NORETRY);\n}\n' >"$D/mask.c"
run "$CG" -I "$D" "$D/mask.c"
expect mask-macro-not-flags '[ $RC = 0 ] && [ $(grep -c ": warning: " "$D/err") = 2 ] && [ $(grep -c "mask.c:8:15: " "$D/err") = 2 ]'
# with __GFP_BITS_MASK foldable (mainline), bits outside it are the test
printf '#include "gfp61.h"\n#define __GFP_BITS_MASK ((__force gfp_t)0xfffffu)\nvoid *frob2(gfp_t gfp);\nstatic void f(void)\n{\n\tfrob2((__force gfp_t)0x0100000fu);\n\tfrob2((__force gfp_t)0x0000000fu);\n}\n' >"$D/bm.c"
run "$CG" -I "$D" "$D/bm.c"
expect bits-mask-complement '[ $RC = 0 ] && [ $(grep -c "GFP_ZONE_BAD" "$D/err") = 1 ] && grep -q "bm.c:7:15: .*combines the zone modifiers __GFP_DMA, __GFP_HIGHMEM and __GFP_DMA32, which" "$D/err"'

# --- gfp-ignores-param (off): smatch's "use 'gfp' here instead of GFP_KERNEL?"
cat >"$D/param.c" <<'P'
#include "gfp61.h"
static void *get(size_t n, gfp_t gfp)
{
	void *tmp = kmalloc(n, GFP_KERNEL);
	void *r = kmalloc(n, gfp);
	kmalloc(n, gfp & ~__GFP_DIRECT_RECLAIM);
	kmalloc(n, GFP_ATOMIC);
	return tmp ? r : alloc_pages(GFP_NOFS | __GFP_NOWARN, 0);
}
static void *plain(size_t n)
{
	return kmalloc(n, GFP_KERNEL);
}
static inline void *wrap(size_t n, gfp_t flags)
{
	return kzalloc(n, GFP_KERNEL);
}
static void *use(size_t n)
{
	return n ? wrap(n, GFP_ATOMIC) : wrap(1, GFP_KERNEL);
}
P
# (an inline function is checked at its calls, but reported once)
exp param <<'P'
F:4:32: warning: 'get' is given the caller's context in its gfp_t parameter 'gfp' but passes GFP_KERNEL to 'kmalloc', which may sleep where the caller cannot: use 'gfp' here (or a mask derived from it)
F:8:38: warning: 'get' is given the caller's context in its gfp_t parameter 'gfp' but passes GFP_NOFS | __GFP_NOWARN to 'alloc_pages', which may sleep where the caller cannot: use 'gfp' here (or a mask derived from it)
F:16:27: warning: 'wrap' is given the caller's context in its gfp_t parameter 'flags' but passes GFP_KERNEL to 'kzalloc', which may sleep where the caller cannot: use 'flags' here (or a mask derived from it)
P
run "$CG" -I "$D" "$D/param.c"
expect ignores-param-off-by-default '[ $RC = 0 ] && [ ! -s "$D/err" ]'
run "$CG" -I "$D" -Wgfp-ignores-param "$D/param.c"
same ignores-param-exact "$D/param.expected" "$D/err"
run "$CG" -I "$D" -Wgfp-ignores-param -Wno-gfp-ignores-param "$D/param.c"
expect ignores-param-wno-last-wins '[ $RC = 0 ] && [ ! -s "$D/err" ]'

# --- mainline: bit numbers from an enum and BIT(); no __GFP_ATOMIC
cat >"$D/main.c" <<'P'
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define __AC(X,Y)	(X##Y)
#define _AC(X,Y)	__AC(X,Y)
#define _UL(x)		(_AC(x, UL))
#define UL(x)		(_UL(x))
#define BIT(nr)		(UL(1) << (nr))
enum {
	___GFP_DMA_BIT, ___GFP_HIGHMEM_BIT, ___GFP_DMA32_BIT, ___GFP_MOVABLE_BIT,
	___GFP_RECLAIMABLE_BIT, ___GFP_HIGH_BIT, ___GFP_IO_BIT, ___GFP_FS_BIT,
	___GFP_ZERO_BIT, ___GFP_UNUSED_BIT, ___GFP_DIRECT_RECLAIM_BIT,
	___GFP_KSWAPD_RECLAIM_BIT, ___GFP_WRITE_BIT, ___GFP_NOWARN_BIT,
	___GFP_RETRY_MAYFAIL_BIT, ___GFP_NOFAIL_BIT, ___GFP_NORETRY_BIT,
	___GFP_LAST_BIT
};
#define ___GFP_DMA		BIT(___GFP_DMA_BIT)
#define ___GFP_HIGHMEM		BIT(___GFP_HIGHMEM_BIT)
#define ___GFP_HIGH		BIT(___GFP_HIGH_BIT)
#define ___GFP_DIRECT_RECLAIM	BIT(___GFP_DIRECT_RECLAIM_BIT)
#define ___GFP_KSWAPD_RECLAIM	BIT(___GFP_KSWAPD_RECLAIM_BIT)
#define ___GFP_NOWARN		BIT(___GFP_NOWARN_BIT)
#define ___GFP_NOFAIL		BIT(___GFP_NOFAIL_BIT)
#define ___GFP_NORETRY		BIT(___GFP_NORETRY_BIT)
#define __GFP_DMA	((__force gfp_t)___GFP_DMA)
#define __GFP_HIGHMEM	((__force gfp_t)___GFP_HIGHMEM)
#define __GFP_HIGH	((__force gfp_t)___GFP_HIGH)
#define __GFP_DIRECT_RECLAIM	((__force gfp_t)___GFP_DIRECT_RECLAIM)
#define __GFP_KSWAPD_RECLAIM	((__force gfp_t)___GFP_KSWAPD_RECLAIM)
#define __GFP_NOWARN	((__force gfp_t)___GFP_NOWARN)
#define __GFP_NOFAIL	((__force gfp_t)___GFP_NOFAIL)
#define __GFP_NORETRY	((__force gfp_t)___GFP_NORETRY)
#define __GFP_BITS_MASK	((__force gfp_t)(BIT(___GFP_LAST_BIT) - 1))
#define GFP_ATOMIC	(__GFP_HIGH|__GFP_KSWAPD_RECLAIM)
#define GFP_NOWAIT	(__GFP_KSWAPD_RECLAIM | __GFP_NOWARN)
#define GFP_DMA		__GFP_DMA
void *kmalloc_noprof(size_t size, gfp_t flags);
#define kmalloc(...)	kmalloc_noprof(__VA_ARGS__)
static void f(size_t n)
{
	kmalloc(n, GFP_ATOMIC | __GFP_NOFAIL);
	kmalloc(n, GFP_DMA);
	kmalloc(n, __GFP_DIRECT_RECLAIM | __GFP_HIGHMEM | __GFP_NOFAIL);
	kmalloc(n, __GFP_DIRECT_RECLAIM | __GFP_NOFAIL);
}
P
exp main <<'P'
F:41:20: warning: GFP_ATOMIC | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)
F:42:20: warning: GFP_DMA given to 'kmalloc' is only zone modifiers, with no reclaim flags: the allocation can neither sleep nor wake kswapd; add the context's mask, e.g. GFP_KERNEL | GFP_DMA (GFP_ATOMIC | GFP_DMA where it cannot sleep)
F:43:20: warning: __GFP_DIRECT_RECLAIM | __GFP_HIGHMEM | __GFP_NOFAIL given to 'kmalloc' has __GFP_HIGHMEM, which slab memory cannot honour (GFP_SLAB_BUG_MASK: the kernel prints "Unexpected gfp ... Fix your code!" and clears it): drop it, or use the page allocator for such memory
P
run "$CG" "$D/main.c"
same mainline-enum-exact "$D/main.expected" "$D/err"

# --- before 4.4: __GFP_WAIT is the sleeping bit and GFP_NOWAIT is 0
cat >"$D/old.c" <<'P'
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
	kmalloc(n, GFP_NOWAIT | __GFP_NOFAIL);
	kmalloc(n, GFP_ATOMIC | __GFP_NOFAIL);
	kmalloc(n, GFP_KERNEL | __GFP_NOFAIL);
	kmalloc(n, GFP_KERNEL | __GFP_NORETRY);
}
P
exp old <<'P'
F:22:20: warning: GFP_NOWAIT | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)
F:23:20: warning: GFP_ATOMIC | __GFP_NOFAIL asks 'kmalloc' never to fail but forbids direct reclaim: __GFP_NOFAIL needs a sleeping mask such as GFP_KERNEL (or drop __GFP_NOFAIL and handle failure)
P
run "$CG" "$D/old.c"
same old-gfp-wait-exact "$D/old.expected" "$D/err"

# --- a flag the TU does not define keeps its checks silent: no direct
# reclaim bit at all (nothing is known); then with one, but still no
# __GFP_NOMEMALLOC (0x80000 written as a number is not known as it)
cat >"$D/undef.c" <<'P'
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
P
run "$CG" -Wgfp-ignores-param "$D/undef.c"
expect undefined-flags-silent '[ $RC = 0 ] && [ ! -s "$D/err" ]'
printf '#define __GFP_DIRECT_RECLAIM ((__force gfp_t)0x400u)\n#include "undef.c"\n' >"$D/undef2.c"
run "$CG" -I "$D" "$D/undef2.c"
expect only-defined-flags-used '[ $RC = 0 ] && [ $(grep -c ": warning: " "$D/err") = 4 ] && [ $(grep -c "never to fail" "$D/err") = 2 ] && [ $(grep -c "vmalloc does not support" "$D/err") = 1 ] && [ $(grep -c "undef.c:13:20: .*only zone" "$D/err") = 1 ]'
