#!/usr/bin/env python3
"""Count sparse's and castguard's diagnostics by family on the kernel corpus.

usage: scripts/compare/sparse-categories.py DIR

DIR holds FILE.sparse and FILE.cg pairs (scripts/compare/sparse-compare.sh --keep-all
writes them).  A diagnostic is a warning/error line with the continuation
lines that follow it (those whose message starts with three spaces).  Each is
put in a family by its text:

  restricted     __bitwise/__nocast: restricted, fouled, nocast, degrades,
                 bad/invalid assignment, mixed bitwiseness, and the
                 "incorrect type" three-liners that name such a type
  address-space  address spaces and noderef
  other          the rest

For each family it prints how many diagnostics sparse and castguard give,
how many are identical (same file, position and text), and how many each
prints that the other does not.  Exit status 1 if the restricted or the
address-space family differs at all.
"""
import collections
import os
import re
import sys

RESTRICTED = re.compile(r"restricted|fouled|nocast|degrades to integer|bad assignment|"
                        r"invalid assignment|mixed bitwiseness")
ADDRESS = re.compile(r"address space|noderef|<asn:")
HEAD = re.compile(r"^(.*?):(\d+):(\d+): (warning|error): ")


def blocks(path):
    out = []
    cur = None
    with open(path, encoding="utf-8", errors="replace") as f:
        for line in f:
            line = line.rstrip("\n")
            m = HEAD.match(line)
            if m:
                cur = [line]
                out.append(cur)
            elif cur is not None and re.match(r"^.*?:\d+:\d+:    ", line):
                cur.append(line)
            else:
                cur = None	# notes ("in included file") end a block
    return ["\n".join(b) for b in out]


def family(block):
    if ADDRESS.search(block):
        return "address-space"
    if RESTRICTED.search(block):
        return "restricted"
    return "other"


def main():
    d = sys.argv[1]
    count = {f: collections.Counter() for f in ("restricted", "address-space", "other")}
    fam_s, fam_c, same = collections.Counter(), collections.Counter(), collections.Counter()
    only_s, only_c = collections.defaultdict(list), collections.defaultdict(list)
    for name in sorted(os.listdir(d)):
        if not name.endswith(".sparse"):
            continue
        base = name[:-len(".sparse")]
        cg = os.path.join(d, base + ".cg")
        if not os.path.exists(cg):
            continue
        s = collections.Counter(blocks(os.path.join(d, name)))
        c = collections.Counter(blocks(cg))
        for b, n in s.items():
            fam_s[family(b)] += n
        for b, n in c.items():
            fam_c[family(b)] += n
        for b in set(s) | set(c):
            k = min(s[b], c[b])
            same[family(b)] += k
            for _ in range(s[b] - k):
                only_s[family(b)].append(b)
            for _ in range(c[b] - k):
                only_c[family(b)].append(b)
    bad = False
    for f in ("restricted", "address-space", "other"):
        print("%-14s sparse %5d  castguard %5d  identical %5d  sparse-only %4d  castguard-only %4d"
              % (f, fam_s[f], fam_c[f], same[f], len(only_s[f]), len(only_c[f])))
        if f != "other" and (only_s[f] or only_c[f]):
            bad = True
            for b in only_s[f][:20]:
                print("  sparse only: " + b.replace("\n", "\n               "))
            for b in only_c[f][:20]:
                print("  castguard only: " + b.replace("\n", "\n                  "))
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main())
