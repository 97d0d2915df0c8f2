#!/usr/bin/env python3
"""lsp-latency.py [--tree DIR] [--file REL] [--castguard PATH] [--edits N] [--session N]
                 [--debounce MS]

Benchmark (not a test) of `castguard lsp` on a kernel corpus file (default
mm/slab_common.c of /var/tmp/castguard-kernel/linux-6.1, set up by
scripts/kernel/kernel-setup.sh), with its recorded Kbuild argv:

  castguard alone   median wall time of the file's check (5 runs), for scale;
  latency           median time from a didChange to the publishDiagnostics of
                    that version, over N edits (default 20), each awaited, with
                    the server's default 250 ms debounce (--debounce 0: the
                    server's own cost over castguard alone);
  session           the server's RSS (VmRSS of the server process, not of its
                    check children) before and after an editing session of
                    N edits (default 500) typed 30 ms apart, so most checks are
                    cancelled by the next keystroke, the diagnostics awaited
                    after every 50th.

The server needs a compile_commands.json: one is written in a scratch
directory made to look like the tree's root (Kbuild, scripts/, include/
linked to the tree) holding a copy of the file (plus a function with a
swapped kmalloc, so that each check publishes diagnostics) and its
directory's headers,
its command the recorded argv minus Kbuild's CHECKFLAGS (the server puts
them back, as it does for a real kernel tree).
"""
import argparse
import json
import os
import shlex
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, os.path.join(HERE, "..", "..", "tests", "cli"))

CHECKFLAGS = ["-D__linux__", "-Dlinux", "-D__STDC__", "-Dunix", "-D__unix__",
              "-Wbitwise", "-Wno-return-void", "-Wno-unknown-attribute",
              "-D__x86_64__", "--arch=x86", "-mlittle-endian", "-m64"]

ap = argparse.ArgumentParser()
ap.add_argument("--tree", default="/var/tmp/castguard-kernel/linux-6.1")
ap.add_argument("--file", default="mm/slab_common.c")
ap.add_argument("--castguard", default=os.path.join(HERE, "..", "..", "castguard"))
ap.add_argument("--edits", type=int, default=20)
ap.add_argument("--session", type=int, default=500)
ap.add_argument("--debounce", type=int, default=250, help="the server's --debounce (ms)")
a = ap.parse_args()
CG = os.path.abspath(a.castguard)

argv = shlex.split(open(os.path.join(a.tree, "argv", a.file + ".args")).read())
if argv[:len(CHECKFLAGS)] != CHECKFLAGS:
    sys.exit("lsp-latency: the recorded argv does not start with CHECKFLAGS: %s" % argv[:12])
gcc_args = argv[len(CHECKFLAGS):]

scratch = tempfile.mkdtemp(prefix="cg-lsp-bench.")
for name in ("Kbuild", "scripts", "include"):
    os.symlink(os.path.join(a.tree, name), os.path.join(scratch, name))
sub = os.path.dirname(a.file)
os.makedirs(os.path.join(scratch, sub))
srcdir = os.path.join(a.tree, sub)
for name in os.listdir(srcdir):
    if name.endswith(".h"):
        shutil.copy(os.path.join(srcdir, name), os.path.join(scratch, sub, name))
path = os.path.join(scratch, a.file)
# a swapped kmalloc at the end, so that every check has something to say
with open(os.path.join(a.tree, a.file)) as f, open(path, "w") as g:
    g.write(f.read() + "\nvoid *cg_bench(size_t n);\n"
            "void *cg_bench(size_t n)\n{\n\treturn kmalloc(GFP_KERNEL, n);\n}\n")
assert gcc_args[-1] == a.file
with open(os.path.join(scratch, "compile_commands.json"), "w") as f:
    json.dump([{"directory": a.tree, "file": path,
                "arguments": ["gcc", *gcc_args[:-1], "-c", "-o", "/dev/null", path]}], f)

# castguard alone, the same command
times = []
for _ in range(5):
    t0 = time.time()
    r = subprocess.run([CG, *CHECKFLAGS, *gcc_args[:-1], "--format=json", path], cwd=a.tree,
                       stdout=subprocess.PIPE, stderr=subprocess.DEVNULL)
    times.append(time.time() - t0)
alone = len(json.loads(r.stdout)["diagnostics"])
print("castguard alone: median %.0f ms over 5 runs, %d diagnostics" %
      (statistics.median(times) * 1000, alone))

D = tempfile.mkdtemp(prefix="cg-lsp-rpc.")
import lsprpc as rpc  # noqa: E402


def rss(pid):
    with open("/proc/%d/status" % pid) as f:
        for line in f:
            if line.startswith("VmRSS:"):
                return int(line.split()[1])


s = rpc.Server("--debounce=%d" % a.debounce, cg=CG, cwd=D)
s.start()
text = open(path).read()
s.open(path, text, 1)
first = s.diagnostics(rpc.uri(path), 1, timeout=60)
print("server, first check: %d diagnostics (castguard alone: %d)" % (len(first), alone))

version, lat = 1, []
for i in range(a.edits):
    version += 1
    edited = text + "/* edit %d */\n" % i
    t0 = time.time()
    s.change(path, edited, version)
    d = s.diagnostics(rpc.uri(path), version, timeout=60)
    lat.append(time.time() - t0)
    assert d is not None and len(d) == alone, (len(d or []), alone)
print("latency: change to diagnostics, median %.0f ms, min %.0f, max %.0f over %d edits"
      " (debounce %d ms)" % (statistics.median(lat) * 1000, min(lat) * 1000, max(lat) * 1000,
                             a.edits, a.debounce))

before = rss(s.p.pid)
marks = []
for i in range(a.session):
    version += 1
    s.change(path, text + "/* session %d */\n" % i, version)
    if (i + 1) % 50 == 0:
        d = s.diagnostics(rpc.uri(path), version, timeout=60)
        assert d is not None and len(d) == alone
        marks.append(rss(s.p.pid))
    else:
        time.sleep(0.03)
print("session: %d edits; server RSS %d KiB before, %s KiB after every 50 edits" %
      (a.session, before, ", ".join(map(str, marks))))
print("exit status %s" % s.stop())
shutil.rmtree(scratch)
shutil.rmtree(D)
