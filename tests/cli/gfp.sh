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

# the flags are the preprocessor's own expansion, evaluated as #if would be:
# 6.1's __GFP_BITS_SHIFT through kconfig.h's IS_ENABLED() (## of a macro
# name, not of a suffix), flags made by a function-like macro pasting
# names, a shift of a binary constant under a cast, a conditional; and a
# flag whose expansion is an error is unknown, silently
cat >"$D/pp.c" <<'P'
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __force __attribute__((force))
#define __ARG_PLACEHOLDER_1 0,
#define __take_second_arg(__ignored, val, ...) val
#define __or(x, y)			___or(x, y)
#define ___or(x, y)			____or(__ARG_PLACEHOLDER_##x, y)
#define ____or(arg1_or_junk, y)		__take_second_arg(arg1_or_junk 1, y)
#define __is_defined(x)			___is_defined(x)
#define ___is_defined(val)		____is_defined(__ARG_PLACEHOLDER_##val)
#define ____is_defined(arg1_or_junk)	__take_second_arg(arg1_or_junk 1, 0)
#define IS_BUILTIN(option) __is_defined(option)
#define IS_MODULE(option) __is_defined(option##_MODULE)
#define IS_ENABLED(option) __or(IS_BUILTIN(option), IS_MODULE(option))
#define CONFIG_LOCKDEP 1
#define __GFP_BITS_SHIFT (26 + IS_ENABLED(CONFIG_LOCKDEP) + IS_ENABLED(CONFIG_KASAN))
#define __GFP_BITS_MASK ((__force gfp_t)((1 << __GFP_BITS_SHIFT) - 1))
#define ___GFP_IO_SHIFT 6
#define ___GFP_DIRECT_RECLAIM 0x400u
#define GFP_FLAG(name) ((__force gfp_t)___GFP_##name)
#define __GFP_DIRECT_RECLAIM GFP_FLAG(DIRECT_RECLAIM)
#define __GFP_IO ((__force gfp_t)(0b1u << ___GFP_IO_SHIFT))
#define __GFP_DMA32 ((__force gfp_t)(sizeof(long) == 8 ? 4u : 0u))
#define __GFP_NOFAIL ((__force gfp_t)(IS_ENABLED(CONFIG_LOCKDEP) ? 0x8000u : 0u))
#define TWO(a, b) (a | b)
#define __GFP_NORETRY TWO(0x10000u)
#define GFP_NOIO (__GFP_DIRECT_RECLAIM | __GFP_IO)
P
run "$CG" --dump-gfp "$D/pp.c"
expect pp-bits-mask-is-enabled '[ $RC = 0 ] && grep -qx "bits_mask *0x7ffffff" "$D/out"'
expect pp-paste-shift-cast '[ $RC = 0 ] && grep -qx "direct_reclaim *0x400" "$D/out" && grep -qx "GFP_NOIO *0x440" "$D/out" && grep -qx "nofail *0x8000" "$D/out"'
expect pp-unknown-silently '[ $RC = 0 ] && [ ! -s "$D/err" ] && grep -qx "dma32 *0x0" "$D/out" && grep -qx "noretry *0x0" "$D/out"'

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

# --- gfp-swapped-args on tests/check/gfp-swapped-args.c (which has what it
# reports): the order (each after sparse's own lines about the call), the
# fix-it swapping the texts, off by default in sparse's text format (the
# drop-in output), on in castguard's own formats; -W and -Wno- win in either
SWC=tests/check/gfp-swapped-args.c
cat >"$D/sw.expected" <<'P'
SW:16:17: warning: incorrect type in argument 1 (different base types)
SW:16:17:    expected unsigned long [usertype] size
SW:16:17:    got restricted gfp_t [usertype]
SW:16:29: warning: incorrect type in argument 2 (different base types)
SW:16:29:    expected restricted gfp_t [usertype] flags
SW:16:29:    got unsigned long [usertype] n
SW:16:17: warning: arguments 1 and 2 of 'kmalloc' appear swapped: argument 1 is gfp_t flags, parameter 2 takes them
fix-it:"SW":{16:17-16:27}:"n"
fix-it:"SW":{16:29-16:30}:"GFP_KERNEL"
SW:17:25: warning: incorrect type in argument 2 (different base types)
SW:17:25:    expected restricted gfp_t [usertype] flags
SW:17:25:    got int
SW:17:29: warning: incorrect type in argument 3 (different base types)
SW:17:29:    expected int node
SW:17:29:    got restricted gfp_t [usertype] g
SW:17:25: warning: arguments 2 and 3 of 'kmalloc_node' appear swapped: argument 3 is gfp_t flags, parameter 2 takes them
fix-it:"SW":{17:25-17:27}:"g"
fix-it:"SW":{17:29-17:30}:"-1"
SW:18:9: warning: incorrect type in argument 1 (different base types)
SW:18:9:    expected unsigned long [usertype] size
SW:18:9:    got restricted gfp_t [usertype] g
SW:18:9: warning: incorrect type in argument 2 (different base types)
SW:18:9:    expected restricted gfp_t [usertype] flags
SW:18:9:    got unsigned long [usertype] n
SW:18:9: warning: arguments 1 and 2 of 'kmalloc' appear swapped: argument 1 is gfp_t flags, parameter 2 takes them
SW:19:17: warning: incorrect type in argument 1 (different base types)
SW:19:17:    expected unsigned long [usertype] size
SW:19:17:    got restricted gfp_t [usertype] g
SW:20:17: warning: incorrect type in argument 2 (different base types)
SW:20:17:    expected restricted gfp_t [usertype] flags
SW:20:17:    got unsigned long [usertype] n
SW:19:17: warning: arguments 1 and 2 of 'kmalloc' appear swapped: argument 1 is gfp_t flags, parameter 2 takes them
P
sed -i "s|SW|$SWC|g" "$D/sw.expected"
run "$CG" -Wgfp-swapped-args -fdiagnostics-parseable-fixits $SWC
same swapped-fixits-exact "$D/sw.expected" "$D/err"
# sparse's own lines are untouched: without the check, castguard prints
# exactly what sparse 0.6.4 prints (recorded here)
grep -v -e "appear swapped" -e "^fix-it:" "$D/sw.expected" >"$D/sw.sparse"
run "$CG" -fdiagnostics-parseable-fixits $SWC
same swapped-text-default-is-sparse "$D/sw.sparse" "$D/err"
run "$CG" -Wgfp-swapped-args --format=text -Wno-gfp-swapped-args $SWC
same swapped-wno-last-wins "$D/sw.sparse" "$D/err"
run "$CG" --pretty $SWC
expect swapped-pretty-default-on '[ $RC = 0 ] && [ $(grep -c "appear swapped.*\[-Wgfp-swapped-args\]" "$D/err") = 4 ]'
run "$CG" --pretty -Wno-gfp-swapped-args $SWC
expect swapped-pretty-wno '[ $RC = 0 ] && ! grep -q ": warning: .*appear swapped" "$D/err"'
run "$CG" -Wgfp-swapped-args $SWC
expect swapped-text-w-no-fixit-line '[ $RC = 0 ] && [ $(grep -c "appear swapped" "$D/err") = 4 ] && ! grep -q "^fix-it" "$D/err"'
run "$CG" --format=json $SWC
expect swapped-json-fix '[ $RC = 0 ] && grep -q "gfp-swapped-args" "$D/out" && grep -qF "\"column\": 17, \"endColumn\": 27, \"replacement\": \"n\"" "$D/out"'

# --- gfp-zero: on by default (tests/check/gfp-zero.c); without it the two
# warnings left are sparse's.  gfp-zero-any: off by default
# (tests/check/gfp-zero-any.c turns it on), its file says nothing without it
# but the zero sure to be a bug.
run "$CG" -Wno-gfp-zero tests/check/gfp-zero.c
expect zero-wno '[ $RC = 0 ] && ! grep -q "no gfp_t flags" "$D/err" && [ $(grep -c ": warning: " "$D/err") = 2 ]'
run "$CG" tests/check/gfp-zero-any.c
expect zero-any-off-by-default '[ $RC = 0 ] && [ $(grep -c "no gfp_t flags" "$D/err") = 1 ] && grep -q ":25:20: warning: argument 2 of .kmalloc. is 0" "$D/err"'

# --- gfp-sleep-in-atomic's fix-it: the sleeping name of a mask written at
# the allocation becomes GFP_ATOMIC (columns counted in the file: a tab,
# then "kfree(kmalloc(8, " before GFP_KERNEL on line 177).
# gfp-sleep-in-atomic-maybe is off by default: its test file says nothing
# without it, and --pretty names it with it.
SAC=tests/check/gfp-sleep-in-atomic-callbacks.c
run "$CG" -Wno-decl -fdiagnostics-parseable-fixits $SAC
expect atomic-fixit '[ $RC = 0 ] && grep -qxF "fix-it:\"$SAC\":{177:26-177:36}:\"GFP_ATOMIC\"" "$D/err" && [ $(grep -c "^fix-it:" "$D/err") = $(grep -c "sleeping allocation" "$D/err") ]'
SAM=tests/check/gfp-sleep-in-atomic-maybe.c
run "$CG" -Wno-decl $SAM
expect atomic-maybe-off '[ $RC = 0 ] && ! grep -q "may sleep" "$D/err"'
run "$CG" -Wno-decl --pretty -Wgfp-sleep-in-atomic-maybe $SAM
expect atomic-maybe-named '[ $RC = 0 ] && [ $(grep -c "may sleep.*\[-Wgfp-sleep-in-atomic-maybe\]" "$D/err") = 4 ]'
