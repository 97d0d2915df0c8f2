#!/bin/bash
# sparse-compare.sh [-j N] [--version 6.1|6.12] [--castguard PATH] [--out DIR] [--keep-all] [--tree] [FILES...]
#
# castguard against sparse 0.6.4 on the kernel corpus (--tree: on every file
# the configuration builds, whose argv scripts/kernel/tree-argv.sh recorded
# in argv-tree/; the whole-tree figures of docs/validation.md; then each file
# is also checked with --format=json, and castguard's own reports (the
# checks sparse has not: GFP, sleep in atomic) are listed in DIR/own.txt as
# "FILE:LINE:COL: CHECK: MESSAGE" for review).  Each file is checked
# by both with its exact Kbuild argv (from the tree root, as Kbuild runs
# the checker) and their stderr compared byte for byte. Prints one line per
# file that differs (with the number of differing lines and whether only
# sparse's "context imbalance" warnings, which castguard does not make yet,
# are missing), then
#   sparse-compare 6.1: N/M identical, K more identical but for context imbalance
# Outputs that differ stay in DIR (default sparse-out/) as FILE.sparse and
# FILE.cg; --keep-all keeps the identical ones too and then runs
# scripts/compare/sparse-categories.py, which counts the diagnostics by family
# (restricted types, address spaces, other) on both sides.
# Exits 0 (a report, not a gate) unless castguard crashed on a file.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/../lib.sh"
jobs=2
version=6.1
cg=
out=$CG_REPO/sparse-out
keep_all=0
argvdir=argv

while (($#)); do
	case $1 in
	-j) jobs=${2:?}; shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--version) version=${2:?}; shift 2 ;;
	--castguard) cg=${2:?}; shift 2 ;;
	--out) out=${2:?}; shift 2 ;;
	--keep-all) keep_all=1; shift ;;
	--tree) argvdir=argv-tree; shift ;;
	-h|--help) sed -n '2,12s/^# \{0,1\}//p' "$0"; exit 0 ;;
	-*) echo "sparse-compare: unknown option $1" >&2; exit 2 ;;
	*) break ;;
	esac
done

list=$(cg_corpus_list "$version") || { echo "sparse-compare: unsupported --version '$version' (6.1 or 6.12)" >&2; exit 2; }
tree=$(cg_ready_tree sparse-compare "$version") || exit 2
command -v sparse >/dev/null || { echo "sparse-compare: sparse is not installed" >&2; exit 2; }
cg=$(cg_castguard sparse-compare "$cg") || exit 2
if (($#)); then files=("$@")
elif [[ $argvdir == argv-tree ]]; then
	[[ -f $tree/argv-tree/list.txt ]] || { echo "sparse-compare: no $tree/argv-tree: run scripts/kernel/tree-argv.sh --version $version" >&2; exit 2; }
	mapfile -t files <"$tree/argv-tree/list.txt"
else mapfile -t files < <(cg_corpus "$list"); fi
mkdir -p "$out"
out=$(cd "$out" && pwd)

compare_one() {
	local f=$1 o rc=0
	o=$out/${f//\//_}
	[[ -f $argvdir/$f.args ]] || { echo "NOARGV $f"; return; }
	eval "set -- $(<"$argvdir/$f.args")"
	{ timeout 300 sparse "$@" >/dev/null 2>"$o.sparse"; } 2>/dev/null || true
	{ timeout 120 "$cg" "$@" >/dev/null 2>"$o.cg"; } 2>/dev/null || rc=$?
	if ((rc >= 124)); then echo "CRASH $f (exit $rc)"; return; fi
	if [[ $argvdir == argv-tree ]]; then
		timeout 120 "$cg" --format=json "$@" 2>/dev/null | python3 -c '
import json, sys
for d in json.load(sys.stdin).get("diagnostics", []):
	if d["check"].startswith("gfp-"):
		print("%s:%s:%s: %s: %s" % (d["file"], d["line"], d["column"], d["check"], d["message"]))
' >"$o.own" 2>/dev/null || true
	fi
	if cmp -s "$o.sparse" "$o.cg"; then
		((keep_all)) || rm -f "$o.sparse" "$o.cg"
		echo "same $f"
	elif diff <(grep -v 'context imbalance' "$o.sparse" | grep -v 'note: in included file') \
		  <(grep -v 'note: in included file' "$o.cg") >/dev/null; then
		echo "ctx $f: only sparse's context imbalance warnings differ"
	else
		echo "DIFF $f: $(diff "$o.sparse" "$o.cg" | grep -c '^[<>]') lines differ"
	fi
}
export -f compare_one cg_argv
export out cg keep_all argvdir

cd "$tree"
printf '%s\0' "${files[@]}" | xargs -0 -P "$jobs" -n1 bash -c 'compare_one "$1"' _ >"$out/results.txt"
grep -v '^same ' "$out/results.txt" | sort || true
same=$(grep -c '^same ' "$out/results.txt" || true)
ctx=$(grep -c '^ctx ' "$out/results.txt" || true)
echo "sparse-compare $version: $same/${#files[@]} identical, $ctx more identical but for context imbalance"
if [[ $argvdir == argv-tree ]]; then
	cat "$out"/*.own 2>/dev/null | sort -u >"$out/own.txt"
	rm -f "$out"/*.own
	echo "castguard's own reports: $(wc -l <"$out/own.txt") in $(cut -d: -f1 "$out/own.txt" | sort -u | wc -l) files ($out/own.txt)"
fi
((keep_all)) && { python3 "$here/sparse-categories.py" "$out" || true; }
! grep -q '^CRASH' "$out/results.txt"
