#!/bin/bash
# sanitize-corpus.sh [--version 6.1|6.12] [-j N] -- run the ASan + UBSan build
# of castguard over a whole kernel corpus and say whether it is clean.
#
# A thin wrapper around corpus-check.sh, which already classifies a run with a
# sanitizer report (or a signal) as "crash": this builds build/asan/castguard
# (make SANITIZE=1, then the release build again so ./castguard stays the
# release binary), runs corpus-check.sh with it (stderr kept in
# $CG_KERNEL_DIR/sanitize-VERSION/), and prints
#   sanitize-corpus VERSION: clean (N files)            exit 0
#   sanitize-corpus VERSION: NOT clean: C crashes/sanitizer reports, T timeouts   exit 1
# Front-end errors in a file are corpus-check's business, not a sanitizer
# finding: they do not make this report unclean.
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
cd "$CG_REPO" || exit 2
version=6.1 jobs=2
while (($#)); do
	case $1 in
	--version) version=${2:?}; shift 2 ;;
	-j) jobs=${2:?}; shift 2 ;;
	*) echo "usage: $0 [--version 6.1|6.12] [-j N]" >&2; exit 2 ;;
	esac
done
make -s -j2 SANITIZE=1 >/dev/null && make -s -j2 >/dev/null || exit 2
kdir=$CG_KDIR
log=$(mktemp)
trap 'rm -f "$log"' EXIT
# Sanitizer builds run ~3x slower: allow more time per file.
ASAN_OPTIONS=detect_leaks=1 CG_TIMEOUT=${CG_TIMEOUT:-300} \
	scripts/kernel/corpus-check.sh --version "$version" -j "$jobs" \
	--castguard build/asan/castguard --out "$kdir/sanitize-$version" >"$log" 2>&1
summary=$(grep -E "^corpus-check $version:" "$log")
[[ -n $summary ]] || { cat "$log" >&2; echo "sanitize-corpus $version: harness failed" >&2; exit 2; }
read -r total crashes timeouts < <(awk '{
	split($3, a, "/"); t = a[2]; c = 0; o = 0
	if (match($0, /[0-9]+ crash/)) c = substr($0, RSTART, RLENGTH) + 0
	if (match($0, /[0-9]+ timeout/)) o = substr($0, RSTART, RLENGTH) + 0
	print t, c, o }' <<<"$summary")
grep -P '^crash\t|^timeout\t' "$kdir/sanitize-$version/results.tsv" 2>/dev/null | cut -f1,2,5
if ((crashes == 0 && timeouts == 0)); then
	echo "sanitize-corpus $version: clean ($total files)"
else
	echo "sanitize-corpus $version: NOT clean: $crashes crashes/sanitizer reports, $timeouts timeouts"
	exit 1
fi
