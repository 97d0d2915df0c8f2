#!/bin/bash
# gfp-tree.sh [--version 6.1|6.12] [-j N] [--castguard PATH] [-- CASTGUARD-ARGS...]
#
# Every report of castguard's GFP checks on a whole kernel tree: each file the
# configuration builds (argv-tree/, scripts/kernel/tree-argv.sh) is checked
# with its Kbuild argv, --format=json and CASTGUARD-ARGS (for instance the
# checks that are off by default: -Wgfp-zero-any -Wgfp-sleep-in-atomic-maybe
# -Wgfp-ignores-param), and every diagnostic of a gfp-* check is printed as
#   FILE:LINE:COL: CHECK: MESSAGE
# sorted and without repeats (a header's report comes once), then the count
# per check and "gfp-tree VERSION: N reports in M files (K files checked)".
# For the verdicts of issue 21 (docs/validation.md, the GFP checks): a report,
# not a gate.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
version=6.1 jobs=2 cg=
while (($#)); do
	case $1 in
	--version) version=${2:?}; shift 2 ;;
	-j) jobs=${2:?}; shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--castguard) cg=${2:?}; shift 2 ;;
	--) shift; break ;;
	*) sed -n '2s/^# /usage: /p' "$0" >&2; exit 2 ;;
	esac
done
tree=$(cg_ready_tree gfp-tree "$version") || exit 2
cg=$(cg_castguard gfp-tree "$cg") || exit 2
[[ -f $tree/argv-tree/list.txt ]] ||
	{ echo "gfp-tree: no $tree/argv-tree: run scripts/kernel/tree-argv.sh --version $version" >&2; exit 2; }
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
one() {
	local f=$1
	shift
	[[ -f argv-tree/$f.args ]] || return 0
	eval "set -- $(<"argv-tree/$f.args") \"\$@\""
	timeout 120 "$cg" --format=json "$@" 2>/dev/null | python3 -c '
import json, sys
try:
	log = json.load(sys.stdin)
except ValueError:
	sys.exit(0)
for d in log.get("diagnostics", []):
	if d["check"].startswith("gfp-"):
		print("%s:%s:%s: %s: %s" % (d["file"], d["line"], d["column"], d["check"], d["message"]))
' || true
}
export -f one
export cg
cd "$tree"
xargs -a argv-tree/list.txt -P "$jobs" -I{} bash -c 'one "$@"' _ {} "$@" | sort -u >"$tmp/all"
cat "$tmp/all"
echo
sed 's/^[^ ]* \([a-z-]*\): .*/\1/' "$tmp/all" | sort | uniq -c | sort -rn
echo "gfp-tree $version: $(wc -l <"$tmp/all") reports in $(cut -d: -f1 "$tmp/all" | sort -u | wc -l) files ($(wc -l <argv-tree/list.txt) files checked)"
