#!/bin/bash
# Differential test: castguard against sparse 0.6.4 on generated programs.
#
# usage: scripts/compare/sparse-diff.sh [-j N] [--castguard PATH] [--keep DIR]
#
# Generates the programs of scripts/gen/gen-sparse-diff.py into a temporary
# directory (or DIR with --keep, which is then left in place), runs
# `sparse -Wbitwise FILE` and `castguard -Wbitwise FILE` on each from that
# directory, and compares stderr byte for byte and the exit status.  One line
# per mismatch (the file, then the first differing line of each side), then
# `sparse-diff: N/M identical`, then `N passed, N failed`: a program listed in
# scripts/compare/sparse-diff-xfail.txt (known differences, each with its reason) is
# expected to differ and counts as neither; an unlisted mismatch, or a listed
# program that now matches (remove it from the list), is a failure.  Exit
# status 1 if anything failed.
set -u

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/../lib.sh"
jobs=$(nproc 2>/dev/null || echo 2)
cg=
keep=

while [ $# -gt 0 ]; do
	case $1 in
	-j) jobs=$2; shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--castguard) cg=$2; shift 2 ;;
	--castguard=*) cg=${1#*=}; shift ;;
	--keep) keep=$2; shift 2 ;;
	--keep=*) keep=${1#*=}; shift ;;
	-h|--help) sed -n '2,12p' "$0"; exit 0 ;;
	*) echo "sparse-diff: unknown argument: $1" >&2; exit 2 ;;
	esac
done

cg=$(cg_castguard sparse-diff "$cg") || exit 2
command -v sparse >/dev/null || { echo "sparse-diff: sparse not found" >&2; exit 2; }

if [ -n "$keep" ]; then
	dir=$keep
	rm -rf "$dir/src" "$dir/out"
else
	dir=$(mktemp -d "${TMPDIR:-/tmp}/sparse-diff.XXXXXX")
	trap 'rm -rf "$dir"' EXIT
fi
mkdir -p "$dir/src" "$dir/out"
python3 "$CG_SCRIPTS/gen/gen-sparse-diff.py" "$dir/src" >/dev/null || exit 2

cd "$dir/src" || exit 2
export CG=$cg
# shellcheck disable=SC2016
ls -- *.c | xargs -P "$jobs" -n 16 bash -c '
	for f; do
		sparse -Wbitwise "$f" >/dev/null 2>"../out/$f.sparse"
		echo $? >"../out/$f.sparse.rc"
		"$CG" -Wbitwise "$f" >/dev/null 2>"../out/$f.cg"
		echo $? >"../out/$f.cg.rc"
	done' _

# compare: one line per mismatch, then the count
python3 - ../out "$here/sparse-diff-xfail.txt" *.c <<'PY'
import sys
out, xfail_path, files = sys.argv[1], sys.argv[2], sys.argv[3:]
xfail = set()
with open(xfail_path) as f:
    for line in f:
        line = line.split("#")[0].strip()
        if line:
            xfail.add(line)
same = passed = failed = 0
def read(p):
    with open(p, "rb") as f:
        return f.read()
for f in files:
    o = out + "/" + f
    es, ec = read(o + ".sparse"), read(o + ".cg")
    rs, rc = read(o + ".sparse.rc").strip().decode(), read(o + ".cg.rc").strip().decode()
    if es == ec and rs == rc:
        same += 1
        if f in xfail:
            failed += 1
            print("XPASS %s: matches sparse now; remove it from sparse-diff-xfail.txt" % f)
        else:
            passed += 1
        continue
    if f in xfail:
        continue
    failed += 1
    msg = "MISMATCH %s:" % f
    if es != ec:
        ls, lc = es.decode("utf-8", "replace").splitlines(), ec.decode("utf-8", "replace").splitlines()
        n = 0
        while n < len(ls) and n < len(lc) and ls[n] == lc[n]:
            n += 1
        msg += " line %d: sparse: %s | castguard: %s" % (
            n + 1, ls[n] if n < len(ls) else "<EOF>", lc[n] if n < len(lc) else "<EOF>")
    if rs != rc:
        msg += " (exit status sparse %s, castguard %s)" % (rs, rc)
    print(msg, flush=True)
print("sparse-diff: %d/%d identical (%d known differences)" % (same, len(files), len(xfail)))
print("%d passed, %d failed" % (passed, failed))
sys.exit(0 if failed == 0 else 1)
PY
