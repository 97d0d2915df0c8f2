# The GFP flag checks (src/check/gfp.c) from the command line: -W, -Wno-,
# -Werror=, the names --pretty prints.  What each check reports on a source
# is tested by the annotated files tests/check/gfp-*.c; the cases here run
# castguard on those files with options.
. tests/cli/lib.sh "$@"
T=tests/check

# --- gfp-nofail-nowait, gfp-nofail-noretry (on): tests/check/gfp-nofail.c
# reports 4 of the first and 2 of the second
run "$CG" -Wno-gfp-nofail-nowait $T/gfp-nofail.c
expect nofail-nowait-wno '[ $RC = 0 ] && ! grep -q "forbids direct reclaim" "$D/err" && [ $(grep -c "yet lets it fail" "$D/err") = 2 ]'
run "$CG" -Wno-gfp-nofail-noretry $T/gfp-nofail.c
expect nofail-noretry-wno '[ $RC = 0 ] && ! grep -q "yet lets it fail" "$D/err" && [ $(grep -c "forbids direct reclaim" "$D/err") = 3 ]'
run "$CG" --pretty $T/gfp-nofail.c
expect nofail-pretty-names '[ $(grep -c "\[-Wgfp-nofail-nowait\]" "$D/err") = 3 ] && [ $(grep -c "\[-Wgfp-nofail-noretry\]" "$D/err") = 2 ]'
run "$CG" -Werror=gfp-nofail-nowait $T/gfp-nofail.c
expect nofail-werror '[ $RC = 1 ] && grep -q "error: GFP_NOWAIT | __GFP_NOFAIL asks" "$D/err"'

# --- gfp-zone-only, gfp-zone-bad, gfp-slab-zone (on): tests/check/gfp-zone.c
# reports 3, 2 and 3
run "$CG" -Wno-gfp-zone-only -Wno-gfp-zone-bad $T/gfp-zone.c
expect zone-wno '[ $RC = 0 ] && ! grep -q -e "only zone" -e "GFP_ZONE_BAD" "$D/err" && [ $(grep -c "slab memory cannot" "$D/err") = 3 ]'
run "$CG" -Wno-gfp-slab-zone $T/gfp-zone.c
expect slab-zone-wno '[ $RC = 0 ] && ! grep -q "slab memory cannot" "$D/err" && [ $(grep -c ": warning: " "$D/err") = 4 ]'

# --- gfp-memalloc-conflict (on)
run "$CG" -Wno-gfp-memalloc-conflict $T/gfp-memalloc.c
expect memalloc-wno '[ $RC = 0 ] && [ ! -s "$D/err" ]'

# --- gfp-vmalloc-nowait (on)
run "$CG" -Wno-gfp-vmalloc-nowait $T/gfp-vmalloc-nowait.c
expect vmalloc-wno '[ $RC = 0 ] && [ ! -s "$D/err" ]'

# --- gfp-ignores-param (off): tests/check/gfp-ignores-param.c turns it on
run "$CG" $T/gfp-ignores-param.c
expect ignores-param-off-by-default '[ $RC = 0 ] && [ ! -s "$D/err" ]'
run "$CG" -Wgfp-ignores-param -Wno-gfp-ignores-param $T/gfp-ignores-param.c
expect ignores-param-wno-last-wins '[ $RC = 0 ] && [ ! -s "$D/err" ]'
