# robust.sh -- limits, bad command-line input and determinism, each test with
# the exact stderr and exit status (issue 9).  Sourced by gen.sh, so it has
# run.sh's helpers (run_cg, pass, report_fail, selected) and $G, a fresh
# directory per test.  Exit statuses (issue 5's contract): 0 clean (or
# sparse-style warnings only), 1 an error-level diagnostic in the input, 2
# a usage or fatal error (bad option, missing argument, no input, an input
# that cannot be read, a limit that stops the run).
# Tests are named robust/NAME.

# robust_check NAME STATUS STDERR ARGS... -- run castguard ARGS; the exit
# status must be STATUS and stderr exactly STDERR (one string, lines joined
# by newlines; a last line "..." compares only the lines before it).
robust_check() {
	local name=robust/$1 status=$2 experr=$3 n
	shift 3
	selected "$name" || return 0
	: >"$TMP/problems"
	: >"$TMP/diff"
	if ! run_cg "$@"; then report_fail "$name"; return; fi
	[ "$RC" = "$status" ] || echo "exit status $RC, expected $status" >>"$TMP/problems"
	printf '%s\n' "$experr" >"$TMP/experr"
	[ -z "$experr" ] && : >"$TMP/experr"
	if [ "$(tail -n 1 "$TMP/experr")" = "..." ]; then
		n=$(($(wc -l <"$TMP/experr") - 1))
		sed -i '$d' "$TMP/experr"
		head -n "$n" "$TMP/err" >"$TMP/err.head"
	else
		cp "$TMP/err" "$TMP/err.head"
	fi
	diff "$TMP/experr" "$TMP/err.head" >"$TMP/diff" 2>&1
	if [ -s "$TMP/problems" ] || [ -s "$TMP/diff" ]; then report_fail "$name"; else pass "$name"; fi
}

# robust_same NAME ARGS... -- two runs give byte-identical stdout, stderr and
# exit status.
robust_same() {
	local name=robust/$1 rc1
	shift
	selected "$name" || return 0
	: >"$TMP/problems"
	: >"$TMP/diff"
	if ! run_cg "$@"; then report_fail "$name"; return; fi
	mv "$TMP/out" "$TMP/out1"; mv "$TMP/err" "$TMP/err1"; rc1=$RC
	if ! run_cg "$@"; then report_fail "$name"; return; fi
	[ "$RC" = "$rc1" ] || echo "exit status $rc1, then $RC" >>"$TMP/problems"
	cmp -s "$TMP/out1" "$TMP/out" || echo "stdout differs between two runs" >>"$TMP/problems"
	cmp -s "$TMP/err1" "$TMP/err" || echo "stderr differs between two runs" >>"$TMP/problems"
	if [ -s "$TMP/problems" ]; then report_fail "$name"; else pass "$name"; fi
}

robust_test() {	# NAME: run robust_NAME (dashes -> underscores) in an empty $G
	selected "robust/$1" || return 0
	rm -rf "$G"
	mkdir -p "$G"
	"robust_${1//-/_}" "$1"
}

# ------------------------------------------------------------------- limits

robust_include_depth() {
	printf '#include __FILE__\n' >"$G/self.c"
	robust_check "$1" 1 "$G/self.c:1:2: error: #include nested depth 200 exceeds maximum of 200 (use -fmax-include-depth=DEPTH to increase the maximum)" \
		-E -P "$G/self.c"
}

robust_include_depth_option() {
	printf '#include __FILE__\n' >"$G/self.c"
	robust_check "$1" 1 "$G/self.c:1:2: error: #include nested depth 5 exceeds maximum of 5 (use -fmax-include-depth=DEPTH to increase the maximum)" \
		-E -P -fmax-include-depth=5 "$G/self.c"
}

# 21 includes of a header that includes an empty one 1000 times: the
# 20,001st file entered ends the unit (line 981 of the 20th h.h).
robust_include_count() {
	: >"$G/e.h"
	seq -f '#include "e.h" // %g' 1000 >"$G/h.h"
	seq -f '#include "h.h" // %g' 21 >"$G/a.c"
	robust_check "$1" 2 "$G/h.h:981:2: fatal error: more than 20000 files entered by #include (a header that includes itself without a guard?)
compilation terminated." -E -P "$G/a.c"
}

# Found by fuzzing (lf-migrate, a hang): a file that includes itself twice
# (no guard) enters 2^200 files before the depth limit ends each branch;
# gcc runs forever.  The count ends it (exit status 2, a fatal error,
# after the depth errors).
robust_fuzz_include_self_twice() {
	printf '#include __FILE__\n#include __FILE__\n' >"$G/self.c"
	robust_check "$1" 2 "$G/self.c:1:2: error: #include nested depth 200 exceeds maximum of 200 (use -fmax-include-depth=DEPTH to increase the maximum)
..." -E -P "$G/self.c"
}

# A doubling chain (2^31 tokens).  With the default bound (1024 MiB) it
# stops after 3 s at a peak RSS of 1.0 GiB; the test uses 8 MiB.
robust_macro_bomb() {
	{
		printf '#define a0 x x\n'
		for ((i = 1; i <= 30; i++)); do printf '#define a%d a%d a%d\n' $i $((i - 1)) $((i - 1)); done
		printf 'a30\n'
	} >"$G/bomb.c"
	robust_check "$1" 2 "$G/bomb.c:32: fatal error: macro expansion too large: it needs more than 8 MiB (--max-expansion-mib=N raises the limit)
compilation terminated." -E -P --max-expansion-mib=8 "$G/bomb.c"
}

# Expansion depth: 100,000 nested calls f(f(...)) copy their arguments at
# every level; the same memory bound ends them (gcc 12 needs 23 GB and
# 400 s for this file).
robust_macro_nesting() {
	python3 -c "print('#define f(x) x\n' + 'f(' * 100000 + '1' + ')' * 100000)" >"$G/nest.c"
	robust_check "$1" 2 "$G/nest.c:2: fatal error: macro expansion too large: it needs more than 16 MiB (--max-expansion-mib=N raises the limit)
compilation terminated." -E -P --max-expansion-mib=16 "$G/nest.c"
}

# Files over 256 MiB are refused before they are read (a sparse file here).
robust_file_size() {
	truncate -s 257M "$G/big.c"
	robust_check "$1" 2 "castguard: error: $G/big.c: File too large" -E -P "$G/big.c"
}

robust_file_size_include() {
	truncate -s 257M "$G/big.h"
	printf '#include "big.h"\n' >"$G/inc.c"
	robust_check "$1" 1 "$G/inc.c:1:2: error: $G/big.h: File too large" -E -P "$G/inc.c"
}

# Lines have no limit of their own (the file size bounds them): one 16 MiB
# line, a comment and a token.
robust_line_length() {
	{ printf '/* '; head -c 16777216 /dev/zero | tr '\0' 'a'; printf ' */ x\n'; } >"$G/line.c"
	robust_check "$1" 0 "" -E -P "$G/line.c"
}

# The number of diagnostics: sparse's caps (-fmax-warnings/-fmax-errors,
# 100 by default) are tested in tests/sparse/cap-*.c; front-end errors are
# not capped, as in gcc.

# --------------------------------------------------- bad command-line input

robust_missing_file() {
	# (sparse's words and status in check mode: its die())
	robust_check "$1" 1 "No such file: $G/nonexistent.c" "$G/nonexistent.c"
}

robust_directory() {
	mkdir "$G/dir.c"
	robust_check "$1" 2 "castguard: error: $G/dir.c: Is a directory" "$G/dir.c"
}

# The tests run as root, for whom no permission bit makes a file unreadable;
# /proc/self/mem opens but every read at offset 0 fails (EIO).  (A FIFO
# without a writer blocks in open(), for gcc as well: not a test.)
robust_unreadable() {
	robust_check "$1" 2 "castguard: error: /proc/self/mem: Input/output error" /proc/self/mem
}

robust_empty_file() {
	: >"$G/empty.c"
	robust_check "$1" 0 "" "$G/empty.c"
}

robust_binary_file() {
	printf '\177ELF\002\001\001\0\0\0\0\0\0\0\0\0\002\0\076\0\001\0\0\0\340\020\100\0\0\0\0\0\n\377\376\200\201"\001\002\n' >"$G/bin.c"
	robust_check "$1" 2 "castguard: error: $G/bin.c: file looks binary, not C source" "$G/bin.c"
}

robust_no_input() {
	robust_check "$1" 2 "castguard: error: no input files
usage: castguard [options] file.c
..." -E
}

robust_two_inputs() {
	: >"$G/a.c"
	: >"$G/b.c"
	robust_check "$1" 2 "castguard: error: more than one input file: '$G/a.c' and '$G/b.c'" -E "$G/a.c" "$G/b.c"
}

# check mode takes several files, as sparse does: each is checked in turn
robust_two_inputs_check() {
	printf 'int a;\n' >"$G/a.c"
	printf 'int b;\n' >"$G/b.c"
	robust_check "$1" 0 "$G/a.c:1:5: warning: symbol 'a' was not declared. Should it be static?
$G/b.c:1:5: warning: symbol 'b' was not declared. Should it be static?" "$G/a.c" "$G/b.c"
}

robust_missing_argument() {
	: >"$G/a.c"
	robust_check "$1" 2 "castguard: error: missing argument to '-I'" "$G/a.c" -I
}

robust_missing_argument_include() {
	: >"$G/a.c"
	robust_check "$1" 2 "castguard: error: missing argument to '-include'" "$G/a.c" -include
}

robust_invalid_number() {
	: >"$G/a.c"
	robust_check "$1" 2 "castguard: error: argument to '--max-expansion-mib=' should be a non-negative integer" \
		--max-expansion-mib=lots "$G/a.c"
}

robust_invalid_number_negative() {
	: >"$G/a.c"
	robust_check "$1" 2 "castguard: error: argument to '-fmax-errors=' should be a non-negative integer" \
		-fmax-errors=-1 "$G/a.c"
}

# Options castguard does not know are accepted and ignored, as sparse does:
# Kbuild hands the checker every gcc option of the build.
robust_unknown_option() {
	: >"$G/a.c"
	robust_check "$1" 0 "" --no-such-option -fno-such-thing "$G/a.c"
}

# ------------------------------------------------------------- determinism

robust_same_check() { robust_same "$1" tests/sparse/cap-warnings-default.c; }
robust_same_preprocess() { robust_same "$1" -E tests/pp/c11-6.10.3.5-ex3.c; }
robust_same_dump() { robust_same "$1" --dump tests/parse/attributes.c; }

# ------------------------------------------------------------- fuzzing

# Found by fuzzing (libFuzzer, lf-check; UBSan signed overflow): the
# override-init check added up the bit offsets of entries of arrays near
# 2^63 bytes.  parse/'s test of such arrays, in check mode (it runs
# -fsyntax-only there); the overflow shows in `make check SANITIZE=1`.
# (-Wsparse-all has -Wconstant-suffix: sparse's warnings of the sizes.)
robust_fuzz_check_array_size_overflow() {
	local f=tests/parse/fuzz-array-size-overflow.c
	robust_check "$1" 1 "$f:4:7: error: size of array 'b' is too large
$f:6:8: error: size of array 'c' is too large
$f:8:11: error: size of array is too large
$f:8:13: error: array index in initializer exceeds array bounds
$f:11:10: error: size of array 'p' is too large
$f:21:11: error: size of array is too large
$f:21:13: error: array index in initializer exceeds array bounds
$f:4:7: warning: constant 0x7fffffffffffffff is so big it is long
$f:8:14: warning: constant 0x7fffffffffffffff is so big it is long
$f:11:10: warning: constant 0x4000000000000000 is so big it is long
$f:15:10: warning: constant 0x7fffffffffffffff is so big it is long
$f:16:15: warning: constant 0x0fffffffffffffff is so big it is long
$f:21:14: warning: constant 0x7fffffffffffffff is so big it is long" -Wsparse-all "$f"
}

# Found by fuzzing (lf-migrate, a hang): each "redefined" report walked
# every macro defined so far for sparse's original definition, so many
# redefinitions took quadratic time (400,000: minutes; now under a second).
robust_fuzz_many_redefinitions() {
	seq -f '#define X %g' 400000 >"$G/redef.c"
	robust_check "$1" 0 "$G/redef.c:2:9: warning: preprocessor token X redefined
$G/redef.c:1:9: this was the original definition
..." "$G/redef.c"
}

# inline_levels CALLS LEVELS [LOCK]: f0 .. fLEVELS, each fI calling fI-1
# CALLS times, main() calling the last: CALLS^LEVELS inline copies.  With
# LOCK, f0 takes and drops a lock (lock contexts build their graph).
inline_levels() {
	local calls=$1 levels=$2 lock=$3 i k
	if [ -n "$lock" ]; then
		printf 'void lock(void) __attribute__((context(x,0,1)));\n'
		printf 'void unlock(void) __attribute__((context(x,1,0)));\n'
		printf 'static inline int f0(int x){ lock(); unlock(); return x+1; }\n'
	else
		printf 'static inline int f0(int x){ return x+1; }\n'
	fi
	for ((i = 1; i <= levels; i++)); do
		printf 'static inline int f%d(int x){ return 0' $i
		for ((k = 0; k < calls; k++)); do printf '+f%d(x+%d)' $((i - 1)) $k; done
		printf '; }\n'
	done
	printf 'int main(void){ return f%d(1); }\n' $levels
}

# Found by fuzzing (lf-check, slow inputs): inline calls nested in inline
# bodies multiply; 8 calls a level over 9 levels are 134 million copies.
# Past 2,000,000 copied nodes for one function the rest of its calls are
# not expanded, and one warning says so (sparse runs out of memory).
robust_fuzz_inline_copies() {
	inline_levels 8 9 >"$G/exp.c"
	robust_check "$1" 0 "$G/exp.c:4:57: warning: too many copies of inline functions in 'main' (over 2000000 nodes): calls from here on are not expanded" "$G/exp.c"
}

# The same for lock contexts: 3 calls over 10 levels are 88,572 copies in
# main()'s graph; past 20,000 its contexts are not checked, and a warning
# names it (sparse: out of memory).
robust_fuzz_inline_copies_context() {
	inline_levels 3 10 lock >"$G/exp.c"
	robust_check "$1" 0 "$G/exp.c:14:5: warning: lock contexts of 'main' not checked: too many copies of inline functions" "$G/exp.c"
}

# Under the limit, 3 calls over 8 levels (9,840 copies) are checked whole,
# in a fraction of a second: the graph of a function called twice was
# rebuilt for each copy, and merging its long chain of blocks copied it
# again at every merge (minutes before; sparse 0.6.4: over 300 s at 9
# levels).
robust_fuzz_inline_copies_balanced() {
	inline_levels 3 8 lock >"$G/exp.c"
	robust_check "$1" 0 "" "$G/exp.c"
}

for t in include-depth include-depth-option include-count fuzz-include-self-twice macro-bomb macro-nesting file-size \
	file-size-include line-length missing-file directory unreadable empty-file \
	binary-file no-input two-inputs two-inputs-check missing-argument missing-argument-include \
	invalid-number invalid-number-negative unknown-option \
	same-check same-preprocess same-dump fuzz-check-array-size-overflow \
	fuzz-many-redefinitions fuzz-inline-copies fuzz-inline-copies-context \
	fuzz-inline-copies-balanced; do
	robust_test "$t"
done
