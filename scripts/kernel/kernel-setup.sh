#!/bin/bash
# kernel-setup.sh [--version 6.1|6.12] [DIR] -- prepare a Linux tree for castguard's corpus tests.
#
# Unpacks Debian's linux-source-VERSION (default 6.1) into DIR/linux-VERSION (DIR
# defaults to $CG_KERNEL_DIR or /var/tmp/castguard-kernel), configures x86_64
# defconfig + scripts/kernel/config.fragment, runs `make prepare`, and records the exact
# checker argv Kbuild gives each corpus file (scripts/kernel/corpus.txt for 6.1,
# scripts/kernel/corpus-6.12.txt for 6.12) into DIR/linux-VERSION/argv/<f>.c.args.
# Idempotent: a stamp file (.castguard-ready) records the source version and the
# inputs; if it matches, nothing is done. Otherwise the tree is rebuilt from scratch
# (a half-finished tree is never trusted).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
. "$here/../lib.sh"
version=6.1
while (($#)); do
	case $1 in
	--version) version=${2:?--version needs 6.1 or 6.12}; shift 2 ;;
	--version=*) version=${1#*=}; shift ;;
	-h|--help) sed -n '2s/^# //p' "$0" >&2; exit 2 ;;
	-*) echo "kernel-setup: unknown option $1" >&2; exit 2 ;;
	*) break ;;
	esac
done
dir=${1:-$CG_KDIR}
corpus=$(cg_corpus_list "$version") || { echo "kernel-setup: unsupported --version '$version' (6.1 or 6.12)" >&2; exit 2; }
# 6.1 keeps its original log directory (DIR/logs): CI's cached tree must not be
# rebuilt just because 6.12 was added.
logs=$dir/logs; [[ $version == 6.1 ]] || logs=$dir/logs-$version
pkg=linux-source-$version
tree=$dir/linux-$version
tarball=/usr/src/$pkg.tar.xz
fragment=$here/config.fragment
jobs=${CG_JOBS:-2}

log() { printf '[kernel-setup] %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

elapsed() { bc <<<"$EPOCHREALTIME - $1"; }

# step [-k] NAME CMD...: run CMD with its output in $logs/NAME.log and print the
# time it took; on failure show the end of the log (so the reason is visible in CI)
# and stop, unless -k (keep going: a later check decides).
step() {
	local keep=0; [[ $1 == -k ]] && { keep=1; shift; }
	local name=$1; shift
	local t0=$EPOCHREALTIME rc=0
	"$@" >"$logs/$name.log" 2>&1 || rc=$?
	log "$(printf '%-12s %6.1f s' "$name" "$(elapsed "$t0")")"
	if ((rc)); then
		tail -n 30 "$logs/$name.log" >&2
		((keep)) || die "step '$name' failed (exit $rc; full log: $logs/$name.log)"
		log "step '$name' exited $rc; continuing (full log: $logs/$name.log)"
	fi
}

# --- packages: the source tarball and the kernel build dependencies (kernel-corpus.md §2).
pkgs=("$pkg" gcc make flex bison bc libelf-dev libssl-dev xz-utils cpio kmod
      dwarves rsync python3 time)
missing=()
for p in "${pkgs[@]}"; do
	dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q 'install ok installed' || missing+=("$p")
done
if ((${#missing[@]})); then
	log "installing missing packages: ${missing[*]}"
	apt-get update -qq
	DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${missing[@]}" >/dev/null
fi
[[ -f $tarball ]] || die "$tarball not found even after installing $pkg"

# --- idempotency: the stamp names the source version and hashes every input that
# affects the result, so a new package version or a corpus edit triggers a rebuild.
# The hash is of the inputs' contents only, not their paths: moving the scripts
# does not rebuild a prepared tree.
srcver=$(dpkg-query -W -f='${Version}' "$pkg")
# Bump setup_version when this procedure changes in a way that changes the tree.
setup_version=1
stamp="v$setup_version $pkg=$srcver inputs=$(cat "$corpus" "$fragment" "$here/record-argv" | sha256sum | cut -c1-16)"
if [[ -f $tree/.castguard-ready && $(cat "$tree/.castguard-ready") == "$stamp" ]]; then
	log "$tree is ready ($stamp); nothing to do"
	exit 0
fi

mapfile -t files < <(cg_corpus "$corpus")
((${#files[@]} > 0)) || die "no files in $corpus"

log "setting up $tree ($stamp)"
total0=$EPOCHREALTIME
rm -rf "$tree" "$logs"
mkdir -p "$tree" "$logs"

step unpack tar xJf "$tarball" -C "$tree" --strip-components=1
cd "$tree"
step defconfig make defconfig
# shellcheck disable=SC2046  # one "-e OPT" pair per fragment line
step fragment scripts/config --file .config $(sed 's/#.*//; /^[[:space:]]*$/d; s/^/-e /' "$fragment")
step olddefconfig make olddefconfig

# olddefconfig silently drops options whose dependencies are unmet; the corpus would
# then lose files, so insist on every fragment option being =y.
bad=()
while read -r opt; do
	grep -q "^CONFIG_$opt=y\$" .config || bad+=("$opt")
done < <(sed 's/#.*//; s/[[:space:]]//g; /^$/d' "$fragment")
((${#bad[@]} == 0)) || die "options not =y in .config after olddefconfig: ${bad[*]}"

step prepare make -j"$jobs" prepare

# Newer Kbuild (scripts/checker-valid.sh, early 2026; not in Debian's 6.1 or 6.12
# yet) probes $(CHECK) once when C= is set and, if the probe's output contains
# "error", warns and silently builds with C=0: no argv would be recorded. record-argv
# runs `true` (or $REAL_CHECK, e.g. sparse 0.6.4, which fails the probe), so try the
# probe ourselves first and stop with the reason instead of a list of missing files.
if [[ -f scripts/checker-valid.sh ]]; then
	probe_dir=$(mktemp -d)
	verdict=$(ARGV_DIR=$probe_dir bash scripts/checker-valid.sh "$here/record-argv" 2>&1 || true)
	rm -rf "$probe_dir"
	[[ $verdict == 1 ]] || die "Kbuild's scripts/checker-valid.sh rejects record-argv${REAL_CHECK:+ with REAL_CHECK=$REAL_CHECK} (printed '$verdict'); C=2 would record nothing"
fi

# Capture each corpus file's checker argv: C=2 runs $(CHECK) after each object rule,
# so building the corpus objects with record-argv as CHECK records the exact argv.
# -k: keep going past a failing object, the count check below reports what is missing.
objs=("${files[@]/%.c/.o}")
rm -rf argv
step -k record-argv env ARGV_DIR="$tree/argv" make -k -j"$jobs" C=2 CHECK="$here/record-argv" "${objs[@]}"
if grep -q 'is not available or not up to date' "$logs/record-argv.log"; then
	die "Kbuild's checker probe turned C=2 off (see $logs/record-argv.log)"
fi
# The probe's temporary file (/tmp/tmp.XXX, gone by now) gets recorded as
# argv/tmp/tmp.XXX.args: drop every record whose source is not in the tree.
if [[ -f scripts/checker-valid.sh ]]; then
	while IFS= read -r -d '' a; do
		r=${a#argv/}; [[ -f ${r%.args} ]] || rm -f "$a"
	done < <(find argv -name '*.args' -print0)
	find argv -mindepth 1 -depth -type d -empty -delete
fi
missing=()
for f in "${files[@]}"; do [[ -s argv/$f.args ]] || missing+=("$f"); done
if ((${#missing[@]})); then
	printf '  missing argv: %s\n' "${missing[@]}" >&2
	die "${#missing[@]} of ${#files[@]} corpus files have no argv (see $logs/record-argv.log)"
fi

echo "$stamp" > .castguard-ready
log "$(printf 'ready: %d argv files in %s; total %.1f s' "${#files[@]}" "$tree/argv" "$(elapsed "$total0")")"
