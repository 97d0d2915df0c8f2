#!/bin/bash
# infer-kernel.sh [SCRATCH] -- `castguard migrate --infer` on linux 6.1's mm/.
#
# In a scratch directory (default /tmp/castguard-infer; the prepared tree
# of kernel-setup.sh is only read) this copies mm/ and the headers of five
# units (mempool, dmapool, list_lru, vmalloc, percpu), spells every gfp_t
# of those five .c files and their headers as plain `unsigned int` -- the
# code before the gfp_t conversion -- and writes a compile_commands.json
# with Kbuild's argv for the five units (the scratch include/ first).
# Then `castguard migrate --to gfp_t --explain -p` must give the gfp_t
# back.  Printed: gfp_t uses reverted, recovered, still plain (missed), and
# declarations changed that were not gfp_t in 6.1 (wrong: the target is 0).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
cg=$(cg_castguard infer-kernel) || exit 2
src=$(cg_ready_tree infer-kernel 6.1) || exit 2
d=${1:-/tmp/castguard-infer}
units="mempool dmapool list_lru vmalloc percpu"

rm -rf "$d"
mkdir -p "$d/mm" "$d/include/linux" "$d/build" "$d/orig"
cp "$src"/mm/*.c "$src"/mm/*.h "$d/mm/"
files=
for u in $units; do
	cp "$src/include/linux/$u.h" "$d/include/linux/"
	files="$files mm/$u.c include/linux/$u.h"
done
cd "$d"
for f in $files; do
	mkdir -p "orig/$(dirname "$f")"
	cp "$f" "orig/$f"
	sed -i 's/\bgfp_t\b/unsigned int/g' "$f"
done
python3 - "$src" "$d" $units <<'EOF'
import json, shlex, sys
src, d, units = sys.argv[1], sys.argv[2], sys.argv[3:]
db = []
for u in units:
    a = shlex.split(open(f"{src}/argv/mm/{u}.c.args").read())
    assert a[-1] == f"mm/{u}.c"
    db.append({"directory": src, "file": f"{d}/mm/{u}.c",
               "arguments": ["gcc", f"-I{d}/include"] + a[:-1] + [f"{d}/mm/{u}.c"]})
json.dump(db, open(f"{d}/build/compile_commands.json", "w"), indent=1)
EOF

uses() { cat "$@" | grep -ow gfp_t | wc -l; }
echo "gfp_t uses in the five units and their headers: $(cd orig && uses $files), all spelled unsigned int"
t0=$SECONDS
rc=0
"$cg" migrate --to gfp_t --explain --join=never -p build $files mm/internal.h mm/percpu-internal.h \
	>infer.diff 2>explain.txt || rc=$?
echo "migrate --infer: exit $rc, $((SECONDS - t0)) s; $(tail -n 1 explain.txt)"
echo "  inferred: $(grep -c ': inferred ' explain.txt || true), rejected with evidence: $(grep -c ': not inferred ' explain.txt || true)"
patch -s -p1 <infer.diff
recovered=0 missed=0 wrong=0
for f in $files; do
	o=$(uses "orig/$f") n=$(uses "$f")
	recovered=$((recovered + n))
	# a line that differs from 6.1: still plain (missed) or changed wrongly
	m=$(diff "orig/$f" "$f" | grep -c '^<.*\bgfp_t\b' || true)
	w=$(diff "orig/$f" "$f" | grep '^>' | grep -c '\bgfp_t\b' || true)
	missed=$((missed + m))
	wrong=$((wrong + w))
done
echo "recovered: $recovered gfp_t uses; lines still plain: $missed; lines with a gfp_t 6.1 does not have: $wrong"
for f in $files; do diff -u "orig/$f" "$f" || true; done >roundtrip.diff
echo "round trip: $(grep -c '^@@' roundtrip.diff || true) hunks differ from 6.1 ($d/roundtrip.diff)"
