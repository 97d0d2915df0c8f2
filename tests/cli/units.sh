# Project mode survives a bad unit: a child that crashes (the test hook
# CG_TEST_CRASH_UNIT aborts it after half a diagnostic line), that hangs
# (CG_TEST_HANG_UNIT) past --unit-timeout, or that needs more than
# --unit-memory (a real input: a macro whose expansion doubles 24 times) is
# reported with its file and the signal or the limit, in every format; the
# other units' results are all kept, in database order; no half line gets
# into the output; the exit status is 3.
. tests/cli/lib.sh "$@"
PY=${PYTHON:-python3}
REPO=$PWD
cd "$D" || exit 1
# (under ASan, memory that runs out must come back as NULL, as in a
# release build, for xmalloc to see it)
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}allocator_may_return_null=1"
mkdir src build
for f in ok crash hang after; do printf 'int *p_%s = 0;\n' $f >src/$f.c; done
{
	echo '#define A0 x+'
	for i in $(seq 1 24); do echo "#define A$i A$((i - 1)) A$((i - 1))"; done
	echo 'int y = A24 1;'
} >src/big.c
printf '[\n' >build/compile_commands.json
for f in ok crash hang big after; do
	printf ' {"directory": "../src", "file": "%s.c", "command": "cc -c %s.c"},\n' $f $f
done | sed '$ s/,$//' >>build/compile_commands.json
printf ']\n' >>build/compile_commands.json
export CG_TEST_CRASH_UNIT=crash CG_TEST_HANG_UNIT=hang
LIMITS=(--unit-timeout=3 --unit-memory=64)

# --- text: each failure a line where its unit's output would be
run "$CG" -p build "${LIMITS[@]}" -j2
cat >want <<'E'
ok.c:1:13: warning: Using plain integer as NULL pointer
ok.c:1:5: warning: symbol 'p_ok' was not declared. Should it be static?
castguard: error: crash.c: unit failed: killed by signal 6 (Aborted)
castguard: error: hang.c: unit failed: time limit of 3 s exceeded (--unit-timeout=3)
castguard: out of memory
castguard: error: big.c: unit failed: memory limit of 64 MiB exceeded (--unit-memory=64)
after.c:1:16: warning: Using plain integer as NULL pointer
after.c:1:5: warning: symbol 'p_after' was not declared. Should it be static?
E
expect text-exit-3 '[ $RC = 3 ]'
same text-failures-and-others "$D/want" "$D/err"
expect text-no-half-line '! grep -q "half a diagnost" err'
cp err text.j2
run "$CG" -p build "${LIMITS[@]}" -j1
same text-j1-j2 "$D/text.j2" "$D/err"

# each kind alone, the others' results kept
run "$CG" -p build --unit-timeout=3 src/ok.c src/hang.c
cat >want <<'E'
ok.c:1:13: warning: Using plain integer as NULL pointer
ok.c:1:5: warning: symbol 'p_ok' was not declared. Should it be static?
castguard: error: hang.c: unit failed: time limit of 3 s exceeded (--unit-timeout=3)
E
expect timeout-exit-3 '[ $RC = 3 ]'
same timeout-alone "$D/want" "$D/err"
run "$CG" -p build --unit-memory=64 src/big.c src/after.c
cat >want <<'E'
castguard: out of memory
castguard: error: big.c: unit failed: memory limit of 64 MiB exceeded (--unit-memory=64)
after.c:1:16: warning: Using plain integer as NULL pointer
after.c:1:5: warning: symbol 'p_after' was not declared. Should it be static?
E
expect memory-exit-3 '[ $RC = 3 ]'
same memory-alone "$D/want" "$D/err"
run "$CG" -p build src/crash.c
expect crash-alone '[ $RC = 3 ] && [ "$(cat err)" = "castguard: error: crash.c: unit failed: killed by signal 6 (Aborted)" ]'
# no failure: status as before
run "$CG" -p build "${LIMITS[@]}" src/ok.c src/after.c
expect limits-met-exit-0 '[ $RC = 0 ] && [ $(wc -l <err) = 4 ]'

# --- JSON: a diagnostic of kind unit-failure in the unit's place
run "$CG" -p build "${LIMITS[@]}" -j2 --format=json
cat >want <<'E'
{"tool": "castguard", "version": "0.1", "diagnostics": [{"check": "non-pointer-null", "level": "warning", "file": "ok.c", "line": 1, "column": 13, "endColumn": 14, "message": "Using plain integer as NULL pointer", "fingerprint": "2dbd533b4827f6c6:1", "notes": [], "fixes": [{"file": "ok.c", "line": 1, "column": 13, "endColumn": 14, "replacement": "NULL"}]}, {"check": "decl", "level": "warning", "file": "ok.c", "line": 1, "column": 5, "endColumn": 6, "message": "symbol 'p_ok' was not declared. Should it be static?", "fingerprint": "e40533e48fd703ac:1", "notes": [], "fixes": []}, {"kind": "unit-failure", "level": "error", "file": "crash.c", "message": "killed by signal 6 (Aborted)", "reason": "signal", "signal": 6}, {"kind": "unit-failure", "level": "error", "file": "hang.c", "message": "time limit of 3 s exceeded (--unit-timeout=3)", "reason": "timeout", "signal": 14}, {"kind": "unit-failure", "level": "error", "file": "big.c", "message": "memory limit of 64 MiB exceeded (--unit-memory=64)", "reason": "memory"}, {"check": "non-pointer-null", "level": "warning", "file": "after.c", "line": 1, "column": 16, "endColumn": 17, "message": "Using plain integer as NULL pointer", "fingerprint": "f856918d7b506b10:1", "notes": [], "fixes": [{"file": "after.c", "line": 1, "column": 16, "endColumn": 17, "replacement": "NULL"}]}, {"check": "decl", "level": "warning", "file": "after.c", "line": 1, "column": 5, "endColumn": 6, "message": "symbol 'p_after' was not declared. Should it be static?", "fingerprint": "f2067415556ee22e:1", "notes": [], "fixes": []}]}
E
expect json-exit-3 '[ $RC = 3 ] && [ $(grep -c "unit failed" err) = 3 ]'
same json-unit-failures "$D/want" "$D/out"
# every unit failed: still a log
run "$CG" -p build --format=json src/crash.c
expect json-all-failed '[ $RC = 3 ] && [ "$(cat out)" = "{\"tool\": \"castguard\", \"version\": \"0.1\", \"diagnostics\": [{\"kind\": \"unit-failure\", \"level\": \"error\", \"file\": \"crash.c\", \"message\": \"killed by signal 6 (Aborted)\", \"reason\": \"signal\", \"signal\": 6}]}" ]'

# --- SARIF: tool execution notifications of the run's invocation
run "$CG" -p build "${LIMITS[@]}" -j2 --format=sarif
cp out run.sarif
expect sarif-exit-3 '[ $RC = 3 ]'
run $PY "$REPO/tests/validate-sarif.py" run.sarif
expect sarif-valid '[ $RC = 0 ]'
run $PY -c '
import json, sys
run = json.load(open(sys.argv[1]))["runs"][0]
print(len(run["results"]), [r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] for r in run["results"]])
for inv in run["invocations"]:
    print(inv["executionSuccessful"])
    for n in inv["toolExecutionNotifications"]:
        print(n["level"], n["descriptor"]["id"], n["locations"][0]["physicalLocation"]["artifactLocation"], n["message"]["text"], n["properties"])
' run.sarif
cat >want <<'E'
4 ['src/ok.c', 'src/ok.c', 'src/after.c', 'src/after.c']
False
error unit-failure {'uri': 'src/crash.c', 'uriBaseId': 'SRCROOT'} killed by signal 6 (Aborted) {'reason': 'signal', 'signal': 6}
error unit-failure {'uri': 'src/hang.c', 'uriBaseId': 'SRCROOT'} time limit of 3 s exceeded (--unit-timeout=3) {'reason': 'timeout', 'signal': 14}
error unit-failure {'uri': 'src/big.c', 'uriBaseId': 'SRCROOT'} memory limit of 64 MiB exceeded (--unit-memory=64) {'reason': 'memory'}
E
same sarif-notifications "$D/want" "$D/out"
run "$CG" -p build --format=sarif src/crash.c
cp out all.sarif
run $PY "$REPO/tests/validate-sarif.py" all.sarif
expect sarif-all-failed '[ $RC = 0 ] && grep -q "\"toolExecutionNotifications\": \[{\"level\": \"error\", \"descriptor\": {\"id\": \"unit-failure\"}" all.sarif'

# --- the cross-unit pass (over every unit of the database): a unit that
# fails there fails once, at its place
run "$CG" -p build "${LIMITS[@]}" --atomic-cross-tu src/ok.c src/crash.c src/after.c
expect cross-tu-failure '[ $RC = 3 ] && [ $(grep -c "unit failed" err) = 1 ] && [ $(grep -c "warning" err) = 4 ]'

# --- the options
run "$CG" -p build --unit-timeout=0
expect timeout-not-positive '[ $RC = 2 ] && [ "$(cat err)" = "castguard: error: --unit-timeout needs a positive number, not '"'0'"'" ]'
run "$CG" -p build --unit-memory 12x
expect memory-not-a-number '[ $RC = 2 ] && [ "$(cat err)" = "castguard: error: --unit-memory needs a positive number, not '"'12x'"'" ]'
exit 0
