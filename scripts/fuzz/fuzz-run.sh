#!/bin/bash
# fuzz-run.sh TARGET SECONDS -- run one fuzz target for SECONDS (wall clock)
# at nice 19, keep its corpus between runs and save what it finds.
#
#   TARGET  lex | pp | parse | check          libFuzzer  (build/fuzz/lf-TARGET)
#           migrate                           libFuzzer, fuzz/migrate.c: the
#                                             patch parses, a second run is empty
#           afl-lex | afl-pp | afl-parse | afl-check   AFL++ (build/fuzz/afl/castguard)
#
# Builds the target first (its file of fuzz/fuzz.mk).  Everything lands in
# fuzz-out/TARGET/:
#   corpus/   the growing corpus (seeded from tests/*/*.c on the first run;
#             migrate: the trees of tests/migrate/*/in, one input each)
#   crashes/  crashing inputs (libFuzzer: crash-*, timeout-*, oom-*; AFL++:
#             id:* from its crashes/ and hangs/ directories)
#   log       the fuzzer's output of the last run
#   failures.log  (migrate) why each input failed, as fuzz/migrate.c says
#   fixed/    (by hand) crashes that were fixed and became regression tests
# and one line per run is appended to fuzz-out/stats.txt:
#   DATE TARGET wall=S cpu=S execs=N crashes=N
# Replay a crash with  build/fuzz/lf-TARGET FILE  or
#   CASTGUARD_MIGRATE_SELF=build/asan/castguard build/fuzz/lf-migrate FILE  or
#   build/fuzz/afl/castguard MODE -nostdinc FILE  (MODE as in fuzz/fuzz.mk;
#   afl-pp also passes -I tests/pp/inc, so the preprocessor tests' seeds find
#   the headers they include: what the former scripts/fuzz-pp.sh fuzzed).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
cd "$CG_REPO"
[[ $# -eq 2 ]] || { echo "usage: $0 TARGET SECONDS" >&2; exit 2; }
target=$1 secs=$2
extra=()
case $target in
lex) mode=--dump-tokens ;; pp) mode=-E ;; parse) mode=-fsyntax-only ;;
check) mode=-Wsparse-all ;;
afl-lex) mode=--dump-tokens ;; afl-pp) mode=-E extra=(-I tests/pp/inc) ;;
afl-parse) mode=-fsyntax-only ;; afl-check) mode=-Wsparse-all ;;
migrate) mode=migrate ;;
*) echo "$0: unknown target '$target'" >&2; exit 2 ;;
esac
# One build at a time: two runs started together compiled the same objects
# at once.
mkdir -p build
exec 9>build/.fuzz-build.lock
flock 9
if [[ $target == afl-* ]]; then
	command -v afl-clang-fast >/dev/null || apt-get install -y -qq afl++ >/dev/null
	make -s -f fuzz/fuzz.mk -j2 build/fuzz/afl/castguard >/dev/null
else
	make -s -f fuzz/fuzz.mk -j2 "build/fuzz/lf-$target" >/dev/null
fi

out=fuzz-out/$target
mkdir -p "$out/corpus" "$out/crashes" "$out/tmp"
# lf-migrate runs this castguard where migrate runs itself (its syntax
# check): a copy, which a rebuild during the run cannot take away
if [[ $target == migrate ]]; then
	make -s -j2 SANITIZE=1 >/dev/null
	cp build/asan/castguard "$out/tmp/castguard"
fi
flock -u 9
if [[ -z $(ls -A "$out/corpus") && $target == migrate ]]; then
	# one input per fixture tree, in fuzz/migrate.c's split-file form
	for d in tests/migrate/*/in; do
		to=$(sed -n 's/^ARGS:.*--to \([^ ]*\).*/\1/p' "${d%/in}/args")
		seed=$out/corpus/${d//\//_}
		[[ $to == gfp_t ]] || echo "//--- to $to" >"$seed"
		(cd "$d" && find . -type f -name '*.[ch]' | sort | while read -r f; do
			echo "//--- ${f#./}"
			cat "$f"
		done) >>"$seed"
	done
elif [[ -z $(ls -A "$out/corpus") ]]; then
	for f in tests/{pp,lex,parse,sparse,abi,dm}/*.c; do
		(( $(stat -c %s "$f") <= 8192 )) && cp "$f" "$out/corpus/"
	done
fi
t0=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)	# own + children CPU ticks

if [[ $target == afl-* ]]; then
	in=$out/corpus
	[[ -d $out/afl/default ]] && in=-	# resume
	AFL_SKIP_CPUFREQ=1 AFL_NO_UI=1 AFL_NO_AFFINITY=1 AFL_I_DONT_CARE_ABOUT_MISSING_CRASHES=1 \
	AFL_SKIP_CRASHES=1 \
		nice -n 19 afl-fuzz -i "$in" -o "$out/afl" -m none -t 5000 -V "$secs" -- \
		build/fuzz/afl/castguard "$mode" -nostdinc "${extra[@]}" @@ >"$out/log" 2>&1 || true
	execs=$(awk -F: '/^execs_done/ {gsub(/ /, "", $2); print $2}' "$out/afl/default/fuzzer_stats" 2>/dev/null || echo 0)
	for d in crashes hangs; do
		for f in "$out/afl/default/$d"/id:*; do	# fixed ones are moved to fixed/
			[[ -e $f && ! -e $out/fixed/${f##*/} ]] && cp -n "$f" "$out/crashes/"
		done
	done
else
	# -fork: a crash does not end the run; each job is a separate process.
	timeout=10
	[[ $target == migrate ]] && timeout=180	# several runs, child processes
	CG_FUZZ_DIR=$PWD/$out/tmp CASTGUARD_MIGRATE_SELF=$PWD/$out/tmp/castguard CG_FUZZ_LOG=$PWD/$out/failures.log ASAN_OPTIONS=detect_leaks=0:quarantine_size_mb=16 \
		nice -n 19 "build/fuzz/lf-$target" -fork=1 -ignore_crashes=1 \
		-ignore_timeouts=1 -ignore_ooms=1 -max_total_time="$secs" -timeout=$timeout \
		-rss_limit_mb=2048 -max_len=8192 -detect_leaks=0 -close_fd_mask=3 \
		-artifact_prefix="$out/crashes/" "$out/corpus" >"$out/log" 2>&1 || true
	# In fork mode the AFL-style status lines carry the total executions;
	# the last run's count is summed up here.
	execs=$(grep -o '^#[0-9]*' "$out/log" | tail -1 | tr -d '#')
fi
rm -rf "$out/tmp"
t1=$(awk '{print $14 + $15 + $16 + $17}' /proc/$$/stat)
cpu=$(( (t1 - t0) / $(getconf CLK_TCK) ))
ncrash=$(find "$out/crashes" -type f | wc -l)
line="$(date -u +%FT%TZ) $target wall=$secs cpu=$cpu execs=${execs:-0} crashes=$ncrash"
echo "$line" >>fuzz-out/stats.txt
echo "$line"
