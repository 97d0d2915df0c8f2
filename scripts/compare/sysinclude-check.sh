#!/bin/bash
# sysinclude-check.sh [--report-only] [-j N] [--castguard PATH] [-o FILE] [HEADER...]
#
# Check mode on the system headers: for every header under /usr/include (*.h,
# recursively; or only the HEADERs given, relative to /usr/include, e.g. stdio.h
# sys/types.h) write a one-line translation unit `#include <that/header.h>`. If
# `gcc -fsyntax-only -std=gnu11` accepts it (exit 0, no error), the header stands on
# its own and castguard must accept it too: run `castguard -std=gnu11` (check mode)
# on the same file. A header passes if castguard exits 0 with no "error:" line, no
# signal, no sanitizer report, within CG_TIMEOUT seconds (default 60).
# gcc also gets -D__CHECKER__=1, which castguard predefines (as sparse does), so both
# judge the same preprocessed text (linux/types.h, for one, reads __CHECKER__).
# gcc's verdicts take most of the time and only change with gcc or the headers, so
# they are cached in /var/tmp/castguard-sysinclude/ (CG_SYSINCLUDE_CACHE), keyed on
# gcc's version and the list of headers with their sizes and mtimes.
# Prints the failures (first 40, each with castguard's first error), then
# `sysinclude-check: N/M headers parse cleanly` (M = headers gcc accepts); writes
# all failures to FILE (default corpus-out/sysinclude-check-failures.txt) and exits
# 1 if any header fails, unless --report-only.
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/../lib.sh"
repo=$CG_REPO
jobs=2 report_only=0
cg=
failures=$repo/corpus-out/sysinclude-check-failures.txt
cache_dir=${CG_SYSINCLUDE_CACHE:-/var/tmp/castguard-sysinclude}
std=-std=gnu11

usage() { sed -n '2s/^# //p' "$0" >&2; exit 2; }
while (($#)); do
	case $1 in
	--report-only) report_only=1; shift ;;
	-j) jobs=${2:?}; shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--castguard) cg=${2:?}; shift 2 ;;
	--castguard=*) cg=${1#*=}; shift ;;
	-o) failures=${2:?}; shift 2 ;;
	-h|--help) usage ;;
	-*) echo "sysinclude-check: unknown option $1" >&2; usage ;;
	*) break ;;
	esac
done
cg=$(cg_castguard sysinclude-check "$cg") || exit 2

work=$(mktemp -d); trap 'rm -rf "$work"' EXIT
mkdir -p "$(dirname "$failures")" "$cache_dir"
export work cg std
export err_re='(^|: )(fatal )?error: '
export san_re='ERROR: (Address|Leak|Memory|Thread)Sanitizer|SUMMARY: [A-Za-z]*Sanitizer|runtime error: |Sanitizer:DEADLYSIGNAL'

# tu HEADER: path of the one-line translation unit for HEADER (created on demand).
tu() {
	local c=$work/${1//\//__}.c
	[[ -f $c ]] || printf '#include <%s>\n' "$1" >"$c"
	printf '%s' "$c"
}
# gcc_batch HEADER...: "ok H" if gcc accepts the header on its own, else "skip H".
gcc_batch() {
	local h c rc
	for h; do
		c=$(tu "$h")
		rc=0; gcc -fsyntax-only "$std" -x c -D__CHECKER__=1 "$c" 2>"$c.gcc.err" || rc=$?
		if ((rc)) || grep -qE "$err_re" "$c.gcc.err"; then echo "skip $h"; else echo "ok $h"; fi
		rm -f "$c.gcc.err"
	done
}
# cg_batch HEADER...: one line per header, "ok H" or "FAIL H: reason".
cg_batch() {
	local h c rc e
	for h; do
		c=$(tu "$h")
		# (the outer 2>/dev/null only hides bash's own "Segmentation fault" notice)
		rc=0; { timeout "${CG_TIMEOUT:-60}" "$cg" "$std" "$c" >/dev/null 2>"$c.cg.err"; } 2>/dev/null || rc=$?
		e=$({ grep -m1 -E "$err_re" "$c.cg.err" || grep -m1 . "$c.cg.err" || true; } | cut -c1-240)
		if ((rc == 124)); then echo "FAIL $h: timeout after ${CG_TIMEOUT:-60}s"
		elif ((rc >= 128)); then echo "FAIL $h: crash (signal $((rc - 128)))${e:+: $e}"
		elif grep -qE "$san_re" "$c.cg.err"; then echo "FAIL $h: crash (sanitizer): $(grep -m1 -E "$san_re" "$c.cg.err" | cut -c1-200)"
		elif ((rc)) || grep -qE "$err_re" "$c.cg.err"; then echo "FAIL $h: exit $rc${e:+: $e}"
		else echo "ok $h"; fi
		rm -f "$c.cg.err"
	done
}
export -f tu gcc_batch cg_batch

t0=$EPOCHREALTIME
explicit=$#
if (($#)); then printf '%s\n' "$@"; else
	find /usr/include -name '*.h' \( -type f -o -type l \) -printf '%P\n' | LC_ALL=C sort; fi >"$work/headers"
nh=$(wc -l <"$work/headers")

# --- gcc's verdicts, from the cache when gcc and the headers are unchanged. The key
# covers the headers' sizes and mtimes (-L: of the files symlinks point to), so a
# package upgrade that edits a header in place invalidates it too.
key=$({ gcc --version | head -n1; gcc -dumpmachine; echo "$std"
	tr '\n' '\0' <"$work/headers" | (cd /usr/include && xargs -0 -r stat -L -c '%n %s %Y' 2>&1 || true); } |
	sha256sum | cut -c1-16)
cache=$cache_dir/gcc-verdicts-$key.txt
if [[ -f $cache ]]; then
	cp "$cache" "$work/verdicts"
	vsrc="cached in $cache"
else
	tr '\n' '\0' <"$work/headers" | xargs -0 -P "$jobs" -n 64 bash -c 'gcc_batch "$@"' _ >"$work/verdicts"
	# only a complete set of the whole /usr/include is worth keeping (and pruning
	# for: a run on a few named headers must not evict the full cache)
	if ((!explicit)) && (($(wc -l <"$work/verdicts") == nh)); then
		cp "$work/verdicts" "$cache.tmp.$$" && mv -f "$cache.tmp.$$" "$cache"
		# older caches (another gcc, other headers) are of no further use
		find "$cache_dir" -name 'gcc-verdicts-*.txt' ! -path "$cache" -delete
	fi
	vsrc="computed in $(printf '%.0f' "$(bc <<<"$EPOCHREALTIME - $t0")") s$( ((explicit)) || echo ", cached in $cache")"
fi
sed -n 's/^ok //p' "$work/verdicts" >"$work/accepted"
total=$(wc -l <"$work/accepted")

# --- castguard on the headers gcc accepts.
t1=$EPOCHREALTIME
tr '\n' '\0' <"$work/accepted" | xargs -0 -r -P "$jobs" -n 64 bash -c 'cg_batch "$@"' _ >"$work/results"
ok=$(grep -c '^ok ' "$work/results" || true)
nfail=$((total - ok))
{
	echo "# sysinclude-check: headers gcc -fsyntax-only $std accepts on their own but castguard (check mode) does not."
	echo "# Reproduce: echo '#include <H>' > t.c; gcc -fsyntax-only $std -D__CHECKER__=1 t.c; castguard $std t.c"
	grep -v '^ok ' "$work/results" | sed 's/^FAIL //' | LC_ALL=C sort || true
} >"$failures"
# (a header with no result line at all still counts as a failure: nfail is total - ok)
if ((nfail)); then
	grep -v '^ok ' "$work/results" | LC_ALL=C sort | head -n 40 || true
	((nfail <= 40)) || echo "... ($nfail failures in all, listed in $failures)"
fi
printf '%d headers, %d refused by gcc (verdicts %s); castguard %.1f s at -j%d; total %.1f s; failures listed in %s\n' \
	"$nh" "$((nh - total))" "$vsrc" "$(bc <<<"$EPOCHREALTIME - $t1")" "$jobs" "$(bc <<<"$EPOCHREALTIME - $t0")" "$failures"
echo "sysinclude-check: $ok/$total headers parse cleanly"
((nfail == 0 || report_only))
