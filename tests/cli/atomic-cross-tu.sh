# gfp-sleep-in-atomic across translation units: -p BUILD_DIR writes each
# unit's summaries of its external functions (may sleep, takes or releases
# a lock, passes a gfp_t parameter to an allocation) and checks again, with
# all of them, the units that called a function another unit summarized;
# --atomic-cross-tu also reads the units not checked (FILES, --shard).
. tests/cli/lib.sh "$@"
R=$PWD
P=$D/xtu
mkdir -p "$P"
cp tests/check/kernel-locks.h "$P/"
cat >"$P/helpers.c" <<'C'
#include "kernel-locks.h"
struct dev { spinlock_t lock; void *p; };
void *dev_alloc(struct dev *d);
void *dev_alloc_flags(struct dev *d, gfp_t gfp);
void dev_lock(struct dev *d);
void dev_unlock(struct dev *d);
void *dev_alloc(struct dev *d)
{
	return kmalloc(64, GFP_KERNEL);
}
void *dev_alloc_flags(struct dev *d, gfp_t gfp)
{
	return kmalloc(64, gfp);
}
void dev_lock(struct dev *d)
{
	spin_lock(&d->lock);
}
void dev_unlock(struct dev *d)
{
	spin_unlock(&d->lock);
}
C
cat >"$P/user.c" <<'C'
#include "kernel-locks.h"
struct dev { spinlock_t lock; void *p; };
void *dev_alloc(struct dev *d);
void *dev_alloc_flags(struct dev *d, gfp_t gfp);
void dev_lock(struct dev *d);
void dev_unlock(struct dev *d);
void use(struct dev *d)
{
	spin_lock(&d->lock);
	d->p = dev_alloc(d);
	d->p = dev_alloc_flags(d, GFP_KERNEL);
	d->p = dev_alloc_flags(d, GFP_ATOMIC);
	spin_unlock(&d->lock);
	dev_lock(d);
	d->p = kmalloc(8, GFP_NOFS);
	dev_unlock(d);
	d->p = dev_alloc(d);
}
C
cat >"$P/compile_commands.json" <<J
[
 {"directory": "$P", "file": "helpers.c", "command": "cc -c helpers.c"},
 {"directory": "$P", "file": "user.c", "command": "cc -c user.c"}
]
J
# without the summaries, only the call that gets a sleeping mask for a
# gfp_t parameter counts: the other unit's functions are unknown
run "$CG" -p "$P" -j2 -Wno-decl -Wno-context --no-atomic-cross-tu
expect single-pass '[ $RC = 0 ] && [ $(grep -c "warning:" "$D/err") = 1 ] && grep -q "user.c:11:16: warning: sleeping allocation" "$D/err"'
# a run of some files: by default the summaries of those units only
run "$CG" -p "$P" -j2 -Wno-decl -Wno-context "$P/user.c"
expect files-own-summaries '[ $RC = 0 ] && [ $(grep -c "warning:" "$D/err") = 1 ]'
run "$CG" -p "$P" -j2 -Wno-decl -Wno-context --atomic-cross-tu
cp "$D/err" "$D/cross"
cat >"$D/cross.expected" <<E
user.c:10:16: warning: 'dev_alloc' may sleep (it calls 'kmalloc' with GFP_KERNEL) and is called while a spinlock is held; use GFP_ATOMIC or GFP_NOWAIT, or allocate before the atomic section
helpers.c:9:16: note: the allocation that may sleep
user.c:9:9: note: spinlock taken here
user.c:11:16: warning: sleeping allocation in atomic context: 'dev_alloc_flags' with GFP_KERNEL may sleep while a spinlock is held; use GFP_ATOMIC or GFP_NOWAIT, or allocate before the atomic section
user.c:9:9: note: spinlock taken here
user.c:15:16: warning: sleeping allocation in atomic context: 'kmalloc' with GFP_NOFS may sleep while a spinlock is held; use GFP_ATOMIC or GFP_NOWAIT, or allocate before the atomic section
user.c:14:9: note: spinlock taken here, by 'dev_lock'
E
same cross-tu-exact "$D/cross.expected" "$D/cross"
expect cross-tu-exit-0 '[ $RC = 0 ]'
run "$CG" -p "$P" -j1 -Wno-decl -Wno-context --atomic-cross-tu
same cross-tu-j1-j2 "$D/cross" "$D/err"
# on by default over the whole database: the units that asked about
# another unit's function (user.c) checked again, with the same result
CG_DEBUG_PROJECT=1 run "$CG" -p "$P" -j2 -Wno-decl -Wno-context
grep -v '^castguard: ' "$D/err" >"$D/default"
same cross-tu-default "$D/cross" "$D/default"
expect cross-tu-default-rechecks-one 'grep -qx "castguard: 1 of 2 units checked again with the summaries" "$D/err"'
# which units are checked again: a call of another unit's function with
# no lock held, in a function no lock reaches, cannot change anything
# (quiet.c); a call of a lock wrapper can, anywhere (wrap.c)
P2=$D/xtu2
mkdir -p "$P2"
cp "$P"/kernel-locks.h "$P"/helpers.c "$P"/user.c "$P2/"
cat >"$P2/quiet.c" <<'C'
#include "kernel-locks.h"
struct dev { spinlock_t lock; void *p; };
void *dev_alloc(struct dev *d);
void quiet(struct dev *d)
{
	d->p = dev_alloc(d);
}
C
cat >"$P2/wrap.c" <<'C'
#include "kernel-locks.h"
struct dev { spinlock_t lock; void *p; };
void dev_lock(struct dev *d);
void dev_unlock(struct dev *d);
void wrap(struct dev *d)
{
	dev_lock(d);
	d->p = kmalloc(8, GFP_KERNEL);
	dev_unlock(d);
}
C
cat >"$P2/compile_commands.json" <<J
[
 {"directory": "$P2", "file": "helpers.c", "command": "cc -c helpers.c"},
 {"directory": "$P2", "file": "user.c", "command": "cc -c user.c"},
 {"directory": "$P2", "file": "quiet.c", "command": "cc -c quiet.c"},
 {"directory": "$P2", "file": "wrap.c", "command": "cc -c wrap.c"}
]
J
CG_DEBUG_PROJECT=1 run "$CG" -p "$P2" -j2 -Wno-decl -Wno-context
expect recheck-only-where-it-matters 'grep -qx "castguard: 2 of 4 units checked again with the summaries" "$D/err" && grep -qx "castguard: user.c: asked ? dev_alloc" "$D/err" && grep -qx "castguard: wrap.c: asked ~ dev_lock" "$D/err" && ! grep -q "quiet.c: asked" "$D/err"'
expect recheck-wrapper-report 'grep -q "^wrap.c:8:16: warning: sleeping allocation in atomic context" "$D/err"'
# --atomic-cross-tu with FILES: every unit's summaries
run "$CG" -p "$P" -j2 -Wno-decl -Wno-context --atomic-cross-tu "$P/user.c"
grep user.c "$D/cross" >"$D/cross.user"
grep user.c "$D/err" >"$D/err.user"
same cross-tu-files-all-summaries "$D/cross.user" "$D/err.user"
# the summaries' directory is removed (a TMPDIR of the test's own: other
# runs on the machine may be using theirs)
mkdir -p "$D/tmpd"
TMPDIR=$D/tmpd run "$CG" -p "$P" -j2 -Wno-decl -Wno-context
expect cross-tu-cleans-up '[ $RC = 0 ] && [ -z "$(ls -A "$D/tmpd")" ]'
# the notes in the other formats: no "note: note:"
run "$CG" --format=json -Wno-decl -I "$R/tests/check" "$R/tests/check/gfp-sleep-in-atomic-calls.c"
expect json-notes '[ $RC = 0 ] && grep -q "\"message\": \"spinlock taken here\"" "$D/out" && ! grep -q "note: " "$D/out"'
run "$CG" --pretty --color=never -Wno-decl -I "$R/tests/check" "$R/tests/check/gfp-sleep-in-atomic-calls.c"
expect pretty-notes 'grep -q ": note: spinlock taken here$" "$D/err" && ! grep -q "note: note:" "$D/err"'
