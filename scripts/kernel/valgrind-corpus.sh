#!/bin/bash
# valgrind-corpus.sh [FILES...] -- valgrind memcheck on kernel corpus files
# (default: three of scripts/kernel/corpus.txt, from small to large), replayed with
# the argv Kbuild gives the checker, as corpus-check.sh does.
#
# Builds build/valgrind/castguard with -DCG_FREE_AT_EXIT: the release build
# leaves the arenas, the file cache and the tables to exit(); this one frees
# them (unit_finish() in main.c) so that every block still allocated at exit is
# a real leak.  Prints valgrind's error summary and leak summary per file;
# exits 1 if any file has an invalid access or a leak ("definitely" or
# "indirectly lost" or "still reachable").
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
cd "$CG_REPO" || exit 2
repo=$CG_REPO
tree=$(cg_ready_tree valgrind-corpus 6.1) || exit 2
(($#)) || set -- block/blk-ioprio.c drivers/md/dm-bufio.c block/blk-mq.c
make -s castguard >/dev/null || exit 2		# for build/rel/sysdirs.h
mkdir -p build/valgrind
cc -std=gnu11 -O1 -g -DCG_FREE_AT_EXIT -Ibuild/rel -Isrc -Isrc/util -Isrc/front -Isrc/out -Isrc/check -Isrc/tools \
	-o build/valgrind/castguard src/*.c src/*/*.c || exit 2
rc=0
cd "$tree" || exit 2
for f in "$@"; do
	log=$(mktemp)
	cg_argv . "$f" && set -- "${CG_ARGV[@]}" || { rc=1; continue; }
	nice valgrind --tool=memcheck --leak-check=full --show-leak-kinds=all \
		--error-exitcode=99 --log-file="$log" \
		"$repo/build/valgrind/castguard" "$@" >/dev/null 2>&1
	st=$?
	errs=$(sed -n 's/.*ERROR SUMMARY: \([0-9]*\) errors.*/\1/p' "$log")
	inuse=$(sed -n 's/.*in use at exit: \(.*\)$/\1/p' "$log")
	echo "$f: exit $st, ${errs:-?} memcheck errors, in use at exit: ${inuse:-?}"
	grep -E 'definitely lost:|indirectly lost:|still reachable:' "$log" | sed 's/^==[0-9]*== */    /'
	if [[ ${errs:-1} != 0 || ${inuse:-x} != "0 bytes in 0 blocks" ]]; then
		rc=1
		grep -A12 -E 'Invalid|uninitialised|lost in' "$log" | head -40
	fi
	rm -f "$log"
done
exit $rc
