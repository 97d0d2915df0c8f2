#!/usr/bin/env python3
"""lsp-rpc.py - speak raw JSON-RPC to `castguard lsp` (tests/cli/lsp.sh).

Usage: lsp-rpc.py CASTGUARD SCRATCH-DIR
Prints "ok CASE" or "FAIL CASE: why" per case, as tests/run.sh wants.
Every expectation is written by hand from the LSP specification and from
the test files below (their lines and columns are counted in the text).
"""
import functools
import json
import os
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import lsprpc  # noqa: E402
from lsprpc import uri  # noqa: E402

CG, D = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
Server = functools.partial(lsprpc.Server, cg=CG, cwd=D)


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w") as f:
        f.write(text)


def database(dir, *units, args=()):
    write(os.path.join(dir, "compile_commands.json"), json.dumps(
        [{"directory": dir, "file": u, "arguments": ["gcc", *args, "-c", "-o", "x.o", u]}
         for u in units]))


def check(case, cond, why):
    if cond:
        print("ok " + case)
    else:
        print("FAIL %s: %s" % (case, why))
    sys.stdout.flush()


def summary(diags):
    """(code, line, start char, end char) of each diagnostic."""
    return [(d.get("code"), d["range"]["start"]["line"], d["range"]["start"]["character"],
             d["range"]["end"]["character"]) for d in diags or []]


PRELUDE = """typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long size_t;
#define NULL ((void *)0)
#define __force __attribute__((force))
#define GFP_KERNEL ((__force gfp_t)0xcc0u)
void *kmalloc(size_t size, gfp_t flags);
"""
# line 7 (0-based 7 is the 8th line): the swapped call, a tab before it
SWAPPED = PRELUDE + """static void *f(size_t n)
{
\treturn kmalloc(GFP_KERNEL, n);
}
"""
FIXED = PRELUDE + """static void *f(size_t n)
{
\treturn kmalloc(n, GFP_KERNEL);
}
"""
PROJ = os.path.join(D, "proj")
T = os.path.join(PROJ, "t.c")
write(T, SWAPPED)
write(os.path.join(PROJ, "n.c"), PRELUDE + "static int *q = 0;\n")
write(os.path.join(PROJ, "e.c"), PRELUDE + "static int x = ;\n")
write(os.path.join(PROJ, "u.c"), PRELUDE + 'static const char *s = "\u00e9\U0001F600"; static void *g(size_t n) { return kmalloc(GFP_KERNEL, n); }\n')
write(os.path.join(PROJ, "crash.c"), FIXED)
with open(os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "check",
                       "kernel-locks.h")) as f:
    write(os.path.join(PROJ, "kernel-locks.h"), f.read())
write(os.path.join(PROJ, "sl.c"), '#include "kernel-locks.h"\nstatic spinlock_t lock;\n'
      'static void *f(void)\n{\n\tvoid *p;\n\tspin_lock(&lock);\n'
      '\tp = kmalloc(8, GFP_KERNEL);\n\tspin_unlock(&lock);\n\treturn p;\n}\n')
write(os.path.join(PROJ, "fatal.c"), '#include "nothere.h"\nstatic int z;\n')
write(os.path.join(PROJ, "inc.h"), "static void *h(size_t n)\n{\n\treturn kmalloc(GFP_KERNEL, n);\n}\n")
write(os.path.join(PROJ, "m.c"), PRELUDE + '#include "inc.h"\n')
write(os.path.join(PROJ, "lonely.h"), "static int *lonely = 0;\n")
database(PROJ, "t.c", "n.c", "e.c", "u.c", "crash.c", "m.c", "fatal.c", "sl.c")

# --- the lifecycle
s = Server()
m = s.request("textDocument/codeAction", {})
check("not-initialized", m and m.get("error", {}).get("code") == -32002, m)
m = s.start()
caps = (m or {}).get("result", {}).get("capabilities", {})
check("initialize-capabilities", caps.get("textDocumentSync", {}).get("change") == 1 and
      caps.get("textDocumentSync", {}).get("openClose") is True and
      caps.get("codeActionProvider", {}).get("codeActionKinds") == ["quickfix"], m)
m = s.request("initialize", {"capabilities": {}})
check("initialize-twice", m and m.get("error", {}).get("code") == -32600, m)

# --- diagnostics of an opened file: check names, ranges in UTF-16 units
s.open(T)
diags = s.diagnostics(uri(T), 1)
check("open-diagnostics", summary(diags) == [
    ("incorrect-type", 8, 16, 26), ("incorrect-type", 8, 28, 29),
    ("gfp-swapped-args", 8, 16, 26)], summary(diags))
check("severity-warning", diags and all(d["severity"] == 2 and d["source"] == "castguard"
                                        for d in diags), diags)
rel = diags and diags[0].get("relatedInformation", [])
check("related-information", rel and [r["message"] for r in rel] == [
    "expected unsigned long [usertype] size", "got restricted gfp_t [usertype]"] and
    rel[0]["location"]["uri"] == uri(T) and rel[0]["location"]["range"] ==
    {"start": {"line": 8, "character": 16}, "end": {"line": 8, "character": 26}}, rel)

# --- the fix-it as a code action
def actions(s, path, line):
    m = s.request("textDocument/codeAction", {
        "textDocument": {"uri": uri(path)},
        "range": {"start": {"line": line, "character": 0}, "end": {"line": line, "character": 0}},
        "context": {"diagnostics": []}})
    return m and m.get("result")

a = actions(s, T, 8)
edits = a and a[0]["edit"]["changes"].get(uri(T))
check("code-action-swap", a and len(a) == 1 and a[0]["title"] == "Swap the arguments (castguard)"
      and a[0]["kind"] == "quickfix" and a[0]["diagnostics"][0]["code"] == "gfp-swapped-args"
      and [(e["range"]["start"]["character"], e["range"]["end"]["character"], e["newText"])
           for e in edits] == [(16, 26, "n"), (28, 29, "GFP_KERNEL")], a)
a = actions(s, T, 3)
check("code-action-other-line", a == [], a)

# --- the unsaved text is checked, not the file
# (a code action asked before the new text's check is answered after it)
s.change(T, FIXED, 2)
rid = s.request("textDocument/codeAction", {
    "textDocument": {"uri": uri(T)},
    "range": {"start": {"line": 8, "character": 0}, "end": {"line": 8, "character": 0}},
    "context": {"diagnostics": []}}, wait=False)
m, before = s.until(lambda m: m.get("id") == rid)
pub = [x["params"] for x in before if x.get("method") == "textDocument/publishDiagnostics"]
check("code-action-waits-for-check", m and m.get("result") == [] and
      [p["version"] for p in pub] == [2], (m, before))
check("change-checks-buffer", pub and pub[-1]["diagnostics"] == [], pub)
check("change-leaves-file", open(T).read() == SWAPPED, "the file was written")

# --- debounce: three quick changes, one check, of the last text
t0 = time.time()
s.change(T, SWAPPED, 3)
s.change(T, FIXED, 4)
s.change(T, SWAPPED, 5)
m, before = s.until(lambda m: m.get("method") == "textDocument/publishDiagnostics")
check("debounce", m and m["params"]["version"] == 5 and len(m["params"]["diagnostics"]) == 3
      and not before and time.time() - t0 >= 0.25, (m, before))

# --- an incremental change (a client may send one)
s.notify("textDocument/didChange", {
    "textDocument": {"uri": uri(T), "version": 6},
    "contentChanges": [{"range": {"start": {"line": 8, "character": 16},
                                  "end": {"line": 8, "character": 29}},
                        "text": "n, GFP_KERNEL"}]})
diags = s.diagnostics(uri(T), 6)
check("incremental-change", diags == [], summary(diags))

# --- save checks again, close clears
s.notify("textDocument/didSave", {"textDocument": {"uri": uri(T)}})
diags = s.diagnostics(uri(T), 6)
check("save-checks", diags == [], summary(diags))
s.notify("textDocument/didClose", {"textDocument": {"uri": uri(T)}})
m, _ = s.until(lambda m: m.get("method") == "textDocument/publishDiagnostics")
check("close-clears", m and m["params"]["uri"] == uri(T) and m["params"]["diagnostics"] == [], m)

# --- NULL for 0
N = os.path.join(PROJ, "n.c")
s.open(N)
diags = s.diagnostics(uri(N))
check("null-diagnostic", summary(diags) == [("non-pointer-null", 6, 16, 17)], summary(diags))
a = actions(s, N, 6)
check("code-action-null", a and a[0]["title"] == "Replace with 'NULL' (castguard)" and
      a[0]["edit"]["changes"][uri(N)] == [{"range": {"start": {"line": 6, "character": 16},
                                                     "end": {"line": 6, "character": 17}},
                                           "newText": "NULL"}], a)

# --- an error is severity 1
E = os.path.join(PROJ, "e.c")
s.open(E)
diags = s.diagnostics(uri(E))
check("severity-error", diags and diags[0]["severity"] == 1 and
      diags[0]["range"]["start"]["line"] == 6, diags)

# --- "spinlock taken here": a note as related information (tests/check's
# kernel-locks.h: the kernel's GFP flags and spinlock functions)
S = os.path.join(PROJ, "sl.c")
s.open(S)
diags = s.diagnostics(uri(S))
rel = diags and diags[0].get("relatedInformation")
check("related-spinlock", summary(diags) == [("gfp-sleep-in-atomic", 6, 5, 12)] and
      rel == [{"location": {"uri": uri(S), "range": {"start": {"line": 5, "character": 1},
                                                     "end": {"line": 5, "character": 10}}},
               "message": "spinlock taken here"}], (summary(diags), rel))

# --- a fatal error (exit status 2) is a diagnostic too
F = os.path.join(PROJ, "fatal.c")
s.open(F)
diags = s.diagnostics(uri(F))
check("fatal-error", summary(diags) == [("frontend", 0, 9, 10)] and diags[0]["severity"] == 1
      and diags[0]["message"] == "unable to open 'nothere.h'", diags)

# --- UTF-16 columns: é is one unit, the emoji two
U = os.path.join(PROJ, "u.c")
s.open(U)
diags = s.diagnostics(uri(U))
line = PRELUDE.count("\n")
text = open(U).read().split("\n")[line]
col = text.index("GFP_KERNEL, n")
units = len(text[:col].encode("utf-16-le")) // 2
check("utf16-columns", [d["range"]["start"]["character"] for d in diags or []
                        if d.get("code") == "gfp-swapped-args"] == [units] and units == col + 1,
      (summary(diags), units))

# --- a header: checked through a unit that includes it, published to its URI
H = os.path.join(PROJ, "inc.h")
s.open(H)
diags = s.diagnostics(uri(H))
check("header-through-unit", summary(diags) == [
    ("incorrect-type", 2, 16, 26), ("incorrect-type", 2, 28, 29),
    ("gfp-swapped-args", 2, 16, 26)], summary(diags))
s.change(H, "static void *h(size_t n)\n{\n\treturn kmalloc(n, GFP_KERNEL);\n}\n", 2)
diags = s.diagnostics(uri(H), 2)
check("header-unsaved-text", diags == [], summary(diags))
L = os.path.join(PROJ, "lonely.h")
s.open(L)
m, _ = s.until(lambda m: m.get("method") == "window/logMessage")
check("header-no-unit", m and "nor included by a unit" in m["params"]["message"], m)
diags = s.diagnostics(uri(L))
check("header-no-unit-empty", diags == [], diags)

# --- a file outside every compile_commands.json
O = os.path.join(D, "outside", "o.c")
write(O, SWAPPED)
s.open(O)
m, _ = s.until(lambda m: m.get("method") == "window/logMessage")
check("outside-database", m and m["params"]["message"] ==
      "castguard: %s: no compile_commands.json in its directory or above" % O, m)
diags = s.diagnostics(uri(O))
check("outside-database-empty", diags == [], diags)

# --- protocol corners
m = s.request("textDocument/hover", {"textDocument": {"uri": uri(T)},
                                     "position": {"line": 0, "character": 0}})
check("unknown-method", m and m["error"]["code"] == -32601 and
      m["error"]["message"] == "unknown method textDocument/hover", m)
s.notify("$/cancelRequest", {"id": 1})
s.notify("workspace/somethingNew", {})
m = s.request("textDocument/codeAction", {"textDocument": {"uri": "file:///nowhere.c"},
                                          "range": {"start": {"line": 0, "character": 0},
                                                    "end": {"line": 0, "character": 0}}})
check("cancel-and-unknown-notification-silent", m and m.get("result") == [], m)
s.raw(b"Content-Length: 9\r\n\r\n{not json")
m = s.recv()
check("broken-json", m and m.get("id") is None and m["error"]["code"] == -32700, m)
s.raw(b"Content-Type: x\r\n\r\n")
m = s.recv()
check("no-content-length", m and m["error"]["code"] == -32700 and
      "Content-Length" in m["error"]["message"], m)
s.raw(b"Content-Length: 99999999999\r\n\r\n")
m = s.recv()
check("content-length-too-big", m and m["error"]["code"] == -32700 and
      "over 1 GiB" in m["error"]["message"], m)
body = b"[1, 2]"
s.raw(b"Content-Length: %d\r\n\r\n" % len(body) + body)
m = s.recv()
check("not-an-object", m and m["error"]["code"] == -32600 and m["id"] is None, m)
s.send({"jsonrpc": "2.0", "id": 7})
m = s.recv()
check("no-method", m and m["error"]["code"] == -32600 and m["id"] == 7, m)
s.send({"jsonrpc": "2.0", "id": 8, "method": "textDocument/codeAction", "params": 5})
m = s.recv()
check("bad-params", m and m["error"]["code"] == -32602 and m["id"] == 8, m)
# two messages in one write, then one split in three writes
one = json.dumps({"jsonrpc": "2.0", "id": 9, "method": "nope"}).encode()
two = json.dumps({"jsonrpc": "2.0", "id": 10, "method": "nope"}).encode()
s.raw(b"Content-Length: %d\r\n\r\n%s" % (len(one), one) +
      b"Content-Length: %d\r\n\r\n%s" % (len(two), two))
ids = [(s.recv() or {}).get("id"), (s.recv() or {}).get("id")]
three = json.dumps({"jsonrpc": "2.0", "id": 11, "method": "nope"}).encode()
whole = b"Content-Length: %d\r\n\r\n%s" % (len(three), three)
for part in (whole[:10], whole[10:30], whole[30:]):
    s.raw(part)
    time.sleep(0.05)
ids.append((s.recv() or {}).get("id"))
check("framing", ids == [9, 10, 11], ids)
m = s.request("shutdown")
check("shutdown", m and m.get("result") is None and "error" not in m, m)
m = s.request("textDocument/codeAction", {})
check("request-after-shutdown", m and m["error"]["code"] == -32600, m)
s.notify("exit")
check("exit-after-shutdown", s.wait() == 0, s.p.returncode)

s = Server()
s.start()
s.notify("exit")
check("exit-without-shutdown", s.wait() == 1, s.p.returncode)
s = Server()
s.start()
check("eof-without-exit", s.wait() == 1, s.p.returncode)

# --- a crash of a check is reported and the server lives on
C = os.path.join(PROJ, "crash.c")
s = Server(env={"CG_TEST_LSP_CRASH": "crash.c"})
s.start()
s.open(C)
diags = s.diagnostics(uri(C))
check("crash-reported", diags and len(diags) == 1 and diags[0]["severity"] == 1 and
      "signal 6" in diags[0]["message"], diags)
s.open(T)
diags = s.diagnostics(uri(T))
check("crash-server-lives", len(diags or []) == 3, summary(diags))
check("crash-exit", s.stop() == 0, s.p.returncode)

# --- a change kills the check in flight; --check-timeout stops a hung one
s = Server("--check-timeout=2", env={"CG_TEST_LSP_HANG": "HANG_HERE"})
s.start()
s.open(T, SWAPPED + "/* HANG_HERE */\n", 1)
time.sleep(0.5)
rid = s.request("textDocument/codeAction", {
    "textDocument": {"uri": uri(T)},
    "range": {"start": {"line": 8, "character": 0}, "end": {"line": 8, "character": 0}},
    "context": {"diagnostics": []}}, wait=False)
m = s.recv(0.5)
check("code-action-pending", m is None, m)
s.notify("$/cancelRequest", {"id": rid})
m = s.recv()
check("cancel-request", m and m.get("id") == rid and m["error"]["code"] == -32800, m)
t0 = time.time()
s.change(T, SWAPPED, 2)
m, before = s.until(lambda m: m.get("method") == "textDocument/publishDiagnostics")
check("change-cancels-check", m and m["params"]["version"] == 2 and
      len(m["params"]["diagnostics"]) == 3 and not before and time.time() - t0 < 1.8, (m, before))
s.change(T, SWAPPED + "/* HANG_HERE */\n", 3)
t0 = time.time()
diags = s.diagnostics(uri(T), 3)
check("check-timeout", diags and len(diags) == 1 and
      diags[0]["message"] == "castguard: the check of this file took over 2 s: stopped" and
      1.9 < time.time() - t0 < 8, (diags, time.time() - t0))
check("timeout-exit", s.stop() == 0, s.p.returncode)

# --- a kernel tree: Kbuild's CHECKFLAGS before the database's command
K = os.path.join(D, "kernel")
for f in ("Kbuild", "scripts/checker-valid.sh", "include/linux/kernel.h"):
    write(os.path.join(K, f), "")
# (-Dlinux is one of CHECKFLAGS; gcc -std=c11 does not define linux)
CF = "#ifndef linux\n#error no linux\n#endif\nstatic int x;\n"
write(os.path.join(K, "k.c"), CF)
database(K, "k.c", args=("-std=c11",))
P = os.path.join(D, "plain")
write(os.path.join(P, "k.c"), CF)
database(P, "k.c", args=("-std=c11",))
s = Server()
s.start()
s.open(os.path.join(K, "k.c"))
diags = s.diagnostics(uri(os.path.join(K, "k.c")))
check("kernel-checkflags", diags == [], diags)
s.open(os.path.join(P, "k.c"))
diags = s.diagnostics(uri(os.path.join(P, "k.c")))
check("no-checkflags-outside-kernel", diags and diags[0]["message"] == "no linux", diags)

# --- the database in build/, and read again when it changes
B = os.path.join(D, "withbuild")
write(os.path.join(B, "src", "b.c"), "#ifndef FOO\n#error no FOO\n#endif\nstatic int y;\n")
os.makedirs(os.path.join(B, "build"))
write(os.path.join(B, "build", "compile_commands.json"), json.dumps(
    [{"directory": os.path.join(B, "src"), "file": "b.c", "command": "gcc -DFOO -c b.c"}]))
s.open(os.path.join(B, "src", "b.c"))
diags = s.diagnostics(uri(os.path.join(B, "src", "b.c")))
check("database-in-build", diags == [], diags)
write(os.path.join(B, "build", "compile_commands.json"), json.dumps(
    [{"directory": os.path.join(B, "src"), "file": "b.c", "command": "gcc -c b.c"}]))
s.notify("textDocument/didSave", {"textDocument": {"uri": uri(os.path.join(B, "src", "b.c"))}})
diags = s.diagnostics(uri(os.path.join(B, "src", "b.c")))
check("database-reread", diags and diags[0]["message"] == "no FOO", diags)
check("kernel-exit", s.stop() == 0, s.p.returncode)

# --- options after lsp go to every check
X = os.path.join(PROJ, "x.c")
write(X, "int y;\n")
database(PROJ, "t.c", "x.c")
s = Server()
s.start()
s.open(X)
diags = s.diagnostics(uri(X))
s.stop()
s = Server("-Wno-decl")
s.start()
s.open(X)
nodecl = s.diagnostics(uri(X))
check("extra-options", summary(diags) == [("decl", 0, 4, 5)] and nodecl == [], (diags, nodecl))
check("extra-options-exit", s.stop() == 0, s.p.returncode)
