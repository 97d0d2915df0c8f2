#!/bin/bash
# gcc-standin.sh -- a stand-in for ./castguard built from gcc 12 (and clang for
# --dump-tokens).  It exists only to VERIFY the expectations of this test
# suite against the reference implementation:
#
#     bash tests/run.sh tests/gcc-standin.sh
#
# Every test except the ones listed in tests/README.md ("known stand-in
# differences") must pass with it.  castguard defines __CHECKER__ like sparse,
# so the stand-in does too.  Not used by `make check`.

case "$1" in
--dump-tokens)
	shift
	# clang prints byte columns and the spelling location only; convert to
	# castguard's format (display columns, tab stops of 8).  Macro expansion
	# chains (" <- NAME@L:C") cannot be reproduced here.
	file=${!#}
	clang -x c -fsyntax-only -Xclang -dump-tokens -fno-color-diagnostics \
		-fno-caret-diagnostics "$@" 2>&1 >/dev/null |
	python3 -c '
import re, sys
src = {}
def dcol(f, line, bcol):
    if f not in src:
        src[f] = open(f, "rb").read().split(b"\n")
    text = src[f][line - 1][:bcol - 1]
    col = 1
    for b in text:
        if b == 9:
            col = (col - 1) // 8 * 8 + 9
        elif b & 0xC0 != 0x80:
            col += 1
    return col
main = sys.argv[1]
pat = re.compile(r"^(\w+) \x27(.*)\x27\t.*Loc=<(.*)>$", re.S)
buf = ""
for raw in sys.stdin:
    buf += raw
    if "Loc=<" not in raw:
        continue
    line, buf = buf.rstrip("\n"), ""
    m = pat.match(line)
    if not m:
        if ": error:" in line or ": warning:" in line:
            print(line, file=sys.stderr)
        continue
    kind, spell, loc = m.groups()
    if kind == "eof":
        continue
    sp = re.search(r"<Spelling=([^<>]*)>", loc)
    loc = sp.group(1) if sp else loc
    f, l, c = loc.rsplit(":", 2)
    l, c = int(l), int(c)
    c = dcol(f, l, c)
    if kind == "identifier": k = "ident"
    elif kind == "numeric_constant": k = "number"
    elif kind.endswith("char_constant"): k = "char"
    elif kind.endswith("string_literal"): k = "string"
    elif kind == "unknown": k = "other"
    elif re.fullmatch(r"[A-Za-z_]\w*", spell): k = "keyword"
    else: k = "punct"
    where = "%d:%d" % (l, c) if f == main else "%s:%d:%d" % (f, l, c)
    print(where, k, spell)
' "$file"
	exit "${PIPESTATUS[0]}"
	;;
esac
exec gcc -D__CHECKER__=1 -fno-diagnostics-show-caret -fdiagnostics-color=never \
	-fno-diagnostics-show-option "$@"
