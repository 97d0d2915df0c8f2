#!/bin/bash
# same-output.sh OLD NEW [--quick] -- does a refactoring change what castguard prints?
#
# Runs two castguard binaries on the same inputs and compares, byte for byte,
# stdout, stderr and exit status:
#   - check mode on every file of the 6.1 and 6.12 corpora, with its Kbuild argv
#     (from the trees kernel-setup.sh prepared; a missing tree is skipped and said);
#   - -E on every 6.1 corpus file;
#   - every format (text, pretty, json, sarif, parseable fix-its) and -Wsparse-all
#     on each test input under tests/check, tests/sparse and examples/;
#   - migrate (its fixture's arguments, then with --explain) on each fixture
#     under tests/migrate.
# --quick: the first 40 files of each corpus only.  Prints each difference and a
# last line "same-output: N same, M differ"; exits 1 if any differs.
# Environment: CG_KERNEL_DIR (as kernel-setup.sh).
set -uo pipefail
old=$(realpath "${1:?usage: same-output.sh OLD NEW [--quick]}")
new=$(realpath "${2:?usage: same-output.sh OLD NEW [--quick]}")
quick=0; [[ ${3:-} == --quick ]] && quick=1
. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
repo=$CG_REPO
tmp=$(mktemp -d); trap 'rm -rf "$tmp"' EXIT
same=0 differ=0

# run BIN TAG DIR ARGS...: one run; its stdout, stderr and status digested into $tmp/TAG
run() {
	local bin=$1 tag=$2 dir=$3; shift 3
	(cd "$dir" && timeout 120 "$bin" "$@" >"$tmp/out" 2>"$tmp/err" </dev/null
	 echo "rc=$?" >"$tmp/rc")
	cat "$tmp/out" "$tmp/err" "$tmp/rc" | md5sum >"$tmp/$tag"
}

# compare NAME DIR ARGS...: both binaries on the same command line
compare() {
	local name=$1 dir=$2; shift 2
	run "$old" a "$dir" "$@"; run "$new" b "$dir" "$@"
	if cmp -s "$tmp/a" "$tmp/b"; then
		same=$((same + 1))
	else
		differ=$((differ + 1)); echo "DIFFERS: $name"
	fi
}

# corpus VERSION [-E]: every file of a version's corpus list, from its tree's root
corpus() {
	local version=$1 tree mode=${2:-} n=0 f
	tree=$(cg_ready_tree same-output "$version" 2>/dev/null) || { echo "same-output: no $version tree, skipped"; return; }
	while read -r f; do
		((quick && ++n > 40)) && break
		cg_argv "$tree" "$f" && set -- "${CG_ARGV[@]}"
		compare "$version $mode $f" "$tree" "$@" $mode
	done < <(cg_corpus "$(cg_corpus_list "$version")")
}

corpus 6.1
corpus 6.1 -E
corpus 6.12

for f in "$repo"/tests/check/*.c "$repo"/tests/sparse/*.c "$repo"/examples/*.c; do
	for fmt in --format=text --format=pretty --format=json --format=sarif \
		   -fdiagnostics-parseable-fixits -Wsparse-all; do
		compare "$fmt $f" "$(dirname "$f")" "$fmt" -I"$repo/examples/include" "$f"
	done
done

for d in "$repo"/tests/migrate/*/; do
	[[ -f $d/args ]] || continue
	a=$(sed -n 's/^ARGS: *//p' "$d/args"); c=$(sed -n 's/^CFLAGS: *//p' "$d/args")
	for extra in "" --explain; do
		# shellcheck disable=SC2086
		compare "migrate $a $extra $d" "$d/in" migrate $a $extra $c .
	done
done

echo "same-output: $same same, $differ differ"
((differ == 0))
