#!/bin/bash
# castguard test runner.  See tests/README.md for the test format.
#
#   bash tests/run.sh [CASTGUARD] [PATTERN...]
#
# CASTGUARD defaults to ./castguard.  PATTERNs (shell globs matched against
# test names such as pp/va-opt or gen/nul-byte) select a subset.
# Prints one line per failure (with the reason / diff), and ends with exactly
# one line "N passed, N failed".  Exits 1 if any test failed.
# Needs only bash, coreutils, diff and awk.

# The Makefile may run us with sh: re-execute under bash.
if [ -z "${BASH_VERSION:-}" ]; then exec bash "$0" "$@"; fi
export LC_ALL=C
CG=${1:-./castguard}
[ $# -gt 0 ] && shift
case $CG in
/*) ;;
*/*) CG=$PWD/$CG ;;
esac
cd "$(dirname "$0")/.." || exit 2
PATTERNS=("$@")
TIMEOUT=${CG_TEST_TIMEOUT:-10}
VERBOSE=${CG_TEST_VERBOSE:-0}

TMP=$(mktemp -d "${TMPDIR:-/tmp}/castguard-tests.XXXXXX") || exit 2
trap 'rm -rf "$TMP"' EXIT
OUTDIR=tests/out            # failing tests leave their output here
rm -rf "$OUTDIR"

shopt -s nullglob
PASS=0
FAIL=0
FAILED_NAMES=()

selected() {
	[ ${#PATTERNS[@]} -eq 0 ] && return 0
	local p
	for p in "${PATTERNS[@]}"; do
		# shellcheck disable=SC2053
		[[ $1 == $p ]] && return 0
	done
	return 1
}

pass() {
	PASS=$((PASS + 1))
	[ "$VERBOSE" = 1 ] && echo "PASS: $1"
	return 0
}

# fail NAME < REASON
fail() {
	FAIL=$((FAIL + 1))
	FAILED_NAMES+=("$1")
	echo "FAIL: $1"
	sed 's/^/    /' | cut -c 1-400 | head -n 60
	local d="$OUTDIR/${1//\//_}"
	mkdir -p "$OUTDIR"
	cp "$TMP/out" "$d.out" 2>/dev/null
	cp "$TMP/err" "$d.err" 2>/dev/null
	return 0
}

# run_cg ARGS... : runs castguard with a timeout; stdout -> $TMP/out,
# stderr -> $TMP/err, status -> $RC.  Returns 1 (and sets $CRASH) on a crash,
# a hang, a sanitizer report (make SANITIZE=1), or when the program cannot be
# run.
run_cg() {
	CRASH=
	timeout -k 2 "$TIMEOUT" "$CG" "$@" >"$TMP/out" 2>"$TMP/err" </dev/null
	RC=$?
	if [ $RC -eq 124 ] || [ $RC -eq 137 ]; then
		CRASH="timed out after ${TIMEOUT}s (hang?)"
	elif [ $RC -ge 128 ]; then
		CRASH="killed by signal $((RC - 128)) (crash)"
	elif [ $RC -eq 126 ] || [ $RC -eq 127 ]; then
		CRASH="could not run '$CG' (status $RC)"
	elif grep -q -E 'ERROR: (AddressSanitizer|LeakSanitizer)|: runtime error: |SUMMARY: [A-Za-z]+Sanitizer' "$TMP/err"; then
		CRASH="sanitizer report (status $RC):
$(grep -E 'ERROR: |runtime error: |SUMMARY: |^    #[0-9]' "$TMP/err" | head -n 12)"
	fi
	[ -z "$CRASH" ]
}

# normalise FILE: strip each line, squeeze blanks, drop empty lines.
normalise() {
	awk '{ gsub(/[ \t\f\v\r]+/, " "); sub(/^ /, ""); sub(/ $/, "");
	       if ($0 != "") print }' "$1"
}

# tokenize FILE: one preprocessing token per line (a rough C lexer, only
# used to tell "spacing-only" output differences apart in failure reports).
tokenize() {
	awk -f tests/tokenize.awk "$1"
}

# compare_output EXPECTED-FILE ACTUAL-FILE: normalised diff into $TMP/diff,
# plus a note when only spacing differs.
compare_output() {
	normalise "$1" >"$TMP/exp.n"
	normalise "$2" >"$TMP/out.n"
	diff -u "$TMP/exp.n" "$TMP/out.n" | tail -n +3 >"$TMP/diff"
	if [ -s "$TMP/diff" ]; then
		tokenize "$TMP/exp.n" >"$TMP/exp.t"
		tokenize "$TMP/out.n" >"$TMP/out.t"
		if cmp -s "$TMP/exp.t" "$TMP/out.t"; then
			echo "(same token sequence: only spacing between tokens or line breaks differ)" >>"$TMP/diff"
		fi
	fi
}

# check_diags EXPECTATION-FILE MAIN-FILE-AS-PASSED [all-notes]
# Compares the diagnostics in $TMP/err with the expected-error/-warning/-note
# annotations of EXPECTATION-FILE and the exit status $RC with "an error is
# expected".  Prints the problems (nothing if all is well).  Notes are
# compared only when EXPECTATION-FILE expects one, unless "all-notes" is
# given: then every note counts, and so does each of sparse's continuation
# lines ("FILE:LINE:COL:    expected int", the lines --pretty prints as
# notes), as a note whose message is the text after the four blanks.
check_diags() {
	awk -v expfile="$1" -v mainfile="$2" -v rc="$RC" -v all_notes="${3:+1}" '
	function suffix_match(path, name) {
		if (path == name) return 1
		if (length(path) > length(name) &&
		    substr(path, length(path) - length(name)) == "/" name) return 1
		return 0
	}
	BEGIN {
		ne = 0; nerr_expected = 0
		# ---- expectations ----
		ln = 0
		while ((getline line < expfile) > 0) {
			ln++
			rest = line
			while (match(rest, /expected-(error|warning|note)(@[^ \t{]+|:[0-9]+)?([ \t]+[0-9]+)?[ \t]*\{\{/)) {
				tok = substr(rest, RSTART, RLENGTH)
				rest = substr(rest, RSTART + RLENGTH)
				e = index(rest, "}}")
				if (e == 0) { printf "%s:%d: malformed expectation (no }})\n", expfile, ln; bad = 1; break }
				msg = substr(rest, 1, e - 1)
				rest = substr(rest, e + 2)
				kind = (tok ~ /^expected-error/) ? "error" : (tok ~ /^expected-note/) ? "note" : "warning"
				if (kind == "note") want_notes = 1
				spec = ""
				if (match(tok, /@[^ \t{]+/)) spec = substr(tok, RSTART + 1, RLENGTH - 1)
				else if (match(tok, /^expected-[a-z]+:[0-9]+/)) spec = "+0" substr(tok, index(tok, ":"), RLENGTH - index(tok, ":") + 1)
				efile = mainfile; eline = ln; ecol = ""; anyloc = 0
				if (spec == "*") {
					anyloc = 1
				} else if (spec != "") {
					if (spec !~ /^[-+0-9]/) {
						# NAME:LINE[:COL]
						if (!match(spec, /:[0-9]+(:[0-9]+)?$/)) { printf "%s:%d: malformed location @%s\n", expfile, ln, spec; bad = 1; continue }
						efile = substr(spec, 1, RSTART - 1)
						spec = substr(spec, RSTART + 1)
						rel = ""
					}
					if (!match(spec, /^[-+]?[0-9]+(:[0-9]+)?$/)) { printf "%s:%d: malformed location @%s\n", expfile, ln, spec; bad = 1; continue }
					n = split(spec, parts, ":")
					l = parts[1]
					if (l ~ /^\+/) eline = ln + substr(l, 2)
					else if (l ~ /^-/) eline = ln - substr(l, 2)
					else eline = l + 0
					if (n > 1) ecol = parts[2] + 0
				}
				count = 1
				if (match(tok, /[ \t][0-9]+[ \t]*\{\{$/)) count = substr(tok, RSTART + 1) + 0
				for (c = 0; c < count; c++) {
					ne++
					E_kind[ne] = kind; E_file[ne] = efile; E_line[ne] = eline
					E_col[ne] = ecol; E_any[ne] = anyloc; E_msg[ne] = msg; E_used[ne] = 0
					if (kind == "error") nerr_expected++
				}
			}
		}
		close(expfile)
		if (all_notes) want_notes = 1
		nd = 0
	}
	# ---- actual diagnostics (stdin = stderr of castguard) ----
	{
		# notes count only in a file that expects some ("expected-note"),
		# or in every file of a kind that compares all notes
		if (all_notes && match($0, /:[0-9]+:[0-9]+:    /)) {
			# a continuation line of sparse: a note
			pre = substr($0, 1, RSTART + RLENGTH - 6)
			k = "note"
			m = substr($0, RSTART + RLENGTH)
		} else if (!match($0, want_notes ? ": (fatal error|error|warning|note): " : ": (fatal error|error|warning): ")) {
			next
		} else {
			pre = substr($0, 1, RSTART - 1)
			k = substr($0, RSTART + 2, RLENGTH - 4)
			m = substr($0, RSTART + RLENGTH)
		}
		# "FILE: note: in included file" has no line; gcc may give a note a line
		# and no column ("FILE:8: note: this is the location of ...")
		if (k == "note" && pre !~ /:[0-9]+(:[0-9]+)?$/) next
		nd++
		D_kind[nd] = (k == "warning" || k == "note") ? k : "error"
		D_text[nd] = $0; D_msg[nd] = m; D_used[nd] = 0
		D_file[nd] = pre; D_line[nd] = ""; D_col[nd] = ""
		if (match(pre, /:[0-9]+:[0-9]+$/)) {
			D_file[nd] = substr(pre, 1, RSTART - 1)
			split(substr(pre, RSTART + 1), p2, ":")
			D_line[nd] = p2[1] + 0; D_col[nd] = p2[2] + 0
		} else if (match(pre, /:[0-9]+$/)) {
			D_file[nd] = substr(pre, 1, RSTART - 1)
			D_line[nd] = substr(pre, RSTART + 1) + 0
		}
	}
	function matches(i, j) {
		if (D_used[j] || D_kind[j] != E_kind[i]) return 0
		if (index(D_msg[j], E_msg[i]) == 0) return 0
		if (E_any[i]) return 1
		if (D_line[j] == "" || D_line[j] != E_line[i]) return 0
		if (!suffix_match(D_file[j], E_file[i])) return 0
		if (E_col[i] != "" && D_col[j] != E_col[i]) return 0
		return 1
	}
	END {
		# most specific expectations first: with column, then with line, then @*
		for (pass = 0; pass < 3; pass++)
			for (i = 1; i <= ne; i++) {
				if (E_used[i]) continue
				if (pass == 0 && (E_any[i] || E_col[i] == "")) continue
				if (pass == 1 && E_any[i]) continue
				for (j = 1; j <= nd; j++)
					if (matches(i, j)) { E_used[i] = 1; D_used[j] = 1; break }
			}
		for (i = 1; i <= ne; i++)
			if (!E_used[i]) {
				where = E_any[i] ? "anywhere" : E_file[i] ":" E_line[i] (E_col[i] != "" ? ":" E_col[i] : "")
				printf "expected %s not seen: %s: {{%s}}\n", E_kind[i], where, E_msg[i]
				bad = 1
			}
		for (j = 1; j <= nd; j++)
			if (!D_used[j]) { printf "unexpected diagnostic: %s\n", D_text[j]; bad = 1 }
		if (nerr_expected > 0 && rc == 0) { print "exit status 0, but an error was expected"; bad = 1 }
		if (nerr_expected == 0 && rc != 0) { printf "exit status %d, but no error was expected\n", rc; bad = 1 }
	}' <"$TMP/err"
}

# directive in the first 5 lines: "// KEY: value" or "/* KEY: value */"
directive() {
	head -n 5 "$2" | sed -n -e "s|^// $1: *||p" -e "s|^/\* $1: *\(.*\) \*/\$|\1|p" | head -n 1
}

report_fail() {
	local name=$1
	{
		[ -n "$CRASH" ] && echo "$CRASH"
		[ -s "$TMP/problems" ] && cat "$TMP/problems"
		if [ -s "$TMP/diff" ]; then
			echo "--- output differs (expected vs actual):"
			cat "$TMP/diff"
		fi
		if [ -s "$TMP/err" ] && [ "$VERBOSE" = 1 ]; then
			echo "--- stderr:"
			cat "$TMP/err"
		fi
	} >"$TMP/report"
	fail "$name" <"$TMP/report"
}

# ---------------------------------------------------------------- pp tests
# tests/pp/NAME.c [+ NAME.expected]: castguard -E -P ARGS FILE
run_pp_test() {
	local f=$1 name=$2 args cmd
	read -r -a args <<<"$(directive ARGS "$f")"
	read -r -a cmd <<<"$(directive CMD "$f")"
	[ ${#cmd[@]} -eq 0 ] && cmd=(-E -P)
	: >"$TMP/problems"
	: >"$TMP/diff"
	if ! run_cg "${cmd[@]}" "${args[@]}" "$f"; then report_fail "$name"; return; fi
	check_diags "$f" "$f" >"$TMP/problems"
	if [ -f "${f%.c}.expected" ]; then
		compare_output "${f%.c}.expected" "$TMP/out"
	fi
	if [ -s "$TMP/problems" ] || [ -s "$TMP/diff" ]; then report_fail "$name"; else pass "$name"; fi
}

# ---------------------------------------------------------------- lex tests
# tests/lex/NAME.c + NAME.tokens: castguard --dump-tokens ARGS FILE, compared
# line by line (trailing blanks ignored).
run_lex_test() {
	local f=$1 name=$2 args
	read -r -a args <<<"$(directive ARGS "$f")"
	: >"$TMP/problems"
	: >"$TMP/diff"
	if ! run_cg --dump-tokens "${args[@]}" "$f"; then report_fail "$name"; return; fi
	check_diags "$f" "$f" >"$TMP/problems"
	sed 's/[ \t]*$//' "${f%.c}.tokens" >"$TMP/exp.n"
	sed 's/[ \t]*$//' "$TMP/out" >"$TMP/out.n"
	diff -u "$TMP/exp.n" "$TMP/out.n" | tail -n +3 >"$TMP/diff"
	if [ -s "$TMP/problems" ] || [ -s "$TMP/diff" ]; then report_fail "$name"; else pass "$name"; fi
}

# ---------------------------------------------------------------- dM tests
# tests/dm/NAME.c + NAME.expected: castguard -E -dM ARGS FILE.
# Expected lines "#define ..." must appear in the output (whitespace
# normalised); "!NAME" means NAME must not be defined.  If the first line is
# "%exact", the sorted output must equal the sorted remaining lines.
run_dm_test() {
	local f=$1 name=$2 args e=${1%.c}.expected
	read -r -a args <<<"$(directive ARGS "$f")"
	: >"$TMP/problems"
	: >"$TMP/diff"
	if ! run_cg -E -dM "${args[@]}" "$f"; then report_fail "$name"; return; fi
	check_diags "$f" "$f" >"$TMP/problems"
	normalise "$TMP/out" | sort >"$TMP/out.n"
	if [ "$(head -n 1 "$e")" = "%exact" ]; then
		tail -n +2 "$e" | normalise /dev/stdin | sort >"$TMP/exp.n"
		diff -u "$TMP/exp.n" "$TMP/out.n" | tail -n +3 >"$TMP/diff"
	else
		normalise "$e" | awk -v out="$TMP/out.n" '
			BEGIN { while ((getline l < out) > 0) { have[l] = 1
				if (l ~ /^#define /) { n = l; sub(/^#define /, "", n); sub(/[( ].*/, "", n); def[n] = l } } }
			/^!/ { n = substr($0, 2); if (n in def) print "should not be defined: " def[n]; next }
			!($0 in have) { n = $0; sub(/^#define /, "", n); sub(/[( ].*/, "", n)
				print "missing: " $0 ((n in def) ? "   (have: " def[n] ")" : "") }
		' >>"$TMP/problems"
	fi
	if [ -s "$TMP/problems" ] || [ -s "$TMP/diff" ]; then report_fail "$name"; else pass "$name"; fi
}

# ------------------------------------------------------------ check tests
# tests/check/NAME.c: castguard's own checks in check mode, as Kbuild runs
# it (castguard ARGS FILE); warnings, errors and every note (castguard's
# "note:" lines and sparse's continuation lines) as annotated, and the exit
# status.
run_checkmode_test() {
	local f=$1 name=$2 args
	read -r -a args <<<"$(directive ARGS "$f")"
	: >"$TMP/problems"
	: >"$TMP/diff"
	if ! run_cg "${args[@]}" "$f"; then report_fail "$name"; return; fi
	check_diags "$f" "$f" all-notes >"$TMP/problems"
	if [ -s "$TMP/problems" ]; then report_fail "$name"; else pass "$name"; fi
}

for f in tests/check/*.c; do
	[ -e "$f" ] || continue
	name=${f#tests/}
	name=${name%.c}
	selected "$name" && run_checkmode_test "$f" "$name"
done

# -------------------------------------------------------- parse/abi tests
# tests/parse/NAME.c [+ NAME.expected], tests/abi/NAME.c: check mode,
# castguard ARGS FILE (or "// CMD: ..." instead of nothing, e.g. --dump);
# diagnostics and exit status as annotated, stdout compared with
# NAME.expected if it exists.
run_check_test() {
	local f=$1 name=$2 args cmd
	read -r -a args <<<"$(directive ARGS "$f")"
	read -r -a cmd <<<"$(directive CMD "$f")"
	: >"$TMP/problems"
	: >"$TMP/diff"
	# -fsyntax-only: these files test the front end (gcc's errors), not
	# sparse's checks
	if ! run_cg -fsyntax-only "${cmd[@]}" "${args[@]}" "$f"; then report_fail "$name"; return; fi
	check_diags "$f" "$f" >"$TMP/problems"
	if [ -f "${f%.c}.expected" ]; then
		compare_output "${f%.c}.expected" "$TMP/out"
	fi
	finish_xfail_aware "$f" "$name" "${name%%/*}"
}

# ---------------------------------------------------------- sparse tests
# tests/sparse/NAME.c + NAME.expected: castguard ARGS FILE must print on
# stderr exactly what sparse 0.6.4 prints (NAME.expected was produced by
# running sparse with the same arguments from the repository root), and
# exit with the status of a "// EXIT: N" line (default 0, as sparse).
# tests/sparse/xfail.txt lists tests castguard does not pass yet (one name
# per line, "# reason" comments): they still run; a listed test that
# fails is counted as an expected failure, one that passes is a failure
# (take it off the list), so the list cannot go stale.
XFAIL=0
is_xfail() {
	local list=tests/${2:-sparse}/xfail.txt
	[ -f "$list" ] && sed 's/#.*//; s/[[:space:]]*$//' "$list" | grep -qx "$1"
}

# The end of a parse/abi test, which may be on its kind's xfail.txt.
finish_xfail_aware() {
	local f=$1 name=$2 kind=$3
	if is_xfail "$(basename "$f" .c)" "$kind"; then
		if [ -s "$TMP/problems" ] || [ -s "$TMP/diff" ]; then
			XFAIL=$((XFAIL + 1))
			[ "$VERBOSE" = 1 ] && echo "XFAIL: $name"
		else
			echo "now passes: remove it from tests/$kind/xfail.txt" >"$TMP/problems"
			: >"$TMP/diff"
			report_fail "$name"
		fi
		return
	fi
	if [ -s "$TMP/problems" ] || [ -s "$TMP/diff" ]; then report_fail "$name"; else pass "$name"; fi
}

run_sparse_test() {
	local f=$1 name=$2 args want
	read -r -a args <<<"$(directive ARGS "$f")"
	want=$(directive EXIT "$f")
	want=${want:-0}
	: >"$TMP/problems"
	: >"$TMP/diff"
	if ! run_cg "${args[@]}" "$f"; then report_fail "$name"; return; fi
	[ "$RC" = "$want" ] || echo "exit status $RC, expected $want" >>"$TMP/problems"
	diff -u "${f%.c}.expected" "$TMP/err" | tail -n +3 >"$TMP/diff"
	if is_xfail "$(basename "$f" .c)"; then
		if [ -s "$TMP/problems" ] || [ -s "$TMP/diff" ]; then
			XFAIL=$((XFAIL + 1))
			[ "$VERBOSE" = 1 ] && echo "XFAIL: $name"
		else
			echo "now passes: remove it from tests/sparse/xfail.txt" >"$TMP/problems"
			: >"$TMP/diff"
			report_fail "$name"
		fi
		return
	fi
	if [ -s "$TMP/problems" ] || [ -s "$TMP/diff" ]; then report_fail "$name"; else pass "$name"; fi
}

for f in tests/pp/*.c; do
	name=pp/$(basename "$f" .c)
	selected "$name" && run_pp_test "$f" "$name"
done
for f in tests/lex/*.c; do
	name=lex/$(basename "$f" .c)
	selected "$name" && run_lex_test "$f" "$name"
done
for f in tests/dm/*.c; do
	name=dm/$(basename "$f" .c)
	selected "$name" && run_dm_test "$f" "$name"
done
for f in tests/sparse/*.c; do
	name=sparse/$(basename "$f" .c)
	selected "$name" && run_sparse_test "$f" "$name"
done
for f in tests/parse/*.c tests/abi/*.c; do
	name=${f#tests/}
	name=${name%.c}
	selected "$name" && run_check_test "$f" "$name"
done

# ---------------------------------------------------------------- cli tests
# tests/cli/NAME.sh: shell scripts for the driver's interfaces (flags, exit
# statuses, output formats, the wrapper, project mode).  Run as
# `bash NAME.sh CASTGUARD SCRATCH-DIR` from the repository root; each prints
# one line per case, "ok CASE", "FAIL CASE: why" (further lines indented
# with blanks belong to the failure above) or "skip CASE: why" (counted
# apart, not a failure).  A script that exits non-zero, prints nothing or
# times out fails as a whole.
# tests/cli/cases.txt lists every case of every script ("NAME CASE"): a
# listed case the script printed no line for fails ("not run"), and so does
# a case that is not listed, so that a case cannot vanish unnoticed (behind
# an `if` on a missing tool, a renamed variable, a script that stops early).
# CG_CLI_CASES=update rewrites the list from a run of every script.
CLI_CASES=tests/cli/cases.txt
SKIP=0
: >"$TMP/cli.seen"

# cli_selected NAME: could a PATTERN select a case of tests/cli/NAME.sh?
cli_selected() {
	[ ${#PATTERNS[@]} -eq 0 ] && return 0
	local p pre
	for p in "${PATTERNS[@]}"; do
		pre=${p%%[*?[]*}
		[[ cli/$1/ == "$pre"* || $pre == "cli/$1/"* ]] && return 0
	done
	return 1
}

run_cli_script() {
	local f=$1 name base d=$TMP/cli rc line cur= c
	name=$(basename "$1" .sh)
	base=cli/$name
	cli_selected "$name" || return 0
	rm -rf "$d"
	mkdir -p "$d"
	timeout -k 2 "${CG_CLI_TIMEOUT:-300}" bash "$f" "$CG" "$d" >"$TMP/cli.out" 2>"$TMP/cli.err" </dev/null
	rc=$?
	while IFS= read -r line; do
		case $line in
		"ok "*)
			c=${line#ok }
			echo "$name $c" >>"$TMP/cli.seen"
			selected "$base/$c" && pass "$base/$c" ;;
		"skip "*)
			cur=${line#skip }
			echo "$name ${cur%%:*}" >>"$TMP/cli.seen"
			selected "$base/${cur%%:*}" && { SKIP=$((SKIP + 1)); echo "SKIP: $base/$cur"; } ;;
		"FAIL "*)
			cur=${line#FAIL }
			echo "$name ${cur%%:*}" >>"$TMP/cli.seen"
			selected "$base/${cur%%:*}" && printf '%s\n' "$cur" >"$TMP/report.$$" && \
				{ awk -v c="$line" 'f && /^[ \t]/ { print; next } f { exit } $0 == c { f = 1 }' "$TMP/cli.out" >>"$TMP/report.$$"
				  fail "$base/${cur%%:*}" <"$TMP/report.$$"; }
			;;
		esac
	done <"$TMP/cli.out"
	if [ $rc -ne 0 ] || ! grep -q -E '^(ok|FAIL|skip) ' "$TMP/cli.out"; then
		{ echo "script exited $rc"; tail -n 20 "$TMP/cli.err"; } | fail "$base"
	fi
	rm -f "$TMP/report.$$"
	[ "${CG_CLI_CASES:-}" = update ] && return
	# cases listed but not run, run but not listed
	sed 's/#.*//; s/[[:space:]]*$//' "$CLI_CASES" 2>/dev/null | awk -v n="$name" '$1 == n' | sort -u >"$TMP/cli.want"
	awk -v n="$name" '$1 == n' "$TMP/cli.seen" | sort -u >"$TMP/cli.got"
	# (no pipe into the loops: fail() counts in this shell)
	while read -r _ c; do
		selected "$base/$c" && fail "$base/$c" <<<"not run: $f printed no line for this case (listed in $CLI_CASES)"
	done < <(comm -23 "$TMP/cli.want" "$TMP/cli.got")
	while read -r _ c; do
		selected "$base/$c" && fail "$base/$c" <<<"not listed in $CLI_CASES: add \"$name $c\" (or run CG_CLI_CASES=update bash tests/run.sh)"
	done < <(comm -13 "$TMP/cli.want" "$TMP/cli.got")
}
for f in tests/cli/*.sh; do
	case $f in tests/cli/lib.sh) continue ;; esac
	run_cli_script "$f"
done
if [ "${CG_CLI_CASES:-}" = update ] && [ ${#PATTERNS[@]} -eq 0 ]; then
	{ echo "# Every case of tests/cli/*.sh, \"SCRIPT CASE\": tests/run.sh fails a listed case"
	  echo "# that is not run and a case run that is not listed (CG_CLI_CASES=update"
	  echo "# bash tests/run.sh rewrites this list from a run of every script)."
	  sort -u "$TMP/cli.seen"; } >"$CLI_CASES"
	echo "wrote $CLI_CASES ($(sort -u "$TMP/cli.seen" | wc -l) cases)"
fi

# ---------------------------------------------------------------- generated
# Inputs that cannot be kept as text in the repository.  Each gen_NAME
# function writes files under $G and calls
#   gen_check NAME EXPECTATIONS EXPECTED-OUTPUT-OR-- CASTGUARD-ARGS...
# EXPECTATIONS uses the expected-* syntax with absolute @LINE or @* (one per
# line of text); EXPECTED-OUTPUT ("-" = not compared) is compared like a pp
# test's .expected.  In check mode (no -E, -fsyntax-only or --dump*) every
# note is compared, as in tests/check.
G=$TMP/gen
gen_check() {
	local name=$1 exps=$2 expout=$3
	shift 3
	: >"$TMP/problems"
	: >"$TMP/diff"
	if ! run_cg "$@"; then report_fail "$name"; return; fi
	printf '%s\n' "$exps" >"$TMP/exps"
	# check mode (neither -E, -fsyntax-only nor a dump): every note counts,
	# as in tests/check
	local a notes=all-notes
	for a; do
		case $a in -E|-fsyntax-only|--dump*) notes= ;; esac
	done
	check_diags "$TMP/exps" "${!#}" $notes >"$TMP/problems"
	[ -n "$GEN_EXTRA" ] && "$GEN_EXTRA" >>"$TMP/problems"
	if [ "$expout" != "-" ]; then
		printf '%s\n' "$expout" >"$TMP/gen.expected"
		compare_output "$TMP/gen.expected" "$TMP/out"
	fi
	if [ -s "$TMP/problems" ] || [ -s "$TMP/diff" ]; then report_fail "$name"; else pass "$name"; fi
}

gen_test() {
	local name=gen/$1
	selected "$name" || return 0
	rm -rf "$G"
	mkdir -p "$G"
	GEN_EXTRA=
	"gen_${1//-/_}" "$name"
}

# shellcheck source=tests/gen.sh
. tests/gen.sh
# shellcheck source=tests/migrate.sh
. tests/migrate.sh

# The layer rule (tests/layers.py, docs/architecture.md), on the objects the
# binary under test was linked from: the build directory whose castguard it is.
if selected layers/objects; then
	layers_dir=
	for b in build/rel build/asan; do
		cmp -s "$b/castguard" "$CG" && layers_dir=$b
	done
	if [ -z "$layers_dir" ]; then
		fail layers/objects <<<"no build directory holds $CG: build it with make"
	elif python3 tests/layers.py "$layers_dir" >"$TMP/out" 2>&1; then
		pass layers/objects
	else
		fail layers/objects <"$TMP/out"
	fi
fi

echo
if [ $FAIL -gt 0 ]; then
	echo "failed tests:"
	printf '  %s\n' "${FAILED_NAMES[@]}"
fi
[ $XFAIL -gt 0 ] && echo "$XFAIL expected failures (tests/*/xfail.txt: behaviour not implemented yet)"
[ $SKIP -gt 0 ] && echo "$SKIP skipped (cli cases that printed \"skip\": listed above)"
echo "$PASS passed, $FAIL failed"
[ $FAIL -eq 0 ]
