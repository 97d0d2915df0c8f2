#!/bin/bash
# scripts/compare/sparse-expect.sh [--check] [FILES...]
#
# Regenerate tests/sparse/NAME.expected from sparse 0.6.4 itself, so that
# every expectation of the sparse/ test kind is sparse's real output.
#
# For each test tests/sparse/NAME.c (default: all of them; FILES may be given
# as tests/sparse/NAME.c, NAME.c, NAME.expected or NAME) this runs, from the
# repository root and exactly as tests/run.sh runs castguard:
#
#     sparse ARGS tests/sparse/NAME.c  </dev/null
#
# where ARGS is the "// ARGS: ..." line of the first 5 lines (split on blanks,
# no quoting).  sparse's stdout must be empty and its exit status must equal
# the "// EXIT: N" line (default 0); otherwise the test is reported and its
# .expected is left alone.  stderr becomes NAME.expected.
#
# --check: write nothing; report every test whose .expected differs from
# what sparse prints now (exit status 1 if any does).
#
# Refuses to run unless `sparse --version` is 0.6.4 (the reference binary,
# Debian 12's sparse 0.6.4-3).
set -u

. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
cd "$CG_REPO" || exit 2
SPARSE=${SPARSE:-sparse}

check=0
if [ "${1:-}" = --check ]; then
	check=1
	shift
fi

ver=$("$SPARSE" --version 2>&1 | head -n 1)
case $ver in
0.6.4 | "0.6.4 "*) ;;
*)
	echo "sparse-expect.sh: need sparse 0.6.4, '$SPARSE --version' says: ${ver:-nothing}" >&2
	exit 2
	;;
esac

# same as tests/run.sh
directive() {
	head -n 5 "$2" | sed -n -e "s|^// $1: *||p" -e "s|^/\* $1: *\(.*\) \*/\$|\1|p" | head -n 1
}

if [ $# -eq 0 ]; then
	set -- tests/sparse/*.c
fi

tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT

bad=0 wrote=0 same=0 differ=0
for arg; do
	name=${arg##*/}
	name=${name%.c}
	name=${name%.expected}
	f=tests/sparse/$name.c
	if [ ! -f "$f" ]; then
		echo "$arg: no such test ($f)" >&2
		bad=$((bad + 1))
		continue
	fi
	read -r -a args <<<"$(directive ARGS "$f")"
	want=$(directive EXIT "$f")
	want=${want:-0}
	"$SPARSE" "${args[@]}" "$f" >"$tmp/out" 2>"$tmp/err" </dev/null
	rc=$?
	if [ -s "$tmp/out" ]; then
		echo "$f: sparse wrote on stdout:" >&2
		head -n 5 "$tmp/out" >&2
		bad=$((bad + 1))
		continue
	fi
	if [ "$rc" != "$want" ]; then
		echo "$f: sparse exited with $rc, the test says // EXIT: $want" >&2
		head -n 5 "$tmp/err" >&2
		bad=$((bad + 1))
		continue
	fi
	exp=${f%.c}.expected
	if [ -f "$exp" ] && cmp -s "$tmp/err" "$exp"; then
		same=$((same + 1))
	elif [ $check = 1 ]; then
		echo "$f: $exp is not sparse's output:" >&2
		diff -u "$exp" "$tmp/err" | tail -n +3 >&2
		differ=$((differ + 1))
	else
		cp "$tmp/err" "$exp"
		echo "wrote $exp ($(wc -l <"$exp") lines)"
		wrote=$((wrote + 1))
	fi
done

if [ $check = 1 ]; then
	echo "$same up to date, $differ differ, $bad broken"
else
	echo "$wrote written, $same unchanged, $bad broken"
fi
[ $bad -eq 0 ] && [ $differ -eq 0 ]
