# Kbuild's contract: the checker argv, exit statuses, the checker probe.
. tests/cli/lib.sh "$@"

# scripts/checker-valid.sh (kernels after 6.12): a mktemp file, no .c
# suffix, checked with CHECKFLAGS; any "error" in the output turns C= off.
probe=$D/tmp.probe
cat >"$probe" <<'P'
static inline void dummy(const int *q)
{
	__typeof_unqual__(*q) v = *q;
	(void)v;
}
P
checkflags="-D__linux__ -Dlinux -D__STDC__ -Dunix -D__unix__ -Wbitwise -Wno-return-void
	-Wno-unknown-attribute -D__x86_64__ --arch=x86 -mlittle-endian -m64"
out=$("$CG" $checkflags "$probe" 2>&1); RC=$?
expect checker-valid-probe '[ $RC = 0 ] && ! grep -q error <<<"$out" && [ -z "$out" ]'
# The same probe with the kernel robot's extra flags.
out=$("$CG" $checkflags -fdiagnostic-prefix -D__CHECK_ENDIAN__ "$probe" 2>&1); RC=$?
expect checker-valid-probe-robot '[ $RC = 0 ] && [ -z "$out" ]'

# sparse exits 0 after its own errors, so make C=1 goes on: castguard too.
cat >"$D/as.c" <<'P'
#define __user __attribute__((noderef, address_space(__user)))
int f(int __user *u, int *k) { return u == k; }
P
run "$CG" -Wbitwise "$D/as.c"
expect sparse-error-exit-0 '[ $RC = 0 ] && grep -q "error: incompatible types in comparison" "$D/err"'
# -fdiagnostic-prefix puts "sparse: " after the column, as the 0-day robot expects.
run "$CG" -fdiagnostic-prefix "$D/as.c"
expect diagnostic-prefix-default 'grep -q "^$D/as.c:2:41: sparse: error: " "$D/err"'
run "$CG" -fdiagnostic-prefix=cg "$D/as.c"
expect diagnostic-prefix-named 'grep -q "^$D/as.c:2:41: cg: error: " "$D/err"'
# -Wsparse-error: sparse's errors and warnings make the exit status 1.
run "$CG" -Wsparse-error "$D/as.c"
expect sparse-error-flag '[ $RC = 1 ]'
# a front-end error (gcc's too) stops the build
printf 'int f(void) { return }\n' >"$D/bad.c"
run "$CG" "$D/bad.c"
expect front-end-error-exit-1 '[ $RC = 1 ]'
run "$CG" --no-such-option-at-all "$D/as.c"
expect unknown-gcc-option-ignored '[ $RC = 0 ]'
# KASAN's flags (6.1: "--param asan-globals=1"): the value is gcc's, not a file.
run "$CG" -fsanitize=kernel-address --param asan-globals=1 --param=asan-stack=1 "$D/as.c"
expect param-value-not-a-file '[ $RC = 0 ] && ! grep -q "No such file" "$D/err"'
