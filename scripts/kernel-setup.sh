#!/bin/bash
# kernel-setup.sh [DIR] -- prepare a Linux 6.1 tree for castguard's corpus tests.
#
# Unpacks Debian's linux-source-6.1 into DIR/linux-6.1 (DIR defaults to
# $CG_KERNEL_DIR or /var/tmp/castguard-kernel), configures x86_64 defconfig +
# scripts/config.fragment, runs `make prepare`, and records the exact checker argv
# Kbuild gives each corpus file (scripts/corpus.txt) into DIR/linux-6.1/argv/<f>.c.args.
# Idempotent: a stamp file (.castguard-ready) records the source version and the
# inputs; if it matches, nothing is done. Otherwise the tree is rebuilt from scratch
# (a half-finished tree is never trusted).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
dir=${1:-${CG_KERNEL_DIR:-/var/tmp/castguard-kernel}}
tree=$dir/linux-6.1
tarball=/usr/src/linux-source-6.1.tar.xz
corpus=$here/corpus.txt
fragment=$here/config.fragment
jobs=${CG_JOBS:-2}

log() { printf '[kernel-setup] %s\n' "$*" >&2; }
die() { log "ERROR: $*"; exit 1; }

elapsed() { bc <<<"$EPOCHREALTIME - $1"; }

# step [-k] NAME CMD...: run CMD with its output in $dir/logs/NAME.log and print the
# time it took; on failure show the end of the log (so the reason is visible in CI)
# and stop, unless -k (keep going: a later check decides).
step() {
	local keep=0; [[ $1 == -k ]] && { keep=1; shift; }
	local name=$1; shift
	local t0=$EPOCHREALTIME rc=0
	"$@" >"$dir/logs/$name.log" 2>&1 || rc=$?
	log "$(printf '%-12s %6.1f s' "$name" "$(elapsed "$t0")")"
	if ((rc)); then
		tail -n 30 "$dir/logs/$name.log" >&2
		((keep)) || die "step '$name' failed (exit $rc; full log: $dir/logs/$name.log)"
		log "step '$name' exited $rc; continuing (full log: $dir/logs/$name.log)"
	fi
}

# --- packages: the source tarball and the kernel build dependencies (kernel-corpus.md §2).
pkgs=(linux-source-6.1 gcc make flex bison bc libelf-dev libssl-dev xz-utils cpio kmod
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
[[ -f $tarball ]] || die "$tarball not found even after installing linux-source-6.1"

# --- idempotency: the stamp names the source version and hashes every input that
# affects the result, so a new package version or a corpus edit triggers a rebuild.
srcver=$(dpkg-query -W -f='${Version}' linux-source-6.1)
# Bump setup_version when this procedure changes in a way that changes the tree.
setup_version=1
stamp="v$setup_version linux-source-6.1=$srcver inputs=$(cat "$corpus" "$fragment" "$here/record-argv" | sha256sum | cut -c1-16)"
if [[ -f $tree/.castguard-ready && $(cat "$tree/.castguard-ready") == "$stamp" ]]; then
	log "$tree is ready ($stamp); nothing to do"
	exit 0
fi

mapfile -t files < <(sed 's/#.*//; s/[[:space:]]*$//; /^$/d' "$corpus")
((${#files[@]} > 0)) || die "no files in $corpus"

log "setting up $tree ($stamp)"
total0=$EPOCHREALTIME
rm -rf "$tree" "$dir/logs"
mkdir -p "$tree" "$dir/logs"

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

# Capture each corpus file's checker argv: C=2 runs $(CHECK) after each object rule,
# so building the corpus objects with record-argv as CHECK records the exact argv.
# -k: keep going past a failing object, the count check below reports what is missing.
objs=("${files[@]/%.c/.o}")
rm -rf argv
step -k record-argv env ARGV_DIR="$tree/argv" make -k -j"$jobs" C=2 CHECK="$here/record-argv" "${objs[@]}"
missing=()
for f in "${files[@]}"; do [[ -s argv/$f.args ]] || missing+=("$f"); done
if ((${#missing[@]})); then
	printf '  missing argv: %s\n' "${missing[@]}" >&2
	die "${#missing[@]} of ${#files[@]} corpus files have no argv (see $dir/logs/record-argv.log)"
fi

echo "$stamp" > .castguard-ready
log "$(printf 'ready: %d argv files in %s; total %.1f s' "${#files[@]}" "$tree/argv" "$(elapsed "$total0")")"
