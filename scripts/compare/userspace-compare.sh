#!/bin/bash
# userspace-compare.sh [-o OUTDIR] SRCDIR MAKE-ARGS... -- castguard against sparse
# on a user-space project, through the project's own sparse target.
#
# Runs `make -k MAKE-ARGS...` in SRCDIR with CHECK and CHECKER (in the
# environment and on make's command line) set to a wrapper, so that every
# checker command cgcc (or the Makefile) gives is run twice, by sparse
# and by castguard, with the same argv, in the same directory.  The build
# goes on with sparse's exit status, so it takes the path it takes under
# sparse.  For each command, stderr, stdout and exit status are compared byte
# for byte; OUTDIR (default: a new directory under /var/tmp) keeps
#   results.txt   "same|differ DIR/FILE.c" one line a command
#   diffs/N.diff  the unified diff of each differing command, argv first
# and the last line printed is "userspace: N same, M differ".
#
# A Makefile that records a checked file (git's %.sp) checks it only once:
# remove those records first (git: find . -name '*.sp' -delete).
# Examples (Debian sources: apt-get source git btrfs-progs):
#   userspace-compare.sh ~/git-2.39.5 -j2 sparse
#   userspace-compare.sh ~/btrfs-progs-6.2 -j2 C=1   (after ./configure)
# Environment: CASTGUARD (default: the repository's castguard), SPARSE.
set -uo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
out=
if [[ ${1:-} == -o ]]; then out=$2; shift 2; fi
src=$(realpath "${1:?usage: userspace-compare.sh [-o OUTDIR] SRCDIR MAKE-ARGS...}"); shift
cg=$(cg_castguard userspace-compare) || exit 2
out=${out:-$(mktemp -d /var/tmp/userspace-compare.XXXXXX)}
mkdir -p "$out/diffs"
: >"$out/results.txt"

wrapper=$out/check-both
cat >"$wrapper" <<EOF
#!/bin/bash
# made by userspace-compare.sh: sparse, then castguard, on one argv
d=\$(mktemp -d)
${SPARSE:-sparse} "\$@" >"\$d/s.out" 2>"\$d/s.err" </dev/null; s=\$?
"$cg" "\$@" >"\$d/c.out" 2>"\$d/c.err" </dev/null; c=\$?
echo "exit \$s" >>"\$d/s.err"; echo "exit \$c" >>"\$d/c.err"
last=; for a in "\$@"; do case \$a in *.c) last=\$a ;; esac; done
if cmp -s "\$d/s.out" "\$d/c.out" && cmp -s "\$d/s.err" "\$d/c.err"; then
	echo "same \$PWD/\$last" >>"$out/results.txt"
else
	n=\$(mktemp "$out/diffs/XXXXXX")
	{ printf '%q ' "\$@"; echo; echo "# in \$PWD"
	  diff -u "\$d/s.out" "\$d/c.out"; diff -u "\$d/s.err" "\$d/c.err"; } >"\$n"
	mv "\$n" "\$n.diff"
	echo "differ \$PWD/\$last" >>"$out/results.txt"
fi
cat "\$d/s.err" | sed '\$d' >&2; cat "\$d/s.out"
rm -rf "\$d"
exit \$s
EOF
chmod +x "$wrapper"

(cd "$src" && CHECK=$wrapper make -k CHECK="$wrapper" CHECKER="$wrapper" "$@" >"$out/make.log" 2>&1)
echo "make exit status $? (log: $out/make.log)"
same=$(grep -c '^same ' "$out/results.txt")
differ=$(grep -c '^differ ' "$out/results.txt")
echo "results: $out/results.txt; diffs: $out/diffs/"
echo "userspace: $same same, $differ differ"
