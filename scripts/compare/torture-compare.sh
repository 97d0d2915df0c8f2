#!/bin/bash
# torture-compare.sh [-o OUTDIR] [PATTERN] -- castguard -fsyntax-only against
# gcc -fsyntax-only -w on gcc 12's C torture tests (compile/ and execute/).
#
# The tests come from the installed Debian package gcc-12-source (its tarball
# under /usr/src/gcc-12/), extracted at run time into $CG_TORTURE_DIR (default
# /var/tmp/gcc-torture) unless already there; nothing is copied into the
# repository.  For each file both tools run with the same argv (castguard
# under a timeout, $CG_TORTURE_TIMEOUT seconds, default 20) and only the
# acceptance is compared: exit status 0 or not.  With a sanitizer build as
# CASTGUARD (build/asan/castguard), a file whose castguard stderr holds an
# ASan, LSan or UBSan report gets the verdict "san" and counts as failed.  PATTERN (a grep -E regex over the path below gcc.c-torture/)
# limits the files.  OUTDIR (default: a new directory under /var/tmp) keeps
#   results.txt   "GCC CG PATH": each tool's verdict, ok or rej (cg: timeout,
#                 san)
#   cg/PATH.err   castguard's stderr on the files where the verdicts differ
#                 or a sanitizer reported
# The last lines printed are the counts:
#   torture: N files, gcc accepts A (castguard rejects X), gcc rejects R
#   (castguard accepts Y); K of the X + Y known
#   torture: S sanitizer reports     (only if S > 0)
#   P passed, F failed
# (each file one test: passed if the verdicts agree or the difference is
# known, and no sanitizer reported) where the known differences are those listed, with their reasons, in
# scripts/compare/torture-known.txt; the exit status is 1 if a verdict
# differs on a file not listed there.
# Environment: CASTGUARD (default: the repository's castguard), GCC (gcc),
# CG_TORTURE_DIR, JOBS (default 2).
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
out=
if [[ ${1:-} == -o ]]; then out=$2; shift 2; fi
pattern=${1:-.}
cg=$(cg_castguard torture-compare) || exit 2
gcc=${GCC:-gcc}
dir=${CG_TORTURE_DIR:-/var/tmp/gcc-torture}

root=$(cg_gcc_tests torture-compare "$dir" gcc.c-torture) || exit 2
out=${out:-$(mktemp -d /var/tmp/torture-compare.XXXXXX)}
mkdir -p "$out/cg"

# one PATH: both verdicts on one file, a line of results.txt
one() {
	local f=$1 g c
	(cd "$root" && "$gcc" -fsyntax-only -w "$f" >/dev/null 2>&1) && g=ok || g=rej
	(cd "$root" && timeout "${CG_TORTURE_TIMEOUT:-20}" "$cg" -fsyntax-only "$f" >/dev/null 2>"$out/cg/$$.err")
	case $? in 0) c=ok ;; 124) c=timeout ;; *) c=rej ;; esac
	grep -qE 'ERROR: (Address|Leak)Sanitizer|runtime error:' "$out/cg/$$.err" && c=san
	if [[ $g != "$c" ]]; then
		mkdir -p "$out/cg/$(dirname "$f")"
		mv "$out/cg/$$.err" "$out/cg/$f.err"
	fi
	echo "$g $c $f"
}
export -f one; export root cg gcc out
(cd "$root" && find compile execute -name '*.c' | sort | grep -E -- "$pattern") |
	xargs -P "${JOBS:-2}" -I{} bash -c 'one "$@"' _ {} | sort -k3 >"$out/results.txt"
rm -f "$out"/cg/*.err

known=$(dirname "${BASH_SOURCE[0]}")/torture-known.txt
awk -v out="$out" '
	FNR == NR { if ($0 !~ /^#/ && NF) known[$1] = 1; next }
	function differs(what) {
		if ($3 in known) { nknown++; what = what " (known)" }
		print what ": " $3
	}
	{ n++ }
	$2 == "san" { san++; print "sanitizer report: " $3; next }
	$1 == "ok" { acc++; if ($2 != "ok") { miss++; differs("gcc accepts, castguard rejects") } }
	$1 == "rej" { rej++; if ($2 == "ok") { extra++; differs("gcc rejects, castguard accepts") } }
	END {
		printf "torture: %d files, gcc accepts %d (castguard rejects %d), gcc rejects %d (castguard accepts %d); %d of the %d known\n",
			n, acc, miss, rej, extra, nknown, miss + extra
		print "torture: results in " out "/results.txt"
		if (san)
			printf "torture: %d sanitizer reports (castguard stderr in %s/cg/)\n", san, out
		bad = miss + extra - nknown + san
		printf "%d passed, %d failed\n", n - bad, bad
		exit bad > 0
	}' "$known" "$out/results.txt"
