#!/bin/bash
# sample-argv.sh [--version 6.1|6.12] [-n N] [-j N] [--add FILE...]
#
# Records the Kbuild argv of a sample of kernel files outside the corpus, for
# scripts/kernel/atomic-mutations.py: the files of net/, drivers/net/,
# drivers/usb/, kernel/ and sound/ that pass GFP_ATOMIC or GFP_NOWAIT and
# register a callback the kernel runs in atomic context (timer_setup,
# tasklet_setup/_init, call_rcu, request_irq, ...) or take a spinlock; every
# K-th of them in path order (deterministic), about N (default 150) in all.
# Each is built with C=2 CHECK=record-argv, as kernel-setup.sh does for the
# corpus; the argv go to $CG_KERNEL_DIR/linux-VERSION/argv-sample/ (not
# argv/, which is the corpus's), the list of those recorded to its list.txt.
# A file the configuration does not build records nothing and is dropped.
# --add FILE...: record those files too, keeping the sample (for instance the
# files where `atomic-mutations.py --list` finds callback sites).
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
version=6.1 n=150 jobs=2 add=()
while (($#)); do
	case $1 in
	--version) version=${2:?}; shift 2 ;;
	-n) n=${2:?}; shift 2 ;;
	-j) jobs=${2:?}; shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--add) shift; add=("$@"); break ;;
	*) sed -n '2s/^# //p' "$0" >&2; exit 2 ;;
	esac
done
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
tree=$(cg_ready_tree sample-argv "$version") || exit 2
corpus=$(cg_corpus_list "$version")
cd "$tree"
if ((${#add[@]})); then
	make -k -j"$jobs" C=2 CHECK="$here/record-argv" ARGV_DIR="$tree/argv-sample" "${add[@]/%.c/.o}" \
		>>argv-sample/build.log 2>&1 || true
	for f in "${add[@]}"; do [[ -f argv-sample/$f.args ]] && echo "$f"; done |
		sort -u - argv-sample/list.txt -o argv-sample/list.txt
	echo "sample-argv $version: $(wc -l <argv-sample/list.txt) files in $tree/argv-sample"
	exit 0
fi
mapfile -t cands < <(grep -rlE --include='*.c' '\bGFP_(ATOMIC|NOWAIT)\b' net drivers/net drivers/usb kernel sound |
	xargs grep -lE '\b(timer_setup|tasklet_setup|tasklet_init|call_rcu|request_irq|request_threaded_irq|spin_lock(_bh|_irqsave)?)\(' |
	sort | grep -vxF -f <(cg_corpus "$corpus"))
k=$(( (${#cands[@]} + n - 1) / n ))
files=()
for ((i = 0; i < ${#cands[@]}; i += k)); do files+=("${cands[i]}"); done
rm -rf argv-sample
mkdir -p argv-sample
make -k -j"$jobs" C=2 CHECK="$here/record-argv" ARGV_DIR="$tree/argv-sample" "${files[@]/%.c/.o}" \
	>argv-sample/build.log 2>&1 || true
for f in "${files[@]}"; do [[ -f argv-sample/$f.args ]] && echo "$f"; done >argv-sample/list.txt
echo "sample-argv $version: $(wc -l <argv-sample/list.txt) of ${#files[@]} sampled files recorded (of ${#cands[@]} candidates) in $tree/argv-sample"
