#!/bin/bash
# sysinclude-compare.sh [--report-only] [--keep] [-j N] [--castguard PATH] [-o FILE] [HEADER...]
#
# For every header under /usr/include (*.h, recursively; or only the HEADERs given,
# as names relative to /usr/include, e.g. stdio.h sys/types.h): write a file containing just
# `#include <that/header.h>`; if `gcc -E -x c -D__CHECKER__=1` accepts it (exit 0, no
# error), run `castguard -E` on the same file and compare the outputs as tokens
# (tokcmp.py). castguard predefines __CHECKER__ like sparse, hence the -D for gcc.
# Prints `sysinclude: N/M identical` (M = headers gcc accepts), writes the failures
# (header + first difference) to FILE (default corpus-out/sysinclude-failures.txt)
# and exits non-zero if any differ, unless --report-only. --keep keeps the outputs
# of failing headers in corpus-out/sysinclude/.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/../lib.sh"
repo=$CG_REPO
jobs=2 report_only=0 keep=0
cg=
failures=$repo/corpus-out/sysinclude-failures.txt

usage() { sed -n '2s/^# //p' "$0" >&2; exit 2; }
while (($#)); do
	case $1 in
	--report-only) report_only=1; shift ;;
	--keep) keep=1; shift ;;
	-j) jobs=${2:?}; shift 2 ;;
	--castguard) cg=${2:?}; shift 2 ;;
	-o) failures=${2:?}; shift 2 ;;
	-h|--help) usage ;;
	-*) echo "sysinclude-compare: unknown option $1" >&2; usage ;;
	*) break ;;
	esac
done
cg=$(cg_castguard sysinclude-compare "$cg") || exit 2

# Debian's python starts in ~15 ms; a pyenv shim first in PATH takes ~150 ms.
py=$(command -v /usr/bin/python3 || command -v python3)
work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
kept=$repo/corpus-out/sysinclude
rm -rf "$kept"; mkdir -p "$(dirname "$failures")"

# compare_batch HEADER...: for each header, print "skip H" (gcc refuses it),
# "FAIL H: reason" (castguard failed) or nothing; the headers both accept are then
# compared by ONE tokcmp.py --batch process (python start-up costs more than a header).
compare_batch() {
	local h c rc pairs=$work/pairs.$BASHPID
	: >"$pairs"
	for h; do
		c=$work/${h//\//__}.c
		printf '#include <%s>\n' "$h" >"$c"
		rc=0; gcc -E -x c -D__CHECKER__=1 "$c" >"$c.gcc.i" 2>"$c.gcc.err" || rc=$?
		if ((rc)) || grep -q 'error' "$c.gcc.err"; then echo "skip $h"; rm -f "$c"*; continue; fi
		# (the outer 2>/dev/null only hides bash's own "Segmentation fault" notice)
		rc=0; { timeout "${CG_TIMEOUT:-60}" "$cg" -E "$c" >"$c.cg.i" 2>"$c.cg.err"; } 2>/dev/null || rc=$?
		if ((rc == 124)); then echo "FAIL $h: castguard timed out"
		elif ((rc >= 128)); then echo "FAIL $h: castguard crashed (signal $((rc - 128)))"
		elif ((rc)); then echo "FAIL $h: castguard exit $rc: $(grep -m1 . "$c.cg.err")"
		else printf '%s\t%s\t%s\n' "$c.gcc.i" "$c.cg.i" "$h" >>"$pairs"; fi
	done
	"$py" "$here/tokcmp.py" --batch <"$pairs" || true
}
export -f compare_batch
export work cg here py

t0=$EPOCHREALTIME
if (($#)); then printf '%s\0' "$@"; else
	find /usr/include -name '*.h' \( -type f -o -type l \) -printf '%P\0' | sort -z; fi |
	xargs -0 -P "$jobs" -n 64 bash -c 'compare_batch "$@"' _ | sed "s|$work/||g" >"$work/results"

if ((keep)); then   # move the outputs of failing headers out of the temp dir
	mkdir -p "$kept"
	sed -n 's/^FAIL \([^:]*\):.*/\1/p' "$work/results" | while read -r h; do
		mv "$work/${h//\//__}.c"* "$kept/" 2>/dev/null || true
	done
fi
total=$(grep -vc '^skip ' "$work/results" || true)
ok=$(grep -c '^ok ' "$work/results" || true)
{
	echo "# sysinclude-compare: headers whose castguard -E output differs from gcc -E (A = gcc, B = castguard)."
	echo "# Reproduce: echo '#include <H>' > t.c; gcc -E -D__CHECKER__=1 t.c > a.i; castguard -E t.c > b.i; scripts/compare/tokcmp.py a.i b.i"
	grep '^FAIL ' "$work/results" | sed 's/^FAIL //' | sort || true
} >"$failures"
nfail=$((total - ok))
# (a line that is neither ok, skip nor FAIL still counts as a failure: show it)
((nfail == 0)) || { grep -v -m20 '^ok \|^skip ' "$work/results" | sort || true; ((nfail <= 20)) || echo "... ($nfail failures in all)"; }
printf '%.1f s at -j%d; %d headers, %d refused by gcc; failures listed in %s\n' \
	"$(bc <<<"$EPOCHREALTIME - $t0")" "$jobs" "$(wc -l <"$work/results")" "$(grep -c '^skip ' "$work/results" || true)" "$failures"
echo "sysinclude: $ok/$total identical"
((nfail == 0 || report_only))
