#!/usr/bin/env python3
"""Sleep-in-atomic mutations at scale: every GFP_ATOMIC/GFP_NOWAIT argument of
the kernel files that sits in atomic context, turned into GFP_KERNEL, one mutant
per site, and whether castguard reports the mutant.

usage: scripts/kernel/atomic-mutations.py [--version 6.1|6.12] [--castguard PATH]
                                          [-j N] [--verbose] [--list] [--sample | --tree]
                                          [FILES...]

The sites are found from the source text alone, independently of castguard
(a rough reading of kernel style: a function is a body between a line "{" and
a line "}" at column 0; locks are counted line by line, without control flow):

  in-function  between a lock call (spin_lock*, read_/write_lock*,
               raw_spin_lock*, rcu_read_lock*, local_irq_save/disable,
               local_bh_disable, preempt_disable) and its unlock in the
               same function
  callback     in a function the same file registers as a timer
               (timer_setup, setup_timer, DEFINE_TIMER, .function =), tasklet,
               RCU (call_rcu) or irq (request_irq, request_threaded_irq's
               handler, devm_*) callback, outside any lock of its own
  every-caller in a static function, outside any lock of its own, whose every
               mention in the file is a call made between a lock and its
               unlock (and not after an unlock of its caller's lock)

The reading knows no #if: a site on a line of the file that the
configuration leaves out (no token of it in castguard --dump-tokens with the
file's argv) is set apart, counted as "not built", and not mutated.

A mutant is caught when castguard prints a gfp-sleep-in-atomic warning that
the unmodified file does not.  FILES default to the corpus of the version
(scripts/kernel/corpus.txt or corpus-6.12.txt); --sample: the files
scripts/kernel/sample-argv.sh recorded (argv-sample/ of the tree); --tree:
every file the configuration builds (argv-tree/, scripts/kernel/tree-argv.sh).  The
kernel tree is never modified: each mutant is written to a temporary directory
and checked with the file's Kbuild argv plus -I of the original directory.
Prints the missed sites, then one line per kind, "KIND: caught/sites", and
exits 1 if an unmodified file has a report already (a false alarm).
"""
import argparse
import os
import re
import shlex
import subprocess
import sys
import tempfile
from concurrent.futures import ThreadPoolExecutor

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
CASTGUARD = os.environ.get("CASTGUARD", os.path.join(REPO, "castguard"))
KDIR = os.environ.get("CG_KERNEL_DIR", "/var/tmp/castguard-kernel")

LOCK = re.compile(r"\b(spin_lock(_bh|_irq|_irqsave|_nested|_irqsave_nested)?|raw_spin_lock"
                  r"(_bh|_irq|_irqsave|_nested)?|read_lock(_bh|_irq|_irqsave)?|write_lock"
                  r"(_bh|_irq|_irqsave)?|rcu_read_lock(_bh|_sched)?|local_irq_save|"
                  r"local_irq_disable|local_bh_disable|preempt_disable|xa_lock(_bh|_irq|_irqsave)?)"
                  r"\s*\(")
UNLOCK = re.compile(r"\b(spin_unlock(_bh|_irq|_irqrestore)?|raw_spin_unlock(_bh|_irq|_irqrestore)?|"
                    r"read_unlock(_bh|_irq|_irqrestore)?|write_unlock(_bh|_irq|_irqrestore)?|"
                    r"rcu_read_unlock(_bh|_sched)?|local_irq_restore|local_irq_enable|"
                    r"local_bh_enable|preempt_enable(_no_resched)?|xa_unlock(_bh|_irq|_irqrestore)?)"
                    r"\s*\(")
# GFP_ATOMIC or GFP_NOWAIT as an argument: after "(" or ",", before ")", "," or "|"
SITE = re.compile(r"([(,]\s*)(GFP_ATOMIC|GFP_NOWAIT)(\s*[),|])")
ARG = r"\s*&?\s*\(?\s*(\w+)\s*\)?\s*[,)]"
FIRST = r"\s*[^,;]+?,"
REGISTRATIONS = [
    re.compile(r"\btimer_setup(_on_stack)?\(" + FIRST + ARG),
    re.compile(r"\bsetup_timer(_on_stack)?\(" + FIRST + ARG),
    re.compile(r"\bDEFINE_TIMER\(\s*\w+\s*," + ARG),
    re.compile(r"\.function\s*=\s*&?(\w+)\s*[;,]"),
    re.compile(r"\btasklet_(setup|init)\(" + FIRST + ARG),
    re.compile(r"\bDECLARE_TASKLET\w*\(\s*\w+\s*," + ARG),
    re.compile(r"\bcall_rcu\(" + FIRST + ARG),
    re.compile(r"\b(request_irq|request_threaded_irq|request_any_context_irq)\(" + FIRST + ARG),
    re.compile(r"\b(devm_request_irq|devm_request_threaded_irq)\(" + FIRST + FIRST + ARG),
]
NAME = re.compile(r"(\w+)\s*\(")


def strip_comments(lines):
    """The lines with comments and string contents blanked (same lengths)."""
    text = "\n".join(lines)
    out = re.sub(r"/\*.*?\*/|//[^\n]*|\"(\\.|[^\"\\\n])*\"",
                 lambda m: re.sub(r"[^\n]", " ", m.group(0)), text, flags=re.S)
    return out.split("\n")


def functions(code):
    """(name, static, first body line, last body line), 0-based."""
    out, i = [], 0
    while i < len(code):
        if code[i].startswith("{"):
            sig = " ".join(code[max(0, i - 6):i])
            sig = sig[sig.rfind(";") + 1:] if ";" in sig else sig
            sig = sig[sig.rfind("}") + 1:] if "}" in sig else sig
            m = NAME.search(sig)
            j = i + 1
            while j < len(code) and not code[j].startswith("}"):
                j += 1
            if m and not sig.lstrip().startswith("#"):
                out.append((m.group(1), bool(re.search(r"\bstatic\b", sig)), i, j))
            i = j
        i += 1
    return out


def depths(code, a, b):
    """The lock depth at each line of a body (before the line's own calls
    take effect for a lock, after them for an unlock), and the lines after
    an unlock of a lock the function did not take (its caller's)."""
    d, out, released, dropped = 0, {}, set(), False
    for k in range(a, b + 1):
        locks = len(LOCK.findall(code[k]))
        unlocks = len(UNLOCK.findall(code[k]))
        out[k] = d + locks if locks and not unlocks else d
        dropped |= unlocks > d + locks
        if dropped:
            released.add(k)
        d = max(0, d + locks - unlocks)
    return out, released


def sites_of(path):
    with open(path, errors="surrogateescape") as f:
        lines = f.read().split("\n")
    code = strip_comments(lines)
    fns = functions(code)
    depth, owner, released = {}, {}, set()
    for fn in fns:
        dd, rel = depths(code, fn[2], fn[3])
        depth.update(dd)
        released |= rel
        for k in range(fn[2], fn[3] + 1):
            owner[k] = fn
    whole = "\n".join(code)
    registered = set()
    for r in REGISTRATIONS:
        for m in r.finditer(whole):
            registered.add(m.group(m.lastindex))
    # every mention of a static function: calls under a lock, and nothing else
    under_lock, statics = {}, {fn[0] for fn in fns if fn[1]}
    mentions = {}
    for k, line in enumerate(code):
        for m in re.finditer(r"\w+", line):
            if m.group(0) in statics:
                mentions.setdefault(m.group(0), []).append((k, m))
    for fn in fns:
        if not fn[1] or fn[0] in under_lock:
            continue
        ok, n = True, 0
        for k, m in mentions.get(fn[0], []):
            line = code[k]
            if True:
                if k in range(fn[2] - 6, fn[2]):
                    continue        # its own signature
                if k not in owner:
                    if not line.rstrip().endswith(";") or "=" in line or "(" not in line[m.end():m.end() + 2]:
                        ok = False  # stored in a table: callers unknown
                    continue        # a prototype
                n += 1
                if not re.match(r"\s*\(", line[m.end():]) or depth.get(k, 0) == 0:
                    ok = False
        under_lock[fn[0]] = ok and n > 0
    out = []
    for k, line in enumerate(code):
        if k not in owner or line.lstrip().startswith("#"):
            continue
        for m in SITE.finditer(line):
            fn = owner[k]
            if depth.get(k, 0) > 0:
                kind = "in-function"
            elif k in released:
                continue            # after its caller's lock was released
            elif fn[0] in registered:
                kind = "callback"
            elif under_lock.get(fn[0]):
                kind = "every-caller"
            else:
                continue
            out.append((kind, k + 1, m.start(2), m.group(2), fn[0]))
    return lines, out


ARGV = "argv"


def run(cg, tree, rel, path):
    with open(os.path.join(tree, ARGV, rel + ".args")) as f:
        argv = shlex.split(f.read())
    argv = [a for a in argv if a != rel]
    cmd = [cg, "-I", os.path.dirname(os.path.join(tree, rel))] + argv + [path]
    p = subprocess.run(cmd, cwd=tree, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                       timeout=120)
    base = os.path.basename(rel)
    return {(l.split(":")[1], l.split(": warning: ", 1)[1])
            for l in p.stderr.decode(errors="replace").splitlines()
            if ": warning: " in l and "may sleep" in l and os.path.basename(l.split(":")[0]) == base}


def live_lines(cg, tree, rel):
    """The lines of REL that the preprocessor keeps: some token is spelled there."""
    with open(os.path.join(tree, ARGV, rel + ".args")) as f:
        argv = shlex.split(f.read())
    p = subprocess.run([cg, "--dump-tokens"] + argv, cwd=tree, stdout=subprocess.PIPE,
                       stderr=subprocess.DEVNULL, timeout=120)
    live = set()
    for line in p.stdout.decode(errors="replace").splitlines():
        head = line.split(" ", 1)[0]
        if head[:1].isdigit():	# the main file's own tokens carry no file name
            live.add(int(head.split(":")[0]))
    return live


def check_site(cg, tree, rel, lines, site, before):
    kind, line, col, mask, fn = site
    mutant = list(lines)
    mutant[line - 1] = mutant[line - 1][:col] + "GFP_KERNEL" + mutant[line - 1][col + len(mask):]
    with tempfile.TemporaryDirectory() as tmp:
        path = os.path.join(tmp, os.path.basename(rel))
        with open(path, "w", errors="surrogateescape") as f:
            f.write("\n".join(mutant))
        after = run(cg, tree, rel, path)
    return bool(after - before)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--version", default="6.1")
    ap.add_argument("--castguard", default=CASTGUARD)
    ap.add_argument("-j", type=int, default=2)
    ap.add_argument("--verbose", action="store_true")
    ap.add_argument("--list", action="store_true", help="list the sites, run nothing")
    ap.add_argument("--sample", action="store_true", help="the files of sample-argv.sh")
    ap.add_argument("--tree", action="store_true", help="every file of tree-argv.sh")
    ap.add_argument("files", nargs="*")
    args = ap.parse_args()
    global ARGV
    if args.sample:
        ARGV = "argv-sample"
    elif args.tree:
        ARGV = "argv-tree"
    cg = os.path.abspath(args.castguard)
    tree = os.path.join(KDIR, "linux-" + args.version)
    if not os.path.isdir(os.path.join(tree, ARGV)):
        print(f"atomic-mutations: no kernel tree set up in {tree}", file=sys.stderr)
        return 2
    files = args.files
    if not files and (args.sample or args.tree):
        with open(os.path.join(tree, ARGV, "list.txt")) as f:
            files = f.read().split()
    elif not files:
        corpus = "corpus.txt" if args.version == "6.1" else "corpus-%s.txt" % args.version
        with open(os.path.join(REPO, "scripts", "kernel", corpus)) as f:
            files = [l.split()[0] for l in f if l.strip() and not l.startswith("#")]
    # (a generated file of an unbuilt tree has an argv and no text)
    files = [f for f in files if os.path.isfile(os.path.join(tree, ARGV, f + ".args"))
             and os.path.isfile(os.path.join(tree, f))]
    todo, false_alarms = [], 0
    for rel in files:
        lines, sites = sites_of(os.path.join(tree, rel))
        if args.list:
            for s in sites:
                print(f"{rel}:{s[1]}: {s[0]} {s[3]} in {s[4]}")
            continue
        if sites:
            todo.append((rel, lines, sites))
    if args.list:
        return 0
    counts = {"in-function": [0, 0], "callback": [0, 0], "every-caller": [0, 0]}
    not_built = {kind: 0 for kind in counts}

    def one_file(item):
        rel, lines, sites = item
        live = live_lines(cg, tree, rel)
        built = [s for s in sites if s[1] in live]
        before = run(cg, tree, rel, os.path.join(tree, rel)) if built else set()
        return rel, before, [(s, check_site(cg, tree, rel, lines, s, before)) for s in built], \
            [s for s in sites if s[1] not in live]

    with ThreadPoolExecutor(max_workers=args.j) as ex:
        for rel, before, results, unbuilt in ex.map(one_file, todo):
            for kind, line, col, mask, fn in unbuilt:
                not_built[kind] += 1
                if args.verbose:
                    print(f"not built {kind} {rel}:{line} {mask} in {fn}")
            if before:
                false_alarms += 1
                print(f"{rel}: reported unmodified: {sorted(before)[0]}")
            for (kind, line, col, mask, fn), caught in results:
                counts[kind][1] += 1
                counts[kind][0] += caught
                if not caught or args.verbose:
                    print(f"{'caught' if caught else 'missed'} {kind} {rel}:{line} {mask} in {fn}")
    for kind, (c, n) in counts.items():
        print(f"{kind}: {c}/{n} ({not_built[kind]} more sites not built)")
    print(f"{len(files)} files, {false_alarms} with a report unmodified")
    return 1 if false_alarms else 0


if __name__ == "__main__":
    sys.exit(main())
