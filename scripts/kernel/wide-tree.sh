#!/bin/bash
# wide-tree.sh [--version 6.1|6.12] [--fragment FILE] DIR
#
# Makes DIR/linux-VERSION, a copy of the prepared tree (kernel-setup.sh;
# the prepared tree is only read) configured to build more: FILE's options
# (default scripts/kernel/config-wide.fragment: the directories of mm/, fs/,
# net/, block/ and drivers/usb/ that defconfig leaves out, and #ifdef code
# in the files it builds) are enabled on top of its .config, then `make
# olddefconfig`, `make prepare` and tree-argv.sh, which records the argv of
# every file the wider configuration builds in DIR/linux-VERSION/argv-tree/.
# A real tree-wide conversion is run over a configuration that builds the
# code it converts: migrate-recall.py --kernel DIR/linux-VERSION --tree
# measures migrate --infer over that (issue 22).  Options the configuration
# cannot take (unmet dependencies) are listed, not fatal.  About a minute
# and 1.5 GB for 6.1, besides the copy.
set -euo pipefail
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
version=6.1
fragment=$CG_SCRIPTS/kernel/config-wide.fragment
while [[ ${1:-} == --* ]]; do
	case $1 in
	--version) version=${2:?}; shift 2 ;;
	--fragment) fragment=$(realpath "${2:?}"); shift 2 ;;
	*) echo "wide-tree: unknown option $1" >&2; exit 2 ;;
	esac
done
dir=${1:?usage: wide-tree.sh [--version V] [--fragment FILE] DIR}
src=$(cg_ready_tree wide-tree "$version") || exit 2
mkdir -p "$dir"
dir=$(realpath "$dir")
tree=$dir/linux-$version
[[ $tree != "$src" ]] || { echo "wide-tree: $dir is the prepared trees' directory" >&2; exit 2; }
[[ -d $tree ]] || cp -a "$src" "$tree"
cd "$tree"
opts=$(sed 's/#.*//; /^[[:space:]]*$/d' "$fragment")
# shellcheck disable=SC2046,SC2086
scripts/config --file .config $(printf -- '-e %s ' $opts)
nice -n 19 make olddefconfig >/dev/null
for o in $opts; do
	grep -q "^CONFIG_$o=[ym]\$" .config || echo "wide-tree: CONFIG_$o not set (unmet dependencies)"
done
nice -n 19 make -j2 prepare >"$dir/prepare-$version.log" 2>&1 ||
	{ tail -n 20 "$dir/prepare-$version.log"; exit 1; }
CG_KERNEL_DIR=$dir nice -n 19 bash "$CG_SCRIPTS/kernel/tree-argv.sh" --version "$version"
