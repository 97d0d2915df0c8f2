#!/bin/bash
# tree-compare.sh [-j N] DIR... -- beyond the corpus: compare castguard -E with
# gcc -E (tokens) on every .c file under the given kernel directories, using
# mm/mempool.c's recorded argv with the file name swapped in.  Files gcc
# itself refuses (not built in this configuration) are skipped.
# Prints "tree: N/M identical" and the failures; a report, not a gate.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/../lib.sh"
tree=$(cg_ready_tree tree-compare 6.1) || exit 2
cg=$(cg_castguard tree-compare) || exit 2
jobs=2
[[ ${1:-} == -j ]] && { jobs=$2; shift 2; }
cd "$tree"
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
export work cg here
one() {
	local f=$1 o=$work/${1//\//__}
	cg_argv . mm/mempool.c && set -- "${CG_ARGV[@]:1}"	# (without the first word, -D__linux__, as before)
	local args=() a
	for a; do
		case $a in
		mm/mempool.c) ;;
		*) args+=("$a") ;;
		esac
	done
	local g=()
	for a in "${args[@]}"; do
		case $a in --arch=*|-Wbitwise|-Wno-return-void|-Wno-unknown-attribute|-D__STDC__|-mlittle-endian|-Wp,*) ;; *) g+=("$a") ;; esac
	done
	gcc -E -D__CHECKER__=1 "${g[@]}" "$f" >"$o.a" 2>/dev/null || { echo "skip $f"; rm -f "$o".*; return; }
	local rc=0
	timeout 60 "$cg" -E "${args[@]}" "$f" >"$o.b" 2>"$o.err" || rc=$?
	if ((rc)); then echo "FAIL $f: castguard exit $rc: $(grep -m1 . "$o.err")"; rm -f "$o".*; return; fi
	if /usr/bin/python3 "$here/tokcmp.py" "$o.a" "$o.b" >"$o.cmp" 2>&1; then echo "ok $f"
	else echo "FAIL $f: $(head -1 "$o.cmp")"; fi
	rm -f "$o".*
}
export -f one cg_argv
find "$@" -name '*.c' -print0 | xargs -0 -P "$jobs" -n1 bash -c 'one "$1"' _ >"$work/res"
grep '^FAIL' "$work/res" | sort || true
echo "tree: $(grep -c '^ok ' "$work/res" || true)/$(grep -vc '^skip ' "$work/res" || true) identical ($(grep -c '^skip ' "$work/res" || true) skipped: gcc refuses them)"
