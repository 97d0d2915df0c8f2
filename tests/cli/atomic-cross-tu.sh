# gfp-sleep-in-atomic across translation units: -p BUILD_DIR
# --atomic-cross-tu runs a first pass that writes each unit's summaries of
# its external functions (may sleep, takes or releases a lock, passes a
# gfp_t parameter to an allocation), and the checking pass applies them to
# calls of functions defined in another unit.
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
# without the first pass, only the call that gets a sleeping mask for a
# gfp_t parameter counts: the other unit's functions are unknown
run "$CG" -p "$P" -j2 -Wno-decl -Wno-context
expect single-pass '[ $RC = 0 ] && [ $(grep -c "warning:" "$D/err") = 1 ] && grep -q "user.c:11:16: warning: sleeping allocation" "$D/err"'
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
expect cross-tu-cleans-up '[ -z "$(ls -d ${TMPDIR:-/tmp}/castguard-summaries.* 2>/dev/null)" ]'
# the notes in the other formats: no "note: note:"
run "$CG" --format=json -Wno-decl -I "$R/tests/check" "$R/tests/check/gfp-sleep-in-atomic-calls.c"
expect json-notes '[ $RC = 0 ] && grep -q "\"message\": \"spinlock taken here\"" "$D/out" && ! grep -q "note: " "$D/out"'
run "$CG" --pretty --color=never -Wno-decl -I "$R/tests/check" "$R/tests/check/gfp-sleep-in-atomic-calls.c"
expect pretty-notes 'grep -q ": note: spinlock taken here$" "$D/err" && ! grep -q "note: note:" "$D/err"'
