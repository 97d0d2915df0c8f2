#!/bin/bash
# xtu-cost.sh [--version V] [-j N] [--castguard CG] DIR... -- what project
# mode's cross-unit gfp-sleep-in-atomic costs (issue 21: on by default, at
# most 30 % over -p without it).
#
# Builds a compile_commands.json of every file of the whole tree (its argv
# recorded by scripts/kernel/tree-argv.sh) under the DIRs given (mm kernel
# fs/ext4 ...), then runs `castguard -p` on it, each run timed:
#   off      --no-atomic-cross-tu (-p as it was before the default)
#   default  the summaries of the units checked; the units that called a
#            function another unit summarized are checked again
#   old      with --old CG: that binary's --atomic-cross-tu (a castguard
#            before the default, whose first pass read every unit for its
#            summaries alone, then checked every unit)
# and prints wall and CPU (user+sys of the children) seconds, how many
# units were checked again, and the lines that differ between off and
# default (default's are the cross-unit reports).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
version=6.1 jobs=2 cg= old=
while [[ $# -gt 0 ]]; do
	case $1 in
	--version) version=$2; shift 2 ;;
	-j) jobs=$2; shift 2 ;;
	--castguard) cg=$2; shift 2 ;;
	--old) old=$(realpath "$2"); shift 2 ;;
	-*) sed -n '2,3p' "$0" | sed 's/^# /usage: /' >&2; exit 2 ;;
	*) break ;;
	esac
done
[[ $# -gt 0 ]] || { sed -n '2,3p' "$0" | sed 's/^# /usage: /' >&2; exit 2; }
cg=$(cg_castguard xtu-cost "$cg") || exit 2
tree=$(cg_ready_tree xtu-cost "$version") || exit 2
[[ -f $tree/argv-tree/list.txt ]] || { echo "xtu-cost: no $tree/argv-tree: run scripts/kernel/tree-argv.sh --version $version" >&2; exit 2; }
work=$(mktemp -d); [[ -z ${KEEP:-} ]] || echo "work: $work"
trap '[[ -n ${KEEP:-} ]] || rm -rf "$work"' EXIT
cd "$tree"

files=()
for d in "$@"; do
	mapfile -t -O "${#files[@]}" files < <(grep "^${d%/}/" argv-tree/list.txt)
done
[[ ${#files[@]} -gt 0 ]] || { echo "xtu-cost: no file of the tree under $*" >&2; exit 2; }
for f in "${files[@]}"; do
	eval "set -- $(<"argv-tree/$f.args")"
	printf '%s\0' "$#" "$f" "$@"
done | python3 -c '
import json, sys
words = [w.decode("utf-8", "surrogateescape") for w in sys.stdin.buffer.read().split(b"\0")[:-1]]
db, i = [], 0
while i < len(words):
    n, f = int(words[i]), words[i + 1]
    db.append({"directory": sys.argv[1], "file": f, "arguments": ["castguard"] + words[i + 2:i + 2 + n]})
    i += 2 + n
json.dump(db, open(sys.argv[2], "w"), indent=1)
' "$PWD" "$work/compile_commands.json"

# run NAME ARGS...: castguard -p, timed; stderr kept in $work/NAME
run() {
	local name=$1
	shift
	/usr/bin/time -f '%e %U %S' -o "$work/$name.time" \
		env CG_DEBUG_PROJECT=1 "$cg" -p "$work" -j "$jobs" "$@" >/dev/null 2>"$work/$name" || true
	read -r wall user sys <"$work/$name.time"
	local again
	again=$(sed -n 's/^castguard: \([0-9]*\) of \([0-9]*\) units checked again.*/\1/p' "$work/$name")
	printf '%-9s %8.1f %8.1f %8s\n' "$name" "$wall" "$(echo "$user + $sys" | bc)" "${again:--}"
}

echo "xtu-cost $version: ${#files[@]} units under $*, -j $jobs"
printf '%-9s %8s %8s %8s\n' run wall_s cpu_s again
run off --no-atomic-cross-tu
run default
[[ -z $old ]] || cg=$old run old --atomic-cross-tu
grep -v '^castguard: ' "$work/off" >"$work/off.txt" || true
grep -v '^castguard: ' "$work/default" >"$work/default.txt" || true
echo "lines: off $(wc -l <"$work/off.txt"), default $(wc -l <"$work/default.txt"); lines of off missing from default: $(comm -23 <(sort "$work/off.txt") <(sort "$work/default.txt") | wc -l)"
comm -13 <(sort "$work/off.txt") <(sort "$work/default.txt") | grep -E 'warning|error' | sed 's/^/default only: /' | head -20 || true
