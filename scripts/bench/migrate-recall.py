#!/usr/bin/env python3
"""migrate-recall.py -- recall and precision of `castguard migrate --infer`
against the real Linux 6.1 text (issue 22).

    scripts/bench/migrate-recall.py [--scratch DIR] [--castguard PATH]
                                    [--kernel TREE] [--tree [--small]] [--none]
                                    [--headers H,...] [--evidence P,...] [-j N] KDIR...

In a scratch directory (default /tmp/castguard-recall; the tree prepared by
scripts/kernel/kernel-setup.sh is only read) every gfp_t *declaration* of
the kernel directories KDIR (mm, block, ...) -- the corpus units there whose
argv Kbuild recorded, the .c files they #include, the directory's own
headers, and include/linux/UNIT.h for each unit -- is respelled as the plain
type it stands for (unsigned int; casts, sizeof and the typedef stay).
Then `castguard migrate --to gfp_t --explain --join=never -p BUILD FILES` is
run over them, with every recorded unit of the tree in the database (those
of KDIR compile the scratch copies; -I SCRATCH/include comes first), and the
result is compared with the real 6.1 text, token by token: a respelled
gfp_t that is gfp_t again is recovered, one still plain is missed, a gfp_t
where 6.1 has none is a false positive.  Printed: recall and precision per
class (parameter, prototype, unnamed, field, local, global, return, function
pointer, split) and per directory, every miss and false positive with its
--explain line, the run's time and peak memory.  Every declaration is also
written to DIR/decls.tsv (file, line, class, recovered/missed/wrong), to
compare two runs over different sets of units.

--kernel TREE: another prepared tree (default CG_KERNEL_DIR/linux-6.1),
e.g. a copy configured to build more (scripts/kernel/config-wide.fragment).

--tree: the units are every file the configuration builds, as recorded by
scripts/kernel/tree-argv.sh in TREE/argv-tree/ (2,792 for 6.1), instead of
the corpus units of TREE/argv/: those of KDIR are migrated, all of them are
evidence.  The headers respelled are then also include/net/UNIT.h and
include/linux/usb/UNIT.h for each unit.

--tree --small: the database is only the units of KDIR and the corpus
units (TREE/argv/), not the whole tree: fewer units read as evidence, for
a run that must fit in less time.

--tree --small --evidence P,...: the units of these paths too (directories
or files relative to the tree: kernel/bpf/core.c,security/security.c) are
in the database, as evidence only: the functions the directories' headers
declare but other directories define.

-j N: migrate reads N units at a time.

--headers H,...: also respell these headers (relative to the tree:
include/linux/gfp.h,include/linux/mm.h,include/linux/fs.h), which every
directory uses but no unit is named after.

--none: no respelling; migrate --infer over every recorded unit and the
headers of include/linux that use gfp_t; it must find nothing to change.
"""
import argparse
import difflib
import json
import os
import re
import resource
import shlex
import shutil
import subprocess
import sys
import time
from collections import defaultdict

REPO = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
KDIR = os.environ.get("CG_KERNEL_DIR", "/var/tmp/castguard-kernel")
TOKEN = re.compile(r"[A-Za-z_]\w*|\d[\w.]*|->|\+\+|--|<<=?|>>=?|[<>=!&|^+\-*/%]=|&&|\|\||\S")


def units_of(tree, whole=False):
    """{file relative to the tree: its argv (file last)}"""
    out = {}
    if whole:
        base = os.path.join(tree, "argv-tree")
        for rel in open(os.path.join(base, "list.txt")).read().split():
            # (a file Kbuild generates, net/wireless/shipped-certs.c, is
            # not there: make -n built nothing)
            if os.path.exists(os.path.join(tree, rel)):
                out[rel] = shlex.split(open(os.path.join(base, rel + ".args")).read())
        return out
    base = os.path.join(tree, "argv")
    for root, _, names in os.walk(base):
        for n in names:
            if n.endswith(".c.args"):
                rel = os.path.relpath(os.path.join(root, n), base)[:-5]
                out[rel] = shlex.split(open(os.path.join(root, n)).read())
    return out


def code_tokens(text):
    """(token, line, start, end) of the code: comments, literals and # lines
    are skipped (migrate rewrites neither)."""
    toks = []
    i, n, line, bol = 0, len(text), 1, True
    while i < n:
        c = text[i]
        if c == "\n":
            line += 1
            bol = True
            i += 1
            continue
        if c in " \t\r\f\v":
            i += 1
            continue
        if bol and c == "#":
            while i < n and text[i] != "\n":
                if text[i] == "\\" and i + 1 < n and text[i + 1] == "\n":
                    line += 1
                    i += 1
                elif text.startswith("/*", i):
                    e = text.find("*/", i + 2)
                    e = n if e < 0 else e + 2
                    line += text.count("\n", i, e)
                    i = e
                    continue
                i += 1
            continue
        bol = False
        if text.startswith("/*", i):
            e = text.find("*/", i + 2)
            e = n if e < 0 else e + 2
            line += text.count("\n", i, e)
            i = e
            continue
        if text.startswith("//", i):
            while i < n and text[i] != "\n":
                i += 1
            continue
        if c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            i = j + 1
            continue
        m = TOKEN.match(text, i)
        toks.append((m.group(), line, i, m.end()))
        i = m.end()
    return toks


def classify(toks):
    """{token index of each gfp_t declaration: its class}; casts, sizeof,
    typeof and the typedef itself are left out."""
    out = {}
    stack = []          # (char, token index, role)
    in_body = 0         # function bodies entered
    for k, (t, _, _, _) in enumerate(toks):
        if t in "([{":
            role = "paren"
            if t == "{":
                p = toks[k - 1][0] if k else ""
                pp = toks[k - 2][0] if k > 1 else ""
                if p == ")" and not in_body:
                    role = "body"
                    in_body += 1
                elif p in ("struct", "union") or pp in ("struct", "union"):
                    role = "record"
                elif p in ("=", ",", "{"):
                    role = "init"
                else:
                    role = "block"
            stack.append((t, k, role))
            continue
        if t in ")]}":
            if stack:
                if stack[-1][2] == "body":
                    in_body -= 1
                stack.pop()
            continue
        if t != "gfp_t":
            continue
        p = toks[k - 1][0] if k else ""
        pp = toks[k - 2][0] if k > 1 else ""
        nx = toks[k + 1][0] if k + 1 < len(toks) else ""
        if p == "__force" or (p == "(" and pp in ("sizeof", "typeof", "__typeof__", "_Alignof")):
            continue
        if p == "typedef" or nx == ";":
            continue
        if p == "(" and nx == ")":
            after = toks[k + 2][0] if k + 2 < len(toks) else ""
            if after not in (";", ",", ")", "{", "__attribute__"):
                continue    # a cast
        # the innermost parenthesis: a parameter list?
        parens = [s for s in stack if s[0] == "("]
        braces = [s for s in stack if s[0] == "{"]
        if parens:
            lp = parens[-1][1]
            before = toks[lp - 1][0] if lp else ""
            if nx in (",", ")"):
                out[k] = "unnamed"
            elif before == ")" or any(toks[j][0] == "typedef" for j in range(max(0, lp - 40), lp)
                                      if not any(toks[q][0] == ";" for q in range(j, lp))):
                out[k] = "function pointer"
            elif braces and braces[-1][2] == "record":
                out[k] = "function pointer"
            else:
                # after the list's ')': '{' for a definition
                d, j = 0, lp
                while j < len(toks):
                    if toks[j][0] == "(":
                        d += 1
                    elif toks[j][0] == ")":
                        d -= 1
                        if d == 0:
                            break
                    j += 1
                nxt = toks[j + 1][0] if j + 1 < len(toks) else ""
                out[k] = "parameter" if nxt == "{" or in_body else "prototype"
            continue
        # not in parentheses: the declarator name, then '(' for a function
        j = k + 1
        while j < len(toks) and toks[j][0] in ("*", "const", "__rcu", "__percpu"):
            j += 1
        after = toks[j + 1][0] if j + 1 < len(toks) else ""
        if after == "(":
            out[k] = "return"
            continue
        # a declaration of several names: a ',' before its ';'
        split = False
        d = 0
        for q in range(j + 1, min(len(toks), j + 200)):
            tq = toks[q][0]
            if tq in "([{":
                d += 1
            elif tq in ")]}":
                d -= 1
            if d < 0 or (d == 0 and tq == ";"):
                break
            if d == 0 and tq == ",":
                split = True
                break
        if split:
            out[k] = "split"
        elif in_body:
            out[k] = "local"
        elif braces and braces[-1][2] == "record":
            out[k] = "field"
        else:
            out[k] = "global"
    return out


def respell(text):
    """text with every gfp_t declaration spelled unsigned int, and
    [(line, class)] of them."""
    toks = code_tokens(text)
    cls = classify(toks)
    parts, at, where = [], 0, []
    for k in sorted(cls):
        _, line, s, e = toks[k]
        parts.append(text[at:s])
        parts.append("unsigned int")
        at = e
        where.append((line, cls[k]))
    parts.append(text[at:])
    return "".join(parts), where


def includes_c(path):
    out = []
    for m in re.finditer(r'^\s*#\s*include\s*"([^"]+\.c)"', open(path, errors="replace").read(), re.M):
        p = os.path.normpath(os.path.join(os.path.dirname(path), m.group(1)))
        if os.path.exists(p):
            out.append(p)
    return out


JOBS = []


def run_migrate(cg, cwd, build, files, log):
    t0 = time.time()
    before = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    with open(os.path.join(log, "migrate.diff"), "w") as out, \
            open(os.path.join(log, "explain.txt"), "w") as err:
        rc = subprocess.call([cg, "migrate", "--to", "gfp_t", "--explain", "--join=never",
                              "-p", build] + JOBS + files, cwd=cwd, stdout=out, stderr=err)
    peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
    return rc, time.time() - t0, max(peak, before) / 1024.0


def moved(tree, scratch, dirs, args):
    """args with each -I directory inside a copied directory pointing to the
    copy (fs/xfs/libxfs/ headers found by -I, not beside the file)."""
    out, prev = [], ""
    for w in args:
        for flag in ("-I", ""):
            if (flag and w.startswith(flag) and len(w) > 2) or (not flag and prev == "-I"):
                p = w[len(flag):]
                rel = os.path.relpath(os.path.normpath(os.path.join(tree, p)), tree)
                if any(rel == x.rstrip("/") or rel.startswith(x.rstrip("/") + "/") for x in dirs):
                    w = flag + os.path.join(scratch, rel)
                break
        out.append(w)
        prev = w
    return out


def shadow(tree, scratch, dirs):
    """links beside the copies to the rest of the tree, so that a copied
    file's relative include that leaves its directory finds its file
    (drivers/usb/storage/transport.c: "../../scsi/sd.h"); include/ stays
    a directory of respelled headers only (-I order falls back to TREE)."""
    for x in dirs:
        parts = x.strip("/").split("/")
        for k in range(len(parts)):
            here = "/".join(parts[:k])
            mine = parts[k]
            for n in os.listdir(os.path.join(tree, here)):
                dst = os.path.join(scratch, here, n)
                if n == mine or (not here and n in ("include", "build")) or os.path.lexists(dst):
                    continue
                if any((here + "/" + n).strip("/") == y.strip("/") for y in dirs):
                    continue
                os.symlink(os.path.join(tree, here, n), dst)


def write_db(path, tree, units, scratch, mine, dirs=()):
    db = []
    for rel, a in sorted(units.items()):
        f = os.path.join(scratch, rel) if rel in mine else os.path.join(tree, rel)
        a = moved(tree, scratch, dirs, a[:-1]) if scratch else a[:-1]
        args = ["gcc"] + (["-I" + os.path.join(scratch, "include")] if scratch else []) + a + [f]
        db.append({"directory": tree, "file": f, "arguments": args})
    os.makedirs(os.path.dirname(path), exist_ok=True)
    json.dump(db, open(path, "w"), indent=1)


def compare(orig, rel, migrated, where):
    """(recovered, missed, wrong) as lists of (rel, line, class)."""
    o_lines = orig.split("\n")
    m_lines = migrated.split("\n")
    resp = defaultdict(list)
    for line, c in where:
        resp[line].append(c)
    r_lines = [None] * len(o_lines)
    rec, mis, wrong = [], [], []
    sm = difflib.SequenceMatcher(None, [l.replace("gfp_t", "unsigned int") if (i + 1) in resp else l
                                        for i, l in enumerate(o_lines)], m_lines, autojunk=False)
    for tag, i1, i2, j1, j2 in sm.get_opcodes():
        if tag == "equal":
            for i in range(i1, i2):
                for c in resp.get(i + 1, []):
                    mis.append((rel, i + 1, c))
            continue
        ob = "\n".join(o_lines[i1:i2])
        mb = "\n".join(m_lines[j1:j2])
        ot = [t[0] for t in code_tokens(ob)]
        ol = [t[1] + i1 for t in code_tokens(ob)]
        mt = [t[0] for t in code_tokens(mb)]
        ml = [t[1] + j1 for t in code_tokens(mb)]
        matched_o, matched_m = set(), set()
        for a, b, size in difflib.SequenceMatcher(None, ot, mt, autojunk=False).get_matching_blocks():
            for q in range(size):
                matched_o.add(a + q)
                matched_m.add(b + q)
        seen = defaultdict(int)
        for q, t in enumerate(ot):
            if t != "gfp_t":
                continue
            line = ol[q]
            cl = resp.get(line, [])
            idx = seen[line]
            seen[line] += 1
            c = cl[idx] if idx < len(cl) else None
            if c is None:
                continue    # not respelled (a cast)
            (rec if q in matched_o else mis).append((rel, line, c))
        for q, t in enumerate(mt):
            if t == "gfp_t" and q not in matched_m:
                wrong.append((rel, ml[q], "?"))
    return rec, mis, wrong


def explain_line(explain, rel, line):
    pre = "%s:%d:" % (rel, line)
    for l in explain:
        if l.startswith(pre):
            return l.strip()
    return "(no --explain line)"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("dirs", nargs="*")
    ap.add_argument("--scratch", default="/tmp/castguard-recall")
    ap.add_argument("--castguard", default=os.environ.get("CASTGUARD", os.path.join(REPO, "castguard")))
    ap.add_argument("--kernel", default=os.path.join(KDIR, "linux-6.1"))
    ap.add_argument("--tree", action="store_true")
    ap.add_argument("--none", action="store_true")
    ap.add_argument("--small", action="store_true")
    ap.add_argument("-j", "--jobs", type=int, default=1)
    ap.add_argument("--headers", default="")
    ap.add_argument("--evidence", default="")
    a = ap.parse_args()
    tree, cg, d = a.kernel, os.path.abspath(a.castguard), a.scratch
    if not os.path.exists(os.path.join(tree, ".castguard-ready")):
        sys.exit("migrate-recall: %s is not ready (scripts/kernel/kernel-setup.sh)" % tree)
    if a.tree and not os.path.exists(os.path.join(tree, "argv-tree/list.txt")):
        sys.exit("migrate-recall: %s has no argv-tree/ (scripts/kernel/tree-argv.sh)" % tree)
    JOBS[:] = ["-j%d" % a.jobs]
    units = units_of(tree, a.tree)
    if a.tree and a.small:
        corpus = units_of(tree)
        ev = [x.rstrip("/") for x in a.evidence.split(",") if x]
        units = {u: v for u, v in units.items()
                 if u in corpus or any(u.startswith(x.rstrip("/") + "/") for x in a.dirs) or
                 any(u == x or u.startswith(x + "/") for x in ev)}
    shutil.rmtree(d, ignore_errors=True)
    os.makedirs(d)
    if a.none:
        write_db(os.path.join(d, "build/compile_commands.json"), tree, units, None, set())
        hdrs = ["include/linux/" + h for h in sorted(os.listdir(os.path.join(tree, "include/linux")))
                if h.endswith(".h") and "gfp_t" in open(os.path.join(tree, "include/linux", h),
                                                        errors="replace").read()]
        rc, secs, mib = run_migrate(cg, tree, os.path.join(d, "build"), sorted(units) + hdrs, d)
        diff = open(os.path.join(d, "migrate.diff")).read()
        last = open(os.path.join(d, "explain.txt")).read().strip().split("\n")[-1]
        print("nothing respelled: %d units, %d headers; exit %d, %.0f s, peak %.0f MiB; "
              "diff lines %d; %s" % (len(units), len(hdrs), rc, secs, mib, diff.count("\n"), last))
        return
    mine = {u for u in units if any(u.startswith(x.rstrip("/") + "/") for x in a.dirs)}
    files = set(mine)
    for u in mine:
        for inc in includes_c(os.path.join(tree, u)):
            files.add(os.path.relpath(inc, tree))
    for x in a.dirs:
        for root, _, names in os.walk(os.path.join(tree, x)):
            for n in names:
                if n.endswith(".h"):
                    files.add(os.path.relpath(os.path.join(root, n), tree))
    files.update(h for h in a.headers.split(",") if h)
    incs = ["include/linux"] + (["include/net", "include/linux/usb"] if a.tree else [])
    for u in mine:
        for i in incs:
            h = "%s/%s.h" % (i, os.path.basename(u)[:-2])
            if os.path.exists(os.path.join(tree, h)):
                files.add(h)
    # copy the directories (local headers and sibling .c files must be there)
    for x in a.dirs:
        shutil.copytree(os.path.join(tree, x), os.path.join(d, x), symlinks=True,
                        ignore=shutil.ignore_patterns("*.o", "*.cmd", "*.a", "*.ko"))
    shadow(tree, d, a.dirs)
    where, origs = {}, {}
    for f in sorted(files):
        src = open(os.path.join(tree, f), errors="surrogateescape").read()
        if "gfp_t" not in src:
            continue
        new, w = respell(src)
        if not w:
            continue
        os.makedirs(os.path.dirname(os.path.join(d, f)), exist_ok=True)
        open(os.path.join(d, f), "w", errors="surrogateescape").write(new)
        where[f], origs[f] = w, src
    # only the files respelled (and the units) are handed to migrate
    given = sorted(set(where) | {u for u in mine})
    for f in given:
        if not os.path.exists(os.path.join(d, f)):
            os.makedirs(os.path.dirname(os.path.join(d, f)), exist_ok=True)
            shutil.copy(os.path.join(tree, f), os.path.join(d, f))
    write_db(os.path.join(d, "build/compile_commands.json"), tree, units, d, mine, a.dirs)
    rc, secs, mib = run_migrate(cg, d, os.path.join(d, "build"), given, d)
    subprocess.call(["patch", "-s", "-p1", "-i", os.path.join(d, "migrate.diff")], cwd=d)
    explain = open(os.path.join(d, "explain.txt"), errors="replace").read().split("\n")
    rec, mis, wrong = [], [], []
    for f in given:
        orig = origs.get(f) or open(os.path.join(tree, f), errors="surrogateescape").read()
        r, m, w = compare(orig, f, open(os.path.join(d, f), errors="surrogateescape").read(),
                          where.get(f, []))
        rec += r
        mis += m
        wrong += w
    total = len(rec) + len(mis)
    with open(os.path.join(d, "decls.tsv"), "w") as out:
        for rows, what in ((rec, "recovered"), (mis, "missed"), (wrong, "wrong")):
            for f, line, c in rows:
                out.write("%s\t%d\t%s\t%s\n" % (f, line, c, what))

    def pct(x, y):
        return "%.1f%%" % (100.0 * x / y) if y else "-"
    print("dirs %s: %d units, %d files respelled, %d declarations" % (
        " ".join(a.dirs), len(mine), len(where), total))
    print("migrate: exit %d, %.0f s, peak %.0f MiB; %s" % (rc, secs, mib, explain[-2] if len(explain) > 1 else ""))
    print("recall %s (%d/%d), precision %s (%d right, %d wrong)" % (
        pct(len(rec), total), len(rec), total, pct(len(rec), len(rec) + len(wrong)), len(rec), len(wrong)))
    def where_of(f):
        for x in a.dirs:
            if f.startswith(x.rstrip("/") + "/"):
                return x.rstrip("/")
        return f.split("/")[0]
    for key, name in ((lambda x: x[2], "class"), (lambda x: where_of(x[0]), "directory")):
        agg = defaultdict(lambda: [0, 0])
        for x in rec:
            agg[key(x)][0] += 1
        for x in mis:
            agg[key(x)][1] += 1
        print("per %s:" % name)
        for k in sorted(agg):
            r, m = agg[k]
            print("  %-17s %4d/%-4d %s" % (k, r, r + m, pct(r, r + m)))
    print("misses:")
    for f, line, c in mis:
        print("  %s:%d (%s): %s" % (f, line, c, explain_line(explain, f, line)))
    print("false positives:")
    for f, line, _ in wrong:
        print("  %s:%d: %s" % (f, line, explain_line(explain, f, line)))


if __name__ == "__main__":
    main()
