#!/bin/bash
# bench-pp.sh [-r N] [--castguard PATH] [--tools "castguard gcc sparse"] [FILES...]
#
# Benchmark (not a test) of preprocessing speed on the kernel corpus: for each file,
# from the tree root, run `castguard -E`, `gcc -E` and `sparse -E` with the file's
# recorded Kbuild argv, output to /dev/null, under /usr/bin/time -f '%e %M'
# (wall seconds, peak RSS KiB). One warm-up pass, then N runs (default 3); the
# per-file median wall time and the largest RSS are kept. castguard and sparse get
# the checker argv unchanged; gcc gets it filtered as in corpus-compare.sh.
# Prints a table: total s, median/p90/max ms per file, peak RSS MiB, total vs gcc.
# Raw measurements go to corpus-out/bench-raw.tsv. Runs one process at a time.
set -euo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
repo=$CG_REPO
runs=3
cg=
tools="castguard gcc sparse"

usage() { sed -n '2s/^# //p' "$0" >&2; exit 2; }
while (($#)); do
	case $1 in
	-r) runs=${2:?}; shift 2 ;;
	--castguard) cg=${2:?}; shift 2 ;;
	--tools) tools=${2:?}; shift 2 ;;
	-h|--help) usage ;;
	-*) echo "bench-pp: unknown option $1" >&2; usage ;;
	*) break ;;
	esac
done

tree=$(cg_ready_tree bench-pp 6.1) || exit 2
[[ -x /usr/bin/time ]] || { echo "bench-pp: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }
if [[ " $tools " == *" castguard "* ]]; then
	if ! cg=$(cg_castguard bench-pp "$cg" 2>/dev/null); then
		echo "bench-pp: castguard not found (build it with make, or set CASTGUARD / pass --castguard); benchmarking without it" >&2
		tools=${tools//castguard/}
	fi
fi
read -ra tools <<<"$tools"
((${#tools[@]})) || { echo "bench-pp: no tools to run" >&2; exit 2; }

if (($#)); then files=("$@"); else mapfile -t files < <(cg_corpus "$(cg_corpus_list 6.1)"); fi

mkdir -p "$repo/corpus-out"
raw=$repo/corpus-out/bench-raw.tsv
# Measure into a temp file (a concurrent run must not mix into ours); copied at the end.
raw_final=$raw raw=$(mktemp) tfile=$(mktemp)
trap 'rm -f "$tfile" "$raw"' EXIT
cd "$tree"

# measure RUN FILE TOOL: one timed run, appended to $raw as "tool file run secs kib exit".
measure() {
	local run=$1 f=$2 tool=$3 a rc=0 cmd=()
	cg_argv . "$f" && set -- "${CG_ARGV[@]}"
	case $tool in
	castguard) cmd=("$cg" -E "$@") ;;
	sparse) cmd=(sparse -E "$@") ;;
	gcc)	# same filtering as corpus-compare.sh (checker-only options gcc rejects)
		for a; do
			case $a in
			--arch=*|-Wbitwise|-Wno-return-void|-Wno-unknown-attribute|-D__STDC__|-mlittle-endian|-mbig-endian|-Wp,-MMD,*|-Wp,-MD,*) ;;
			*) cmd+=("$a") ;;
			esac
		done
		cmd=(gcc -E -D__CHECKER__=1 "${cmd[@]}") ;;
	esac
	/usr/bin/time -f '%e %M' -o "$tfile" "${cmd[@]}" >/dev/null 2>&1 || rc=$?
	# on failure GNU time writes "Command exited with non-zero status N" first
	printf '%s\t%s\t%s\t%s\t%s\n' "$tool" "$f" "$run" "$(tail -n1 "$tfile" | tr ' ' '\t')" "$rc" >>"$raw"
}

: >"$raw"
n=${#files[@]}
t0=$EPOCHREALTIME
# Runs are interleaved (file by file, tool by tool) so slow drifts of the machine hit
# all tools alike. Run 0 is the warm-up (page cache) and is not counted.
for ((run = 0; run <= runs; run++)); do
	printf 'bench-pp: %s %d/%d (%d files x %s)\n' "$( ((run)) && echo run || echo warm-up)" "$run" "$runs" "$n" "${tools[*]}" >&2
	for f in "${files[@]}"; do
		for tool in "${tools[@]}"; do measure "$run" "$f" "$tool"; done
	done
done
printf 'bench-pp: %.0f s in all\n\n' "$(bc <<<"$EPOCHREALTIME - $t0")" >&2

cp "$raw" "$raw_final"
"$(command -v /usr/bin/python3 || command -v python3)" - "$raw" "${tools[@]}" <<'EOF'
import collections, statistics, sys
raw, tools = sys.argv[1], sys.argv[2:]
wall = collections.defaultdict(list)   # (tool, file) -> [secs]
rss = collections.defaultdict(int)     # (tool, file) -> max KiB
fails = collections.defaultdict(set)   # tool -> files with a non-zero exit
for line in open(raw):
    tool, f, run, secs, kib, rc = line.rstrip('\n').split('\t')
    if rc != '0':
        fails[tool].add(f)
    if run == '0':
        continue
    wall[tool, f].append(float(secs))
    rss[tool, f] = max(rss[tool, f], int(kib))
files = sorted({f for _, f in wall})
def pct(xs, p):
    xs = sorted(xs)
    return xs[min(len(xs) - 1, int(round(p / 100 * (len(xs) - 1))))]
rows, gcc_total = [], None
for t in tools:
    med = {f: statistics.median(wall[t, f]) for f in files}
    total = sum(med.values())
    worst = max(files, key=med.get)
    peak = max(files, key=lambda f: rss[t, f])
    rows.append((t, total, statistics.median(med.values()) * 1e3, pct(med.values(), 90) * 1e3,
                 med[worst] * 1e3, worst, rss[t, peak] / 1024, peak, len(fails[t])))
    if t == 'gcc':
        gcc_total = total
print('%d files, median of %d runs per file, one process at a time' % (len(files), len(wall[tools[0], files[0]])))
print('%-10s %9s %10s %8s %8s  %-26s %9s  %-26s %7s %6s' % (
    'tool', 'total s', 'median ms', 'p90 ms', 'max ms', '(file)', 'peak MiB', '(file)', 'vs gcc', 'fails'))
for t, total, med, p90, mx, worst, peak, pfile, nf in rows:
    ratio = '%.2f' % (total / gcc_total) if gcc_total else '-'
    print('%-10s %9.1f %10.0f %8.0f %8.0f  %-26s %9.0f  %-26s %7s %6d' % (
        t, total, med, p90, mx, worst, peak, pfile, ratio, nf))
for t in tools:
    if fails[t]:
        print('%s exited non-zero on: %s' % (t, ' '.join(sorted(fails[t])[:10])))
EOF
