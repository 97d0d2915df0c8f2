# The GFP module (src/check/gfp.c): the flags come from the TU's own macros, in
# each kernel generation's style, never from a table in castguard.
. tests/cli/lib.sh "$@"

# Linux 6.1: "#define ___GFP_X 0x...u" and a __force cast to gfp_t
cat >"$D/v61.c" <<'P'
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))
#define ___GFP_DMA		0x01u
#define ___GFP_HIGHMEM		0x02u
#define ___GFP_DMA32		0x04u
#define ___GFP_MOVABLE		0x08u
#define ___GFP_IO		0x40u
#define ___GFP_FS		0x80u
#define ___GFP_DIRECT_RECLAIM	0x400u
#define ___GFP_KSWAPD_RECLAIM	0x800u
#define ___GFP_NOFAIL		0x8000u
#define ___GFP_NORETRY		0x10000u
#define __GFP_DMA	((__force gfp_t)___GFP_DMA)
#define __GFP_HIGHMEM	((__force gfp_t)___GFP_HIGHMEM)
#define __GFP_DMA32	((__force gfp_t)___GFP_DMA32)
#define __GFP_MOVABLE	((__force gfp_t)___GFP_MOVABLE)
#define GFP_ZONEMASK	(__GFP_DMA|__GFP_HIGHMEM|__GFP_DMA32|__GFP_MOVABLE)
#define __GFP_IO	((__force gfp_t)___GFP_IO)
#define __GFP_FS	((__force gfp_t)___GFP_FS)
#define __GFP_DIRECT_RECLAIM	((__force gfp_t)___GFP_DIRECT_RECLAIM)
#define __GFP_KSWAPD_RECLAIM	((__force gfp_t)___GFP_KSWAPD_RECLAIM)
#define __GFP_RECLAIM ((__force gfp_t)(___GFP_DIRECT_RECLAIM|___GFP_KSWAPD_RECLAIM))
#define __GFP_NOFAIL	((__force gfp_t)___GFP_NOFAIL)
#define __GFP_NORETRY	((__force gfp_t)___GFP_NORETRY)
#define GFP_KERNEL	(__GFP_RECLAIM | __GFP_IO | __GFP_FS)
#define GFP_NOWAIT	(__GFP_KSWAPD_RECLAIM)
P
run "$CG" --dump-gfp "$D/v61.c"
expect v61-flags '[ $RC = 0 ] && grep -qx "direct_reclaim *0x400" "$D/out" && grep -qx "nofail *0x8000" "$D/out" && grep -qx "noretry *0x10000" "$D/out" && grep -qx "zonemask *0xf" "$D/out"'
expect v61-composites 'grep -qx "GFP_KERNEL *0xcc0" "$D/out" && grep -qx "GFP_NOWAIT *0x800" "$D/out" && ! grep -q "^GFP_ATOMIC" "$D/out"'

# mainline: bit numbers from an enum, BIT() through _AC()'s ## of a suffix
cat >"$D/main.c" <<'P'
typedef unsigned int __attribute__((bitwise)) gfp_t;
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
};
#define ___GFP_DIRECT_RECLAIM	BIT(___GFP_DIRECT_RECLAIM_BIT)
#define ___GFP_NOFAIL		BIT(___GFP_NOFAIL_BIT)
#define ___GFP_DMA		BIT(___GFP_DMA_BIT)
#define __GFP_DIRECT_RECLAIM	((__force gfp_t)___GFP_DIRECT_RECLAIM)
#define __GFP_NOFAIL	((__force gfp_t)___GFP_NOFAIL)
#define __GFP_DMA	((__force gfp_t)___GFP_DMA)
P
run "$CG" --dump-gfp "$D/main.c"
expect mainline-enum-bit '[ $RC = 0 ] && grep -qx "direct_reclaim *0x400" "$D/out" && grep -qx "nofail *0x8000" "$D/out" && grep -qx "dma *0x1" "$D/out" && grep -qx "zonemask *0x1" "$D/out"'

# before 4.4: __GFP_WAIT (0x10) is the sleeping bit
cat >"$D/old.c" <<'P'
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define ___GFP_WAIT		0x10u
#define __GFP_WAIT	((__attribute__((force)) gfp_t)___GFP_WAIT)
P
run "$CG" --dump-gfp "$D/old.c"
expect old-gfp-wait 'grep -qx "direct_reclaim *0x10" "$D/out"'

# nothing defined, or not a constant: unknown, never guessed
printf 'int x;\n#define __GFP_DIRECT_RECLAIM (x | 1)\n' >"$D/none.c"
run "$CG" --dump-gfp "$D/none.c"
expect unknown-not-guessed '[ $RC = 0 ] && grep -qx "no __GFP_DIRECT_RECLAIM or __GFP_WAIT" "$D/out"'

# --- gfp-swapped-args: one line after sparse's, a fix-it swapping the texts
cat >"$D/sw.c" <<'P'
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define __force __attribute__((force))
#define GFP_KERNEL ((__force gfp_t)0xcc0u)
void *kmalloc(size_t size, gfp_t flags);
void *kmalloc_node(size_t size, gfp_t flags, int node);
void *two(gfp_t a, gfp_t b);
#define ALLOC(a, b) kmalloc(a, b)
static void f(size_t n, gfp_t g)
{
	kmalloc(GFP_KERNEL, n);
	kmalloc_node(n,	-1, g);
	ALLOC(g, n);
	kmalloc(g,
		n);
}
P
cat >"$D/sw.expected" <<'P'
SW:11:17: warning: incorrect type in argument 1 (different base types)
SW:11:17:    expected unsigned long [usertype] size
SW:11:17:    got restricted gfp_t [usertype]
SW:11:29: warning: incorrect type in argument 2 (different base types)
SW:11:29:    expected restricted gfp_t [usertype] flags
SW:11:29:    got unsigned long [usertype] n
SW:11:17: warning: arguments 1 and 2 of 'kmalloc' appear swapped: argument 1 is gfp_t flags, parameter 2 takes them
fix-it:"SW":{11:17-11:27}:"n"
fix-it:"SW":{11:29-11:30}:"GFP_KERNEL"
SW:12:25: warning: incorrect type in argument 2 (different base types)
SW:12:25:    expected restricted gfp_t [usertype] flags
SW:12:25:    got int
SW:12:29: warning: incorrect type in argument 3 (different base types)
SW:12:29:    expected int node
SW:12:29:    got restricted gfp_t [usertype] g
SW:12:25: warning: arguments 2 and 3 of 'kmalloc_node' appear swapped: argument 3 is gfp_t flags, parameter 2 takes them
fix-it:"SW":{12:25-12:27}:"g"
fix-it:"SW":{12:29-12:30}:"-1"
SW:13:9: warning: incorrect type in argument 1 (different base types)
SW:13:9:    expected unsigned long [usertype] size
SW:13:9:    got restricted gfp_t [usertype] g
SW:13:9: warning: incorrect type in argument 2 (different base types)
SW:13:9:    expected restricted gfp_t [usertype] flags
SW:13:9:    got unsigned long [usertype] n
SW:13:9: warning: arguments 1 and 2 of 'kmalloc' appear swapped: argument 1 is gfp_t flags, parameter 2 takes them
SW:14:17: warning: incorrect type in argument 1 (different base types)
SW:14:17:    expected unsigned long [usertype] size
SW:14:17:    got restricted gfp_t [usertype] g
SW:15:17: warning: incorrect type in argument 2 (different base types)
SW:15:17:    expected restricted gfp_t [usertype] flags
SW:15:17:    got unsigned long [usertype] n
SW:14:17: warning: arguments 1 and 2 of 'kmalloc' appear swapped: argument 1 is gfp_t flags, parameter 2 takes them
P
sed -i "s|SW|$D/sw.c|g" "$D/sw.expected"
run "$CG" -Wgfp-swapped-args -fdiagnostics-parseable-fixits "$D/sw.c"
same swapped-exact "$D/sw.expected" "$D/err"
# sparse's own lines are untouched: without the check, castguard prints
# exactly what sparse 0.6.4 prints (recorded here)
grep -v -e "appear swapped" -e "^fix-it:" "$D/sw.expected" >"$D/sw.sparse"
# off by default in sparse's text format (the drop-in output), on in
# castguard's own formats; -W and -Wno- win in either
run "$CG" -fdiagnostics-parseable-fixits "$D/sw.c"
same swapped-text-default-is-sparse "$D/sw.sparse" "$D/err"
run "$CG" -Wgfp-swapped-args --format=text -Wno-gfp-swapped-args "$D/sw.c"
same swapped-wno-last-wins "$D/sw.sparse" "$D/err"
run "$CG" --pretty "$D/sw.c"
expect swapped-pretty-default-on '[ $RC = 0 ] && [ $(grep -c "appear swapped.*\[-Wgfp-swapped-args\]" "$D/err") = 4 ]'
run "$CG" --pretty -Wno-gfp-swapped-args "$D/sw.c"
expect swapped-pretty-wno '[ $RC = 0 ] && ! grep -q "appear swapped" "$D/err"'
run "$CG" -Wgfp-swapped-args "$D/sw.c"
expect swapped-text-w-no-fixit-line '[ $RC = 0 ] && [ $(grep -c "appear swapped" "$D/err") = 4 ] && ! grep -q "^fix-it" "$D/err"'
run "$CG" --format=json "$D/sw.c"
expect swapped-json-fix '[ $RC = 0 ] && grep -q "gfp-swapped-args" "$D/out" && grep -qF "\"column\": 17, \"endColumn\": 27, \"replacement\": \"n\"" "$D/out"'

# negatives: right order, two gfp_t parameters, only one side wrong
cat >"$D/nsw.c" <<'P'
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
	kmalloc(g, g);		/* gfp_t for the size, but nothing swapped */
	three(1, 5, 2);		/* 5 is not a gfp_t; nothing swapped */
}
P
run "$CG" -Wgfp-swapped-args "$D/nsw.c"
expect swapped-negatives '[ $RC = 0 ] && ! grep -q "swapped" "$D/err" && [ $(grep -c ": warning: " "$D/err") = 2 ]'

# --- gfp-zero: off by default; 0 written or through a macro
cat >"$D/z.c" <<'P'
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
	kmalloc(n, 0);
	kmalloc(n, O_RDONLY);
	kmalloc(n, (0));
	kmalloc(n, 1 - 1);
	ZERO_WRAP(n);
	kmalloc(n, (__force gfp_t)0);
	kmalloc(n, GFP_KERNEL);
	kmalloc(n, g);
	kmalloc(n, u);
	kmalloc(n, Z0);
}
P
cat >"$D/z.expected" <<'P'
Z:11:20: warning: argument 2 of 'kmalloc' is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows
Z:12:20: warning: argument 2 of 'kmalloc' is 'O_RDONLY', which is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows
Z:13:21: warning: argument 2 of 'kmalloc' is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows
Z:14:22: warning: incorrect type in argument 2 (different base types)
Z:14:22:    expected restricted gfp_t [usertype] flags
Z:14:22:    got int
Z:15:9: warning: argument 2 of 'kmalloc' is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows
Z:19:20: warning: incorrect type in argument 2 (different base types)
Z:19:20:    expected restricted gfp_t [usertype] flags
Z:19:20:    got unsigned int u
Z:20:20: warning: argument 2 of 'kmalloc' is 0: no gfp_t flags at all; pass GFP_KERNEL, GFP_NOWAIT or GFP_ATOMIC as the context allows
P
sed -i "s|Z:|$D/z.c:|" "$D/z.expected"
run "$CG" -Wgfp-zero "$D/z.c"
same zero-exact "$D/z.expected" "$D/err"
run "$CG" "$D/z.c"
expect zero-off-by-default '[ $RC = 0 ] && ! grep -q "no gfp_t flags" "$D/err" && [ $(grep -c ": warning: " "$D/err") = 2 ]'
