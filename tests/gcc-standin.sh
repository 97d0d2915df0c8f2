#!/bin/bash
# gcc-standin.sh -- a stand-in for ./castguard built from gcc 12.  It exists only to VERIFY the expectations of this test
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
	# gcc -fdebug-cpp prints the spelling location (line, byte column) of
	# every output token; convert to castguard's format (display columns,
	# tab stops of 8) and classify the spellings.  Macro expansion chains
	# (" <- NAME@L:C") cannot be reproduced here.
	file=${!#}
	gcc -E -P -fdebug-cpp -D__CHECKER__=1 -fno-diagnostics-show-caret \
		-fdiagnostics-color=never -fno-diagnostics-show-option "$@" |
	python3 -c '
import re, sys
KW = set("""auto break case char const continue default do double else enum extern
float for goto if inline int long register restrict return short signed sizeof
static struct switch typedef union unsigned void volatile while _Alignas
_Alignof _Atomic _Bool _Complex _Generic _Imaginary _Noreturn _Static_assert
_Thread_local""".split())
PUNCT = set("""[ ] ( ) { } . -> ++ -- & * + - ~ ! / % << >> < > <= >= == != ^ | && ||
? : ; ... = *= /= %= += -= <<= >>= &= ^= |= , # ## <: :> <% %> %: %:%:""".split())
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
def kind(t):
    m = re.match(r"(u8|[uUL])?R?([\x22\x27])", t)
    if m:
        q = m.group(2)
        if len(t) > len(m.group(0)) and t.endswith(q):
            return "string" if q == "\x22" else "char"
        return "other"
    if re.match(r"\.?[0-9]", t): return "number"
    if re.match(r"([A-Za-z_$\x80-\U0010ffff]|\\[uU])", t):
        return "keyword" if t in KW else "ident"
    return "punct" if t in PUNCT else "other"
main = sys.argv[1]
MAP = re.compile(r"\{P:([^;]*);F:[^;]*;L:(\d+);C:(\d+);S:\d+;M:[^;]*;E:\d+,LOC:\d+,R:\d+\}")
data = sys.stdin.buffer.read().decode("utf-8", "surrogateescape")
parts = MAP.split(data)
for i in range(1, len(parts), 4):
    f, l, c, tok = parts[i], int(parts[i+1]), int(parts[i+2]), parts[i+3].strip(" \t\n")
    if not tok:
        continue
    c = dcol(f, l, c)
    where = "%d:%d" % (l, c) if f == main else "%s:%d:%d" % (f, l, c)
    sys.stdout.buffer.write(("%s %s %s\n" % (where, kind(tok), tok)).encode("utf-8", "surrogateescape"))
' "$file"
	exit "${PIPESTATUS[0]}"
	;;
esac
# -E (preprocessing, also with -dM) is run as it is; anything else is check
# mode, which for gcc means -fsyntax-only: parse and type the translation unit,
# print the errors, produce nothing (no object file, no link).
mode=-fsyntax-only
for a in "$@"; do
	[ "$a" = -E ] && mode=
done
exec gcc $mode -D__CHECKER__=1 -fno-diagnostics-show-caret -fdiagnostics-color=never \
	-fno-diagnostics-show-option "$@"
