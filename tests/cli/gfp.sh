# The GFP module (src/gfp.c): the flags come from the TU's own macros, in
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
