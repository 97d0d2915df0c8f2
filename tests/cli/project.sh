# Project mode (-p), the compiler wrapper (castguard-cc), and the test
# project in tests/project checked three ways with the same diagnostics.
. tests/cli/lib.sh "$@"
REPO=$PWD
CC_WRAP=$REPO/castguard-cc
PY=${PYTHON:-python3}
P=$D/proj
cp -r tests/project "$P"
rm -rf "$P/build"

# --- CMake's database
if ! cmake -S "$P" -B "$P/build" -DCMAKE_C_COMPILER=gcc >"$D/cmake.log" 2>&1; then
	echo "FAIL cmake-configure: cmake failed"; sed 's/^/    /' "$D/cmake.log" | tail -5
	exit 0
fi
expect cmake-database '[ -s "$P/build/compile_commands.json" ]'

# per file, in the database's order (main, walk, run)
: >"$D/perfile"
for f in main walk run; do "$CG" -I"$P/include" "$P/src/$f.c" 2>>"$D/perfile"; done

run "$CG" -p "$P/build" --no-header-dedup -j1
cp "$D/err" "$D/p-nodedup"
same p-equals-per-file "$D/perfile" "$D/p-nodedup"
expect p-exit-0 '[ $RC = 0 ]'

run "$CG" -p "$P/build" -j1
cp "$D/err" "$D/p-j1"
expect header-dedup '[ $(grep -c "units.h:16:32: warning" "$D/p-j1") = 1 ] && [ $(grep -c "note: in included file" "$D/p-j1") = 1 ] && [ $(grep -c "units.h:16:32" "$D/p-nodedup") = 3 ]'
expect dedup-keeps-own-files '[ $(grep -vc "units.h\|in included file" "$D/p-j1") = $(grep -vc "units.h\|in included file" "$D/p-nodedup") ]'
run "$CG" -p "$P/build" -j4
same j1-j4-text "$D/p-j1" "$D/err"
run "$CG" -p "$P/build" -j 3
same j3-text "$D/p-j1" "$D/err"
run "$CG" -p "$P/build"
same default-jobs-text "$D/p-j1" "$D/err"
for fmt in json sarif; do
	"$CG" -p "$P/build" -j1 --format=$fmt >"$D/$fmt.1" 2>/dev/null
	"$CG" -p "$P/build" -j4 --format=$fmt >"$D/$fmt.4" 2>/dev/null
	same j1-j4-$fmt "$D/$fmt.1" "$D/$fmt.4"
done
run $PY -c '
import json, sys
d = json.load(open(sys.argv[1]))["diagnostics"]
hdr = [x for x in d if x["file"].endswith("units.h")]
sys.exit(not (len(hdr) == 1 and len(d) == 7 and [x["file"].rsplit("/", 1)[1] for x in d][:3] == ["units.h", "main.c", "main.c"]))' "$D/json.1"
expect json-merged-deduped '[ $RC = 0 ]'
run $PY tests/validate-sarif.py "$D/sarif.1"
expect sarif-merged-valid '[ $RC = 0 ] && [ $(grep -o "\"ruleId\"" "$D/sarif.1" | wc -l) = 7 ]'

# --- FILES and --shard
run "$CG" -p "$P/build" "$P/src/run.c"
expect files-filter '[ $RC = 0 ] && grep -q "run.c:6:16" "$D/err" && ! grep -q "walk.c\|main.c:" "$D/err"'
run "$CG" -p "$P/build" "$P/src/nope.c"
expect file-not-in-db '[ $RC = 2 ] && grep -q "not in" "$D/err"'
: >"$D/shards"
for k in 1 2 3; do "$CG" -p "$P/build" --no-header-dedup --shard $k/3 2>>"$D/shards"; done
expect shard-each-one-file '[ $("$CG" -p "$P/build" --shard 2/3 2>&1 | grep -c "note: in included file") = 1 ]'
sort "$D/shards" >"$D/shards.s"; sort "$D/p-nodedup" >"$D/all.s"
same shard-union-is-whole "$D/all.s" "$D/shards.s"
: >"$D/shards2"
for k in 1 2; do "$CG" -p "$P/build" --no-header-dedup --shard=$k/2 2>>"$D/shards2"; done
sort "$D/shards2" >"$D/shards2.s"
same shard-union-2 "$D/all.s" "$D/shards2.s"
run "$CG" -p "$P/build" --shard 4/3
expect shard-bad '[ $RC = 2 ]'

# --- a hand-written database: "command" strings with quotes, a relative
# directory, two entries for one file (two configurations)
mkdir -p "$D/db/sub"
cat >"$D/db/compile_commands.json" <<J
[
 {"directory": "sub", "file": "$P/src/run.c",
  "command": "gcc -DMODE=\"one two\" -I'$P/include' -c -o run.o $P/src/run.c"},
 {"directory": "$D/db/sub", "file": "../../proj/src/run.c",
  "arguments": ["gcc", "-I$P/include", "-DMODE=2", "-c", "../../proj/src/run.c", "-o", "r2.o"]},
 {"directory": ".", "file": "$P/src/main.c", "command": "cc -I $P/include -c $P/src/main.c"}
]
J
run "$CG" -p "$D/db" --no-header-dedup -j2
expect db-command-and-arguments '[ $RC = 0 ] && [ $(grep -c "run.c:6:16: warning" "$D/err") = 2 ] && grep -q "main.c:7:5" "$D/err"'
expect db-relative-directory 'grep -q "^../../proj/src/run.c:6:16" "$D/err"'
printf '[{"directory": ".", "file": "a.c", "command": "cc a.c"},\n {"directory": 1}]\n' >"$D/db/compile_commands.json"
run "$CG" -p "$D/db"
expect db-bad-entry '[ $RC = 2 ] && grep -q "entry 1 needs" "$D/err"'
printf '[{"directory": ".",\n  "file" "a.c"}]\n' >"$D/db/compile_commands.json"
run "$CG" -p "$D/db"
expect db-invalid-json '[ $RC = 2 ] && grep -q "compile_commands.json:2:10: error: invalid JSON" "$D/err"'
run "$CG" -p "$D/nowhere"
expect db-missing '[ $RC = 2 ]'

# --- castguard-cc: make CC=castguard-cc on the plain Makefile
( cd "$P" && make -s CC="$CC_WRAP" REAL_CC=gcc >"$D/make.out" 2>"$D/make.err" ); RC=$?
expect make-cc-wrapper '[ $RC = 0 ] && [ -x "$P/units" ] && [ "$("$P/units")" = "7 14" ]'
( cd "$P" && for f in main walk run; do "$CG" -Iinclude src/$f.c; done ) 2>"$D/perfile-rel"
same make-cc-same-diagnostics "$D/perfile-rel" "$D/make.err"
# CMake configured with the wrapper as its compiler: the same diagnostics again
( cd "$P" && CC="$CC_WRAP" cmake -S . -B build-cc >/dev/null 2>&1 && make -s -C build-cc >/dev/null 2>"$D/cmake-make.err" ); RC=$?
grep -v "^CMake\|^make" "$D/cmake-make.err" >"$D/cmake-make.diags"
expect cmake-cc-builds '[ $RC = 0 ] && [ -x "$P/build-cc/units" ]'
same cmake-cc-same-diagnostics "$D/p-nodedup" "$D/cmake-make.diags"
# a failing check: no compile, status 1
rm -f "$P/src/run.o"
( cd "$P" && REAL_CC=gcc "$CC_WRAP" -Werror=bitwise -Iinclude -c -o src/run.o src/run.c ) >/dev/null 2>&1; RC=$?
expect cc-check-fails-no-compile '[ $RC = 1 ] && [ ! -e "$P/src/run.o" ]'
# -E and non-C inputs go straight to the compiler
( cd "$P" && "$CC_WRAP" -Iinclude -E src/run.c ) >"$D/e.out" 2>"$D/e.err"; RC=$?
expect cc-E-passthrough '[ $RC = 0 ] && grep -q run_steps "$D/e.out" && [ ! -s "$D/e.err" ]'
printf '\t.text\n' >"$D/x.s"
"$CC_WRAP" -c -o "$D/x.o" "$D/x.s" 2>"$D/s.err"; RC=$?
expect cc-asm-passthrough '[ $RC = 0 ] && [ -s "$D/x.o" ] && [ ! -s "$D/s.err" ]'
# REAL_CC and CHECK are honoured; castguard-only options never reach gcc
REAL_CC=true CHECK="$CG -Wno-bitwise" "$CC_WRAP" -I"$P/include" -c "$P/src/run.c" --format=text -Wsparse-all 2>"$D/rc.err"; RC=$?
expect cc-real-cc-and-check '[ $RC = 0 ] && ! grep -q degrades "$D/rc.err" && grep -q "NULL pointer" "$D/rc.err"'
( cd "$P" && REAL_CC=gcc "$CC_WRAP" -Iinclude --pretty -fdiagnostic-prefix -c -o "$D/r.o" src/run.c ) 2>"$D/pre.err"; RC=$?
expect cc-strips-checker-options '[ $RC = 0 ] && [ -s "$D/r.o" ] && grep -q "\[-Wbitwise\]" "$D/pre.err"'
( cd "$P" && "$CC_WRAP" -x c -Iinclude -c -o "$D/xc.o" - <src/run.c ) 2>"$D/xc.err"; RC=$?
expect cc-x-c-stdin '[ $RC = 0 ] && [ -s "$D/xc.o" ]'
