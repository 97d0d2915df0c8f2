#!/bin/bash
# bench-check.sh [--runs N] [--warmup] [--version 6.1|6.12] [--castguard PATH] [--tools "castguard sparse gcc-E gcc"] [--no-callgrind] [FILES...]
#
# Benchmark (not a test) of checking speed on the kernel corpus: for each file
# (default: every file of scripts/kernel/corpus.txt, or corpus-6.12.txt), from the tree
# root, with the file's recorded Kbuild argv, run side by side
#   castguard   check mode (parse and type; what `make C=2 CHECK=castguard` runs)
#   sparse      sparse 0.6.4, the checker castguard replaces
#   gcc-E       gcc -E, the compiler's preprocessor alone (output to /dev/null)
#   gcc         gcc -fsyntax-only, the compiler's own front end
# under /usr/bin/time (wall seconds, user+sys seconds, peak RSS). castguard and sparse
# get the checker argv unchanged; gcc gets it minus the checker-only options it
# rejects (as in corpus-compare.sh, but without -D__CHECKER__: under -Werror gcc
# would stop on the sparse attributes that turns on, so it compiles as Kbuild does).
# Default 1 run per file (--runs N: N runs, the per-file median is kept); the first
# file is run once by every tool beforehand to warm the page cache (--warmup: a
# whole uncounted pass instead). Runs are interleaved file by file, tool by tool,
# one process at a time. Prints total s, median and max ms per file, user+sys s,
# peak and median RSS, total vs sparse, and the files each tool exited non-zero on;
# then, per file against sparse on the same file, the worst wall and cpu ratios
# and the files slower than sparse, the worst RSS ratio and the files above half
# of sparse's RSS (the issue-8 targets). With castguard among the tools, each run
# ends with one `castguard -p DIR -j1` and one `-j2` run over all the files, DIR a
# temporary compile_commands.json of their recorded argv: rows "castguard -p -j1"
# and "-j2" with that run's wall s, user+sys and peak RSS (parent and children),
# its exit status, and its total vs sparse's sequential total (the project-mode
# target: -j2 at most 0.25x). Last, unless --no-callgrind, callgrind instruction
# counts (repeatable on a busy machine) for castguard and sparse on mm/mempool.c,
# net/sctp/sm_make_chunk.c and mm/page_alloc.c (6.1 only; about two minutes).
# Raw measurements: corpus-out/bench-check-raw.tsv (project runs as file "(all)").
set -euo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
repo=$CG_REPO
runs=1 warmup=0 version=6.1
cg=
tools="castguard sparse gcc-E gcc"
callgrind=1

usage() { sed -n '2s/^# //p' "$0" >&2; exit 2; }
while (($#)); do
	case $1 in
	-r|--runs) runs=${2:?}; shift 2 ;;
	--runs=*) runs=${1#*=}; shift ;;
	--warmup) warmup=1; shift ;;
	--version) version=${2:?}; shift 2 ;;
	--castguard) cg=${2:?}; shift 2 ;;
	--castguard=*) cg=${1#*=}; shift ;;
	--tools) tools=${2:?}; shift 2 ;;
	--no-callgrind) callgrind=0; shift ;;
	-h|--help) usage ;;
	-*) echo "bench-check: unknown option $1" >&2; usage ;;
	*) break ;;
	esac
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "bench-check: --runs needs a positive number" >&2; exit 2; }
corpus=$(cg_corpus_list "$version") || { echo "bench-check: unsupported --version '$version' (6.1 or 6.12)" >&2; exit 2; }

tree=$(cg_ready_tree bench-check "$version") || exit 2
[[ -x /usr/bin/time ]] || { echo "bench-check: /usr/bin/time missing (apt-get install time)" >&2; exit 2; }
if [[ " $tools " == *" castguard "* ]]; then
	if ! cg=$(cg_castguard bench-check "$cg" 2>/dev/null); then
		echo "bench-check: castguard not found (build it with make, or set CASTGUARD / pass --castguard); benchmarking without it" >&2
		tools=${tools//castguard/}
	fi
fi
if [[ " $tools " == *" sparse "* ]] && ! command -v sparse >/dev/null; then
	echo "bench-check: sparse not installed (apt-get install sparse); benchmarking without it" >&2
	tools=${tools//sparse/}
fi
read -ra tools <<<"$tools"
((${#tools[@]})) || { echo "bench-check: no tools to run" >&2; exit 2; }

if (($#)); then files=("$@"); else mapfile -t files < <(cg_corpus "$corpus"); fi
for f in "${files[@]}"; do
	[[ -f $tree/argv/$f.args ]] || { echo "bench-check: no recorded argv for $f" >&2; exit 2; }
done

mkdir -p "$repo/corpus-out"
raw_final=$repo/corpus-out/bench-check-raw.tsv
# Measure into a temp file (a concurrent run must not mix into ours); copied at the end.
raw=$(mktemp) tfile=$(mktemp) dbdir=
trap 'rm -f "$tfile" "$raw"; [[ -z $dbdir ]] || rm -rf "$dbdir"' EXIT
cd "$tree"
py=$(command -v /usr/bin/python3 || command -v python3)

# Project mode: a compile_commands.json of the benchmarked files, each entry's
# "arguments" the recorded argv behind "castguard". project.c drops argv[0] (and -c,
# -o FILE, which the recorded argv has none of) and hands the rest to a forked child
# as its argv from the entry's directory, so each unit is checked as the per-file run
# checks it. The words go to python NUL-separated, each file's preceded by their
# count, so that json.dumps quotes -DKBUILD_MODNAME="mempool" and the like.
project=0
if [[ " ${tools[*]} " == *" castguard "* ]]; then
	project=1
	dbdir=$(mktemp -d)
	for f in "${files[@]}"; do
		cg_argv . "$f" && set -- "${CG_ARGV[@]}"
		printf '%s\0' "$#" "$f" "$@"
	done | "$py" -c '
import json, sys
words = [w.decode("utf-8", "surrogateescape") for w in sys.stdin.buffer.read().split(b"\0")[:-1]]
db, i = [], 0
while i < len(words):
    n, f = int(words[i]), words[i + 1]
    db.append({"directory": sys.argv[1], "file": f, "arguments": ["castguard"] + words[i + 2:i + 2 + n]})
    i += 2 + n
with open(sys.argv[2], "w") as out:
    out.write(json.dumps(db, indent=1) + "\n")
' "$PWD" "$dbdir/compile_commands.json"
fi

# measure RUN FILE TOOL: one timed run, appended to $raw as
# "tool file run wall_s user_s sys_s rss_kib exit".
measure() {
	local run=$1 f=$2 tool=$3 a rc=0 cmd=()
	cg_argv . "$f" && set -- "${CG_ARGV[@]}"
	case $tool in
	castguard) cmd=("$cg" "$@") ;;
	sparse) cmd=(sparse "$@") ;;
	gcc|gcc-E)	# checker-only options gcc rejects; -Wp,-MMD would write a .d file into the tree
		for a; do
			case $a in
			--arch=*|-Wbitwise|-Wno-return-void|-Wno-unknown-attribute|-D__STDC__|-mlittle-endian|-mbig-endian|-Wp,-MMD,*|-Wp,-MD,*) ;;
			*) cmd+=("$a") ;;
			esac
		done
		if [[ $tool == gcc ]]; then cmd=(gcc -fsyntax-only "${cmd[@]}"); else cmd=(gcc -E "${cmd[@]}"); fi ;;
	*) echo "bench-check: unknown tool $tool" >&2; exit 2 ;;
	esac
	/usr/bin/time -f '%e %U %S %M' -o "$tfile" "${cmd[@]}" >/dev/null 2>&1 || rc=$?
	# on failure GNU time writes "Command exited with non-zero status N" first
	printf '%s\t%s\t%s\t%s\t%s\n' "$tool" "$f" "$run" "$(tail -n1 "$tfile" | tr ' ' '\t')" "$rc" >>"$raw"
}

# measure_project RUN JOBS: one timed `castguard -p` run over every file, appended to
# $raw as the tool "castguard -p -jJOBS" and the file "(all)". GNU time's %M is then
# the largest of the parent's and its reaped children's peaks, and %U %S include the
# children. The output is kept (the last run's) to check it below.
measure_project() {
	local run=$1 jobs=$2 rc=0
	/usr/bin/time -f '%e %U %S %M' -o "$tfile" "$cg" -p "$dbdir" -j"$jobs" >"$dbdir/out-j$jobs" 2>&1 || rc=$?
	printf '%s\t%s\t%s\t%s\t%s\n' "castguard -p -j$jobs" "(all)" "$run" "$(tail -n1 "$tfile" | tr ' ' '\t')" "$rc" >>"$raw"
}

: >"$raw"
n=${#files[@]}
pnote=
((project)) && pnote=', then castguard -p -j1 and -j2'
t0=$EPOCHREALTIME
# Run 0 is the warm-up and is not counted: the first file only, unless --warmup.
for ((run = 0; run <= runs; run++)); do
	if ((run == 0)); then
		if ((warmup)); then wfiles=("${files[@]}"); else wfiles=("${files[0]}"); fi
		printf 'bench-check: warm-up (%d file(s) x %s)\n' "${#wfiles[@]}" "${tools[*]}" >&2
	else
		wfiles=("${files[@]}")
		printf 'bench-check: run %d/%d (%d files x %s%s)\n' "$run" "$runs" "$n" "${tools[*]}" "$pnote" >&2
	fi
	for f in "${wfiles[@]}"; do
		for tool in "${tools[@]}"; do measure "$run" "$f" "$tool"; done
	done
	# the page cache is warm by now: no project warm-up run
	if ((project && run > 0)); then
		for jobs in 1 2; do measure_project "$run" "$jobs"; done
	fi
done
printf 'bench-check: %.0f s in all\n\n' "$(bc <<<"$EPOCHREALTIME - $t0")" >&2

cp "$raw" "$raw_final"
"$py" - "$raw" "$version" "$dbdir" "${tools[@]}" <<'EOF'
import collections, os, statistics, sys
raw, version, dbdir, tools = sys.argv[1], sys.argv[2], sys.argv[3], sys.argv[4:]
wall = collections.defaultdict(list)   # (tool, file) -> [wall s]
cpu = collections.defaultdict(list)    # (tool, file) -> [user+sys s]
rss = collections.defaultdict(int)     # (tool, file) -> max KiB
fails = collections.defaultdict(set)   # tool -> files with a non-zero exit
status = collections.defaultdict(set)  # tool -> exit statuses (all runs, warm-up too)
ptools = []                            # the castguard -p rows, file "(all)"
for line in open(raw):
    tool, f, run, secs, user, sys_, kib, rc = line.rstrip('\n').split('\t')
    status[tool].add(int(rc))
    if f == '(all)' and tool not in ptools:
        ptools.append(tool)
    if rc != '0' and f != '(all)':
        fails[tool].add(f)
    if run == '0':
        continue
    wall[tool, f].append(float(secs))
    cpu[tool, f].append(float(user) + float(sys_))
    rss[tool, f] = max(rss[tool, f], int(kib))
files = sorted({f for _, f in wall if f != '(all)'})
rows, base = [], {}
for t in tools:
    med = {f: statistics.median(wall[t, f]) for f in files}
    total = sum(med.values())
    worst = max(files, key=med.get)
    peak = max(files, key=lambda f: rss[t, f])
    cpu_total = sum(statistics.median(cpu[t, f]) for f in files)
    rows.append((t, total, statistics.median(med.values()) * 1e3, med[worst] * 1e3, worst, cpu_total,
                 rss[t, peak] / 1024, peak, statistics.median(rss[t, f] for f in files) / 1024,
                 len(fails[t])))
    base[t] = total
runs = len(wall[tools[0], files[0]])
print('linux %s, %d files, %s, one process at a time%s' % (
    version, len(files), 'median of %d runs per file' % runs if runs > 1 else '1 run per file',
    ' (castguard -p -j2: two at a time)' if ptools else ''))
print('%-16s %8s %10s %8s  %-26s %8s %9s  %-26s %8s %9s %9s' % (
    'tool', 'total s', 'median ms', 'max ms', '(file)', 'cpu s', 'peak MiB', '(file)', 'med MiB',
    'vs sparse', 'exit!=0'))
for t, total, med, mx, worst, cpu_total, peak, pfile, mrss, nf in rows:
    ratio = '%.2f' % (total / base['sparse']) if base.get('sparse') else '-'
    print('%-16s %8.1f %10.0f %8.0f  %-26s %8.1f %9.0f  %-26s %8.0f %9s %9d' % (
        t, total, med, mx, worst, cpu_total, peak, pfile, mrss, ratio, nf))
# Project rows: one run over every file, so no per-file columns; the exit column
# holds the run's status (the worst unit's), which should be the worst of the
# per-file castguard runs'.
for t in ptools:
    total = statistics.median(wall[t, '(all)'])
    ratio = '%.2f' % (total / base['sparse']) if base.get('sparse') else '-'
    print('%-16s %8.1f %10s %8s  %-26s %8.1f %9.0f  %-26s %8s %9s %9s' % (
        t, total, '-', '-', '-', statistics.median(cpu[t, '(all)']), rss[t, '(all)'] / 1024, '-', '-',
        ratio, 'status ' + '/'.join(map(str, sorted(status[t])))))
if ptools:
    outs = {t: open(os.path.join(dbdir, 'out' + t.split()[-1]), 'rb').read() for t in ptools}
    print('castguard -p: every file in one run (%s), cpu and peak RSS counting the children; '
          'output %d lines, %s' % (
        'median of %d runs' % runs if runs > 1 else '1 run',
        outs[ptools[0]].count(b'\n'),
        'the same at ' + ' and '.join(t.split()[-1] for t in ptools) if len(set(outs.values())) == 1
        else 'DIFFERENT at ' + ' and '.join(t.split()[-1] for t in ptools)))
    for t in ptools:
        if max(status[t]) >= 2 or status[t] != {max(status['castguard'])}:
            print('%s exited %s where the per-file castguard runs\' worst was %d; its output ends:' % (
                t, '/'.join(map(str, sorted(status[t]))), max(status['castguard'])))
            sys.stdout.write(''.join(outs[t].decode('utf-8', 'replace').splitlines(True)[-5:]))
if 'sparse' in tools:
    print()
    print('per file against sparse on the same file (median of runs; wall is noisy on a shared machine):')
    print('%-16s %9s  %-26s %6s %9s  %-26s %9s  %-26s %9s' % (
        'tool', 'max wall', '(file)', 'slower', 'max cpu', '(file)', 'max RSS', '(file)', 'RSS>0.5x'))
    for t in tools:
        if t == 'sparse':
            continue
        wr = {f: statistics.median(wall[t, f]) / max(statistics.median(wall['sparse', f]), 1e-3) for f in files}
        cr = {f: statistics.median(cpu[t, f]) / max(statistics.median(cpu['sparse', f]), 1e-3) for f in files}
        rr = {f: rss[t, f] / max(rss['sparse', f], 1) for f in files}
        fw, fc, fr = max(files, key=wr.get), max(files, key=cr.get), max(files, key=rr.get)
        print('%-16s %8.2fx  %-26s %6d %8.2fx  %-26s %8.2fx  %-26s %9d' % (
            t, wr[fw], fw, sum(wr[f] > 1 for f in files), cr[fc], fc, rr[fr], fr,
            sum(rr[f] > 0.5 for f in files)))
for t in tools:
    if fails[t]:
        print('%s exited non-zero on %d file(s): %s%s' % (t, len(fails[t]), ' '.join(sorted(fails[t])[:8]),
                                                         ' ...' if len(fails[t]) > 8 else ''))
EOF

# Instruction counts: repeatable where wall time is not.
if ((callgrind)) && [[ $version == 6.1 ]] && command -v valgrind >/dev/null; then
	echo
	echo "callgrind instructions (million):"
	printf '%-28s %10s %10s %8s\n' file castguard sparse ratio
	for f in mm/mempool.c net/sctp/sm_make_chunk.c mm/page_alloc.c; do
		[[ -f argv/$f.args ]] || continue
		cg_argv . "$f" && set -- "${CG_ARGV[@]}"
		n=()
		for bin in "$cg" sparse; do
			[[ " ${tools[*]} " == *" $([[ $bin == sparse ]] && echo sparse || echo castguard) "* ]] || { n+=(0); continue; }
			valgrind --tool=callgrind --callgrind-out-file=/dev/null "$bin" "$@" >/dev/null 2>"$tfile" || true
			n+=("$(sed -n 's/.*refs: *\([0-9,]*\).*/\1/p' "$tfile" | tr -d , | head -n1)")
		done
		awk -v f="$f" -v a="${n[0]:-0}" -v b="${n[1]:-0}" 'BEGIN {
			r = (b > 0) ? sprintf("%.3f", a / b) : "-"	# (a 0.5 target: 0.496 is not 0.50)
			printf "%-28s %10.1f %10.1f %8s\n", f, a / 1e6, b / 1e6, r }'
	done
fi
