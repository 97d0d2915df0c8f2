# migrate.sh -- tests of `castguard migrate`.  Sourced by run.sh.
#
# tests/migrate/NAME/ holds a fixture tree in in/, a file args with two lines
#   ARGS: migrate options (e.g. --to gfp_t)
#   CFLAGS: compiler flags, relative to in/ (e.g. -I include)
# and expected.diff, the exact patch expected on stdout (run from in/ on ".");
# expected.err, if present, is the exact stderr of that run (--explain).
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
	[ -f "$d/expected.err" ] && diff -u "$d/expected.err" "$TMP/err" >>"$TMP/diff"
	cp "$TMP/out" "$w/patch"
	# -j3 (units read three at a time): the same patch, the same messages
	# shellcheck disable=SC2086
	mig_run "$w/orig" -j3 $args $cflags .
	cmp -s "$TMP/out" "$w/patch" || echo "-j3 gives another patch: $(diff "$w/patch" "$TMP/out" | head -n 5)" >>"$TMP/problems"
	[ -f "$d/expected.err" ] && diff -u "$d/expected.err" "$TMP/err" >>"$TMP/diff"
	(cd "$w/applied" && GIT_CEILING_DIRECTORIES=$w git apply "$w/patch") >>"$TMP/problems" 2>&1 ||
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

# ------------------------------------------------------------- bad input
# Each case builds a small tree in $G and checks status, stderr and files.

MIG_H='#define __nocast
typedef unsigned int __nocast gfp_t;'

# mig_expect NAME STATUS STDERR-SUBSTRING : after mig_run, compare
mig_expect() {
	[ "$RC" = "$2" ] || echo "exit status $RC, expected $2"
	grep -q -F -- "$3" "$TMP/err" || echo "stderr lacks '$3': $(head -n 3 "$TMP/err")"
}

mig_case() {
	local name=migrate/$1
	selected "$name" || return 0
	rm -rf "$G"
	mkdir -p "$G"
	: >"$TMP/diff"
	"mig_${1//-/_}" >"$TMP/problems" 2>&1
	if [ -n "$CRASH" ]; then echo "$CRASH" >>"$TMP/problems"; fi
	if [ -s "$TMP/problems" ]; then report_fail "$name"; else pass "$name"; fi
}

mig_unknown_type() {
	printf '%s\nunsigned int __nocast x;\n' "$MIG_H" >"$G/a.c"
	mig_run "$G" --to nosuch_t a.c
	mig_expect "$1" 2 "'nosuch_t' is not declared"
	[ -s "$TMP/out" ] && echo "printed a diff"
}

mig_no_type() {
	mig_run "$G" a.c
	mig_expect "$1" 2 "--to TYPE is required"
}

mig_twins_disagree() {
	printf '#ifdef X\ntypedef unsigned long __nocast gfp_t;\n#else\ntypedef unsigned __nocast gfp_t;\n#endif\nunsigned __nocast x;\n' >"$G/a.c"
	mig_run "$G" --to gfp_t a.c
	mig_expect "$1" 2 "declared with different types"
}

mig_not_integer() {
	printf 'struct s;\ntypedef struct s *gfp_t;\n' >"$G/a.c"
	mig_run "$G" --to gfp_t a.c
	mig_expect "$1" 2 "not a typedef of an integer type"
}

# The typedef in a header found through -I, not migrated itself.
mig_type_in_header() {
	mkdir "$G/inc"
	printf '%s\n' "$MIG_H" >"$G/inc/t.h"
	printf '#include <t.h>\nunsigned int __nocast x;\n' >"$G/a.c"
	mig_run "$G" --to gfp_t -I inc a.c
	mig_expect "$1" 0 "1 declaration in 1 file"
	grep -q '^+gfp_t x;$' "$TMP/out" || echo "no diff: $(cat "$TMP/out")"
}

# A file that does not parse is named and left alone; the others change.
mig_unparsable() {
	printf '%s\nunsigned int __nocast x;\n' "$MIG_H" >"$G/good.c"
	printf '%s\nunsigned int __nocast y = ;\n' "$MIG_H" >"$G/bad.c"
	printf '%s\n/* unterminated\nunsigned int __nocast z;\n' "$MIG_H" >"$G/bad.h"
	cp "$G/bad.c" "$G/bad.c.orig"
	cp "$G/bad.h" "$G/bad.h.orig"
	mig_run "$G" --to gfp_t --in-place good.c bad.c bad.h
	mig_expect "$1" 1 "bad.c: not migrated: "
	grep -q -F "bad.h: not migrated: 3: unterminated comment" "$TMP/err" ||
		echo "bad.h not named: $(cat "$TMP/err")"
	cmp -s "$G/bad.c" "$G/bad.c.orig" || echo "bad.c was modified"
	cmp -s "$G/bad.h" "$G/bad.h.orig" || echo "bad.h was modified"
	grep -q '^gfp_t x;$' "$G/good.c" || echo "good.c not migrated"
}

mig_all_or_nothing() {
	printf '%s\nunsigned int __nocast x;\n' "$MIG_H" >"$G/good.c"
	printf '%s\nunsigned int __nocast y = ;\n' "$MIG_H" >"$G/bad.c"
	cp "$G/good.c" "$G/good.c.orig"
	mig_run "$G" --to gfp_t --in-place --all-or-nothing good.c bad.c
	mig_expect "$1" 1 "nothing written (--all-or-nothing)"
	cmp -s "$G/good.c" "$G/good.c.orig" || echo "good.c was modified"
}

mig_read_only() {
	printf '%s\nunsigned int __nocast x;\n' "$MIG_H" >"$G/ro.c"
	printf '%s\nunsigned int __nocast x;\n' "$MIG_H" >"$G/rw.c"
	chmod 444 "$G/ro.c"
	chmod 640 "$G/rw.c"
	cp "$G/ro.c" "$G/ro.c.orig"
	mig_run "$G" --to gfp_t --in-place ro.c rw.c
	mig_expect "$1" 1 "ro.c: not migrated: file is read-only"
	cmp -s "$G/ro.c" "$G/ro.c.orig" || echo "ro.c was modified"
	grep -q '^gfp_t x;$' "$G/rw.c" || echo "rw.c not migrated"
	[ "$(stat -c %a "$G/rw.c")" = 640 ] || echo "mode of rw.c not kept: $(stat -c %a "$G/rw.c")"
	chmod 644 "$G/ro.c"
}

# A write that fails (the new file is over a file-size limit of 1 KiB)
# leaves the file as it was and no temporary file behind.
mig_failed_write() {
	printf '%s\n/* %01500d */\nunsigned int __nocast x;\n' "$MIG_H" 0 >"$G/a.c"
	cp "$G/a.c" "$G/a.orig"
	RC=$( (ulimit -f 1; mig_run "$G" --to gfp_t --in-place a.c; echo "$RC") )
	mig_expect "$1" 2 "castguard: error: cannot write 'a.c': File too large"
	cmp -s "$G/a.c" "$G/a.orig" || echo "a.c was modified"
	[ "$(ls -A "$G")" = "a.c
a.orig" ] && return
	echo "left behind: $(ls -A "$G")"
}

# CR LF line ends stay, also across a join.
mig_crlf() {
	printf 'typedef unsigned int __nocast gfp_t;\r\n\r\nextern void *kmem_cache_alloc_node_x(void *cachep, int node,\r\n\t\t\t\t   unsigned int __nocast flags);\r\n' >"$G/c.c"
	printf 'typedef unsigned int __nocast gfp_t;\r\n\r\nextern void *kmem_cache_alloc_node_x(void *cachep, int node, gfp_t flags);\r\n' >"$G/want"
	mig_run "$G" --to gfp_t --in-place --no-parse c.c
	mig_expect "$1" 0 "1 declaration in 1 file rewritten"
	cmp "$G/c.c" "$G/want"
}

# --infer: a prototype in a header that is not migrated keeps the
# definition's parameter as it is (and says why with --explain).
mig_infer_outside() {
	mkdir "$G/inc"
	printf '#define __bitwise __attribute__((bitwise))\ntypedef unsigned int __bitwise gfp_t;\nvoid *kmalloc(unsigned long n, gfp_t f);\nvoid *f(unsigned int flags);\n' >"$G/inc/t.h"
	printf '#include <t.h>\nvoid *f(unsigned int flags)\n{\n\treturn kmalloc(1, flags);\n}\n' >"$G/a.c"
	mig_run "$G" --to gfp_t --explain -I inc a.c
	mig_expect "$1" 0 "a.c:2:9: not inferred 'flags' as gfp_t: its declaration at inc/t.h:4:6 ('flags') is not among the files migrated (evidence: passed to argument 2 of 'kmalloc' (gfp_t) at a.c:4:23)"
	[ -s "$TMP/out" ] && echo "printed a diff: $(cat "$TMP/out")"
	mig_run "$G" --to gfp_t --infer -I inc a.c inc/t.h
	grep -q '^+void \*f(gfp_t flags);$' "$TMP/out" || echo "header not migrated: $(cat "$TMP/out")"
	grep -q '^+void \*f(gfp_t flags)$' "$TMP/out" || echo "definition not migrated: $(cat "$TMP/out")"
}

# -p BUILD_DIR: each file is parsed with its compile command, in its
# directory (its -I finds the header, its -D the evidence; without -p
# the file is not migrated).  Without FILES: the database's files and
# the headers under the current directory.
mig_project() {
	mkdir -p "$G/proj/inc" "$G/proj/src" "$G/build"
	printf '#define __bitwise __attribute__((bitwise))\ntypedef unsigned int __bitwise gfp_t;\nvoid *kmalloc(unsigned long n, gfp_t f);\nvoid *f(unsigned int flags);\n' >"$G/proj/inc/t.h"
	printf '#include <t.h>\nvoid *f(unsigned int flags)\n{\n#ifdef REAL\n\treturn kmalloc(1, flags);\n#else\n\treturn (void *)0;\n#endif\n}\n' >"$G/proj/src/a.c"
	printf '[{"directory": "%s", "file": "a.c", "command": "cc -c -I ../inc -DREAL -o a.o a.c"}]\n' "$G/proj/src" >"$G/build/compile_commands.json"
	mig_run "$G/proj" --to gfp_t --explain -p ../build src inc
	mig_expect "$1" 0 "src/a.c:2:9: inferred 'flags' as gfp_t: passed to argument 2 of 'kmalloc' (gfp_t) at src/a.c:5:23"
	grep -q '^+void \*f(gfp_t flags);$' "$TMP/out" || echo "header not migrated: $(cat "$TMP/out")"
	grep -q '^+void \*f(gfp_t flags)$' "$TMP/out" || echo "definition not migrated: $(cat "$TMP/out")"
	mig_run "$G/proj" --to gfp_t --infer -p ../build
	grep -q '^+++ b/inc/t.h$' "$TMP/out" || echo "no FILES: header not migrated: $(cat "$TMP/out")"
	grep -q '^+++ b/src/a.c$' "$TMP/out" || echo "no FILES: a.c not migrated: $(cat "$TMP/out")"
	mig_run "$G/proj" --to gfp_t --infer src inc
	mig_expect "$1" 1 "src/a.c: not migrated: "
	mig_run "$G/proj" --to gfp_t -p ../nosuch src
	mig_expect "$1" 2 "compile_commands.json"
}

# A prototype spelled gfp_t already, in a header not migrated, agrees
# with the definition's rewrite.
mig_already_outside() {
	mkdir "$G/inc"
	printf '#define __bitwise __attribute__((bitwise))\ntypedef unsigned int __bitwise gfp_t;\nvoid *kmalloc(unsigned long n, gfp_t f);\nvoid *f(gfp_t flags);\n' >"$G/inc/t.h"
	printf '#include <t.h>\nvoid *f(unsigned int flags)\n{\n\treturn kmalloc(1, flags);\n}\n' >"$G/a.c"
	mig_run "$G" --to gfp_t --explain -I inc a.c
	mig_expect "$1" 0 "a.c:2:9: inferred 'flags' as gfp_t: passed to argument 2 of 'kmalloc' (gfp_t) at a.c:4:23"
	grep -q '^+void \*f(gfp_t flags)$' "$TMP/out" || echo "definition not migrated: $(cat "$TMP/out")"
	return 0
}

# -p: a function no unit of the build defines (not built in this
# configuration) has only its declarations to rewrite; without -p its
# definition may be in a file not given, and it keeps its type.
mig_project_undefined() {
	mkdir -p "$G/build"
	printf '#define __bitwise __attribute__((bitwise))\ntypedef unsigned int __bitwise gfp_t;\n#define GFP_KERNEL ((gfp_t)0x10u)\nvoid *g(unsigned int flags);\n' >"$G/t.h"
	printf '#include "t.h"\nvoid *f(void)\n{\n\treturn g(GFP_KERNEL);\n}\n' >"$G/a.c"
	printf '[{"directory": "%s", "file": "a.c", "command": "cc -c a.c"}]\n' "$G" >"$G/build/compile_commands.json"
	mig_run "$G" --to gfp_t --explain -p build a.c t.h
	mig_expect "$1" 0 "t.h:4:9: inferred 'flags' as gfp_t: receives 'GFP_KERNEL' in a call of 'g' at a.c:4:17"
	mig_run "$G" --to gfp_t --explain a.c t.h
	mig_expect "$1" 0 "t.h:4:9: not inferred 'flags' as gfp_t: 'g' is not defined in the files migrated"
	return 0
}

# -p with FILES: the database's other units are evidence (b.c passes
# GFP_KERNEL to f), read but not rewritten.
mig_project_evidence() {
	mkdir -p "$G/proj/inc" "$G/proj/src" "$G/build"
	printf '#define __bitwise __attribute__((bitwise))\ntypedef unsigned int __bitwise gfp_t;\n#define GFP_KERNEL ((gfp_t)0x10u)\nvoid *f(unsigned int flags);\n' >"$G/proj/inc/t.h"
	printf '#include <t.h>\nvoid *f(unsigned int flags)\n{\n\treturn (void *)0;\n}\n' >"$G/proj/src/a.c"
	printf '#include <t.h>\nvoid *g(void)\n{\n\treturn f(GFP_KERNEL);\n}\n' >"$G/proj/src/b.c"
	printf '[{"directory": "%s", "file": "a.c", "command": "cc -c -I ../inc a.c"},\n {"directory": "%s", "file": "b.c", "command": "cc -c -I ../inc b.c"}]\n' "$G/proj/src" "$G/proj/src" >"$G/build/compile_commands.json"
	mig_run "$G/proj" --to gfp_t --explain -p ../build src/a.c inc
	mig_expect "$1" 0 "src/a.c:2:9: inferred 'flags' as gfp_t: receives 'GFP_KERNEL' in a call of 'f' at src/b.c:4:17"
	grep -q '^+void \*f(gfp_t flags);$' "$TMP/out" || echo "header not migrated: $(cat "$TMP/out")"
	grep -q '^+void \*f(gfp_t flags)$' "$TMP/out" || echo "definition not migrated: $(cat "$TMP/out")"
	grep -q 'b/src/b.c' "$TMP/out" && echo "b.c rewritten: $(cat "$TMP/out")"
	return 0
}

# A .c file #included by another (a USB host driver's ehci-mem.c) does
# not parse alone: it is analysed and rewritten through its includer,
# given as FILES or found from -p's units.
mig_included() {
	mkdir -p "$G/inc" "$G/usb" "$G/build"
	printf '#define __bitwise __attribute__((bitwise))\ntypedef unsigned int __bitwise gfp_t;\n#define GFP_ATOMIC ((gfp_t)0x20u)\nvoid *kmalloc(unsigned long n, gfp_t f);\nint usb_submit_urb(void *urb, unsigned int mem_flags);\n' >"$G/inc/t.h"
	printf '#include <t.h>\nstruct ehci_hcd {\n\tint n;\n};\n#include "hcd-mem.c"\nint usb_submit_urb(void *urb, unsigned int mem_flags)\n{\n\treturn ehci_qtd_alloc(0, mem_flags) != 0;\n}\n' >"$G/usb/hcd.c"
	printf 'static void *ehci_qtd_alloc(struct ehci_hcd *ehci, int flags)\n{\n\treturn kmalloc(sizeof(*ehci), flags);\n}\n' >"$G/usb/hcd-mem.c"
	printf '#include <t.h>\nint send(void *urb)\n{\n\treturn usb_submit_urb(urb, GFP_ATOMIC);\n}\n' >"$G/usb/user.c"
	printf '[{"directory": "%s", "file": "hcd.c", "command": "cc -c -I ../inc hcd.c"},\n {"directory": "%s", "file": "user.c", "command": "cc -c -I ../inc user.c"}]\n' "$G/usb" "$G/usb" >"$G/build/compile_commands.json"
	local run
	for run in "-I inc usb inc" "-p build"; do
		# shellcheck disable=SC2086
		mig_run "$G" --to gfp_t --explain $run
		mig_expect "$1" 0 "usb/hcd-mem.c:1:52: inferred 'flags' as gfp_t: passed to argument 2 of 'kmalloc' (gfp_t) at usb/hcd-mem.c:3:23"
		grep -q '^+static void \*ehci_qtd_alloc(struct ehci_hcd \*ehci, gfp_t flags)$' "$TMP/out" ||
			echo "$run: hcd-mem.c not migrated: $(cat "$TMP/out")"
		grep -q '^+int usb_submit_urb(void \*urb, gfp_t mem_flags);$' "$TMP/out" ||
			echo "$run: header not migrated: $(cat "$TMP/out")"
	done
}

# -p: a .c file the configuration does not build (no command, not
# included) gets the rewrite of its annotated declarations, and a note.
mig_unbuilt() {
	mkdir -p "$G/src" "$G/build"
	printf '%s\nunsigned int __nocast x;\n' "$MIG_H" >"$G/src/a.c"
	printf '#include <no/such/header.h>\nunsigned int __nocast numa_gfp;\nint numa_flags;\n' >"$G/src/numa.c"
	printf '[{"directory": "%s", "file": "a.c", "command": "cc -c a.c"}]\n' "$G/src" >"$G/build/compile_commands.json"
	mig_run "$G" --to gfp_t --infer -p build src
	mig_expect "$1" 0 "src/numa.c: not built in this configuration: only its annotated declarations are rewritten"
	grep -q '^+gfp_t numa_gfp;$' "$TMP/out" || echo "numa.c not migrated: $(cat "$TMP/out")"
	grep -q '^+gfp_t x;$' "$TMP/out" || echo "a.c not migrated: $(cat "$TMP/out")"
	return 0
}

# -p: two units named util.c, in two directories: their static objects
# are two (y's cache_gfp is not x's, nor is y_count's return type).
mig_static_global() {
	mkdir -p "$G/x" "$G/y" "$G/build"
	printf '#define __bitwise __attribute__((bitwise))\ntypedef unsigned int __bitwise gfp_t;\n#define GFP_KERNEL ((gfp_t)0x10u)\nvoid *kmalloc(unsigned long n, gfp_t f);\n' >"$G/t.h"
	printf '#include "../t.h"\nstatic unsigned int cache_gfp;\nvoid *x_alloc(void)\n{\n\tcache_gfp = GFP_KERNEL;\n\treturn kmalloc(1, cache_gfp);\n}\n' >"$G/x/util.c"
	printf '#include "../t.h"\nstatic unsigned int cache_gfp;\nunsigned int y_count(void)\n{\n\treturn cache_gfp;\n}\n' >"$G/y/util.c"
	printf '[{"directory": "%s", "file": "util.c", "command": "cc -c util.c"},\n {"directory": "%s", "file": "util.c", "command": "cc -c util.c"}]\n' "$G/x" "$G/y" >"$G/build/compile_commands.json"
	mig_run "$G" --to gfp_t --explain -p build
	mig_expect "$1" 0 "1 declaration in 1 file (1 inferred)"
	grep -q 'b/y/util.c' "$TMP/out" && echo "y/util.c rewritten: $(cat "$TMP/out")"
	return 0
}

# A unit the front end does not finish (simulated) gives no facts: its
# file is named and not migrated, the prototype in the header stays.
mig_infer_unfinished() {
	printf '#define __bitwise __attribute__((bitwise))\ntypedef unsigned int __bitwise gfp_t;\nvoid *kmalloc(unsigned long n, gfp_t f);\nvoid *f(unsigned int flags);\n' >"$G/t.h"
	printf '#include "t.h"\nvoid *f(unsigned int flags)\n{\n\treturn kmalloc(1, flags);\n}\n' >"$G/a.c"
	CASTGUARD_MIGRATE_FAIL_INFER=1 mig_run "$G" --to gfp_t --infer a.c t.h
	mig_expect "$1" 1 "a.c: not migrated: the front end did not finish it (--infer)"
	[ -s "$TMP/out" ] && echo "printed a diff: $(cat "$TMP/out")"
	cp "$G/a.c" "$G/a.orig"
	CASTGUARD_MIGRATE_FAIL_INFER=1 mig_run "$G" --to gfp_t --infer --in-place --all-or-nothing a.c t.h
	mig_expect "$1" 1 "nothing written (--all-or-nothing)"
	cmp -s "$G/a.c" "$G/a.orig" || echo "a.c was modified"
}

# The syntax check cannot run (no /proc, castguard replaced during the
# run: simulated): the file is not migrated rather than rewritten unchecked
# (found by lf-migrate while a rebuild had taken castguard away).
mig_check_cannot_run() {
	printf '%s\nunsigned int __nocast x;\n' "$MIG_H" >"$G/a.c"
	cp "$G/a.c" "$G/a.orig"
	CASTGUARD_MIGRATE_SELF=$G/nosuch mig_run "$G" --to gfp_t --in-place a.c
	mig_expect "$1" 1 "a.c: not migrated: its syntax check could not run: No such file or directory"
	cmp -s "$G/a.c" "$G/a.orig" || echo "a.c was modified"
}

# --infer reads a file given once: the parse that gathers its facts is its
# syntax check (no -fsyntax-only child: a castguard that cannot be run
# again stops nothing), and a syntax error found there still refuses it.
mig_infer_read_once() {
	printf '%s\nunsigned int __nocast x;\n' "$MIG_H" >"$G/a.c"
	printf '%s\nint f(void) { return 1 }\n' "$MIG_H" >"$G/bad.c"
	CASTGUARD_MIGRATE_SELF=$G/nosuch mig_run "$G" --to gfp_t --infer a.c bad.c
	mig_expect "$1" 1 "bad.c: not migrated: bad.c:3:23: error: expected ';' before '}' token"
	grep -q '^+gfp_t x;$' "$TMP/out" || echo "a.c not migrated: $(cat "$TMP/out")"
	return 0
}

# --infer on a terminal: how many units are read, on one line rewritten
# and cleared at the end (nothing of it when stderr is not a terminal).
mig_infer_progress() {
	printf '%s\nunsigned int x;\n' "$MIG_H" >"$G/a.c"
	cp "$G/a.c" "$G/b.c"
	command -v script >/dev/null || return 0
	(cd "$G" && script -qec "'$CG' migrate --to gfp_t --infer a.c b.c >/dev/null" /dev/null) >"$TMP/tty" 2>&1
	grep -q -a "migrate: 2/2 units read" "$TMP/tty" || echo "no progress: $(od -c "$TMP/tty" | head -5)"
	mig_run "$G" --to gfp_t --infer a.c b.c
	grep -q "units read" "$TMP/err" && echo "progress without a terminal: $(cat "$TMP/err")"
	return 0
}

# -j N: N units read at a time; a number from 1 to 64 (the fixtures are
# also run with -j3 and must give the same patch and messages).
mig_infer_jobs() {
	printf '%s\nunsigned int x;\n' "$MIG_H" >"$G/a.c"
	mig_run "$G" --to gfp_t --infer -j0 a.c
	mig_expect "$1" 2 "-j wants a number of jobs from 1 to 64, not '0'"
	mig_run "$G" --to gfp_t --infer -j two a.c
	mig_expect "$1" 2 "not 'two'"
	mig_run "$G" --to gfp_t --infer -j 2 a.c
	mig_expect "$1" 0 "0 declarations in 0 files (0 inferred)"
	return 0
}

# A type word ending a #define is not part of the declaration on the next
# line (lf-migrate: "#define __nocast" then "unsigned int __nocast x;"
# became "#define gfp_t x;").
mig_after_directive() {
	printf '%s\n#define MY_FLAGS __nocast\nunsigned int __nocast x;\n' "$MIG_H" >"$G/a.c"
	mig_run "$G" --to gfp_t --in-place a.c
	mig_expect "$1" 0 "1 declaration in 1 file rewritten"
	grep -q '^#define MY_FLAGS __nocast$' "$G/a.c" || echo "directive changed: $(cat "$G/a.c")"
	grep -q '^gfp_t x;$' "$G/a.c" || echo "x not migrated: $(cat "$G/a.c")"
}

# In a file that declares TYPE, only declarations where a typedef of it is
# in force change (lf-migrate: rewrites above the typedef, or outside the
# only #ifdef that declares it, no longer compiled).  Twins in every
# branch of an #if/#elif/#else group declare it below the group.  (A later
# group with the same condition is not recognized: left alone.)
mig_not_in_force() {
	printf '#define __nocast\nunsigned int __nocast early;\n#ifdef CONFIG_X\ntypedef unsigned int __nocast gfp_t;\nunsigned int __nocast inside;\n#endif\nunsigned int __nocast outside;\n' >"$G/a.c"
	printf '#define __nocast\n#ifdef A\ntypedef unsigned int __nocast gfp_t;\n#elif defined(B)\ntypedef unsigned int __nocast gfp_t;\n#else\ntypedef unsigned int __nocast gfp_t;\n#endif\nunsigned int __nocast after;\n' >"$G/b.c"
	mig_run "$G" --to gfp_t a.c b.c
	mig_expect "$1" 0 "2 declarations in 2 files"
	grep -q -F "castguard: note: a.c:2: not rewritten: no typedef of 'gfp_t' is in force there" "$TMP/err" ||
		echo "a.c:2 not named: $(cat "$TMP/err")"
	grep -q -F "castguard: note: a.c:7: not rewritten: no typedef of 'gfp_t' is in force there" "$TMP/err" ||
		echo "a.c:7 not named: $(cat "$TMP/err")"
	grep '^[-+][^-+]' "$TMP/out" >"$G/changes"
	printf '%s\n' '-unsigned int __nocast inside;' '+gfp_t inside;' \
		'-unsigned int __nocast after;' '+gfp_t after;' | diff - "$G/changes"
}

# TYPE declared only in a .c file: a header it does not include, or
# includes above the typedef, cannot see it and stays (lf-migrate: headers
# rewritten to a gfp_t of a .c file beside them); one it includes below
# the typedef changes.
mig_type_in_c_only() {
	printf '#include "late.h"\n%s\n#include <inc.h>\nunsigned int __nocast x;\n' "$MIG_H" >"$G/a.c"
	printf 'unsigned int __nocast y;\n' >"$G/inc.h"
	printf 'unsigned int __nocast z;\n' >"$G/other.h"
	printf 'unsigned int __nocast w;\n' >"$G/late.h"
	mig_run "$G" --to gfp_t --no-parse a.c inc.h other.h late.h
	mig_expect "$1" 0 "2 declarations in 2 files"
	local h
	for h in other.h late.h; do
		grep -q -F "castguard: note: $h: not rewritten: 'gfp_t' is declared only in .c files, none of which includes it below the typedef" "$TMP/err" ||
			echo "$h not named: $(cat "$TMP/err")"
	done
	grep -q 'late.h' "$TMP/out" && echo "late.h rewritten: $(cat "$TMP/out")"
	grep -q '^+gfp_t y;$' "$TMP/out" || echo "inc.h not migrated: $(cat "$TMP/out")"
	grep -q 'other.h' "$TMP/out" && echo "other.h rewritten: $(cat "$TMP/out")"
	return 0
}

# A declaration of TYPE's own name (a typedef misspelled) is left alone:
# "gfp_t gfp_t;" would add an error (lf-migrate, "tmpedef" in blk.h).
mig_names_type() {
	printf '%s\ntypdef unsigned int __nocast gfp_t;\nunsigned int __nocast x;\n' "$MIG_H" >"$G/a.c"
	mig_run "$G" --to gfp_t --no-parse a.c
	mig_expect "$1" 0 "1 declaration in 1 file"
	grep -q '^+gfp_t x;$' "$TMP/out" || echo "x not migrated: $(cat "$TMP/out")"
	grep -q 'gfp_t gfp_t' "$TMP/out" && echo "TYPE's name rewritten: $(cat "$TMP/out")"
	return 0
}

for c in names-type type-in-c-only after-directive not-in-force check-cannot-run infer-read-once infer-progress infer-jobs infer-unfinished project project-undefined project-evidence already-outside included unbuilt static-global infer-outside crlf unknown-type no-type twins-disagree not-integer type-in-header unparsable \
	 all-or-nothing read-only failed-write; do
	mig_case "$c"
done
