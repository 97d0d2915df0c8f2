# make install, and documentation that stays true: every check and every
# option of --help is in the man page, every check in docs/checks.md with
# its default, every default that --help states is the man page's, the
# version is one everywhere, and every example in README.md and docs/*.md
# prints what the binary prints.
. tests/cli/lib.sh "$@"
ROOT=$PWD
# RC=0 and no output: for the cases that test files, not a command
nocmd() { RC=0; : >"$D/out"; : >"$D/err"; }

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

# every check: in the man page, and in docs/checks.md's table with the
# default --list-checks gives it and a section of its own
"$CG" --list-checks >"$D/checks.txt"
missing=
while read -r c def _; do
	grep -q "^\.B ${c//-/\\\\-}\$" docs/castguard.1 || missing="$missing man:$c"
	grep -q "^| \`$c\` | $def |" docs/checks.md || missing="$missing table:$c($def)"
	grep -q "^### \`$c\`\$" docs/checks.md || missing="$missing section:$c"
done <"$D/checks.txt"
nocmd; expect every-check-documented '[ -z "$missing" ] || { echo "    missing:$missing"; false; }'
# and no check in the table that castguard does not have
extra=
for c in $(sed -n 's/^| `\([a-z0-9-]*\)` | o[nf]*f* |.*/\1/p' docs/checks.md); do
	grep -q "^$c " "$D/checks.txt" || extra="$extra $c"
done
nocmd; expect no-unknown-check-documented '[ -z "$extra" ] || { echo "    not a check:$extra"; false; }'

# options in --help: each first word starting with '-' must be in the man page
missing=
for o in $("$CG" --help | grep -o -- ' -[-a-zA-Z][-a-z0-9]*' | sort -u); do
	grep -q -- "${o//-/\\\\-}" docs/castguard.1 || missing="$missing $o"
done
nocmd; expect every-option-in-man '[ -z "$missing" ] || { echo "    missing:$missing"; false; }'

# each "(default: X)" of --help: the man page's entry for the same option
# (its .TP paragraph) says "default X" too
"$CG" --help >"$D/help.txt"
bad=
while IFS='|' read -r o v; do
	# the man page paragraph whose tag line names the option
	awk -v o="$(printf '%s' "$o" | sed 's/-/\\\\-/g')" '
		/^\.(TP|PP|SH)/ { if (hit) exit; tag = 1; next }
		tag { tag = 0; if (index($0, o)) hit = 1 }
		hit { print }' docs/castguard.1 >"$D/para.txt"
	grep -q -- "default $v" "$D/para.txt" ||
		grep -q -- "default \\\\fB$v\\\\fR" "$D/para.txt" || bad="$bad $o=$v"
done < <(awk '
	/\(default: / {
		line = $0; if (line !~ /^  -/) line = prev " " line
		split(line, w, " "); o = w[1]; sub(/[=\[].*/, "", o)
		v = $0; sub(/.*\(default: /, "", v); sub(/[,)].*/, "", v)
		if (o ~ /^-/ && v !~ /^the /) print o "|" v
	}
	{ prev = $0 }' "$D/help.txt")
nocmd; expect help-defaults-match-man '[ -z "$bad" ] || { echo "    --help and the man page disagree:$bad"; false; }'
# --max-expansion-mib's default is the code's (src/options.c)
def=$(sed -n 's/.*opt\.max_expansion_mib = \([0-9]*\);.*/\1/p' src/options.c)
nocmd; expect max-expansion-default '[ -n "$def" ] && grep -q "(default: $def)" "$D/help.txt" && grep -q "default $def" docs/castguard.1'

# one version: --version, the JSON log, the man page's title line
run "$CG" --version
ver=$(sed -n 's/^castguard \([0-9][0-9.]*\)$/\1/p' "$D/out")
printf 'int x;\n' >"$D/v.c"
jver=$("$CG" --format=json "$D/v.c" 2>/dev/null | sed -n 's/.*"version": "\([^"]*\)".*/\1/p')
mver=$(sed -n 's/^\.TH .*"castguard \([0-9.]*\)".*/\1/p' docs/castguard.1)
expect version-one '[ $RC = 0 ] && [ -n "$ver" ] && [ $(wc -l <"$D/out") = 1 ] && [ "$jver" = "$ver" ] && [ "$mver" = "$ver" ]'

# --help names every command and mode
run "$CG" --help
expect help-names-commands '[ $RC = 0 ] && grep -q "castguard migrate" "$D/out" && grep -q -- "-p BUILD_DIR" "$D/out" && grep -q "CHECK=castguard" "$D/out" && grep -q -- "-E " "$D/out"'
run "$CG" migrate --help
expect migrate-help '[ $RC = 0 ] && grep -q -- "--to TYPE" "$D/out" && grep -q -- "--infer" "$D/out" && grep -q -- "--in-place" "$D/out" && [ ! -s "$D/err" ]'
# every option of migrate --help is in the man page and in docs/migrate.md
missing=
for o in $(grep -o -- ' -[-a-zA-Z][-a-z0-9]*' "$D/out" | sort -u); do
	grep -q -- "${o//-/\\\\-}" docs/castguard.1 || missing="$missing man:$o"
	grep -q -- "$o" docs/migrate.md || missing="$missing migrate.md:$o"
done
nocmd; expect migrate-options-documented '[ -z "$missing" ] || { echo "    missing:$missing"; false; }'

# migrate.md's --explain excerpt: each line is one the fixture's test compares
missing=
while IFS= read -r l; do
	grep -qxF "$l" tests/migrate/infer/expected.err || missing="$missing
	$l"
done < <(sed -n 's/^    \([^ ]*:[0-9]*:[0-9]*: \(not \)\{0,1\}inferred .*\)/\1/p' docs/migrate.md)
nocmd; expect migrate-explain-excerpt '[ -z "$missing" ] || { echo "    not in tests/migrate/infer/expected.err:$missing"; false; }'

# README.md: small, and every doc it links to exists
nocmd; expect readme-under-8k '[ $(wc -c <README.md) -lt 8192 ]'
missing=
for l in $(grep -o '](docs/[^)#]*' README.md | sed 's/^](//' | sort -u); do
	[ -e "$l" ] || missing="$missing $l"
done
for l in $(cd docs && cat *.md | grep -o '](\([a-z0-9-]*\.md\|castguard\.1\|\.\./[^)#]*\)' | sed 's/^](//' | sort -u); do
	[ -e "docs/$l" ] || missing="$missing docs/$l"
done
nocmd; expect doc-links-exist '[ -z "$missing" ] || { echo "    missing:$missing"; false; }'
# docs/architecture.md names every source file
missing=
for f in $(cd src && ls *.[ch] */*.[ch] */*.inc); do
	grep -q "\`$f\`" docs/architecture.md || missing="$missing $f"
done
nocmd; expect architecture-names-every-file '[ -z "$missing" ] || { echo "    missing:$missing"; false; }'

# The examples.  In README.md and docs/*.md, each ```console block is a
# transcript: "$ COMMAND" lines, each followed by what it prints (stdout
# and stderr together).  Each block runs in one bash, in a scratch
# directory shared by the blocks of its document, with `castguard` the
# binary under test and `make` the repository's make (for `make demo`).
# "$ cat FILE" first writes FILE with the text shown, so a document can
# show its input files.  The transcript must come out byte for byte.
mkdir -p "$D/bin"
ln -sf "$CG" "$D/bin/castguard"
# the compiler wrapper built beside it (make check builds both)
[ -x "$(dirname "$CG")/castguard-cc" ] && ln -sf "$(dirname "$CG")/castguard-cc" "$D/bin/castguard-cc"
nblocks=0
for doc in README.md docs/*.md; do
	w=$D/ex/$(basename "$doc" .md)
	rm -rf "$w"
	mkdir -p "$w"
	awk -v out="$D/ex/$(basename "$doc" .md)" '
		/^```console$/ { n++; inb = 1; f = sprintf("%s.block%03d", out, n); printf "" >f; print NR >(f ".line"); next }
		inb && /^```$/ { inb = 0; close(f); next }
		inb { print >>f }' "$doc"
	for b in "$w".block*[0-9]; do
		[ -e "$b" ] || continue
		nblocks=$((nblocks + 1))
		line=$(cat "$b.line")
		# the input files, from "$ cat FILE" and the lines after it
		awk -v dir="$w" '
			/^\$ / {
				if (f) close(f)
				f = ""
				if ($2 == "cat" && NF == 3) {
					f = dir "/" $3
					d = f; sub(/\/[^\/]*$/, "", d)
					system("mkdir -p \"" d "\"")
					printf "" >f
				}
				next
			}
			f { print >>f }' "$b"
		sed -n 's/^\$ //p' "$b" >"$b.cmds"
		(
			cd "$w" || exit 1
			export PATH="$D/bin:$PATH"
			unset MAKEFLAGS MFLAGS MAKELEVEL
			make() { command make --no-print-directory -C "$ROOT" -o castguard -o castguard-cc "$@"; }
			while IFS= read -r c <&3; do
				printf '$ %s\n' "$c"
				eval "$c" 2>&1 </dev/null
			done 3<"$b.cmds"
		) >"$b.actual" 2>&1
		if cmp -s "$b" "$b.actual"; then
			echo "ok example-$doc:$line"
		else
			echo "FAIL example-$doc:$line: the binary prints another transcript (- doc, + binary)"
			diff -u "$b" "$b.actual" | tail -n +3 | head -n 20 | sed 's/^/    /'
		fi
	done
done
nocmd; expect examples-found '[ $nblocks -ge 10 ]'
