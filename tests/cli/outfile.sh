# The rules of every file castguard writes (src/util/outfile.c; the man
# page's OUTPUT FILES): -E -o FILE and migrate --in-place.  A regular file
# is replaced atomically with its mode and owner; a device, a FIFO or an
# open file of /proc is written in place; links are followed, hard links
# kept; a failed write leaves the target and no temporary file; a signal
# mid-write leaves no temporary file.  The cases that need root (mknod,
# chown, a small tmpfs) or another user (permissions) say "skip" elsewhere.
. tests/cli/lib.sh "$@"
cd "$D" || exit 1
ROOT=false
[ "$(id -u)" = 0 ] && ROOT=true
MOUNTS=()
SHARED=
cleanup() {
	local m
	for m in "${MOUNTS[@]}"; do umount "$m" 2>/dev/null; done
	[ -n "$SHARED" ] && rm -rf "$SHARED"
}
trap cleanup EXIT

printf '#define X 1\nint a = X;\n' >x.c
printf 'int a = 1;\n' >x.want
seq 1 20000 | sed 's/.*/int v&;/' >big.c	# 168,894 bytes of -E -P output

# no_temp DIR: no temporary file of castguard's is left in DIR.
no_temp() {
	! ls -A "$1" | grep -q '\.cg-'
}
# mounted DIR SIZE: a fresh tmpfs of SIZE on DIR (root), unmounted at exit.
mounted() {
	mkdir -p "$1" && mount -t tmpfs -o "size=$2" tmpfs "$1" 2>/dev/null || return 1
	MOUNTS+=("$PWD/$1")
}

# --- a regular file: replaced (a new inode), its mode kept
printf 'old\n' >reg.i
chmod 640 reg.i
ino=$(stat -c %i reg.i)
run "$CG" -E -P x.c -o reg.i
expect regular-replaced '[ $RC = 0 ] && [ ! -s err ] && cmp -s reg.i x.want && [ "$(stat -c %i reg.i)" != "$ino" ] && no_temp .'
expect regular-mode-kept '[ "$(stat -c %a reg.i)" = 640 ]'
chmod 4755 reg.i
run "$CG" -E -P x.c -o reg.i
expect regular-setuid-mode-kept '[ $RC = 0 ] && [ "$(stat -c %a reg.i)" = 4755 ]'
if $ROOT; then
	chown 12345:23456 reg.i
	chmod 2640 reg.i
	run "$CG" -E -P x.c -o reg.i
	expect regular-owner-kept '[ $RC = 0 ] && [ "$(stat -c %u:%g:%a reg.i)" = 12345:23456:2640 ]'
else
	skip regular-owner-kept "not root: cannot give a file to another owner"
fi
# a new file: 0666 less the umask
run sh -c "umask 027; exec \"$CG\" -E -P x.c -o new.i"
expect new-file-umask '[ $RC = 0 ] && cmp -s new.i x.want && [ "$(stat -c %a new.i)" = 640 ]'
# an error in the run: the file is not replaced (as gcc removes its output)
printf 'old\n' >kept.i
printf '#error stop\n' >bad.c
run "$CG" -E -P bad.c -o kept.i
expect run-error-keeps-target '[ $RC = 1 ] && [ "$(cat kept.i)" = old ] && no_temp .'

# --- not a regular file: written in place, still what it was
mkfifo fifo
timeout 10 cat fifo >fifo.got &	# (a FIFO renamed over would leave cat waiting)
run "$CG" -E -P x.c -o fifo
wait
expect fifo-in-place '[ $RC = 0 ] && [ -p fifo ] && cmp -s fifo.got x.want && no_temp .'
if mknod -m 666 null c 1 3 2>/dev/null; then
	run "$CG" -E -P x.c -o null
	expect char-device-in-place '[ $RC = 0 ] && [ -c null ] && [ "$(stat -c %t,%T null)" = 1,3 ] && no_temp .'
else
	skip char-device-in-place "mknod not permitted (not root)"
fi
# a link into /proc (what /dev/stdout is): the open file, written in place
ln -s /proc/self/fd/1 stdout-link
"$CG" -E -P x.c -o stdout-link >stdout.got 2>err; RC=$?
expect proc-link-in-place '[ $RC = 0 ] && [ -L stdout-link ] && cmp -s stdout.got x.want && no_temp .'
"$CG" -E -P x.c -o stdout-link 2>err | cat >pipe.got; RC=${PIPESTATUS[0]}
expect proc-link-pipe '[ $RC = 0 ] && cmp -s pipe.got x.want'
# a directory is refused as it is
mkdir adir
run "$CG" -E -P x.c -o adir
expect directory-refused '[ $RC = 2 ] && [ "$(cat err)" = "castguard: error: cannot write '"'adir'"': Is a directory" ] && [ -d adir ]'

# --- links
mkdir real
printf 'old\n' >real/t.i
ln -s real/t.i sym.i
run "$CG" -E -P x.c -o sym.i
expect symlink-followed '[ $RC = 0 ] && [ "$(readlink sym.i)" = real/t.i ] && cmp -s real/t.i x.want && no_temp real'
ln -s real/none.i dangling.i
run "$CG" -E -P x.c -o dangling.i
expect dangling-symlink-creates-target '[ $RC = 0 ] && [ -L dangling.i ] && cmp -s real/none.i x.want'
ln -s loop2.i loop1.i
ln -s loop1.i loop2.i
run "$CG" -E -P x.c -o loop1.i
expect symlink-loop '[ $RC = 2 ] && [ "$(cat err)" = "castguard: error: cannot write '"'loop1.i'"': Too many levels of symbolic links" ]'
printf 'old\n' >hard1.i
ln hard1.i hard2.i
ino=$(stat -c %i hard1.i)
run "$CG" -E -P x.c -o hard1.i
expect hard-link-kept '[ $RC = 0 ] && [ "$(stat -c %i:%h hard1.i)" = "$ino:2" ] && cmp -s hard2.i x.want && no_temp .'

# --- failed writes: the target as it was, the message, exit 2
run "$CG" -E -P x.c -o nodir/x.i
expect missing-directory '[ $RC = 2 ] && [ "$(cat err)" = "castguard: error: cannot write '"'nodir/x.i'"': No such file or directory" ]'
printf 'old\n' >limit.i
run sh -c "ulimit -f 8; exec \"$CG\" -E -P big.c -o limit.i"
expect file-size-limit '[ $RC = 2 ] && [ "$(cat err)" = "castguard: error: cannot write '"'limit.i'"': File too large" ] && [ "$(cat limit.i)" = old ] && no_temp .'
printf 'old\n' >limit1.i
ln limit1.i limit2.i
run sh -c "ulimit -f 8; exec \"$CG\" -E -P big.c -o limit1.i"
expect file-size-limit-hard-link '[ $RC = 2 ] && [ "$(cat limit2.i)" = old ] && [ "$(stat -c %h limit1.i)" = 2 ] && no_temp .'
if $ROOT && mounted full 64k; then
	printf 'old\n' >full/t.i
	run "$CG" -E -P big.c -o full/t.i
	expect full-disk '[ $RC = 2 ] && [ "$(cat err)" = "castguard: error: cannot write '"'full/t.i'"': No space left on device" ] && [ "$(cat full/t.i)" = old ] && no_temp full'
	# a hard-linked target: the temporary file fits, the space to rewrite
	# the inode does not; fallocate says so before the old content goes
	ln full/t.i full/t2.i
	seq 1 4000 | sed 's/.*/int v&;/' >mid.c	# 32,893 bytes of output
	run "$CG" -E -P mid.c -o full/t.i
	expect full-disk-hard-link '[ $RC = 2 ] && [ "$(cat err)" = "castguard: error: cannot write '"'full/t.i'"': No space left on device" ] && [ "$(cat full/t2.i)" = old ] && [ "$(stat -c %h full/t.i)" = 2 ] && no_temp full'
	if mounted ro 64k; then
		printf 'old\n' >ro/t.i
		mount -o remount,ro ro
		run "$CG" -E -P x.c -o ro/t.i
		expect read-only-file-system '[ $RC = 2 ] && [ "$(cat err)" = "castguard: error: cannot write '"'ro/t.i'"': Read-only file system" ] && [ "$(cat ro/t.i)" = old ]'
	else
		skip read-only-file-system "no second tmpfs"
	fi
else
	skip full-disk "not root or no tmpfs: cannot make a small file system"
	skip full-disk-hard-link "not root or no tmpfs: cannot make a small file system"
	skip read-only-file-system "not root or no tmpfs: cannot make a small file system"
fi

# permissions: as another user when root (root may write anything), else as
# ourselves; in a directory of their own that they can reach
AS=()
if $ROOT && command -v setpriv >/dev/null; then
	AS=(setpriv --reuid=65534 --regid=65534 --clear-groups)
fi
if ! $ROOT || [ ${#AS[@]} -gt 0 ]; then
	SHARED=$(mktemp -d "${TMPDIR:-/tmp}/castguard-outfile.XXXXXX")
	chmod 755 "$SHARED"
	mkdir "$SHARED/dir"
	cp x.c "$SHARED/"
	printf 'old\n' >"$SHARED/dir/t.i"
	printf 'old\n' >"$SHARED/ro.i"
	chmod 666 "$SHARED/dir/t.i"
	chmod 444 "$SHARED/ro.i"
	$ROOT && chown 65534:65534 "$SHARED" "$SHARED/dir" "$SHARED/dir/t.i" "$SHARED/ro.i"
	chmod 555 "$SHARED/dir"
	run "${AS[@]}" "$CG" -E -P "$SHARED/x.c" -o "$SHARED/dir/t.i"
	expect unwritable-directory '[ $RC = 2 ] && [ "$(cat err)" = "castguard: error: cannot write '"'$SHARED/dir/t.i'"': Permission denied" ] && [ "$(cat "$SHARED/dir/t.i")" = old ] && no_temp "$SHARED/dir"'
	run "${AS[@]}" "$CG" -E -P "$SHARED/x.c" -o "$SHARED/ro.i"
	expect unwritable-target '[ $RC = 2 ] && [ "$(cat err)" = "castguard: error: cannot write '"'$SHARED/ro.i'"': Permission denied" ] && [ "$(cat "$SHARED/ro.i")" = old ] && no_temp "$SHARED"'
	chmod 755 "$SHARED/dir"
else
	skip unwritable-directory "root without setpriv: permissions do not apply"
	skip unwritable-target "root without setpriv: permissions do not apply"
fi

# --- a signal mid-write: the input is a FIFO nobody writes, so castguard
# waits with its temporary file open; SIGTERM removes it and kills
printf 'old\n' >sig.i
mkfifo in.c
"$CG" -E -P in.c -o sig.i 2>err &
pid=$!
for _ in $(seq 100); do ls -A | grep -q '^\.sig\.i\.cg-' && break; sleep 0.05; done
ls -A | grep -q '^\.sig\.i\.cg-' && seen=yes || seen=no
kill -TERM $pid
wait $pid; RC=$?
expect sigterm-mid-write '[ $seen = yes ] && [ $RC = 143 ] && [ "$(cat sig.i)" = old ] && no_temp .'

# --- a closed pipe: a quiet exit 2
"$CG" -E -P big.c 2>err | head -n 1 >head.got; RC=${PIPESTATUS[0]}
expect closed-pipe-quiet '[ $RC = 2 ] && [ ! -s err ] && [ "$(cat head.got)" = "int v1;" ]'

# --- migrate --in-place: the same rules
printf '#define __nocast\ntypedef unsigned int __nocast gfp_t;\nunsigned int __nocast x;\n' >mig.h
mkdir mreal
cp mig.h mreal/a.h
ln -s mreal/a.h link.h
run "$CG" migrate --to gfp_t --in-place link.h
expect migrate-symlink-followed '[ $RC = 0 ] && [ -L link.h ] && [ "$(tail -n 1 mreal/a.h)" = "gfp_t x;" ] && no_temp mreal'
cp mig.h h1.h
ln h1.h h2.h
run "$CG" migrate --to gfp_t --in-place h1.h
expect migrate-hard-link-kept '[ $RC = 0 ] && [ "$(stat -c %h h1.h)" = 2 ] && [ "$(tail -n 1 h2.h)" = "gfp_t x;" ]'
# one file under many names (a linked directory, a link back up, a hard
# link) is migrated once, under the first name of the walk
mkdir -p tree/arch/inc tree/include
cp mig.h tree/arch/inc/a.h
ln -s ../arch/inc tree/include/asm
ln -s . tree/include/loop
ln tree/arch/inc/a.h tree/hard.h
(cd tree && "$CG" migrate --to gfp_t . >../out 2>../err); RC=$?
expect migrate-aliases-once '[ $RC = 0 ] && [ "$(grep "^+++" out)" = "+++ b/arch/inc/a.h" ] && [ "$(cat err)" = "castguard: migrate: 1 declaration in 1 file" ]'
exit 0
