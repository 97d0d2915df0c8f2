#!/bin/bash
# bench-baseline.sh [--castguard PATH] [--runs N] [--warnings N] [--log-units N] [--kernel VERSION]
#
# Benchmark (not a test) of "new warnings only" (docs/ci.md), on generated files
# in a temporary directory, one process at a time:
#   1. a unit with N warnings (default 20000), --format=json, checked with no
#      baseline, with its own JSON log as the baseline, with its own SARIF log
#      (nothing new): user+sys seconds, the median of --runs (default 5);
#   2. a small unit (2 warnings) with and without that N-entry baseline: what
#      each unit of a Kbuild run pays for reading the baseline, the first time
#      (the log parsed, its index PATH.cgidx written) and then (the index
#      read): wall milliseconds per run, the mean of 20 runs;
#   3. a log of --log-units (default 25) units appended by --report-append
#      (N entries each: 500,000 by default), its size, and a small unit checked
#      against it, first and then: user+sys seconds and peak RSS.
# Each "first" run starts with the index removed.  Prints one line per
# measurement.  --kernel 6.1|6.12 instead: Kbuild's flow on the corpus of a
# tree that kernel-setup.sh made ready, each file with its recorded checker
# argv from the tree root (the tree is only read): a pass that appends every
# unit's log to one file (--report-append), then a pass with that file as
# every unit's --baseline (the first unit writes the index); the entries,
# the new/fixed/unchanged sums (a rerun must find nothing new or fixed), and
# each pass's wall seconds against a plain pass.
set -euo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
cg= runs=5 nwarn=20000 units=25 kernel=
while [ $# -gt 0 ]; do
	case $1 in
	--kernel) kernel=$2; shift 2 ;;
	--castguard) cg=$2; shift 2 ;;
	--runs) runs=$2; shift 2 ;;
	--warnings) nwarn=$2; shift 2 ;;
	--log-units) units=$2; shift 2 ;;
	*) sed -n '2s/^# //p' "$0" >&2; exit 2 ;;
	esac
done
cg=$(cg_castguard bench-baseline.sh "$cg")
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
cd "$dir"

# gen FILE PREFIX: N definitions, each a "plain integer as NULL pointer"
gen() { awk -v n="$nwarn" -v p="$2" 'BEGIN { for (i = 0; i < n; i++) printf "static int *%s%d = 0;\n", p, i }' >"$1"; }

# cpu CMD...: user+sys seconds and peak RSS (KiB) of one run, "S KIB"
cpu() {
	/usr/bin/time -f '%U %S %M' -o "$dir/time" "$@" >/dev/null 2>&1 || [ $? -eq 1 ]
	awk '{ printf "%.3f %d\n", $1 + $2, $3 }' "$dir/time"
}

# median [-f INDEX] CMD...: the median user+sys seconds of RUNS runs and
# the peak RSS of the largest; -f: INDEX removed before each run
median() {
	local i idx=
	[ "$1" = -f ] && { idx=$2; shift 2; }
	for i in $(seq 1 "$runs"); do
		[ -z "$idx" ] || rm -f "$idx"
		cpu "$@"
	done | sort -n |
		awk '{ t[NR] = $1; if ($2 > m) m = $2 } END { printf "%.3f s  %.1f MiB", t[int((NR + 1) / 2)], m / 1024 }'
}

# wall CMD...: wall milliseconds per run, the mean of 20 runs
wall() {
	local i t0 t1
	t0=$(date +%s%N)
	for i in $(seq 1 20); do "$@" >/dev/null 2>&1 || true; done
	t1=$(date +%s%N)
	awk -v a="$t0" -v b="$t1" 'BEGIN { printf "%.1f ms", (b - a) / 20e6 }'
}

# kernel_pass NAME OPTION...: every corpus file with OPTIONS, from the tree
# root; the seconds and the summary lines' sums
kernel_pass() {
	local name=$1 f t0 t1
	shift
	: >"$dir/$name.err"
	t0=$(date +%s%N)
	while IFS= read -r f; do
		cg_argv "$tree" "$f" || continue
		(cd "$tree" && "$cg" "$@" "${CG_ARGV[@]}") >/dev/null 2>>"$dir/$name.err" || true
	done < <(cg_corpus "$list")
	t1=$(date +%s%N)
	awk -v n="$name" -v a="$t0" -v b="$t1" '
		/^castguard: [0-9]+ new, / { nw += $2; fx += $4; un += $6; s++ }
		END { printf "  %-9s %6.1f s", n, (b - a) / 1e9
		      if (s) printf "  %d summaries: %d new, %d fixed, %d unchanged", s, nw, fx, un
		      printf "\n" }' "$dir/$name.err"
}

if [ -n "$kernel" ]; then
	tree=$(cg_ready_tree bench-baseline.sh "$kernel")
	list=$(cg_corpus_list "$kernel")
	echo "linux-$kernel corpus, $(cg_corpus "$list" | wc -l) files:"
	kernel_pass plain
	kernel_pass append "--report-append=$dir/tree.json"
	echo "  the log: $(grep -c '"fingerprint"' "$dir/tree.json") entries, $(($(stat -c %s "$dir/tree.json") / 1024)) KiB"
	kernel_pass baseline "--baseline=$dir/tree.json"
	exit 0
fi

max="-fmax-warnings=$((nwarn * 2))"
gen big.c w
"$cg" "$max" --format=json big.c >big.json
"$cg" "$max" --format=sarif big.c >big.sarif
echo "unit with $(grep -c '"fingerprint"' big.json) warnings, --format=json, median of $runs:"
echo "  no baseline     $(median "$cg" "$max" --format=json big.c)"
echo "  JSON baseline   $(median -f big.json.cgidx "$cg" "$max" --format=json --baseline=big.json big.c)"
echo "  SARIF baseline  $(median -f big.sarif.cgidx "$cg" "$max" --format=json --baseline=big.sarif big.c)"
echo "  JSON, indexed   $(median "$cg" "$max" --format=json --baseline=big.json big.c)"

printf 'static int *a = 0;\nstatic int *b = 0;\n' >small.c
echo "a 2-warning unit (a Kbuild unit's share of the cost):"
echo "  no baseline                   $(wall "$cg" small.c)"
for f in big.json big.sarif; do
	rm -f "$f.cgidx"
	echo "  $nwarn-entry $f, first  $(median -f "$f.cgidx" "$cg" --baseline=$f small.c)"
	"$cg" --baseline=$f small.c 2>/dev/null
	echo "  $nwarn-entry $f, indexed  $(wall "$cg" --baseline=$f small.c)"
done

for u in $(seq 1 "$units"); do
	gen "u$u.c" "u${u}_"
	"$cg" "$max" --report-append=log.json "u$u.c" 2>/dev/null || [ $? -eq 1 ]
	rm "u$u.c"
done
entries=$(grep -c '"fingerprint"' log.json)
size=$(stat -c %s log.json)
echo "appended log: $units units, $entries entries, $((size / 1048576)) MiB:"
echo "  a 2-warning unit against it, first    $(median -f log.json.cgidx "$cg" --baseline=log.json small.c)"
"$cg" --baseline=log.json small.c 2>/dev/null
echo "  a 2-warning unit against it, indexed  $(median "$cg" --baseline=log.json small.c)  $(wall "$cg" --baseline=log.json small.c)"
echo "  its index: $(($(stat -c %s log.json.cgidx) / 1048576)) MiB"
