#!/bin/bash
# Differential test: castguard against sparse 0.6.4 on generated programs.
#
# usage: scripts/sparse-diff.sh [-j N] [--castguard PATH] [--keep DIR]
#
# Generates the programs of scripts/gen-sparse-diff.py into a temporary
# directory (or DIR with --keep, which is then left in place), runs
# `sparse -Wbitwise FILE` and `castguard -Wbitwise FILE` on each from that
# directory, and compares stderr byte for byte and the exit status.  One line
# per mismatch (the file, then the first differing line of each side), then
# `sparse-diff: N/M identical`.  Exit status 1 if anything differs.
set -u

here=$(cd "$(dirname "$0")" && pwd)
jobs=$(nproc 2>/dev/null || echo 2)
cg=$here/../castguard
keep=

while [ $# -gt 0 ]; do
	case $1 in
	-j) jobs=$2; shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--castguard) cg=$2; shift 2 ;;
	--castguard=*) cg=${1#*=}; shift ;;
	--keep) keep=$2; shift 2 ;;
	--keep=*) keep=${1#*=}; shift ;;
	-h|--help) sed -n '2,12p' "$0"; exit 0 ;;
	*) echo "sparse-diff: unknown argument: $1" >&2; exit 2 ;;
	esac
done

case $cg in /*) ;; *) cg=$PWD/$cg ;; esac
[ -x "$cg" ] || { echo "sparse-diff: no castguard at $cg" >&2; exit 2; }
command -v sparse >/dev/null || { echo "sparse-diff: sparse not found" >&2; exit 2; }

if [ -n "$keep" ]; then
	dir=$keep
	rm -rf "$dir/src" "$dir/out"
else
	dir=$(mktemp -d "${TMPDIR:-/tmp}/sparse-diff.XXXXXX")
	trap 'rm -rf "$dir"' EXIT
fi
mkdir -p "$dir/src" "$dir/out"
python3 "$here/gen-sparse-diff.py" "$dir/src" >/dev/null || exit 2

cd "$dir/src" || exit 2
export CG=$cg
# shellcheck disable=SC2016
ls -- *.c | xargs -P "$jobs" -n 16 bash -c '
	for f; do
		sparse -Wbitwise "$f" >/dev/null 2>"../out/$f.sparse"
		echo $? >"../out/$f.sparse.rc"
		"$CG" -Wbitwise "$f" >/dev/null 2>"../out/$f.cg"
		echo $? >"../out/$f.cg.rc"
	done' _

total=0
same=0
for f in *.c; do
	total=$((total + 1))
	o=../out/$f
	rs=$(cat "$o.sparse.rc") rc=$(cat "$o.cg.rc")
	if [ "$rs" = "$rc" ] && cmp -s "$o.sparse" "$o.cg"; then
		same=$((same + 1))
		continue
	fi
	# first differing line (1-based) of the two stderr texts
	n=$(awk -v A="$o.sparse" 'FILENAME == A { a[FNR] = $0; next }
		{ nb = FNR; if (!(FNR in a) || a[FNR] != $0) { print FNR; found = 1; exit } }
		END { if (!found) print nb + 1 }' "$o.sparse" "$o.cg")
	ls_=$(sed -n "${n}p" "$o.sparse"); lc=$(sed -n "${n}p" "$o.cg")
	[ -n "$ls_" ] || [ "$(wc -l <"$o.sparse")" -ge "$n" ] || ls_='<EOF>'
	[ -n "$lc" ] || [ "$(wc -l <"$o.cg")" -ge "$n" ] || lc='<EOF>'
	if cmp -s "$o.sparse" "$o.cg"; then
		echo "MISMATCH $f: exit status sparse $rs, castguard $rc"
	else
		echo "MISMATCH $f: line $n: sparse: $ls_ | castguard: $lc$([ "$rs" = "$rc" ] || echo " (exit status sparse $rs, castguard $rc)")"
	fi
done

echo "sparse-diff: $same/$total identical"
[ "$same" -eq "$total" ]
