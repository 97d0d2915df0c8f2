#!/bin/bash
# sparse-validation.sh [-o OUTDIR] [PATTERN] -- castguard against sparse 0.6.4
# on sparse's own validation suite, byte for byte.
#
# The suite comes from Debian's sparse source package, fetched at run time
# (`apt-get source sparse`, which needs deb-src lines) into $CG_SPARSE_SRC
# (default /var/tmp/src) unless already there; nothing of it is copied into
# the repository.  Each test whose check-command runs `sparse` (the default
# when it names none) is run with that argv, from the suite's directory, by
# sparse and by castguard; what is compared is what sparse really prints
# (stdout, stderr and exit status), not the test's own expectation, which
# sparse itself misses on its known-to-fail tests.  Tests for another
# architecture (check-arch-only) are skipped.  PATTERN (a grep -E regex
# over the test's path below validation/) limits the tests.  gcc's verdict
# (`gcc -fsyntax-only -w`) on each file tells the differences on code gcc
# accepts from those on code it rejects.  OUTDIR (default: a new directory
# under /var/tmp) keeps
#   results.txt   "SAME|DIFF GCC PATH", GCC being gcc's ok or rej
#   diff/PATH.diff   sparse's output against castguard's where they differ
# The last line printed is the count:
#   sparse-validation: N tests, I identical; D differ (G on code gcc accepts)
# Environment: CASTGUARD (default: the repository's castguard), SPARSE
# (sparse), CG_SPARSE_SRC, JOBS (default 2).
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
out=
if [[ ${1:-} == -o ]]; then out=$2; shift 2; fi
pattern=${1:-.}
cg=$(cg_castguard sparse-validation) || exit 2
sparse=${SPARSE:-sparse}
src=${CG_SPARSE_SRC:-/var/tmp/src}

root=$(ls -d "$src"/sparse-0.6.4/validation 2>/dev/null | head -1)
if [[ -z $root ]]; then
	mkdir -p "$src"
	(cd "$src" && apt-get source -qq sparse >/dev/null 2>&1) || {
		echo "sparse-validation: apt-get source sparse failed (add deb-src lines to /etc/apt/sources.list.d/)" >&2
		exit 2
	}
	root=$(ls -d "$src"/sparse-0.6.4/validation | head -1)
fi
"$sparse" --version 2>/dev/null | grep -q '^v\?0\.6\.4' || {
	echo "sparse-validation: the reference is sparse 0.6.4 ($sparse --version says otherwise)" >&2
	exit 2
}
out=${out:-$(mktemp -d /var/tmp/sparse-validation.XXXXXX)}
mkdir -p "$out/diff"

# tag FILE NAME: the value of " * check-NAME: value" in FILE (first one)
tag() { sed -n "s/^ \* check-$2: *//p" "$1" | head -1; }

# one PATH: run both tools with the test's argv; a line of results.txt
one() {
	local f=$1 cmd arch
	cd "$root" || return 0
	[[ -n $(tag "$f" name) ]] || return 0
	arch=$(tag "$f" arch-only)
	[[ -z $arch ]] || grep -qw x86_64 <<<"$arch" || return 0
	arch=$(tag "$f" arch-ignore)
	[[ -z $arch ]] || ! grep -qw x86_64 <<<"$arch" || return 0
	cmd=$(tag "$f" command)
	cmd=${cmd:-sparse \$file}
	# shellcheck disable=SC2086
	set -- ${cmd//\$file/$f}
	[[ $1 == sparse ]] || return 0
	shift
	local s c g=rej
	s=$(timeout 20 "$sparse" "$@" 2>&1 </dev/null; echo "exit $?")
	c=$(timeout 20 "$cg" "$@" 2>&1 </dev/null; echo "exit $?")
	gcc -fsyntax-only -w "$f" >/dev/null 2>&1 && g=ok
	if [[ $s == "$c" ]]; then
		echo "SAME $g $f"
	else
		mkdir -p "$out/diff/$(dirname "$f")"
		diff <(echo "$s") <(echo "$c") >"$out/diff/$f.diff"
		echo "DIFF $g $f"
	fi
}
export -f one tag; export root cg sparse out
(cd "$root" && find . -name '*.c' | sed 's|^\./||' | sort | grep -E -- "$pattern") |
	xargs -P "${JOBS:-2}" -I{} bash -c 'one "$@"' _ {} | sort -k3 >"$out/results.txt"

awk -v out="$out" '
	{ n++ }
	$1 == "SAME" { same++ }
	$1 == "DIFF" { d++; if ($2 == "ok") dg++ }
	END {
		print "sparse-validation: results in " out "/results.txt"
		printf "sparse-validation: %d tests, %d identical; %d differ (%d on code gcc accepts)\n",
			n, same, d, dg
	}' "$out/results.txt"
