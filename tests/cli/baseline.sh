# "New warnings only": --baseline=OLD, castguard diff, --report-append, the
# fingerprints JSON and SARIF share (issue 24).  The messages expected here
# are sparse 0.6.4's (sparse prints the same lines for v1.c and v2.c).
. tests/cli/lib.sh "$@"
REPO=$PWD
PY=${PYTHON:-python3}
mkdir -p "$D/w" "$D/tmp"
export TMPDIR=$D/tmp
cd "$D/w"

# --- the issue's scenario: v1.c has 3 warnings; the patch (v2.c) adds
# one, moves a 30-line function (with its warning) below, fixes one.
block() {	# a 30-line function with a warning on its last line but one
	echo 'static int *moved(int n)'
	echo '{'
	for i in $(seq 1 26); do printf '\tn += %d;\n' "$i"; done
	printf '\treturn n ? 0L : 0L;\n'	# the warning (line 29 of the block; a long,
	# not an int, which would add sparse's integer to pointer cast)
	echo '}'
}
{
	echo '#define NULL ((void *)0)'
	echo 'static int *keep = 0;'		# line 2: stays
	block					# lines 3-32
	echo 'static int *fixme = 0;'		# line 33: fixed in v2
	echo 'static int use(void) { return !keep + !fixme + !moved(1); }'
} >v1.c
{
	echo '#define NULL ((void *)0)'
	echo 'static int *keep = 0;'		# line 2
	echo 'static int *fixme = NULL;'	# line 3: fixed
	echo 'static int *added = 0;'		# line 4: new
	echo 'static int *moved(int n);'
	echo 'static int use(void) { return !keep + !fixme + !added + !moved(1); }'
	block					# lines 7-36 (the warning at 35)
} >v2.c
cp v1.c p.c
run "$CG" --format=json p.c
cp "$D/out" old.json
run "$CG" --format=sarif p.c
cp "$D/out" old.sarif
expect old-has-three '[ $(grep -c "\"fingerprint\"" old.json) = 3 ]'
cp v2.c p.c
run "$CG" --baseline=old.json p.c
expect issue-scenario-summary '[ $RC = 0 ] && [ "$(tail -n 1 "$D/err")" = "castguard: 1 new, 1 fixed, 2 unchanged" ]'
expect issue-scenario-only-new '[ "$(head -n -1 "$D/err")" = "p.c:4:21: warning: Using plain integer as NULL pointer" ] && [ ! -s "$D/out" ]'
run "$CG" --baseline=old.sarif p.c
expect sarif-baseline '[ $RC = 0 ] && [ "$(cat "$D/err")" = "p.c:4:21: warning: Using plain integer as NULL pointer
castguard: 1 new, 1 fixed, 2 unchanged" ]'
run "$CG" --baseline=old.json --format=json p.c
expect json-only-new '[ $(grep -c "\"fingerprint\"" "$D/out") = 1 ] && grep -q "\"line\": 4, \"column\": 21" "$D/out" && [ "$(cat "$D/err")" = "castguard: 1 new, 1 fixed, 2 unchanged" ]'
run "$CG" --baseline=old.json --format=sarif p.c
expect sarif-baseline-state '[ $(grep -c "\"baselineState\": \"new\"" "$D/out") = 1 ] && [ $(grep -c "\"ruleId\"" "$D/out") = 1 ]'
cp "$D/out" new.sarif
run $PY "$REPO/tests/validate-sarif.py" new.sarif
expect sarif-baseline-state-valid '[ $RC = 0 ]'
run "$CG" --baseline=old.json --pretty --color=never p.c
expect pretty-only-new '[ $(grep -c "warning:" "$D/err") = 1 ] && grep -q "^p.c:4:21: warning: Using plain integer as NULL pointer \[-Wnon-pointer-null\]" "$D/err" && grep -q "^    4 | static int \*added = 0;" "$D/err"'

# exit status: only new ones count under -Werror
run "$CG" --baseline=old.json -Werror p.c
expect werror-new-exit-1 '[ $RC = 1 ] && grep -q "^p.c:4:21: error: Using plain integer" "$D/err"'
# under Kbuild (CHECKFLAGS in the environment) -Werror is castguard's only
# when it came through CF= (docs/ci.md's recipe), else gcc's
CHECKFLAGS="-D__linux__ --baseline=old.json -Werror" run "$CG" -D__linux__ --baseline=old.json -Werror p.c
expect kbuild-cf-werror-exit-1 '[ $RC = 1 ] && grep -q "^p.c:4:21: error: " "$D/err"'
CHECKFLAGS="-D__linux__" run "$CG" -D__linux__ --baseline=old.json -Werror p.c
expect kbuild-gcc-werror-exit-0 '[ $RC = 0 ] && grep -q "^p.c:4:21: warning: " "$D/err"'
cp v1.c p.c
run "$CG" -Werror p.c
expect werror-without-baseline-exit-1 '[ $RC = 1 ]'
run "$CG" --baseline=old.json -Werror p.c
expect werror-nothing-new-exit-0 '[ $RC = 0 ] && [ "$(cat "$D/err")" = "castguard: 0 new, 0 fixed, 3 unchanged" ]'

# --- fingerprints: JSON's are SARIF's; moving or re-indenting a line keeps
# its own; the n-th same one in a file is ":n"
json_fps() { sed -n 's/.*"fingerprint": "\([^"]*\)".*/\1/p' "$1"; }
sarif_fps() { sed -n 's/.*"primaryLocationLineHash": "\([^"]*\)".*/\1/p' "$1"; }
expect json-fingerprint-is-sarifs '[ -n "$(json_fps old.json)" ] && [ "$(json_fps old.json)" = "$(sarif_fps old.sarif)" ]'
expect fingerprint-form '! json_fps old.json | grep -qv "^[0-9a-f]\{16\}:[0-9]\+$"'
{ echo; echo; sed 's/^static int \*keep = 0;/    static   int *keep =	0;/' v1.c; } >p.c
run "$CG" --format=json p.c
expect fingerprint-moved-reindented '[ "$(json_fps "$D/out" | sort)" = "$(json_fps old.json | sort)" ]'
printf 'static int *f(int n)\n{\n\tif (n--)\n\t\treturn 0;\n\tif (n--)\n\t\treturn 0;\n\treturn (void *)0;\n}\n' >dup.c
run "$CG" --format=json dup.c
expect fingerprint-duplicates '[ "$(json_fps "$D/out" | cut -d: -f2 | tr "\n" " ")" = "1 2 " ] && [ "$(json_fps "$D/out" | cut -d: -f1 | uniq | wc -l)" = 1 ]'

# --- what goes with a hidden diagnostic: its info lines, fix-its, caps
cat >t.c <<'P'
typedef unsigned int __attribute__((bitwise)) gfp_t;
static unsigned g(gfp_t x)
{
	unsigned n = x;
	return n;
}
static int *p1 = 0;
P
run "$CG" --format=json t.c
cp "$D/out" t.json
printf 'static int *p2 = 0;\nstatic unsigned h(gfp_t y) { unsigned m = y; return m; }\n' >>t.c
run "$CG" --baseline=t.json -fdiagnostics-parseable-fixits t.c
expect info-lines-follow '[ "$(cat "$D/err")" = "t.c:8:18: warning: Using plain integer as NULL pointer
fix-it:\"t.c\":{8:18-8:19}:\"NULL\"
t.c:9:43: warning: incorrect type in initializer (different base types)
t.c:9:43:    expected unsigned int m
t.c:9:43:    got restricted gfp_t [usertype] y
castguard: 2 new, 0 fixed, 2 unchanged" ]'
for i in 1 2 3 4 5; do echo "static int *c$i = 0;"; done >cap.c
run "$CG" --format=json cap.c
cp "$D/out" cap.json
echo 'static int *c6 = 0;' >>cap.c
run "$CG" --baseline=cap.json -fmax-warnings=3 cap.c
expect new-one-past-the-cap '[ "$(cat "$D/err")" = "cap.c:6:18: warning: Using plain integer as NULL pointer
castguard: 1 new, 0 fixed, 5 unchanged" ]'

# a header's new warning keeps sparse's note naming its includer
mkdir -p inc
printf 'static inline int *hp(void) { return (void *)0; }\n' >inc/h.h
printf '#include "inc/h.h"\nint *u(void) { return hp(); }\n' >m.c
run "$CG" --format=json m.c
cp "$D/out" m.json
printf 'static inline int *hp(void) { return 0; }\n' >inc/h.h
run "$CG" --baseline=m.json m.c
expect header-note-kept '[ "$(cat "$D/err")" = "m.c: note: in included file:
inc/h.h:1:38: warning: Using plain integer as NULL pointer
castguard: 1 new, 0 fixed, 1 unchanged" ]'

# --- bad baselines: a message with the place, exit 2
printf '{"diagnostics": [\n  {"fingerprint": 3,}\n' >bad.json
run "$CG" --baseline=bad.json m.c
expect malformed-exit-2 '[ $RC = 2 ] && [ "$(cat "$D/err")" = "castguard: error: bad.json:2:21: expected a string key" ]'
echo '{"diagnostics": [{"file": "m.c", "line": 1}]}' >nofp.json
run "$CG" --baseline=nofp.json m.c
expect no-fingerprint-exit-2 '[ $RC = 2 ] && grep -q "^castguard: error: nofp.json: diagnostic 1: no \"fingerprint\"" "$D/err"'
echo '[1, 2]' >notlog.json
run "$CG" --baseline=notlog.json m.c
expect not-a-log-exit-2 '[ $RC = 2 ] && grep -q "^castguard: error: notlog.json: not a castguard log" "$D/err"'
: >empty.json
run "$CG" --baseline=empty.json m.c
expect empty-exit-2 '[ $RC = 2 ] && grep -q "^castguard: error: empty.json: empty" "$D/err"'
# project mode's log of a unit that failed (tests/cli/units.sh): no diagnostic
echo '{"tool": "castguard", "version": "0.1", "diagnostics": [{"kind": "unit-failure", "level": "error", "file": "crash.c", "message": "killed by signal 6 (Aborted)", "reason": "signal", "signal": 6}]}' >failed.json
run "$CG" --baseline=failed.json m.c
expect unit-failure-skipped '[ $RC = 0 ] && [ "$(tail -n 1 "$D/err")" = "castguard: 2 new, 0 fixed, 0 unchanged" ]'
printf 'static int *clean(void) { return (void *)0; }\n' >clean.c
run "$CG" --baseline=old.json clean.c
expect clean-unit-silent '[ $RC = 0 ] && [ ! -s "$D/err" ] && [ ! -s "$D/out" ]'
run "$CG" --baseline=nowhere.json m.c
expect missing-exit-2 '[ $RC = 2 ] && [ "$(cat "$D/err")" = "castguard: error: nowhere.json: No such file or directory" ]'

# --- castguard diff OLD NEW
cp v1.c p.c
run "$CG" --format=json p.c
cp "$D/out" a.json
cp v2.c p.c
run "$CG" --format=sarif p.c
cp "$D/out" b.sarif
run "$CG" diff old.json a.json
expect diff-nothing-new-exit-0 '[ $RC = 0 ] && [ ! -s "$D/out" ] && [ "$(cat "$D/err")" = "castguard: 0 new, 0 fixed, 3 unchanged" ]'
run "$CG" diff a.json b.sarif
expect diff-new-exit-1 '[ $RC = 1 ] && [ "$(cat "$D/out")" = "p.c:4:21: warning: Using plain integer as NULL pointer [-Wnon-pointer-null]" ] && [ "$(cat "$D/err")" = "castguard: 1 new, 1 fixed, 2 unchanged" ]'
run "$CG" diff b.sarif a.json
expect diff-reversed '[ $RC = 1 ] && [ "$(cat "$D/err")" = "castguard: 1 new, 1 fixed, 2 unchanged" ] && grep -q "^p.c:33:21: warning:" "$D/out"'
run "$CG" diff a.json
expect diff-usage-exit-2 '[ $RC = 2 ] && grep -q "^usage: castguard diff OLD NEW" "$D/err"'
run "$CG" diff a.json bad.json
expect diff-malformed-exit-2 '[ $RC = 2 ] && grep -q "^castguard: error: bad.json:2:21: " "$D/err"'

# --- --report-append: Kbuild's per-unit runs make one log
rm -f log.json
printf 'static int *x1 = 0;\n' >u1.c
printf 'static int *x2 = 0;\nstatic int *y2 = 0;\n' >u2.c
run "$CG" --report-append=log.json u1.c
expect append-text-still-printed '[ $RC = 0 ] && grep -q "^u1.c:1:18: warning: Using plain integer" "$D/err" && [ ! -s "$D/out" ]'
run "$CG" --report-append=log.json --format=sarif u2.c
expect append-sarif-to-log '[ $RC = 0 ] && grep -q "\"version\": \"2.1.0\"" "$D/out" && [ $(grep -c "\"tool\": \"castguard\"" log.json) = 1 ] && [ $(grep -c "\"version\": \"2.1.0\"" log.json) = 1 ]'
run "$CG" --baseline=log.json u2.c
expect baseline-of-appended-log '[ $RC = 0 ] && [ "$(cat "$D/err")" = "castguard: 0 new, 0 fixed, 2 unchanged" ]'
# make -j: units appending at once (the lock keeps each log whole)
rm -f par.json
for i in $(seq 1 12); do printf 'static int *v%d = 0;\nstatic int *w%d = 0;\n' "$i" "$i" >"par$i.c"; done
cat >Makefile <<'P'
OBJS := $(patsubst %.c,%.o,$(wildcard par*.c))
all: $(OBJS)
%.o: %.c
	@$(CHECK) $(CHECKFLAGS) $< 2>/dev/null
P
make -s -j8 CHECK="$CG" CHECKFLAGS="--report-append=$D/w/par.json" >/dev/null 2>&1
run "$CG" diff par.json par.json
expect append-parallel-whole '[ $RC = 0 ] && [ "$(cat "$D/err")" = "castguard: 0 new, 0 fixed, 24 unchanged" ]'
run "$CG" --report-append=/nonexistent/dir/log.json u1.c
expect append-unwritable-exit-2 '[ $RC = 2 ] && grep -q "^castguard: error: cannot write ./nonexistent/dir/log.json.: No such file or directory" "$D/err"'

# --- project mode: the baseline read once, one summary for the run
mkdir -p proj/src
printf 'static inline int *hp(void) { return 0; }\n' >proj/src/h.h
printf '#include "h.h"\nint *pa(void) { return hp(); }\n' >proj/src/a.c
printf '#include "h.h"\nint *pb(void) { return hp(); }\nstatic int *zb = 0;\n' >proj/src/b.c
cat >proj/compile_commands.json <<P
[{"directory": "$D/w/proj/src", "file": "a.c", "arguments": ["cc", "-c", "a.c"]},
 {"directory": "$D/w/proj/src", "file": "b.c", "arguments": ["cc", "-c", "b.c"]}]
P
cd proj
run "$CG" -p . -j2 --format=json
cp "$D/out" base.json
printf 'static int *nb = 0;\n' >>src/b.c
printf 'static int *na = 0;\n' >>src/a.c
run "$CG" -p . -j2 --baseline=base.json
expect project-only-new '[ $RC = 0 ] && [ "$(cat "$D/err")" = "a.c:3:18: warning: Using plain integer as NULL pointer
b.c:4:18: warning: Using plain integer as NULL pointer
castguard: 2 new, 0 fixed, 4 unchanged" ]'
sed -i 's/static int \*zb = 0;//' src/b.c
run "$CG" -p . -j2 --baseline=base.json --format=sarif -Werror=non-pointer-null
expect project-sarif-werror '[ $RC = 1 ] && [ $(grep -o "\"baselineState\": \"new\"" "$D/out" | wc -l) = 2 ] && [ "$(cat "$D/err")" = "castguard: 2 new, 1 fixed, 3 unchanged" ]'
run "$CG" -p . --baseline=base.json src/a.c
expect project-files-scope '[ $RC = 0 ] && [ "$(tail -n 1 "$D/err")" = "castguard: 1 new, 0 fixed, 2 unchanged" ]'
expect project-state-removed '[ -z "$(ls "$D/tmp")" ]'
rm -f plog.json
run "$CG" -p . -j2 --report-append=plog.json
run "$CG" -p . -j2 --baseline=plog.json
expect project-report-append '[ $RC = 0 ] && [ $(grep -c "\"tool\": \"castguard\"" plog.json) = 2 ] && [ "$(cat "$D/err")" = "castguard: 0 new, 0 fixed, 5 unchanged" ]'
run "$CG" -p . -j2 --atomic-cross-tu --baseline=plog.json
expect project-cross-tu '[ $RC = 0 ] && [ "$(cat "$D/err")" = "castguard: 0 new, 0 fixed, 5 unchanged" ]'
run "$CG" -p . --baseline=../bad.json
expect project-malformed-exit-2 '[ $RC = 2 ] && grep -q "^castguard: error: ../bad.json:2:21: " "$D/err"'
cd ..

# --- the base directory: the same tree checked from elsewhere matches
cp v1.c p.c
run "$CG" --format=json p.c
cp "$D/out" here.json
mkdir -p sub
(cd sub && run "$CG" --base-dir=.. --baseline=../here.json ../p.c)
expect base-dir-matches '[ "$(cat "$D/err")" = "castguard: 0 new, 0 fixed, 3 unchanged" ]'

# --- docs/ci.md: the commands of its CI jobs run (the console blocks are
# run by docs.sh); each "castguard" line of a yaml block, in a project
cd proj
printf '[{"directory": "%s", "file": "a.c", "arguments": ["cc", "-c", "a.c"]}]\n' "$PWD/src" >src/compile_commands.json
mkdir -p build && cp src/compile_commands.json build/
"$CG" -p build --format=json >.castguard-baseline.json
n=0; bad=
while IFS= read -r c; do
	n=$((n + 1))
	eval "PATH=$(dirname "$CG"):\$PATH; $c" >/dev/null 2>"$D/err" </dev/null
	rc=$?
	[ $rc -le 1 ] || bad="$bad [$c: $rc $(head -c 200 "$D/err")]"
done < <(awk '/^```yaml$/ { y = 1; next } /^```$/ { y = 0 } y' "$REPO/docs/ci.md" |
	 sed -n 's/^[ -]*\(run: \)\{0,1\}\(castguard .*\)$/\2/p')
expect ci-doc-commands-run '[ $n -ge 3 ] && [ -z "$bad" ]'

# --- a large baseline (1 MiB and more) leaves its index beside it, read by
# the next runs; a stale or broken index is not believed
cd "$D/w"
awk 'BEGIN { for (i = 0; i < 5000; i++) printf "static int *g%d = 0;\n", i }' >big.c
run "$CG" -fmax-warnings=10000 --format=json big.c
cp "$D/out" big.json
rm -f big.json.cgidx
echo 'static int *late = 0;' >>big.c
run "$CG" -fmax-warnings=10000 --baseline=big.json big.c
expect index-written '[ $RC = 0 ] && [ -s big.json.cgidx ] && [ "$(cat "$D/err")" = "big.c:5001:20: warning: Using plain integer as NULL pointer
castguard: 1 new, 0 fixed, 5000 unchanged" ]'
run "$CG" -fmax-warnings=10000 --baseline=big.json big.c
expect index-read '[ $RC = 0 ] && [ "$(tail -n 1 "$D/err")" = "castguard: 1 new, 0 fixed, 5000 unchanged" ]'
run "$CG" -fmax-warnings=10000 --format=json big.c
cp "$D/out" big.json	# the log changed: its old index is stale
run "$CG" -fmax-warnings=10000 --baseline=big.json big.c
expect index-stale-remade '[ $RC = 0 ] && [ "$(cat "$D/err")" = "castguard: 0 new, 0 fixed, 5001 unchanged" ]'
head -c 100 /dev/urandom >big.json.cgidx
run "$CG" -fmax-warnings=10000 --baseline=big.json big.c
expect index-broken-ignored '[ $RC = 0 ] && [ "$(cat "$D/err")" = "castguard: 0 new, 0 fixed, 5001 unchanged" ] && [ $(stat -c %s big.json.cgidx) -gt 100 ]'
