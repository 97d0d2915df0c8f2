#!/bin/bash
# migrate-kernel.sh [SCRATCH] -- `castguard migrate` on linux 6.1's block layer.
#
# In a scratch copy of the prepared tree (kernel-setup.sh; default
# /var/tmp/castguard-migrate/linux-6.1, made with cp -a if missing; the
# prepared tree itself is never written) this undoes blk_opf_t in block/ and
# include/linux/: every use is spelled `unsigned int __bitwise` and the type
# is re-introduced as `typedef unsigned int __bitwise blk_opf_t;` -- the
# state of the code base before a conversion.  Then:
#   1. `make block/` builds the unconverted tree;
#   2. `castguard migrate --to blk_opf_t` with Kbuild's argv writes the patch;
#   3. `git apply` applies it; a second run gives an empty diff;
#   4. `make block/` builds the converted tree;
#   5. castguard's warnings on block/*.c before and after are compared;
#   6. the result is compared with the real 6.1 text (a round trip).
# Numbers go to stdout; exit 1 if a step fails.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
cg=$(cg_castguard migrate-kernel) || exit 2
src=$(cg_ready_tree migrate-kernel 6.1) || exit 2
tree=${1:-/var/tmp/castguard-migrate/linux-6.1}
work=$(dirname "$tree")/work
mkdir -p "$work"
[ -d "$tree" ] || cp -a "$src" "$tree"
cd "$tree"

files=$(cd "$src" && grep -lw blk_opf_t block/*.[ch] block/*/*.[ch] include/linux/*.h | sort)
echo "files using blk_opf_t in block/ and include/linux/: $(echo "$files" | wc -l)"
echo "uses: $(cd "$src" && cat $files | grep -ow blk_opf_t | wc -l)"
# Undo the conversion (from the pristine text, so this step is repeatable).
for f in $files; do
	perl -pe 's/^typedef __u32 __bitwise blk_opf_t;/typedef unsigned int __bitwise BLK_OPF_TYPEDEF;/;
		  s/\bblk_opf_t\b/unsigned int __bitwise/g; s/BLK_OPF_TYPEDEF/blk_opf_t/' \
		"$src/$f" >"$f"
done
grep -n 'typedef unsigned int __bitwise blk_opf_t;' include/linux/blk_types.h

build() {
	local t0=$SECONDS
	nice make -j2 block/ >"$work/make-$1.log" 2>&1 || { tail -n 20 "$work/make-$1.log"; echo "make block/ failed ($1)"; exit 1; }
	echo "make block/ ($1): ok, $((SECONDS - t0)) s"
}
build unconverted

# warnings ROOT: castguard's warnings on block/*.c, without locations, sorted.
warnings() {
	local f
	for f in $(cd "$src/argv" && ls block/*.c.args); do
		(cd "$1" && cg_argv "$src" "${f%.args}" && set -- "${CG_ARGV[@]}" && "$cg" "$@" 2>&1 >/dev/null) |
			sed -n 's/^[^ ]*: \(warning\|error\): /\1: /p'
	done | sort
}
warnings "$src" >"$work/warn-6.1"
warnings "$tree" >"$work/warn-unconverted"

cg_argv "$src" block/blk-core.c && set -- "${CG_ARGV[@]}"
set -- "${@:1:$#-1}"	# Kbuild's argv without the file name
t0=$(date +%s.%N)
rc=0
"$cg" migrate --to blk_opf_t "$@" $files >"$work/blk_opf_t.diff" 2>"$work/migrate.err" || rc=$?
echo "migrate: exit $rc, $(echo "$(date +%s.%N) - $t0" | bc) s; $(tail -n 1 "$work/migrate.err")"
grep 'not migrated' "$work/migrate.err" || true
echo "diff: $(grep -c '^diff --git' "$work/blk_opf_t.diff") files, $(grep -c '^-[^-]' "$work/blk_opf_t.diff") lines removed, $(grep -c '^+[^+]' "$work/blk_opf_t.diff") added"
git apply --check "$work/blk_opf_t.diff" && git apply "$work/blk_opf_t.diff" && echo "git apply: ok"
"$cg" migrate --to blk_opf_t "$@" $files >"$work/second.diff" 2>/dev/null || true
echo "second run: $(wc -l <"$work/second.diff") diff lines"
build converted
warnings "$tree" >"$work/warn-converted"

# Round trip: what differs from the real 6.1 text (joins the kernel did not do).
: >"$work/roundtrip.diff"
for f in $files; do
	diff -u "$src/$f" "$f" >>"$work/roundtrip.diff" || true
done
echo "round trip: $(grep -c '^@@' "$work/roundtrip.diff" || true) hunks differ from 6.1 ($work/roundtrip.diff)"

echo "castguard warnings on block/*.c (Kbuild argv):"
echo "  real 6.1: $(wc -l <"$work/warn-6.1") unconverted: $(wc -l <"$work/warn-unconverted") converted: $(wc -l <"$work/warn-converted")"
echo "  in converted but not in real 6.1: $(comm -13 "$work/warn-6.1" "$work/warn-converted" | wc -l)"
comm -13 "$work/warn-6.1" "$work/warn-converted" | head -n 5
