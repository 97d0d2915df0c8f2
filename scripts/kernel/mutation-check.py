#!/usr/bin/env python3
"""Mutation check: castguard and sparse on kernel files with bugs put in.

usage: scripts/kernel/mutation-check.py [--version 6.1] [--castguard PATH] [--max N] [FILES...]

For each corpus file (default: a fixed set with many allocation calls,
gfp_t parameters and __force casts) this makes mutants, one change each:

  swap     the two arguments of a two-argument allocation call whose second
           argument is a GFP_* mask (kmalloc(size, GFP_KERNEL) ->
           kmalloc(GFP_KERNEL, size))
  unsign   a `gfp_t NAME` parameter or local becomes `unsigned int NAME`
  unforce  one `__force` is deleted

Each mutant is written to a temporary directory (the kernel tree is never
touched) and checked by sparse 0.6.4 and by castguard with the file's Kbuild
argv, plus `-I DIR` so that its quoted includes still resolve.  The two
stderr outputs must be identical, once sparse's "context imbalance" warnings
(lock checking, which castguard does not do yet) are set aside.  Prints one line per disagreement, then per
kind: mutants, how many made sparse say something new, how many agree, and
`N passed, N failed` (a mutant passes when both tools agree).
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile

# As scripts/lib.sh: the repository root, castguard ($CASTGUARD or the
# repository's), the prepared kernel trees ($CG_KERNEL_DIR).
REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASTGUARD = os.environ.get("CASTGUARD", os.path.join(REPO, "castguard"))
KDIR = os.environ.get("CG_KERNEL_DIR", "/var/tmp/castguard-kernel")

ALLOC = re.compile(r"\b(kmalloc|kzalloc|kmem_cache_alloc|kmem_cache_zalloc|mempool_alloc|"
                   r"alloc_pages|__get_free_pages|kvmalloc|kvzalloc|kmalloc_node|kzalloc_node|"
                   r"mempool_create_node|kstrdup|kmemdup|krealloc|kmalloc_array|kcalloc)\(")
DEFAULT_FILES = ["mm/mempool.c", "mm/page_alloc.c", "mm/slub.c", "mm/vmalloc.c", "mm/util.c",
                 "net/core/skbuff.c", "drivers/md/raid5.c", "drivers/md/dm-crypt.c",
                 "fs/ext4/mballoc.c", "net/core/flow_dissector.c", "lib/xarray.c",
                 "net/core/secure_seq.c", "net/ipv4/tcp_offload.c", "lib/radix-tree.c",
                 "net/sctp/sm_make_chunk.c"]


def split_args(text, start):
    """The top-level arguments of the call whose '(' is at start - 1:
    a list of (begin, end) offsets and the offset of the closing ')'."""
    depth, i, begin, args = 0, start, start, []
    while i < len(text):
        c = text[i]
        if c in "([{":
            depth += 1
        elif c in ")]}":
            if depth == 0:
                args.append((begin, i))
                return args, i
            depth -= 1
        elif c == "," and depth == 0:
            args.append((begin, i))
            begin = i + 1
        elif c in "\"'":
            q = c
            i += 1
            while i < len(text) and text[i] != q:
                i += 2 if text[i] == "\\" else 1
        i += 1
    return None, None


def mutants(text):
    for m in ALLOC.finditer(text):
        args, _ = split_args(text, m.end())
        if not args or len(args) != 2:
            continue
        (a0, a1), (b0, b1) = args
        x, y = text[a0:a1].strip(), text[b0:b1].strip()
        if not re.match(r"^(__)?GFP_", y) or "\n" in x or "#" in x:
            continue
        lead = text[a0:a1][:len(text[a0:a1]) - len(text[a0:a1].lstrip())]
        new = text[:a0] + lead + y + ", " + x + text[b1:]
        yield "swap", text.count("\n", 0, m.start()) + 1, new
    for m in re.finditer(r"\bgfp_t(\s+)([a-z_][a-z0-9_]*)\s*[,);=]", text):
        line_start = text.rfind("\n", 0, m.start()) + 1
        if text[line_start:m.start()].lstrip().startswith(("#", "*", "/")):
            continue
        new = text[:m.start()] + "unsigned int" + text[m.start() + 5:]
        yield "unsign", text.count("\n", 0, m.start()) + 1, new
    for m in re.finditer(r"__force\s*", text):
        new = text[:m.start()] + text[m.end():]
        yield "unforce", text.count("\n", 0, m.start()) + 1, new


def run(cmd, cwd):
    r = subprocess.run(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, timeout=300)
    return r.stderr.decode("utf-8", "replace")


def without_context(text):
    """sparse's output without its lock-context warnings (castguard does not
    make them yet; scripts/compare/sparse-compare.sh sets them aside the same way),
    nor the include notes that may then introduce nothing."""
    out = [l for l in text.splitlines(True) if "context imbalance" not in l]
    keep = []
    for i, l in enumerate(out):
        if ": note: in included file" in l and (i + 1 == len(out) or ": note: in included file" in out[i + 1]):
            continue
        keep.append(l)
    return "".join(keep)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", default="6.1")
    ap.add_argument("--castguard", default=CASTGUARD)
    ap.add_argument("--max", type=int, default=12, help="mutants per kind and file")
    ap.add_argument("files", nargs="*")
    a = ap.parse_args()
    tree = os.path.join(KDIR, "linux-" + a.version)
    cg = os.path.abspath(a.castguard)
    files = a.files or DEFAULT_FILES
    stats = {}
    passed = failed = 0
    with tempfile.TemporaryDirectory(prefix="cg-mut.") as tmp:
        for f in files:
            argv = shlex.split(open(os.path.join(tree, "argv", f + ".args")).read())
            text = open(os.path.join(tree, f), encoding="utf-8", errors="surrogateescape").read()
            dest = os.path.join(tmp, os.path.basename(f))
            base_s = without_context(run(["sparse"] + [x if x != f else dest for x in argv], tree))
            per_kind = {}
            for kind, line, new in mutants(text):
                if per_kind.get(kind, 0) >= a.max:
                    continue
                per_kind[kind] = per_kind.get(kind, 0) + 1
                with open(dest, "w", encoding="utf-8", errors="surrogateescape") as out:
                    out.write(new)
                args = ["-I" + os.path.dirname(f)] + [x if x != f else dest for x in argv]
                es = without_context(run(["sparse"] + args, tree))
                ec = run([cg] + args, tree)
                st = stats.setdefault(kind, [0, 0, 0])
                st[0] += 1
                st[1] += es != base_s
                if es == ec:
                    st[2] += 1
                    passed += 1
                else:
                    failed += 1
                    ls, lc = es.splitlines(), ec.splitlines()
                    n = 0
                    while n < min(len(ls), len(lc)) and ls[n] == lc[n]:
                        n += 1
                    print("DISAGREE %s %s:%d: sparse: %s | castguard: %s" % (
                        kind, f, line, ls[n] if n < len(ls) else "<EOF>", lc[n] if n < len(lc) else "<EOF>"))
    for kind in ("swap", "unsign", "unforce"):
        st = stats.get(kind, [0, 0, 0])
        print("mutation %-8s %3d mutants, %3d change sparse's output, %3d agree" % (kind, st[0], st[1], st[2]))
    print("%d passed, %d failed" % (passed, failed))
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
