#!/usr/bin/env python3
"""GFP mutations: castguard's GFP checks on kernel files with a GFP bug put in.

usage: scripts/kernel/gfp-mutations.py [--version 6.1|6.12|all] [--castguard PATH] [--verbose]

Each mutation changes one line of one corpus file (the kernel tree is never
touched: the mutant is written to a temporary directory and checked with the
file's Kbuild argv plus -I of the original directory, as
scripts/kernel/mutation-check.py does), then expects castguard's diagnostics at given
lines, with given texts: the warning at the bug and the note at the place the
atomic context began.  The unmodified file must not show them (so that the
mutation, not the file, is what is caught).  Default: every version below
whose tree is set up.  The mutations:

  atomic   a GFP_ATOMIC allocation under a lock (spin_lock_bh, read_lock_bh in
           rcu_read_lock, rcu_read_lock alone) turned into GFP_KERNEL
  guard    a GFP_KERNEL allocation added in a guard() / scoped_guard() scope
  helper   a helper's GFP_ATOMIC turned into GFP_KERNEL: its caller, which
           calls it under a write_lock, is reported
  swap     the two arguments of kmalloc() swapped (-Wgfp-swapped-args)
  zero     O_RDONLY passed as the gfp_t flags (-Wgfp-zero)
  flags    invalid combinations: __GFP_NOFAIL on GFP_NOWAIT or with
           __GFP_NORETRY, a zone-only mask, two zones, __GFP_HIGHMEM for slab,
           __GFP_MEMALLOC with __GFP_NOMEMALLOC, kvcalloc with GFP_ATOMIC

Prints one line per mutation (caught / missed and why), then
`N passed, N failed`; exits 1 if a mutation was missed.  Needs the kernel
tree set up by scripts/kernel/kernel-setup.sh.
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

# (name, file, line, old, new, extra args, [(line, kind, text), ...])
MUTATIONS = {
    "6.1": [
        ("atomic-spin-lock-bh", "net/ipv4/route.c", 672,
         "GFP_ATOMIC", "GFP_KERNEL", [],
         [(672, "warning", "sleeping allocation in atomic context: 'kcalloc' with GFP_KERNEL "
                           "may sleep while a spinlock is held"),
          (668, "note", "spinlock taken here")]),
        ("atomic-read-lock-bh-in-rcu", "net/sctp/ipv6.c", 478,
         "GFP_ATOMIC", "GFP_KERNEL", [],
         [(478, "warning", "'kzalloc' with GFP_KERNEL may sleep while an rwlock is held"),
          (475, "note", "rwlock taken here"),
          (469, "note", "RCU read-side critical section begins here")]),
        ("atomic-rcu-inline-allocator", "net/core/neighbour.c", 3522,
         "GFP_ATOMIC", "GFP_KERNEL", [],
         [(3522, "warning", "'nlmsg_new' with GFP_KERNEL may sleep while in an RCU "
                            "read-side critical section"),
          (3520, "note", "RCU read-side critical section begins here")]),
        ("helper-under-write-lock", "fs/ext4/extents_status.c", 485,
         "GFP_ATOMIC", "GFP_KERNEL", [],
         [(913, "warning", "'__es_insert_extent' may sleep (it calls '__es_alloc_extent', "
                           "which calls 'kmem_cache_alloc' with GFP_KERNEL) and is called "
                           "while an rwlock is held"),
          (485, "note", "the allocation that may sleep"),
          (901, "note", "rwlock taken here")]),
        ("swap-kmalloc", "net/ipv4/route.c", 3699,
         "kmalloc(sizeof(*bp), GFP_KERNEL)", "kmalloc(GFP_KERNEL, sizeof(*bp))",
         ["-Wgfp-swapped-args"],
         [(3699, "warning", "arguments 1 and 2 of 'kmalloc' appear swapped")]),
        ("zero-o-rdonly", "net/ipv4/route.c", 3699,
         "GFP_KERNEL", "O_RDONLY", ["-Wgfp-zero"],
         [(3699, "warning", "argument 2 of 'kmalloc' is 'O_RDONLY', which is 0")]),
        ("nofail-nowait", "mm/vmalloc.c", 1528,
         "GFP_NOWAIT", "GFP_NOWAIT | __GFP_NOFAIL", [],
         [(1528, "warning", "GFP_NOWAIT | __GFP_NOFAIL asks 'kmem_cache_alloc' never to fail "
                            "but forbids direct reclaim")]),
        ("nofail-noretry", "fs/ext4/extents_status.c", 461,
         "GFP_KERNEL | __GFP_NOFAIL", "GFP_KERNEL | __GFP_NOFAIL | __GFP_NORETRY", [],
         [(461, "warning", "never to fail (__GFP_NOFAIL) yet lets it fail (__GFP_NORETRY)")]),
        ("zone-only", "fs/ext4/dir.c", 449,
         "GFP_KERNEL", "GFP_DMA", [],
         [(449, "warning", "GFP_DMA given to 'kzalloc' is only zone modifiers")]),
        ("zone-bad", "drivers/md/md.c", 902,
         "GFP_KERNEL", "GFP_KERNEL | __GFP_DMA | __GFP_HIGHMEM", [],
         [(902, "warning", "combines the zone modifiers __GFP_DMA and __GFP_HIGHMEM")]),
        ("slab-highmem", "fs/ext4/dir.c", 485,
         "GFP_KERNEL", "GFP_KERNEL | __GFP_HIGHMEM", [],
         [(485, "warning", "given to 'kzalloc' has __GFP_HIGHMEM, which slab memory cannot honour")]),
        ("memalloc-conflict", "fs/ext4/block_validity.c", 220,
         "GFP_KERNEL", "GFP_ATOMIC | __GFP_MEMALLOC | __GFP_NOMEMALLOC", [],
         [(220, "warning", "has both __GFP_MEMALLOC and __GFP_NOMEMALLOC")]),
        ("kvmalloc-atomic", "drivers/md/dm-table.c", 1091,
         "GFP_KERNEL", "GFP_ATOMIC", [],
         [(1091, "warning", "GFP_ATOMIC given to 'kvcalloc' forbids direct reclaim")]),
    ],
    "6.12": [
        ("atomic-spin-lock-bh", "net/ipv4/route.c", 660,
         "GFP_ATOMIC", "GFP_KERNEL", [],
         [(660, "warning", "'kcalloc' with GFP_KERNEL | __GFP_ZERO may sleep while a spinlock is held"),
          (656, "note", "spinlock taken here")]),
        ("alloc-in-guard-scope", "block/blk-cgroup.c", 1199,
         "blkcg_print_one_stat(blkg, sf);", "blkcg_print_one_stat(blkg, sf), kfree(kmalloc(8, GFP_KERNEL));",
         [],
         [(1199, "warning", "'kmalloc' with GFP_KERNEL may sleep while a spinlock is held"),
          (1197, "note", "spinlock taken here, by guard(spinlock_irq)")]),
        ("alloc-in-scoped-guard", "mm/huge_memory.c", 319,
         "zero_folio = huge_zero_folio;", "zero_folio = huge_zero_folio; kfree(kmalloc(8, GFP_NOIO));",
         [],
         [(319, "warning", "'kmalloc' with GFP_NOIO may sleep while a spinlock is held"),
          (314, "note", "spinlock taken here, by guard(spinlock)")]),
        ("nofail-nowait", "mm/vmalloc.c", 1755,
         "GFP_NOWAIT", "GFP_NOWAIT | __GFP_NOFAIL", [],
         [(1755, "warning", "GFP_NOWAIT | __GFP_NOFAIL asks 'kmem_cache_alloc' never to fail "
                            "but forbids direct reclaim")]),
        ("zone-only", "fs/ext4/dir.c", 500,
         "GFP_KERNEL", "GFP_DMA", [],
         [(500, "warning", "GFP_DMA given to 'kzalloc' is only zone modifiers")]),
    ],
}

DIAG = re.compile(r"^(.*?):(\d+):(\d+): (warning|error|note): (.*)$")


def diagnostics(text, base):
    """(line, kind, message) of the diagnostics about a file named BASE."""
    out = []
    for l in text.splitlines():
        m = DIAG.match(l)
        if m and os.path.basename(m.group(1)) == base:
            out.append((int(m.group(2)), m.group(4), m.group(5)))
    return out


def found(diags, want):
    line, kind, text = want
    return any(d[0] == line and d[1] == kind and text in d[2] for d in diags)


def run(cg, tree, rel, path, extra):
    with open(os.path.join(tree, "argv", rel + ".args")) as f:
        argv = shlex.split(f.read())
    # the recorded argv ends with the file; point it at the mutant
    argv = [a for a in argv if a != rel]
    cmd = [cg] + extra + ["-I", os.path.dirname(os.path.join(tree, rel))] + argv + [path]
    p = subprocess.run(cmd, cwd=tree, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       text=True, errors="replace", timeout=120)
    return p.stderr


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", default="all")
    ap.add_argument("--castguard", default=CASTGUARD)
    ap.add_argument("--verbose", action="store_true")
    args = ap.parse_args()
    kdir = KDIR
    args.castguard = os.path.abspath(args.castguard)
    versions = list(MUTATIONS) if args.version == "all" else [args.version]
    todo = []
    for v in versions:
        tree = os.path.join(kdir, "linux-" + v)
        if os.path.isdir(os.path.join(tree, "argv")):
            todo += [(v, tree, m) for m in MUTATIONS[v]]
        elif args.version != "all":
            print(f"gfp-mutations: no kernel tree with recorded argv at {tree}", file=sys.stderr)
            return 2
    if not todo:
        print(f"gfp-mutations: no kernel tree set up under {kdir}", file=sys.stderr)
        return 2
    passed = failed = 0
    for version, tree, (name, rel, line, old, new, extra, wants) in todo:
        name = version + "/" + name
        with open(os.path.join(tree, rel), errors="surrogateescape") as f:
            lines = f.read().split("\n")
        if old not in lines[line - 1]:
            print(f"FAIL {name}: {rel}:{line} does not contain '{old}' (tree changed?)")
            failed += 1
            continue
        with tempfile.TemporaryDirectory() as tmp:
            path = os.path.join(tmp, os.path.basename(rel))
            base = os.path.basename(rel)
            mutated = list(lines)
            mutated[line - 1] = mutated[line - 1].replace(old, new, 1)
            with open(path, "w", errors="surrogateescape") as f:
                f.write("\n".join(mutated))
            before = diagnostics(run(args.castguard, tree, rel, os.path.join(tree, rel), extra),
                                 base)
            after_text = run(args.castguard, tree, rel, path, extra)
            after = diagnostics(after_text, base)
        missing = [w for w in wants if not found(after, w)]
        already = [w for w in wants if found(before, w)]
        if missing or already:
            failed += 1
            print(f"FAIL {name}: {rel}:{line} '{old}' -> '{new}'")
            for w in missing:
                print(f"    not reported: {w[0]}: {w[1]}: {w[2]}")
            for w in already:
                print(f"    already in the unmodified file: {w[0]}: {w[1]}: {w[2]}")
            if args.verbose:
                print("    " + after_text.replace("\n", "\n    "))
        else:
            passed += 1
            print(f"caught {name}: {rel}:{line} '{old}' -> '{new}'")
            if args.verbose:
                for d in after:
                    if any(d[0] == w[0] for w in wants):
                        print(f"    {d[0]}: {d[1]}: {d[2]}")
    print(f"{passed} passed, {failed} failed")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
