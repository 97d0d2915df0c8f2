#!/bin/bash
# corpus-compare.sh [-j N] [--castguard PATH] [--out DIR] [FILES...]
#
# For each kernel corpus file (default: all of scripts/kernel/corpus.txt), run from the tree
# root `gcc -E` and `castguard -E` with the argv Kbuild gives the checker (recorded by
# kernel-setup.sh), and compare the outputs as token sequences (tokcmp.py).
# castguard gets the checker argv unchanged; gcc gets it minus the checker-only
# options it rejects, plus -D__CHECKER__=1 (castguard predefines it, like sparse).
# Outputs of failing files are kept in corpus-out/ (gitignored; or --out DIR) for
# inspection; concurrent runs on the same directory wait for each other.
# Environment: CASTGUARD (default ./castguard), CG_KERNEL_DIR (as kernel-setup.sh),
# CG_TIMEOUT (seconds per castguard run, default 60).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/../lib.sh"
jobs=2 cg=
out=$CG_REPO/corpus-out

usage() { sed -n '2,3s/^# //p' "$0" >&2; exit 2; }
while (($#)); do
	case $1 in
	-j) jobs=${2:?}; shift 2 ;;
	-j*) jobs=${1#-j}; shift ;;
	--castguard) cg=${2:?}; shift 2 ;;
	--castguard=*) cg=${1#*=}; shift ;;
	--out) out=${2:?}; shift 2 ;;
	-h|--help) usage ;;
	-*) echo "corpus-compare: unknown option $1" >&2; usage ;;
	*) break ;;
	esac
done

tree=$(cg_ready_tree corpus-compare 6.1) || exit 2
# We run from the tree root, so castguard must be an absolute path.
cg=$(cg_castguard corpus-compare "$cg") || exit 2

if (($#)); then files=("$@"); else mapfile -t files < <(cg_corpus "$(cg_corpus_list 6.1)"); fi
for f in "${files[@]}"; do
	[[ -f $tree/argv/$f.args ]] || { echo "corpus-compare: no recorded argv for $f" >&2; exit 2; }
done

# Debian's python starts in ~15 ms; a pyenv shim first in PATH takes ~150 ms.
py=$(command -v /usr/bin/python3 || command -v python3)

# One run at a time per output directory: a second run would delete the first one's files.
out=$(mkdir -p "$out" && cd "$out" && pwd)
exec 9>"$out/.lock"
flock -n 9 || { echo "corpus-compare: another run is using $out; waiting (or pass --out DIR)" >&2; flock 9; }
find "$out" -mindepth 1 ! -name .lock -delete

# compare_one FILE: prints exactly one line, "ok FILE" or "FAIL FILE: reason".
compare_one() {
	local f=$1 o=$out/$1 a rc
	mkdir -p "$(dirname "$o")"
	cg_argv . "$f" && set -- "${CG_ARGV[@]}"
	# gcc refuses these checker-only options (sparse's -W names, --arch, -mlittle-endian)
	# and errors on -D__STDC__ ("redefined", an error under the argv's -Werror).
	# -Wp,-MMD,... is dropped so gcc does not write a .d file into the tree.
	local g=()
	for a; do
		case $a in
		--arch=*|-Wbitwise|-Wno-return-void|-Wno-unknown-attribute|-D__STDC__|-mlittle-endian|-mbig-endian|-Wp,-MMD,*|-Wp,-MD,*) ;;
		*) g+=("$a") ;;
		esac
	done
	unset 'g[-1]'   # the source file, re-added last
	rc=0; gcc -E "${g[@]}" -D__CHECKER__=1 "$f" >"$o.gcc.i" 2>"$o.gcc.err" || rc=$?
	if ((rc)); then echo "FAIL $f: gcc -E failed (exit $rc; harness problem): $(grep -m1 . "$o.gcc.err")"; return; fi
	# (the outer 2>/dev/null only hides bash's own "Segmentation fault" notice)
	rc=0; { timeout "${CG_TIMEOUT:-60}" "$cg" -E "$@" >"$o.cg.i" 2>"$o.cg.err"; } 2>/dev/null || rc=$?
	if ((rc == 124)); then echo "FAIL $f: castguard timed out after ${CG_TIMEOUT:-60}s"; return; fi
	if ((rc >= 128)); then echo "FAIL $f: castguard crashed (signal $((rc - 128)))$(grep -m1 . "$o.cg.err" | sed 's/^/: /')"; return; fi
	if ((rc)); then echo "FAIL $f: castguard exit $rc: $(grep -m1 . "$o.cg.err")"; return; fi
	if "$py" "$here/tokcmp.py" "$o.gcc.i" "$o.cg.i" >"$o.tokcmp" 2>&1; then
		rm -f "$o".*; echo "ok $f"
	else
		echo "FAIL $f: $(head -n1 "$o.tokcmp" | sed "s|$out/||g")"
	fi
}
export -f compare_one cg_argv
export out cg here py

t0=$EPOCHREALTIME
cd "$tree"
printf '%s\0' "${files[@]}" | xargs -0 -P "$jobs" -n1 bash -c 'compare_one "$1"' _ >"$out/results.txt"
grep '^FAIL' "$out/results.txt" | sort || true
ok=$(grep -c '^ok ' "$out/results.txt" || true)
find "$out" -mindepth 1 -depth -type d -empty -delete 2>/dev/null || true
printf '%.1f s at -j%d; outputs of failing files kept in %s\n' "$(bc <<<"$EPOCHREALTIME - $t0")" "$jobs" "$out"
echo "corpus: $ok/${#files[@]} identical"
((ok == ${#files[@]}))
