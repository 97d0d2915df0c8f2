#!/bin/bash
# callgrind-pair.sh OLD NEW [FILES...] -- instructions of two castguard binaries
# on the same kernel files, for a change that must not cost speed (a refactoring:
# issue 18 asks for "within 2 %").
#
# Runs valgrind --tool=callgrind on each binary in check mode, from the 6.1 tree's
# root with the file's recorded Kbuild argv (scripts/kernel/kernel-setup.sh), and
# prints "FILE OLD NEW CHANGE%".  callgrind counts instructions, not seconds: the
# same total for the same binary and input whatever else the machine does.
# Default files: mm/mempool.c, net/sctp/sm_make_chunk.c, mm/page_alloc.c.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
[[ $# -ge 2 ]] || { sed -n '2p' "$0" | sed 's/^# /usage: /' >&2; exit 2; }
old=$(cg_castguard callgrind-pair "$1") || exit 2
new=$(cg_castguard callgrind-pair "$2") || exit 2
shift 2
files=("$@")
[[ ${#files[@]} -gt 0 ]] || files=(mm/mempool.c net/sctp/sm_make_chunk.c mm/page_alloc.c)
tree=$(cg_ready_tree callgrind-pair 6.1) || exit 2
command -v valgrind >/dev/null || { echo "callgrind-pair: valgrind is missing" >&2; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT

# instructions BIN: the Ir total of one check-mode run of $f
instructions() {
	(cd "$tree" && valgrind --tool=callgrind --callgrind-out-file="$tmp/out" \
		"$1" "${CG_ARGV[@]}" >/dev/null 2>"$tmp/err") || true
	sed -n 's/^summary: *//p' "$tmp/out"
}

printf '%-28s %14s %14s %8s\n' file old new change
for f in "${files[@]}"; do
	cg_argv "$tree" "$f" || exit 2
	a=$(instructions "$old") b=$(instructions "$new")
	printf '%-28s %14s %14s %+7.2f%%\n' "$f" "$a" "$b" "$(echo "($b - $a) * 100 / $a" | bc -l)"
done
