#!/bin/bash
# tree-argv.sh [--version 6.1|6.12] [TARGETS...]
#
# Records the Kbuild checker argv of every C file the configuration builds
# (or of TARGETS' files: directories such as mm/ or objects), in a minute and
# without compiling anything: `make -n C=2 CHECK=record-argv` prints the
# command Kbuild would run for each file, `$(CHECK) $(CHECKFLAGS) $(c_flags)
# file.c`, and the checker's words are cut out of it as the shell would split
# them.  The argv go to $CG_KERNEL_DIR/linux-VERSION/argv-tree/FILE.args
# (shell-quoted, replayed as `eval "castguard $(<F.args)"`, like argv/ of
# kernel-setup.sh) and the list of files to argv-tree/list.txt.  For the
# whole-tree comparisons of issues 19, 21 and 22 (sparse parity, GFP reports,
# migrate at scale): scripts/compare/sparse-compare.sh --tree reads them.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
version=6.1
[[ ${1:-} == --version ]] && { version=${2:?}; shift 2; }
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
tree=$(cg_ready_tree tree-argv "$version") || exit 2
cd "$tree"
out=$tree/argv-tree
rm -rf "$out.new"
mkdir -p "$out.new"
# (-k: a target the configuration cannot make stops nothing else; ARGV_DIR
# for Kbuild's checker probe, which runs the checker once)
# (make's status is not looked at: with -n, the rules that need built files,
# vmlinux's link, fail after every object's command is printed)
{ ARGV_DIR=$out.new/probe make -n -k C=2 CHECK="$here/record-argv" "$@" 2>"$out.new/make.log" || true; } |
	python3 -c '
import os, shlex, sys
out, marker, n = sys.argv[1], sys.argv[2], 0
for line in sys.stdin:
	if marker not in line:
		continue
	lex = shlex.shlex(line, posix=True, punctuation_chars=";&|")
	lex.whitespace_split = True
	words = list(lex)
	i = words.index(marker) + 1
	j = i
	while j < len(words) and words[j] not in (";", "&&", "||", "|"):
		j += 1
	argv = words[i:j]
	if not argv or not argv[-1].endswith(".c"):
		continue
	path = os.path.join(out, argv[-1] + ".args")
	os.makedirs(os.path.dirname(path), exist_ok=True)
	with open(path, "w") as f:
		f.write(" ".join(shlex.quote(w) for w in argv) + " \n")
	n += 1
print(n, file=sys.stderr)
' "$out.new" "$here/record-argv" 2>"$out.new/count"
rm -rf "$out.new/probe"
(cd "$out.new" && find . -name '*.c.args' | sed 's|^\./||; s|\.args$||' | sort) >"$out.new/list.txt"
rm -rf "$out"
mv "$out.new" "$out"
echo "tree-argv $version: $(wc -l <"$out/list.txt") files in $out"
