#!/bin/bash
# kbuild-check.sh [--castguard PATH] [--work DIR] [--keep] [OBJECTS...]
#
# castguard as Kbuild's checker, for real: `make C=2 CHECK=<abs castguard> OBJS`
# on a copy of the prepared Linux 6.1 tree (scripts/kernel/kernel-setup.sh), then, for
# every object, compares the checker output make showed after its "  CHECK  "
# line with the stderr of replaying the argv kernel-setup.sh recorded for it
# (what scripts/kernel/corpus-check.sh runs).  Passes when make exits 0, every object
# was checked, and every object's output is identical.
#
# The shared tree is only read: Kbuild writes into the tree it runs in (objtool,
# .o and .cmd files), and the tree's absolute path changes when copied, so the
# first run rebuilds objtool and the objects.  The copy lives in --work DIR
# (default $CG_KERNEL_DIR/kbuild-6.1) and is reused when its stamp matches the
# tree's; --keep is the default, `rm -rf` it to start over.
# make runs with -j1 and stdout+stderr merged, so each checker's output sits
# between its CHECK line and make's next line.
# Also checks an out-of-tree module (make M=DIR C=2), and validates the --format=sarif output of one kernel file against the SARIF
# 2.1.0 schema (tests/validate-sarif.py; needs python3-jsonschema).
# Prints "kbuild-check: N/M objects identical, make exit S" (M counts the
# objects, the SARIF file and the module) and exits 0 on success,
# 1 on a mismatch, 2 if it cannot run.
set -euo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
cg= work=

while (($#)); do
	case $1 in
	--castguard) cg=${2:?}; shift 2 ;;
	--work) work=${2:?}; shift 2 ;;
	--keep) shift ;;
	-h|--help) sed -n '2s/^# //p' "$0" >&2; exit 2 ;;
	-*) echo "kbuild-check: unknown option $1" >&2; exit 2 ;;
	*) break ;;
	esac
done
work=${work:-$CG_KDIR/kbuild-6.1}
src=$(cg_ready_tree kbuild-check 6.1) || exit 2
cg=$(cg_castguard kbuild-check "$cg") || exit 2

# Small and middle-sized files; most print sparse warnings, a few print nothing.
default_objs=(
	mm/mempool.o mm/backing-dev.o mm/khugepaged.o mm/vmscan.o
	lib/bitmap.o lib/idr.o lib/kfifo.o lib/argv_split.o lib/sg_pool.o lib/nlattr.o
	net/ipv4/tcp_offload.o net/ipv4/udp_offload.o net/ipv4/igmp.o net/ipv4/af_inet.o
	net/core/flow_dissector.o
	net/sctp/chunk.o net/sctp/auth.o net/sctp/tsnmap.o net/sctp/stream_sched_rr.o
	net/sctp/sm_make_chunk.o
	drivers/md/raid5-ppl.o block/blk-ioc.o fs/ext4/bitmap.o fs/ext4/acl.o
)
if (($#)); then objs=("$@"); else objs=("${default_objs[@]}"); fi
for o in "${objs[@]}"; do
	[[ -f $src/argv/${o%.o}.c.args ]] || { echo "kbuild-check: no recorded argv for ${o%.o}.c" >&2; exit 2; }
done

# The copy: made once per prepared tree (its stamp), written beside and renamed,
# so an interrupted copy is never used.
if [[ ! -f $work/.castguard-ready ]] || ! cmp -s "$src/.castguard-ready" "$work/.castguard-ready"; then
	echo "kbuild-check: copying $src to $work" >&2
	rm -rf "$work" "$work.tmp"
	mkdir -p "$(dirname "$work")"
	nice cp -a "$src" "$work.tmp"
	mv "$work.tmp" "$work"
fi

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cd "$work"

# -j1: one object at a time, so the merged stream keeps each output in place.
rc=0
nice make -j1 C=2 CHECK="$cg" "${objs[@]}" >"$tmp/make.log" 2>&1 || rc=$?

# Split make's log: "  CHECK   FILE" opens FILE's section, any other Kbuild
# line ("  CC      X", "make[1]: ...") closes it.
mkdir -p "$tmp/got"
awk -v dir="$tmp/got" '
	/^  CHECK   / { cur = $2; gsub("/", "%", cur); cur = dir "/" cur; printf "" > cur; next }
	/^  [A-Z]+ / || /^make(\[[0-9]+\])?: / { cur = ""; next }
	cur != "" { print > cur }
' "$tmp/make.log"

same=0 n=0
for o in "${objs[@]}"; do
	f=${o%.o}.c n=$((n + 1))
	got=$tmp/got/${f//\//%}
	if [[ ! -f $got ]]; then
		echo "NOT CHECKED $f: make printed no CHECK line for it"
		continue
	fi
	cg_argv "$src" "$f" && set -- "${CG_ARGV[@]}"
	"$cg" "$@" >/dev/null 2>"$tmp/want" || true
	if cmp -s "$tmp/want" "$got"; then
		same=$((same + 1))
		printf 'same  %-32s %d line(s)\n' "$f" "$(wc -l <"$got")"
	else
		echo "DIFF  $f (replay vs make):"
		diff "$tmp/want" "$got" | head -n 10 | sed 's/^/      /'
	fi
done
# SARIF of a kernel file with findings: valid against the 2.1.0 schema, with
# results whose URIs are relative to the tree (one more item in the count).
sf=net/ipv4/udp_offload.c n=$((n + 1))
cg_argv "$src" "$sf" && set -- "${CG_ARGV[@]}"
"$cg" --format=sarif "$@" >"$tmp/k.sarif" 2>"$tmp/k.err" || true
if python3 "$CG_REPO/tests/validate-sarif.py" "$tmp/k.sarif" >"$tmp/k.val" 2>&1 &&
   grep -q '"uri": "net/ipv4/udp_offload.c", "uriBaseId": "SRCROOT"' "$tmp/k.sarif"; then
	same=$((same + 1))
	printf 'sarif %-32s valid, %d result(s)\n' "$sf" "$(grep -c '"ruleId"' "$tmp/k.sarif")"
else
	echo "SARIF $sf: not valid or no relative result:"
	head -n 5 "$tmp/k.val" "$tmp/k.err" | sed 's/^/      /'
fi

# An out-of-tree module (make M=DIR C=2) with swapped kmalloc arguments: both
# findings shown, make exits 0 (one more item).
mkdir -p "$tmp/oot"
cat >"$tmp/oot/hello.c" <<'EOF2'
#include <linux/module.h>
#include <linux/slab.h>

static int __init hello_init(void)
{
	void *p = kmalloc(GFP_KERNEL, 16);
	kfree(p);
	return 0;
}
module_init(hello_init);
MODULE_LICENSE("GPL");
EOF2
echo 'obj-m := hello.o' >"$tmp/oot/Kbuild"
n=$((n + 1)) orc=0
nice make -j1 M="$tmp/oot" C=2 CHECK="$cg" hello.o >"$tmp/oot.log" 2>&1 || orc=$?
if ((orc == 0)) && grep -q "^$tmp/oot/hello.c:6:27: warning: incorrect type in argument 1 (different base types)" "$tmp/oot.log" &&
   grep -q "^$tmp/oot/hello.c:6:39:    got int" "$tmp/oot.log"; then
	same=$((same + 1))
	echo "oot   make M=DIR C=2: both swapped-argument warnings, make exit 0"
else
	echo "OOT   make M=DIR C=2 (exit $orc):"
	tail -n 8 "$tmp/oot.log" | sed 's/^/      /'
fi

if ((rc)); then
	echo "make exited $rc; the end of its log:"
	tail -n 15 "$tmp/make.log" | sed 's/^/      /'
fi
echo "kbuild-check: $same/$n objects identical, make exit $rc"
((same == n && rc == 0))
