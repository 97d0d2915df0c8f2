#!/bin/bash
# corpus-check.sh [--version 6.1|6.12] [-j N] [--castguard PATH] [--warnings] [--strict] [--out DIR] [FILES...]
#
# Runs castguard in check mode (no -E) on each kernel corpus file (default: all of
# scripts/kernel/corpus.txt, or scripts/kernel/corpus-6.12.txt with --version 6.12), from the tree
# root, with the exact argv Kbuild gives the checker (recorded by kernel-setup.sh),
# i.e. what `make C=2 CHECK=castguard` would run. Each file is classified:
#   clean    exit 0: no front-end error
#   errors   exit 1 (any other non-zero): an error gcc would report too; the file
#            and its first 3 errors are shown
#   crash    exit status >= 128 (a signal) or a sanitizer report on stderr
#   timeout  still running after CG_TIMEOUT seconds (default 60)
# castguard exits 1 on any front-end error, but, like sparse, 0 after the errors of
# sparse's own checks (e.g. "incompatible types in comparison expression (different
# address spaces)", which sparse also prints on unmodified 6.1): those are findings
# in the kernel, counted but not failures. --strict: any "error:" line makes the file
# non-clean. Prints one entry per non-clean file, the number of error lines, then
# `corpus-check VERSION: N/M clean (E with errors, C crashes, T timeouts)`; exits 1
# if any file is not clean (2 if the harness cannot run). --warnings also counts
# the checker's warnings and errors, by message. castguard's stderr is kept for
# every file that printed something, in $CG_KERNEL_DIR/check-VERSION/ (or --out DIR;
# not under corpus-out/, which corpus-compare.sh empties when it starts);
# concurrent runs on the same directory wait for each other.
# Environment: CASTGUARD (default ./castguard), CG_KERNEL_DIR (as kernel-setup.sh),
# CG_TIMEOUT (seconds per castguard run, default 60), CG_EXTRA_ARGS (options appended
# after each file's recorded argv, split on blanks, e.g. "-Wgfp-ignores-param" to
# measure a check that is off by default).
set -euo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
jobs=2 version=6.1 warnings=0 strict=0 out= cg=

usage() { sed -n '2s/^# //p' "$0" >&2; exit 2; }
while (($#)); do
	case $1 in
	--version) version=${2:?}; shift 2 ;;
	--version=*) version=${1#*=}; shift ;;
	-j) jobs=${2:?}; shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--castguard) cg=${2:?}; shift 2 ;;
	--castguard=*) cg=${1#*=}; shift ;;
	--warnings) warnings=1; shift ;;
	--strict) strict=1; shift ;;
	--out) out=${2:?}; shift 2 ;;
	-h|--help) usage ;;
	-*) echo "corpus-check: unknown option $1" >&2; usage ;;
	*) break ;;
	esac
done
corpus=$(cg_corpus_list "$version") || { echo "corpus-check: unsupported --version '$version' (6.1 or 6.12)" >&2; exit 2; }
out=${out:-$CG_KDIR/check-$version}

tree=$(cg_ready_tree corpus-check "$version") || exit 2
# We run from the tree root, so castguard must be an absolute path.
cg=$(cg_castguard corpus-check "$cg") || exit 2

if (($#)); then files=("$@"); else mapfile -t files < <(cg_corpus "$corpus"); fi
for f in "${files[@]}"; do
	[[ -f $tree/argv/$f.args ]] || { echo "corpus-check: no recorded argv for $f in $tree/argv" >&2; exit 2; }
done

# One run at a time per output directory: a second run would delete the first one's files.
out=$(mkdir -p "$out" && cd "$out" && pwd)
exec 9>"$out/.lock"
flock -n 9 || { echo "corpus-check: another run is using $out; waiting (or pass --out DIR)" >&2; flock 9; }
find "$out" -mindepth 1 ! -name .lock -delete

# The diagnostics castguard prints as gcc does: "file:line:col: error: msg",
# "castguard: error: msg", "fatal error:". (UBSan's "runtime error:" is a crash.)
export err_re='(^|: )(fatal )?error: '
export warn_re='(^|: )warning: '
# ASan/LSan/UBSan reports: an ASan build exits 1 on a report, not with a signal.
export san_re='ERROR: (Address|Leak|Memory|Thread)Sanitizer|SUMMARY: [A-Za-z]*Sanitizer|runtime error: |Sanitizer:DEADLYSIGNAL'

# check_one FILE: prints exactly one tab-separated line,
# "STATUS FILE ERRORS WARNINGS DETAIL", STATUS one of clean/errors/crash/timeout.
check_one() {
	local f=$1 o=$out/$1.err rc ne nw
	mkdir -p "$(dirname "$o")"
	cg_argv . "$f" && set -- "${CG_ARGV[@]}"
	# (the outer 2>/dev/null only hides bash's own "Segmentation fault" notice)
	# shellcheck disable=SC2086 # CG_EXTRA_ARGS is a list of options
	rc=0; { timeout "${CG_TIMEOUT:-60}" "$cg" "$@" ${CG_EXTRA_ARGS:-} >/dev/null 2>"$o"; } 2>/dev/null || rc=$?
	ne=$(grep -cE "$err_re" "$o" || true)
	nw=$(grep -cE "$warn_re" "$o" || true)
	[[ -s $o ]] || rm -f "$o"
	if ((rc == 124)); then
		printf 'timeout\t%s\t%d\t%d\tno result after %ss\n' "$f" "$ne" "$nw" "${CG_TIMEOUT:-60}"
	elif ((rc >= 128)) || { [[ -f $o ]] && grep -qE "$san_re" "$o"; }; then
		local why="exit $rc"
		((rc >= 128)) && why="signal $((rc - 128)) (SIG$(kill -l $((rc - 128)) 2>/dev/null || echo '?'))"
		[[ -f $o ]] && grep -qE "$san_re" "$o" && why="$why, sanitizer: $(grep -m1 -E "$san_re" "$o" | cut -c1-160)"
		printf 'crash\t%s\t%d\t%d\t%s\n' "$f" "$ne" "$nw" "$why"
	elif ((rc || (strict && ne))); then
		printf 'errors\t%s\t%d\t%d\texit %d\n' "$f" "$ne" "$nw" "$rc"
	else
		printf 'clean\t%s\t%d\t%d\t\n' "$f" "$ne" "$nw"
	fi
}
export -f check_one cg_argv
export out cg strict

t0=$EPOCHREALTIME
cd "$tree"
printf '%s\0' "${files[@]}" | xargs -0 -P "$jobs" -n1 bash -c 'check_one "$1"' _ >"$out/results.tsv"
find "$out" -mindepth 1 -depth -type d -empty -delete 2>/dev/null || true

# One entry per non-clean file, sorted by path: the file, why, then its first 3 errors
# (or, with no error line, the start of its stderr; a sanitizer's line is already shown).
n_err=0 n_crash=0 n_to=0 n_clean=0
sort -t$'\t' -k2,2 "$out/results.tsv" >"$out/results.sorted"
while IFS=$'\t' read -r status f ne nw detail; do
	case $status in
	clean) n_clean=$((n_clean + 1)); continue ;;
	errors) n_err=$((n_err + 1)); printf 'ERRORS  %s: %d error line(s), %s\n' "$f" "$ne" "$detail" ;;
	crash) n_crash=$((n_crash + 1)); printf 'CRASH   %s: %s\n' "$f" "$detail" ;;
	timeout) n_to=$((n_to + 1)); printf 'TIMEOUT %s: %s\n' "$f" "$detail" ;;
	*) n_err=$((n_err + 1)); printf 'ERRORS  %s: unexpected result line: %s\n' "$f" "$status" ;;
	esac
	if [[ -f $out/$f.err && $detail != *sanitizer:* ]]; then
		# no error line at all (exit 1 without a message, or a crash): show stderr's start
		{ grep -m3 -E "$err_re" "$out/$f.err" || head -n3 "$out/$f.err"; } | cut -c1-240 | sed 's/^/        /'
	fi
done <"$out/results.sorted"
rm -f "$out/results.sorted"

# Results of xargs children that died without printing their line count as failures.
n=${#files[@]}
n_missing=$((n - n_clean - n_err - n_crash - n_to))
((n_missing <= 0)) || { echo "ERRORS  $n_missing file(s) produced no result line (harness problem)"; n_err=$((n_err + n_missing)); }

total_err=$(awk -F'\t' '{s += $3} END {print s + 0}' "$out/results.tsv")
clean_err=$(awk -F'\t' '$1 == "clean" {s += $3} END {print s + 0}' "$out/results.tsv")
clean_err_files=$(awk -F'\t' '$1 == "clean" && $3 > 0' "$out/results.tsv" | wc -l)
total_warn=$(awk -F'\t' '{s += $4} END {print s + 0}' "$out/results.tsv")
if ((warnings)); then
	# Diagnostic kinds: the message with quoted names and numbers blurred, most common first.
	echo "checker diagnostics: $total_warn warning(s) in $(awk -F'\t' '$4 > 0' "$out/results.tsv" | wc -l) files," \
		"$clean_err error(s) in $clean_err_files files that exit 0"
	if ((total_warn + clean_err)); then
		find "$out" -name '*.err' -print0 | xargs -0 -r cat | grep -E "$warn_re|$err_re" |
			sed -E 's/^.*(warning|error): /\1: /; s/'\''[^'\'']*'\''/'\''*'\''/g; s/[0-9]+/N/g' |
			sort | uniq -c | sort -rn | head -n 25 || true
	fi
fi
printf '%.1f s at -j%d; %d error line(s) in all, %d of them in %d files that exit 0 (the checks'\'' findings); stderr kept in %s\n' \
	"$(bc <<<"$EPOCHREALTIME - $t0")" "$jobs" "$total_err" "$clean_err" "$clean_err_files" "$out"
echo "corpus-check $version: $n_clean/$n clean ($n_err with errors, $n_crash crashes, $n_to timeouts)"
((n_clean == n))
