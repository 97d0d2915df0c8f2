# scripts/lib.sh -- the shell library of the scripts under scripts/ (bash).
#
# Source it from a script in scripts/DIR/ with
#     . "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
# It sets no shell options and runs nothing but a few assignments.  It gives:
#
#   CG_REPO         the repository root (absolute)
#   CG_SCRIPTS      $CG_REPO/scripts
#   CG_KDIR         where the kernel trees are prepared: $CG_KERNEL_DIR, by
#                   default /var/tmp/castguard-kernel (kernel/kernel-setup.sh)
#   cg_castguard PROG [PATH]
#                   prints the absolute path of the castguard binary: PATH if
#                   given and not empty, else $CASTGUARD, else
#                   $CG_REPO/castguard; a name without a slash is looked up in
#                   PATH.  If that is not an executable file, says so as PROG
#                   on stderr and returns 2.
#   cg_tree VERSION prints $CG_KDIR/linux-VERSION
#   cg_ready_tree PROG VERSION
#                   prints the tree of VERSION if kernel-setup.sh made it ready
#                   (its .castguard-ready stamp exists); otherwise says so as
#                   PROG on stderr, with the command that prepares it, and
#                   returns 2
#   cg_corpus_list VERSION
#                   prints the corpus list of a kernel version (6.1:
#                   scripts/kernel/corpus.txt, 6.12: corpus-6.12.txt); returns
#                   1 for another version
#   cg_corpus LIST  prints LIST's entries one a line: "#" comments, trailing
#                   blanks and empty lines stripped
#   cg_argv TREE FILE
#                   reads the argv Kbuild gives the checker for FILE (a path
#                   relative to the tree root), recorded by kernel-setup.sh in
#                   TREE/argv/FILE.args, into the array CG_ARGV (file name
#                   last); returns 1 with a message if there is none.  Use:
#                       cg_argv "$tree" "$f" && set -- "${CG_ARGV[@]}"
#   cg_gcc_tests PROG DIR SUBDIR
#                   prints the directory gcc/testsuite/SUBDIR of gcc's sources,
#                   extracted under DIR from Debian's gcc-12-source tarball
#                   (/usr/src/gcc-12/) the first time; says so as PROG and
#                   returns 2 if the package is missing or tar fails
#
# Workers started through `xargs bash -c` do not inherit functions unless the
# script exports them (export -f cg_argv).  The python scripts keep their own
# few lines for the same lookups (CASTGUARD, CG_KERNEL_DIR, argv/FILE.args).

CG_SCRIPTS=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
CG_REPO=$(dirname "$CG_SCRIPTS")
CG_KDIR=${CG_KERNEL_DIR:-/var/tmp/castguard-kernel}

cg_castguard() {
	local given=${2:-${CASTGUARD:-$CG_REPO/castguard}} cg
	if [[ $given == */* ]]; then cg=$(realpath -q -- "$given"); else cg=$(command -v -- "$given"); fi
	if [[ -z $cg || ! -f $cg || ! -x $cg ]]; then
		echo "$1: castguard not found or not executable: $given (build it with make, or set CASTGUARD / pass --castguard)" >&2
		return 2
	fi
	printf '%s\n' "$cg"
}

cg_tree() {
	printf '%s\n' "$CG_KDIR/linux-$1"
}

cg_ready_tree() {
	local tree=$CG_KDIR/linux-$2
	if [[ ! -f $tree/.castguard-ready ]]; then
		echo "$1: no ready kernel tree at $tree; run scripts/kernel/kernel-setup.sh --version $2 first" >&2
		return 2
	fi
	printf '%s\n' "$tree"
}

cg_corpus_list() {
	case $1 in
	6.1) printf '%s\n' "$CG_SCRIPTS/kernel/corpus.txt" ;;
	6.12) printf '%s\n' "$CG_SCRIPTS/kernel/corpus-6.12.txt" ;;
	*) return 1 ;;
	esac
}

cg_corpus() {
	sed 's/#.*//; s/[[:space:]]*$//; /^$/d' "$1"
}

cg_argv() {
	local a=$1/argv/$2.args
	if [[ ! -f $a ]]; then
		echo "no recorded argv for $2 in $1/argv (scripts/kernel/kernel-setup.sh)" >&2
		return 1
	fi
	eval "CG_ARGV=($(<"$a"))"
}

cg_gcc_tests() {
	local prog=$1 dir=$2 sub=$3 root tarball
	root=$(ls -d "$dir"/gcc-12*/gcc/testsuite/"$sub" 2>/dev/null | head -1)
	if [[ -z $root ]]; then
		tarball=$(ls /usr/src/gcc-12/gcc-12*.tar.* 2>/dev/null | head -1)
		[[ -n $tarball ]] || { echo "$prog: no /usr/src/gcc-12 tarball (apt-get install gcc-12-source)" >&2; return 2; }
		mkdir -p "$dir"
		tar -xJf "$tarball" -C "$dir" --wildcards "*/gcc/testsuite/$sub/*" || return 2
		root=$(ls -d "$dir"/gcc-12*/gcc/testsuite/"$sub" | head -1)
	fi
	printf '%s\n' "$root"
}
