#!/usr/bin/env python3
"""tokcmp.py A B -- compare two preprocessed C outputs as token sequences.

Whitespace, newlines, comments and line markers (`# N "file" flags`, `#line N`)
are ignored; everything else, `#pragma` lines included, is compared token by
token (the spelling of each token, so digraphs stay distinct from their
equivalents). Exit 0 if equal. Otherwise exit 1 and print, on the first line,
a one-line summary of the first difference, then ~5 tokens of context from each
side with the line number in each file and the source location recovered from
the nearest line marker.

tokcmp.py --batch reads `A<TAB>B<TAB>LABEL` lines on stdin and prints one
`ok LABEL` / `FAIL LABEL: summary` line per pair (exit 1 if any differ).
"""
import re
import sys

CONTEXT = 5

# Line markers as written by gcc -E / sparse -E: `# 12 "file" 1 3`, `#line 12 "file"`.
MARKER = re.compile(r'[ \t]*#[ \t]*(?:line[ \t]+)?(\d+)(?:[ \t]+"((?:[^"\\]|\\.)*)")?[ \t\d\r]*')

PUNCT = sorted("""
    %:%: ... <<= >>= -> ++ -- << >> <= >= == != && || *= /= %= += -= &= ^= |= ## <: :> <% %> %:
    [ ] ( ) { } . & * + - ~ ! / % < > ^ | ? : ; = , #
""".split(), key=len, reverse=True)

# Each match is optional whitespace, then a comment (skipped: group 1 empty) or one
# token (group 1). Eating whitespace in the same match as the token halves the work.
TOKEN = re.compile(r"""
    [ \t\n\r\f\v]*
    (?: /\*.*?\*/ | //[^\n]*                                     # comments: skipped
    | ( (?:u8|[uUL])?"(?:[^"\\\n]|\\.)*"                        # string literal
      | (?:u8|[uUL])?'(?:[^'\\\n]|\\.)*'                        # character constant
      | [A-Za-z_$\x80-\xff][A-Za-z0-9_$\x80-\xff]*              # identifier (bytes as latin-1)
      | \.?[0-9](?:[eEpP][+-]|[0-9A-Za-z_.])*                   # pp-number
      | """ + "|".join(re.escape(p) for p in PUNCT) + r"""      # punctuators, longest first
      | [^ \t\n\r\f\v]                                         # anything else: one char
    ))""", re.X | re.S)


def load(path):
    """Return (text, markers): text has line-marker lines blanked (so line numbers
    still count), markers is a list of (output line, source file, source line)."""
    with open(path, 'rb') as f:
        lines = f.read().decode('latin-1').split('\n')
    markers = []
    for i, line in enumerate(lines):
        m = '#' in line[:8] and MARKER.fullmatch(line)  # `#pragma` etc. do not match
        if m:
            markers.append((i + 1, m.group(2), int(m.group(1))))
            lines[i] = ''
    return '\n'.join(lines), markers


def tokens(text):
    return [t for t in TOKEN.findall(text) if t]


def located(text, count):
    """The first `count` tokens with their start offsets (only needed on a mismatch)."""
    out = []
    for m in TOKEN.finditer(text):
        if m.group(1):
            out.append((m.group(1), m.start(1)))
            if len(out) >= count:
                break
    return out


def where(path, text, markers, toks, i):
    """`path:L (src:N)` for token i, or `path:EOF` past the end."""
    if i >= len(toks):
        return '%s:EOF' % path
    line = text.count('\n', 0, toks[i][1]) + 1
    src, cur = None, None
    for mline, mfile, mnum in markers:  # the last marker before this line
        if mline >= line:
            break
        cur = mfile if mfile is not None else cur
        src = (cur, mnum + line - mline - 1)
    return '%s:%d' % (path, line) + (' (%s:%d)' % src if src and src[0] else '')


def show(toks, i):
    before = ' '.join(t for t, _ in toks[max(0, i - CONTEXT):i])
    here = toks[i][0] if i < len(toks) else '<EOF>'
    after = ' '.join(t for t, _ in toks[i + 1:i + 1 + CONTEXT])
    return '%s [[ %s ]] %s' % (before, here, after)


def compare(pa, pb):
    """None if the token sequences of files pa and pb are equal, else report lines."""
    (ta, ma), (tb, mb) = load(pa), load(pb)
    if ta == tb:        # fast path: same text once line markers are blanked
        return None
    a, b = tokens(ta), tokens(tb)
    if a == b:
        return None
    i = next((k for k, (x, y) in enumerate(zip(a, b)) if x != y), min(len(a), len(b)))
    la, lb = located(ta, i + CONTEXT + 1), located(tb, i + CONTEXT + 1)
    wa, wb = where(pa, ta, ma, la, i), where(pb, tb, mb, lb, i)
    ha = la[i][0] if i < len(la) else '<EOF>'
    hb = lb[i][0] if i < len(lb) else '<EOF>'
    return ['token %d: %r vs %r at %s vs %s' % (i + 1, ha, hb, wa, wb),
            '  A %s: %s' % (wa, show(la, i)),
            '  B %s: %s' % (wb, show(lb, i)),
            '  (%d vs %d tokens)' % (len(a), len(b))]


def batch():
    """--batch: stdin has lines `A<TAB>B<TAB>LABEL`; print `ok LABEL` or
    `FAIL LABEL: <first line of the report>` per pair (saves a python start-up
    per pair when comparing thousands of small files)."""
    bad = 0
    for line in sys.stdin:
        pa, pb, label = line.rstrip('\n').split('\t', 2)
        try:
            rep = compare(pa, pb)
        except OSError as e:
            rep = ['tokcmp: %s' % e]
        bad += rep is not None
        print('ok %s' % label if rep is None else 'FAIL %s: %s' % (label, rep[0]), flush=True)
    return 1 if bad else 0


def main(argv):
    if argv[1:] == ['--batch']:
        return batch()
    if len(argv) != 3:
        sys.stderr.write('usage: tokcmp.py A B | tokcmp.py --batch <pairs\n')
        return 2
    try:
        rep = compare(argv[1], argv[2])
    except OSError as e:
        sys.stderr.write('tokcmp: %s\n' % e)
        return 2
    if rep is None:
        return 0
    print('\n'.join(rep))
    return 1


if __name__ == '__main__':
    sys.exit(main(sys.argv))
