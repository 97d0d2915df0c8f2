# Per-check control: -WNAME, -Wno-NAME, -Werror=NAME, -Werror, --list-checks,
# and the exit statuses 0 / 1 / 2.
. tests/cli/lib.sh "$@"

cat >"$D/t.c" <<'P'
typedef unsigned int __attribute__((bitwise)) gfp_t;
int *p = 0;
static unsigned g(gfp_t x)
{
	unsigned n = x;
	return n;
}
P
run "$CG" "$D/t.c"
cp "$D/err" "$D/default.err"
expect default-exit-0 '[ $RC = 0 ] && [ $(grep -c ": warning: " "$D/err") = 3 ]'
run "$CG" -Wno-decl "$D/t.c"
expect wno-drops-check '[ $RC = 0 ] && ! grep -q "not declared" "$D/err" && grep -q "NULL pointer" "$D/err"'
run "$CG" -Wnodecl "$D/t.c"
expect wnoNAME-sparse-spelling '! grep -q "not declared" "$D/err"'
run "$CG" -Wno-incorrect-type "$D/t.c"
expect wno-drops-info-lines '! grep -q "incorrect type" "$D/err" && ! grep -q "expected unsigned" "$D/err" && [ $(wc -l <"$D/err") = 2 ]'
run "$CG" -Werror=decl "$D/t.c"
expect werror-name-exit-1 '[ $RC = 1 ] && grep -q "2:5: error: symbol .p. was not declared" "$D/err" && grep -q "warning: Using plain integer" "$D/err"'
# a promoted warning keeps the warning's rules: later warnings still print
expect werror-name-no-silencing '[ $(wc -l <"$D/err") = 5 ]'
run "$CG" -Werror=decl -Wno-error=decl "$D/t.c"
expect wno-error-name '[ $RC = 0 ]'
run "$CG" -Werror=non-pointer-null -Wno-non-pointer-null "$D/t.c"
expect werror-of-disabled-check '[ $RC = 0 ] && ! grep -q "NULL pointer" "$D/err"'
run "$CG" -Werror "$D/t.c"
expect werror-all-exit-1 '[ $RC = 1 ] && [ $(grep -c ": error: " "$D/err") = 3 ]'
# Under Kbuild (CHECKFLAGS exported) a bare -Werror is gcc's (CONFIG_WERROR):
# ignored, as sparse ignores it -- unless it came in through CF=.
CHECKFLAGS="-D__linux__ -Wbitwise" run "$CG" -Werror "$D/t.c"
expect werror-under-kbuild-ignored '[ $RC = 0 ] && cmp -s "$D/err" "$D/default.err"'
CHECKFLAGS="-D__linux__ -Wbitwise -Werror" run "$CG" -Werror "$D/t.c"
expect werror-through-cf '[ $RC = 1 ]'
run "$CG" -Werror=strict-prototypes -Werror=implicit-int "$D/t.c"
expect werror-gcc-names-ignored '[ $RC = 0 ] && cmp -s "$D/err" "$D/default.err"'
# off-by-default checks
printf 'typedef unsigned int __attribute__((bitwise)) be32;\nstatic be32 *f(unsigned int *p) { return (be32 *)p; }\n' >"$D/bp.c"
run "$CG" "$D/bp.c"
expect off-by-default '[ ! -s "$D/err" ]'
run "$CG" -Wbitwise-pointer "$D/bp.c"
expect w-turns-on '[ $RC = 0 ] && grep -qF "warning: cast to restricted be32 [usertype] *" "$D/err"'
run "$CG" -Wsparse-all "$D/bp.c"
expect sparse-all '[ -s "$D/err" ]'
run "$CG" -Wno-bitwise-pointer -Wsparse-all "$D/bp.c"
expect sparse-all-keeps-earlier-off '[ ! -s "$D/err" ]'
# --list-checks: every check once, with on/off and a description
run "$CG" --list-checks
expect list-checks '[ $RC = 0 ] && grep -qE "^bitwise +on +restricted" "$D/out" && grep -qE "^bitwise-pointer +off " "$D/out" && [ $(awk "{print \$1}" "$D/out" | sort -u | wc -l) = $(wc -l <"$D/out") ]'
# every listed check is accepted by -W, -Wno- and -Werror= (they are ours:
# the last one wins, so -Werror=NAME turns the check on with its warnings
# made errors): exit 1 with one error for the three checks that fire on t.c
# (default-exit-0), exit 0 and nothing for every other
bad=
for c in $(awk '{print $1}' "$D/out"); do
	"$CG" -W"$c" -Wno-"$c" -Werror="$c" "$D/t.c" >/dev/null 2>"$D/c.err"
	rc=$? want=0 nerr=0
	case $c in decl|non-pointer-null|incorrect-type) want=1 nerr=1 ;; esac
	[ $rc = $want ] && [ $(grep -c ": error: " "$D/c.err") = $nerr ] || bad="$bad $c(exit $rc)"
done
echo "checks with another exit status or error count:$bad" >"$D/err"; : >"$D/out"
RC=0; expect every-check-accepted '[ -z "$bad" ]'
# usage and fatal errors: 2
run "$CG" --format=xml "$D/t.c"
expect usage-error-exit-2 '[ $RC = 2 ] && grep -q "unknown --format=xml" "$D/err"'
run "$CG" --color=sometimes "$D/t.c"
expect bad-color-exit-2 '[ $RC = 2 ]'
run "$CG"
expect no-input-exit-2 '[ $RC = 2 ]'
# check mode stops as sparse does (its die(), exit status 1); the gcc
# modes as gcc (exit status 2)
run "$CG" "$D/does-not-exist.c"
expect missing-input-as-sparse '[ $RC = 1 ] && [ "$(cat "$D/err")" = "No such file: $D/does-not-exist.c" ]'
run "$CG" -fsyntax-only "$D/does-not-exist.c"
expect missing-input-exit-2 '[ $RC = 2 ]'
printf '#include "nope.h"\n' >"$D/inc.c"
run "$CG" "$D/inc.c"
expect fatal-include-as-sparse '[ $RC = 1 ] && [ "$(cat "$D/err")" = "$D/inc.c:1:10: error: unable to open '"'nope.h'"'" ]'
run "$CG" -E "$D/inc.c"
expect fatal-exit-2 '[ $RC = 2 ] && grep -q "fatal error" "$D/err"'
# A kernel argv replayed by hand (scripts/kernel/corpus-check.sh, the 0-day robot):
# -D__KERNEL__ marks it, and its -Werror is gcc's as under make.
run "$CG" -D__KERNEL__ -Werror "$D/t.c"
expect werror-kernel-argv-ignored '[ $RC = 0 ] && cmp -s "$D/err" "$D/default.err"'
run "$CG" -Werror -Wno-error=decl "$D/t.c"
expect wno-error-name-beats-werror '[ $RC = 1 ] && [ $(grep -c ": error: " "$D/err") = 2 ] && grep -q "warning: symbol" "$D/err"'
