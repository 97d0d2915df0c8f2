#!/bin/bash
# cpp-compare.sh [-o OUTDIR] [PATTERN] -- castguard -E against gcc -E on gcc
# 12's preprocessor tests (gcc/testsuite/gcc.dg/cpp/*.c, 447 files).
#
# The tests come from the installed Debian package gcc-12-source (its tarball
# under /usr/src/gcc-12/), extracted at run time into $CG_TORTURE_DIR
# (default /var/tmp/gcc-torture) unless already there; nothing is copied
# into the repository.  Each file is preprocessed from its own directory,
# with no options (a test's dg-options are not applied), by both tools:
#   - with -E -P: the exit statuses must agree (both 0 or both not), and
#     when both succeed the outputs must be the same token for token
#     (scripts/compare/tokcmp.py: spacing and line breaks ignored);
#   - with -E: on the files where both succeed, the outputs must be the
#     same byte for byte (line markers, their flags and blank lines
#     included).
# PATTERN (a grep -E regex over the file names) limits the files.  OUTDIR
# (default: a new directory under /var/tmp) keeps results.txt, one line
#   "FILE STATUS TOKENS BYTES": STATUS same/differs (with both statuses),
#   TOKENS and BYTES same/differs/- (not compared)
# and each differing pair of outputs under OUTDIR/out/.  The known
# differences, with their reasons, are listed in
# scripts/compare/cpp-known.txt ("FILE KIND REASON", KIND status, tokens
# or bytes); a difference listed there is counted apart.  The last lines are
#   cpp: N files; exit status same on S; -E -P same tokens on T of the C
#   both accept; -E byte-identical on B of the C; K differences known
#   P passed, F failed
# (each file one test: failed if a difference not listed there shows up).
# Exit status 1 if any test failed.  Environment: CASTGUARD, GCC (gcc),
# CG_TORTURE_DIR, JOBS (default 2).
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
out=
if [[ ${1:-} == -o ]]; then out=$2; shift 2; fi
pattern=${1:-.}
cg=$(cg_castguard cpp-compare) || exit 2
gcc=${GCC:-gcc}
dir=${CG_TORTURE_DIR:-/var/tmp/gcc-torture}
tokcmp=$CG_SCRIPTS/compare/tokcmp.py
known=$CG_SCRIPTS/compare/cpp-known.txt

root=$(cg_gcc_tests cpp-compare "$dir" gcc.dg/cpp) || exit 2
out=${out:-$(mktemp -d /var/tmp/cpp-compare.XXXXXX)}
mkdir -p "$out/out"

# one FILE: a results.txt line for one test file.  Both tools run with the
# environment the test sets (dg-set-compiler-env-var), and with a fixed
# SOURCE_DATE_EPOCH otherwise: __DATE__ and __TIME__ would differ whenever
# the two runs straddle a second (source_date_epoch-3.c, which sets it,
# failed a CI run that way).
one() {
	local f=$1 t=$out/out/$1 gs cs status tokens=- bytes=- envs=(SOURCE_DATE_EPOCH=0)
	local name value
	while read -r name value; do
		envs+=("$name=$value")
	done < <(sed -n 's/.*dg-set-compiler-env-var \([A-Za-z_][A-Za-z0-9_]*\) "\([^"]*\)".*/\1 \2/p' "$root/$f")
	gcc() { (cd "$root" && env "${envs[@]}" timeout 20 "$gcc" "$@" 2>/dev/null); }
	cg() { (cd "$root" && env "${envs[@]}" timeout 20 "$cg" "$@" 2>/dev/null); }
	gcc -E -P "$f" >"$t.gcc-P"; gs=$?
	cg -E -P "$f" >"$t.cg-P"; cs=$?
	if (( (gs == 0) == (cs == 0) )); then status=same; else status="differs($gs,$cs)"; fi
	if ((gs == 0 && cs == 0)); then
		python3 "$tokcmp" "$t.gcc-P" "$t.cg-P" >"$t.tokcmp" 2>&1 && tokens=same || tokens=differs
		gcc -E "$f" >"$t.gcc"
		cg -E "$f" >"$t.cg"
		cmp -s "$t.gcc" "$t.cg" && bytes=same || bytes=differs
	fi
	[[ $status == same && $tokens != differs ]] && rm -f "$t.gcc-P" "$t.cg-P" "$t.tokcmp"
	[[ $bytes != differs ]] && rm -f "$t.gcc" "$t.cg"
	echo "$f $status $tokens $bytes"
}
export -f one; export root cg gcc out tokcmp
(cd "$root" && ls -- *.c | grep -E -- "$pattern") |
	xargs -P "${JOBS:-2}" -I{} bash -c 'one "$@"' _ {} | sort >"$out/results.txt"

awk -v out="$out" '
	FNR == NR { if ($0 !~ /^#/ && NF >= 2) known[$1 " " $2] = 1; next }
	function differs(kind, what) {
		if (($1 " " kind) in known) { nknown++; what = what " (known)" } else bad[$1] = 1
		print what ": " $1
	}
	{ n++ }
	$2 == "same" { st++ } $2 != "same" { differs("status", "exit status differs " substr($2, 8)) }
	$3 != "-" { both++ }
	$3 == "same" { tok++ } $3 == "differs" { differs("tokens", "-E -P tokens differ") }
	$4 == "same" { byt++ } $4 == "differs" { differs("bytes", "-E bytes differ") }
	END {
		nbad = length(bad)
		printf "cpp: %d files; exit status same on %d; -E -P same tokens on %d of the %d both accept; -E byte-identical on %d of the %d; %d differences known\n",
			n, st, tok, both, byt, both, nknown
		print "cpp: results in " out "/results.txt"
		printf "%d passed, %d failed\n", n - nbad, nbad
		exit nbad > 0
	}' "$known" "$out/results.txt"
