# make install, and documentation that stays true: every check and every
# option of --help is in the man page, every check in README.md.
. tests/cli/lib.sh "$@"

# -o: install what is built, never rebuild it from inside the tests
run make -s -o castguard -o castguard-cc install PREFIX="$D/inst"
expect install-files '[ $RC = 0 ] && [ -x "$D/inst/bin/castguard" ] && [ -x "$D/inst/bin/castguard-cc" ] && [ -s "$D/inst/share/man/man1/castguard.1" ]'
run "$D/inst/bin/castguard" --list-checks
expect installed-binary-runs '[ $RC = 0 ] && grep -q "^bitwise " "$D/out"'
if command -v man >/dev/null; then
	MANWIDTH=100 man -l "$D/inst/share/man/man1/castguard.1" >"$D/man.txt" 2>"$D/man.err"
	RC=$?
	expect man-page-renders '[ $RC = 0 ] && grep -q "EXIT STATUS" "$D/man.txt" && [ ! -s "$D/man.err" ]'
fi

missing=
for c in $("$CG" --list-checks | awk '{print $1}'); do
	grep -q "^\.B ${c//-/\\\\-}\$" docs/castguard.1 || missing="$missing man:$c"
	grep -q "| \`$c\` |" README.md || missing="$missing readme:$c"
done
RC=0; expect every-check-documented '[ -z "$missing" ] || { echo "    missing:$missing"; false; }'
# options in --help: each first word starting with '-' must be in the man page
missing=
for o in $("$CG" --help | grep -o -- ' -[-a-zA-Z][-a-z0-9]*' | sort -u); do
	grep -q -- "${o//-/\\\\-}" docs/castguard.1 || missing="$missing $o"
done
RC=0; expect every-option-in-man '[ -z "$missing" ] || { echo "    missing:$missing"; false; }'
