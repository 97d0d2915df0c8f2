# One castguard run leaves the process as it found it: unit_finish()
# (main.c) puts every module's variables back as a fresh process has them,
# which the fuzz harness relies on to run thousands of inputs in one
# process.  fuzz/reset-check.c runs many command lines in one process and
# compares castguard's .data and .bss, byte for byte, with their state at
# start after each run; a difference is named here by its variable.
# Each case is one kind of run: check mode (every test input, sparse's
# and castguard's checks, every output format), -E, -fsyntax-only,
# --dump-tokens, the error paths (a bad option, a missing file, a fatal
# error), and migrate on its fixtures.
. tests/cli/lib.sh "$@"
REPO=$PWD
RC_BIN=$REPO/build/fuzz/reset-check
if ! command -v objcopy >/dev/null; then
	for c in check pp parse lex errors migrate; do skip "reset-$c" "objcopy (binutils) is missing"; done
	return 0 2>/dev/null || exit 0
fi
# (a build of its own, build/fuzz/rc: the binary under test is not touched)
if ! make -s -f fuzz/fuzz.mk build/fuzz/reset-check >"$D/build.log" 2>&1; then
	for c in check pp parse lex errors migrate; do
		echo "FAIL reset-$c: build/fuzz/reset-check does not build"
	done
	sed 's/^/    /' "$D/build.log" | tail -n 8
	return 0 2>/dev/null || exit 0
fi

# named REPORT: the report's DIRTY lines as "VARIABLE after: COMMAND"
named() {
	nm -n "$RC_BIN" | python3 -c '
import bisect, re, sys
syms, start = [], {}
for line in sys.stdin:
	f = line.split()
	if len(f) == 3:
		syms.append((int(f[0], 16), f[2]))
		if f[2] in ("__start_cg_data", "__start_cg_bss"):
			start[f[2][8:]] = int(f[0], 16)
addrs = [a for a, _ in syms]
seen = set()
for line in open(sys.argv[1]):
	m = re.match(r"DIRTY (\w+)\+(\w+) (after: .*)", line)
	if not m:
		continue
	i = bisect.bisect_right(addrs, start[m[1]] + int(m[2], 16)) - 1
	if syms[i][1] not in seen:
		seen.add(syms[i][1])
		print(syms[i][1], m[3])
' "$1"
}

# reset_case CASE DIR: the command lines on stdin, run from DIR
reset_case() {
	local c=$1 dir=$2
	(cd "$dir" && "$RC_BIN" "$D/report") >/dev/null 2>&1
	if grep -q '^reset-check: [1-9][0-9]* runs, 0 dirty$' "$D/report"; then
		echo "ok reset-$c"
	else
		echo "FAIL reset-$c: $(tail -n 1 "$D/report")"
		named "$D/report" | head -n 12 | sed 's/^/    left changed: /'
	fi
}

for f in tests/check/*.c tests/sparse/*.c; do
	echo "-Wsparse-all $f"
	echo "--format=json $f"
done | reset_case check "$REPO"
{
	for f in tests/check/*.c; do
		echo "--format=sarif $f"
		echo "--format=pretty $f"
	done
	for f in tests/pp/*.c; do echo "-E -I tests/pp/inc $f"; done
} | reset_case pp "$REPO"
for f in tests/parse/*.c tests/abi/*.c; do echo "-fsyntax-only $f"; done | reset_case parse "$REPO"
for f in tests/lex/*.c tests/dm/*.c; do echo "--dump-tokens $f"; echo "-E -dM $f"; done |
	reset_case lex "$REPO"
printf '#include "missing.h"\nint x;\n' >"$D/fatal.c"
cat <<E | reset_case errors "$REPO"
--no-such-option tests/check/gfp-bits-mask.c
-E $D/no-such-file.c
-E -o $D/no-such-dir/x.i tests/check/gfp-bits-mask.c
--version
-Wsparse-all -include $D/missing.h tests/check/gfp-bits-mask.c
-Wsparse-all $D/fatal.c
-E $D/fatal.c
-Werror -Wsparse-error tests/check/gfp-bits-mask.c
diff $D/none-1.json $D/none-2.json
tests/check/gfp-bits-mask.c tests/check/gfp-era-nocast.c
E
for d in tests/migrate/*/; do
	args=$(sed -n 's/^ARGS: *//p' "$d/args")
	flags=$(sed -n 's/^CFLAGS: *//p' "$d/args")
	(cd "$d/in" && echo "migrate $args $flags ." | "$RC_BIN" "$D/report.one" >/dev/null 2>&1)
	cat "$D/report.one"
done >"$D/report.all"
if [ "$(grep -c '^reset-check: 1 runs, 0 dirty$' "$D/report.all")" = "$(ls -d tests/migrate/*/ | wc -l)" ]; then
	echo "ok reset-migrate"
else
	echo "FAIL reset-migrate: $(grep -c 'dirty$' "$D/report.all") runs, some dirty"
	named "$D/report.all" | head -n 12 | sed 's/^/    left changed: /'
fi
