# migrate.sh -- tests of `castguard migrate`.  Sourced by run.sh.
#
# tests/migrate/NAME/ holds a fixture tree in in/, a file args with two lines
#   ARGS: migrate options (e.g. --to gfp_t)
#   CFLAGS: compiler flags, relative to in/ (e.g. -I include)
# and expected.diff, the exact patch expected on stdout (run from in/ on ".").
# Each fixture is checked six ways: the diff; `git apply` of it; --in-place
# gives the patched tree byte for byte; a second run gives an empty diff;
# gcc -fsyntax-only accepts every migrated .c file; castguard reports no
# warning on the migrated tree that it did not report on the original.

mig_field() {
	sed -n "s/^$1: *//p" "$2"
}

# mig_warnings DIR CFLAGS... : castguard's warnings for every .c, sans location
mig_warnings() {
	local dir=$1 f
	shift
	(cd "$dir" && for f in $(find . -name '*.c' | sort); do
		timeout -k 2 "$TIMEOUT" "$CG" "$@" "$f" 2>&1 >/dev/null |
			sed -n 's/^[^ ]*: \(warning\|error\): /\1: /p'
	done) | sort
}

# mig_run DIR ARGS... : castguard migrate ARGS in DIR (run_cg's results)
mig_run() {
	local dir=$1 rc
	shift
	pushd "$dir" >/dev/null || return 1
	run_cg migrate "$@"
	rc=$?
	popd >/dev/null || return 1
	return $rc
}

run_migrate_test() {
	local d=$1 name=$2 args cflags w=$TMP/mig
	args=$(mig_field ARGS "$d/args")
	cflags=$(mig_field CFLAGS "$d/args")
	: >"$TMP/problems"
	: >"$TMP/diff"
	rm -rf "$w"
	mkdir -p "$w"
	cp -R "$d/in" "$w/orig"
	cp -R "$d/in" "$w/applied"
	cp -R "$d/in" "$w/inplace"
	# shellcheck disable=SC2086
	mig_run "$w/orig" $args $cflags . || { report_fail "$name"; return; }
	[ "$RC" -eq 0 ] || echo "migrate exited $RC: $(head -n 3 "$TMP/err")" >>"$TMP/problems"
	diff -u "$d/expected.diff" "$TMP/out" >"$TMP/diff"
	cp "$TMP/out" "$w/patch"
	(cd "$w/applied" && git apply "$w/patch") >>"$TMP/problems" 2>&1 ||
		echo "git apply refused the diff" >>"$TMP/problems"
	# shellcheck disable=SC2086
	mig_run "$w/inplace" --in-place $args $cflags . && [ "$RC" -eq 0 ] || echo "--in-place failed: $(head -n 3 "$TMP/err")" >>"$TMP/problems"
	diff -r "$w/applied" "$w/inplace" >>"$TMP/problems" 2>&1
	# shellcheck disable=SC2086
	mig_run "$w/inplace" $args $cflags .
	[ -s "$TMP/out" ] && echo "second run not empty: $(head -n 5 "$TMP/out")" >>"$TMP/problems"
	local f
	for f in $(cd "$w/inplace" && find . -name '*.c' | sort); do
		# shellcheck disable=SC2086
		(cd "$w/inplace" && gcc -std=gnu11 -fsyntax-only $cflags "$f") >"$w/gcc" 2>&1 ||
			{ echo "gcc rejects migrated $f:"; cat "$w/gcc"; } >>"$TMP/problems"
	done
	# shellcheck disable=SC2086
	mig_warnings "$w/orig" $cflags >"$w/w-before"
	# shellcheck disable=SC2086
	mig_warnings "$w/inplace" $cflags >"$w/w-after"
	comm -13 "$w/w-before" "$w/w-after" | sed 's/^/new warning after migrating: /' >>"$TMP/problems"
	if [ -s "$TMP/problems" ] || [ -s "$TMP/diff" ]; then report_fail "$name"; else pass "$name"; fi
}

for d in tests/migrate/*/; do
	d=${d%/}
	name=migrate/$(basename "$d")
	selected "$name" && run_migrate_test "$d" "$name"
done
