# gen.sh -- tests whose input cannot be kept as text in the repository (NUL
# bytes, invalid UTF-8, CR line ends, binary files, directories, missing
# files) or is large (stress tests).  Sourced by run.sh, which provides:
#
#   gen_test NAME        runs gen_NAME (dashes -> underscores) in an empty $G
#   gen_check TESTNAME EXPECTATIONS EXPECTED-OUTPUT CASTGUARD-ARGS... FILE
#   GEN_EXTRA=FUNC       (before gen_check) FUNC prints further problems
#
# EXPECTATIONS: expected-error/-warning lines as in the test files, with
# absolute @LINE[:COL] (relative to FILE, the last argument), @NAME:LINE for
# other files, or @* for "anywhere" (including diagnostics without a location).
# EXPECTED-OUTPUT: compared like a pp test's .expected ("-": not compared).
# Every expectation was checked against gcc 12 (bash tests/run.sh
# tests/gcc-standin.sh 'gen/*').

# ------------------------------------------------------------ bad input files

gen_missing_main_file() {
	gen_check "$1" 'expected-error@* {{nonexistent.c: No such file or directory}}' - \
		-E -P "$G/nonexistent.c"
}

# gcc refuses a directory with ENOENT ("No such file or directory");
# castguard deliberately says what is wrong.
gen_directory_input() {
	mkdir "$G/dir.c"
	gen_check "$1" 'expected-error@* {{dir.c: Is a directory}}' - \
		-E -P "$G/dir.c"
}

# The start of an ELF file followed by invalid UTF-8 and an unterminated
# string.  gcc preprocesses such a file with a page of warnings; castguard
# deliberately refuses it with one error and exit status 1.
gen_binary_input() {
	printf '\177ELF\002\001\001\0\0\0\0\0\0\0\0\0\002\0\076\0\001\0\0\0\340\020\100\0\0\0\0\0\n\377\376\200\201"\001\002\n' >"$G/bin.c"
	gen_check "$1" 'expected-error@* {{bin.c: file looks binary, not C source}}' - -E -P "$G/bin.c"
}

gen_nul_byte() {
	printf 'int a;\0 int b;\n#define X\0 1\nX\n' >"$G/nul.c"
	gen_check "$1" 'expected-warning@1:7 {{null character(s) ignored}}
expected-warning@2:10 {{null character(s) ignored}}' 'int a; int b;
1' -E -P "$G/nul.c"
}

# The NUL byte is kept in the output (compared byte for byte).
gen_nul_in_literal() {
	printf '"x\0y"\n' >"$G/nul2.c"
	GEN_EXTRA=check_nul_kept
	gen_check "$1" 'expected-warning@1:1 {{null character(s) preserved in literal}}' - \
		-E -P "$G/nul2.c"
}
check_nul_kept() {
	printf '"x\0y"\n' >"$TMP/nul.expected"
	if ! cmp -s "$TMP/nul.expected" "$TMP/out"; then
		echo "output is not exactly \"x<NUL>y\" and a newline; got:"
		od -c "$TMP/out" | head -5
	fi
}

# gcc 12 passes bytes that are not valid UTF-8 through as "other" tokens,
# without a diagnostic.
gen_invalid_utf8_identifier() {
	printf 'int caf\351 = 1;\nint x\303;\nint \377y;\n' >"$G/u1.c"
	gen_check "$1" '' "$(printf 'int caf\351 = 1;\nint x\303;\nint \377y;')" -E -P "$G/u1.c"
}

gen_invalid_utf8_comment() {
	printf '/* caf\351 \377\376 */ int y; // \303\050\nz\n' >"$G/u2.c"
	gen_check "$1" '' 'int y;
z' -E -P "$G/u2.c"
}

gen_invalid_utf8_literal() {
	printf '"caf\351" '"'"'\377'"'"'\n' >"$G/u3.c"
	gen_check "$1" '' "$(printf '"caf\351" '"'"'\377'"'"'')" -E -P "$G/u3.c"
}

gen_crlf_line_ends() {
	printf '#define X 1\r\nX\r\n#if X\r\nyes\r\n#endif\r\nab\\\r\ncd\r\n' >"$G/crlf.c"
	gen_check "$1" '' '1
yes
abcd' -E -P "$G/crlf.c"
}

# A lone CR is a line end too.
gen_lone_cr() {
	printf 'a\rb\r#define Y 2\rY\n' >"$G/cr.c"
	gen_check "$1" '' 'a
b
2' -E -P "$G/cr.c"
}

gen_utf8_bom() {
	printf '\357\273\277#define B 1\nint bom = B;\n' >"$G/bom.c"
	gen_check "$1" '' 'int bom = 1;' -E -P "$G/bom.c"
}

gen_no_trailing_newline() {
	printf '#define X 1\nX' >"$G/nonl.c"
	gen_check "$1" '' '1' -E -P "$G/nonl.c"
}

# A backslash as the very last byte (no newline): no diagnostic in gcc.
gen_backslash_at_eof() {
	printf 'int x; \\' >"$G/bs.c"
	gen_check "$1" '' 'int x; \' -E -P "$G/bs.c"
}

gen_backslash_newline_at_eof() {
	printf 'int x; \\\n' >"$G/bsnl.c"
	gen_check "$1" 'expected-warning@1:8 {{backslash-newline at end of file}}' 'int x;' -E -P "$G/bsnl.c"
}

gen_empty_file() {
	: >"$G/empty.c"
	gen_check "$1" '' '' -E -P "$G/empty.c"
}

gen_unterminated_comment_at_eof() {
	printf 'a /* unterminated' >"$G/uc.c"
	gen_check "$1" 'expected-error@1:3 {{unterminated comment}}' 'a' -E -P "$G/uc.c"
}

gen_unterminated_string_at_eof() {
	printf 'a\n"unterminated' >"$G/us.c"
	gen_check "$1" 'expected-warning@2:1 {{missing terminating " character}}' 'a
"unterminated' -E -P "$G/us.c"
}

gen_unterminated_if_at_eof() {
	printf '#if 1\n#else' >"$G/ue.c"
	gen_check "$1" 'expected-error@1 {{unterminated #else}}' '' -E -P "$G/ue.c"
}

gen_unterminated_arguments_at_eof() {
	printf 'x\n#define f(a) a\nf(1' >"$G/uf.c"
	gen_check "$1" 'expected-error@3 {{unterminated argument list invoking macro "f"}}' - -E -P "$G/uf.c"
}

gen_file_name_with_spaces() {
	printf '__FILE__\n#include "sub dir/h h.h"\n' >"$G/a b.c"
	mkdir "$G/sub dir"
	printf '__FILE__ __INCLUDE_LEVEL__\n' >"$G/sub dir/h h.h"
	gen_check "$1" '' "\"$G/a b.c\"
\"$G/sub dir/h h.h\" 1" -E -P "$G/a b.c"
}

# -------------------------------------------------------------- stress tests
# (gcc needs well under a second for each of these)

gen_deep_object_chain() {
	{
		echo '#define M0 x'
		for ((i = 1; i <= 2000; i++)); do echo "#define M$i M$((i - 1))"; done
		echo M2000
	} >"$G/chain.c"
	gen_check "$1" '' 'x' -E -P "$G/chain.c"
}

gen_deep_function_chain() {
	{
		echo '#define F0(a) [a]'
		for ((i = 1; i <= 300; i++)); do echo "#define F$i(a) F$((i - 1))(a)"; done
		echo 'F300(y)'
	} >"$G/fchain.c"
	gen_check "$1" '' '[y]' -E -P "$G/fchain.c"
}

gen_nested_macro_calls() {
	{
		echo '#define f(x) x'
		for ((i = 0; i < 2000; i++)); do printf 'f('; done
		printf 1
		for ((i = 0; i < 2000; i++)); do printf ')'; done
		echo
	} >"$G/nestcall.c"
	gen_check "$1" '' '1' -E -P "$G/nestcall.c"
}

gen_deep_parens_in_if() {
	{
		printf '#if '
		for ((i = 0; i < 5000; i++)); do printf '('; done
		printf 1
		for ((i = 0; i < 5000; i++)); do printf ')'; done
		printf '\nyes\n#endif\n'
	} >"$G/parens.c"
	gen_check "$1" '' 'yes' -E -P "$G/parens.c"
}

gen_deep_if_nesting() {
	{
		for ((i = 0; i < 5000; i++)); do echo '#if 1'; done
		echo deep
		for ((i = 0; i < 5000; i++)); do echo '#endif'; done
	} >"$G/nestif.c"
	gen_check "$1" '' 'deep' -E -P "$G/nestif.c"
}

gen_many_arguments() {
	{
		printf '#define N(a, ...) a\nN('
		for ((i = 1; i <= 10000; i++)); do printf 'a%d,' $i; done
		printf 'z)\n'
	} >"$G/manyargs.c"
	gen_check "$1" '' 'a1' -E -P "$G/manyargs.c"
}

gen_long_line() {
	local i
	for ((i = 1; i <= 200000; i++)); do printf 'tok%d ' $i; done >"$G/long.c"
	echo >>"$G/long.c"
	gen_check "$1" '' "$(cat "$G/long.c")" -E -P "$G/long.c"
}

gen_many_lines() {
	local i
	for ((i = 1; i <= 100000; i++)); do echo "int x$i = $i;"; done >"$G/lines.c"
	echo '__LINE__' >>"$G/lines.c"
	gen_check "$1" '' "$(cat "$G/lines.c" | sed '$s/.*/100001/')" -E -P "$G/lines.c"
}

# X(X(...X(1)...)) 16 deep: 2^16 tokens.
gen_expansion_blowup() {
	printf '#define X(a) a a\nX(X(X(X(X(X(X(X(X(X(X(X(X(X(X(X(1))))))))))))))))\n' >"$G/blowup.c"
	local ones
	ones=$(for ((i = 0; i < 65536; i++)); do printf '1 '; done)
	gen_check "$1" '' "$ones" -E -P "$G/blowup.c"
}

# A doubling chain that would need 2^31 tokens: castguard gives up with one
# error when an expansion needs more scratch memory than allowed (a small
# limit here; the default is 1 GiB).
gen_expansion_limit() {
	{
		printf '#define a0 x x\n'
		for ((i = 1; i <= 30; i++)); do printf '#define a%d a%d a%d\n' $i $((i - 1)) $((i - 1)); done
		printf 'a30\n'
	} >"$G/limit.c"
	gen_check "$1" 'expected-error@32 {{macro expansion too large: it needs more than 8 MiB}}' - \
		-E -P --max-expansion-mib=8 "$G/limit.c"
}

gen_many_open_parens() {
	{
		printf 'x = '
		for ((i = 0; i < 100000; i++)); do printf '('; done
		echo
	} >"$G/open.c"
	gen_check "$1" '' "$(cat "$G/open.c")" -E -P "$G/open.c"
}

# 250 distinct headers, each including the next: the error comes from the
# 200th file on the include stack (the main file counts as the first).
gen_include_depth_distinct() {
	for ((i = 0; i < 250; i++)); do echo "#include \"h$((i + 1)).h\"" >"$G/h$i.h"; done
	echo leaf >"$G/h250.h"
	echo '#include "h0.h"' >"$G/deep.c"
	gen_check "$1" 'expected-error@h198.h:1 {{#include nested depth 200 exceeds maximum of 200}}' - \
		-E -P "$G/deep.c"
}

# Parser nesting: 100,000 levels of parentheses, braces and declarators (a
# million unary operators, whose frames are small)
# end with one fatal error, never a stack overflow (the
# bound is the stack left, so only the message is fixed, not the column).
gen_parse_deep_parens() {
	python3 -c "print('int x = ' + '(' * 100000 + '1' + ')' * 100000 + ';')" >"$G/p.c"
	gen_check "$1" 'expected-error@* {{nesting too deep}}' - "$G/p.c"
}

gen_parse_deep_unary() {
	python3 -c "print('int x = ' + '- ' * 1000000 + '1;')" >"$G/u.c"
	gen_check "$1" 'expected-error@* {{nesting too deep}}' - "$G/u.c"
}

gen_parse_deep_braces() {
	python3 -c "print('void f(void) ' + '{' * 100000 + '}' * 100000)" >"$G/b.c"
	gen_check "$1" 'expected-error@* {{nesting too deep}}' - "$G/b.c"
}

gen_parse_deep_declarator() {
	python3 -c "print('int ' + '(' * 1000000 + 'x' + ')' * 1000000 + ';')" >"$G/d.c"
	gen_check "$1" 'expected-error@* {{nesting too deep}}' - "$G/d.c"
}

# A thousand levels are fine, as for gcc.
gen_parse_nested_ok() {
	python3 -c "print('_Static_assert(' + '(' * 1000 + '1' + ')' * 1000 + ', \"x\");')" >"$G/ok.c"
	gen_check "$1" '' - "$G/ok.c"
}

# Sizes gcc 12's torture tests reach (limits-declparen.c,
# limits-caselabels.c): a declarator 10,000 parentheses deep, whose type
# must come out whole; 100,000 chained case labels and a flat switch of
# 100,000 cases, each with one duplicate gcc reports.
gen_parse_deep_pointer_declarator() {
	python3 -c "
n = 10000
print('typedef int ' + '(*' * n + 'T' + ')' * n + ';')
print('T v;')
print('_Static_assert(sizeof(' + '*' * (n - 1) + 'v) == 8, \"\");')
print('_Static_assert(sizeof(' + '*' * n + 'v) == 4, \"\");')" >"$G/dp.c"
	gen_check "$1" '' - -fsyntax-only "$G/dp.c"
}

# gen_switch CASE LAST: a switch of 100,000 labels made of the python
# f-string CASE (k counts), then the label LAST on line 100,004
gen_switch() {
	python3 -c "
print('int f(long i)\n{\n\tswitch (i) {')
for k in range(100000): print(f'\t$1')
print('\t$2 return 1;\n\t}\n\treturn 0;\n}')"
}

gen_parse_chained_case_labels() {
	gen_switch 'case {k}:' 'case 77777:' >"$G/cl.c"
	gen_check "$1" 'expected-error@100004:9 {{duplicate case value}}' - -fsyntax-only "$G/cl.c"
}

gen_parse_flat_switch() {
	gen_switch 'case {k * 3}: i++; break;' 'case 30 ... 31:' >"$G/fs.c"
	gen_check "$1" 'expected-error@100004:9 {{duplicate (or overlapping) case value}}' - -fsyntax-only "$G/fs.c"
}

# gfp-sleep-in-atomic walks every path, recursing with the statement and
# expression nesting: 3,000 nested loops under a lock (its frames are big:
# beyond its stack budget the function is left unanalysed, no crash, no
# report), 20,000 labels and gotos (no quadratic search), a chain of 5,000
# functions each calling the next (told by its ends), and 10,000 nested ?:.
gen_atomic_header() {
	cat <<'H'
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define GFP_KERNEL ((__attribute__((force)) gfp_t)0xcc0u)
#define __GFP_DIRECT_RECLAIM ((__attribute__((force)) gfp_t)0x400u)
typedef struct { int s; } spinlock_t;
void spin_lock(spinlock_t *l);
void spin_unlock(spinlock_t *l);
void *kmalloc(unsigned long n, gfp_t f);
H
}

gen_atomic_deep_loops() {
	{ gen_atomic_header; python3 -c "print('void f(spinlock_t *l, int x, void **p) { spin_lock(l);' + ' while (x) {' * 3000 + ' *p = kmalloc(8, GFP_KERNEL);' + ' }' * 3000 + ' spin_unlock(l); }')"; } >"$G/loops.c"
	gen_check "$1" '' - -Wno-decl "$G/loops.c"
}

gen_atomic_many_labels() {
	{ gen_atomic_header; python3 -c "
print('void f(spinlock_t *l, int x, void **p) { spin_lock(l);')
for i in range(20000): print(f'if (x == {i}) goto L{i};')
for i in range(20000): print(f'L{i}: x++;')
print('*p = kmalloc(8, GFP_KERNEL); spin_unlock(l); }')"; } >"$G/labels.c"
	gen_check "$1" 'expected-warning@labels.c:40009 {{sleeping allocation in atomic context}}
expected-note@labels.c:8:42 {{spinlock taken here}}' - -Wno-decl "$G/labels.c"
}

gen_atomic_call_chain() {
	{ gen_atomic_header; python3 -c "
print('void *f0(void) { return kmalloc(8, GFP_KERNEL); }')
for i in range(1, 5000): print(f'void *f{i}(void) {{ return f{i-1}(); }}')
print('void *g(spinlock_t *l) { void *p; spin_lock(l); p = f4999(); spin_unlock(l); return p; }')"; } >"$G/chain.c"
	gen_check "$1" "expected-warning@chain.c:5008 {{'f4999' may sleep (it calls 'f4998', which leads 4998 calls down to 'kmalloc' with GFP_KERNEL)}}
expected-note@chain.c:8:25 {{the allocation that may sleep}}
expected-note@chain.c:5008:35 {{spinlock taken here}}" - -Wno-decl "$G/chain.c"
}

gen_atomic_deep_conditional() {
	{ gen_atomic_header; python3 -c "print('void *f(spinlock_t *l, int x) { void *p; spin_lock(l); p = ' + 'x ? (void *)0 : ' * 10000 + 'kmalloc(8, GFP_KERNEL); spin_unlock(l); return p; }')"; } >"$G/cond.c"
	gen_check "$1" '' - -Wno-decl "$G/cond.c"
}

for t in missing-main-file directory-input binary-input nul-byte nul-in-literal \
	invalid-utf8-identifier invalid-utf8-comment invalid-utf8-literal \
	crlf-line-ends lone-cr utf8-bom no-trailing-newline backslash-at-eof \
	backslash-newline-at-eof empty-file unterminated-comment-at-eof \
	unterminated-string-at-eof unterminated-if-at-eof \
	unterminated-arguments-at-eof file-name-with-spaces \
	deep-object-chain deep-function-chain nested-macro-calls \
	deep-parens-in-if deep-if-nesting many-arguments long-line many-lines \
	expansion-blowup expansion-limit many-open-parens include-depth-distinct \
	parse-deep-parens parse-deep-unary parse-deep-braces parse-deep-declarator \
	parse-nested-ok parse-deep-pointer-declarator parse-chained-case-labels \
	parse-flat-switch atomic-deep-loops atomic-many-labels atomic-call-chain \
	atomic-deep-conditional; do
	gen_test "$t"
done

# Limits, bad command-line input and determinism: tests/robust.sh.
. tests/robust.sh
