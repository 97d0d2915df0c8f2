#!/bin/bash
# gen-abi-tests.sh [--tree DIR] [--out DIR] [--castguard PATH] [-j N] [--keep] [FILES...]
# gen-abi-tests.sh --check-tests [TEST-NAMES...]
#
# ABI facts from real kernel headers, computed by gcc, checked by castguard.
#
# For each kernel corpus file (default mm/mempool.c; names relative to the tree
# root, argv recorded by kernel-setup.sh in argv/FILE.args):
#  1. preprocess it with gcc twice, as gcc sees it and as castguard sees it
#     (-D__CHECKER__=1, castguard predefines it like sparse), with the recorded
#     argv minus the checker-only options corpus-compare.sh also strips;
#  2. find every struct/union definition with a tag in castguard's view and the
#     identifiers that may name its members (a token scan; gcc sorts them out);
#  3. ask gcc for sizeof / _Alignof / __alignof__ of each type and offsetof /
#     sizeof / __alignof__ of each member, in both views: the candidates are
#     appended to the preprocessed file as `extern char v[EXPR + 1]; extern int v;`,
#     so that one `gcc -fsyntax-only` run tells the value of each in its
#     "previous declaration ... with type 'char[N]'" note, and rejects the invalid
#     ones (bit-fields, flexible array members for sizeof, names that are not
#     members, types only defined inside functions).  A fact is kept when both
#     views give the same value (the others are counted as dropped), and then
#     checked once more as a _Static_assert by gcc in both views;
#  4. write OUT/FILE.abi.c (`#include` of the original file + one
#     `_Static_assert(EXPR == VALUE, "EXPR == VALUE");` per line), run castguard
#     in check mode on it from the tree root with the recorded argv, and report
#        abi-facts FILE: N facts, M mismatches
#     plus the first mismatching facts (an error of castguard on a fact's line:
#     a failed assertion or an expression it could not evaluate), and errors
#     castguard reported outside the facts.
# Exit status: 0 all facts hold, 1 mismatches, 2 usage or harness problem.
#
# --check-tests runs the hand-written tests/abi/*.c (or the named ones, e.g.
# abi/scalar-m32) through tests/run.sh with gcc as the checker
# (gcc -fsyntax-only -std=gnu11 ARGS FILE), which proves every expectation in
# them against gcc 12; files whose ARGS name neither -m32 nor -m64 are run
# twice, the second time with -m32.  It also prints the number of facts
# (_Static_asserts after preprocessing) per file.
#
# Environment: CG_KERNEL_DIR (as kernel-setup.sh), CASTGUARD, CG_TIMEOUT
# (seconds per castguard run, default 60).
set -euo pipefail

. "$(dirname "${BASH_SOURCE[0]}")/../lib.sh"
repo=$CG_REPO

# ------------------------------------------------------------ --check-tests
if [[ ${1:-} == --check-tests ]]; then
	shift
	tmp=$(mktemp -d "${TMPDIR:-/tmp}/cg-abi-check.XXXXXX")
	trap 'rm -rf "$tmp"' EXIT
	# stand-ins for castguard: gcc in check mode, as the test runner calls it
	for v in plain m32; do
		extra=; [[ $v == m32 ]] && extra=-m32
		cat >"$tmp/gcc-$v" <<-EOF
		#!/bin/sh
		exec gcc -fsyntax-only -std=gnu11 -fno-diagnostics-show-caret -fdiagnostics-color=never -fno-diagnostics-show-option "\$@" $extra
		EOF
		chmod +x "$tmp/gcc-$v"
	done
	cd "$repo"
	names=() neutral=() total=0
	if (($#)); then names=("$@"); else
		for f in tests/abi/*.c; do n=${f#tests/}; names+=("${n%.c}"); done
	fi
	for n in "${names[@]}"; do
		f=tests/$n.c
		[[ -f $f ]] || { echo "gen-abi-tests: no test $f" >&2; exit 2; }
		args=$(head -n 5 "$f" | sed -n 's|^// ARGS: *||p' | head -n 1)
		# shellcheck disable=SC2086
		facts=$(gcc -E -P -std=gnu11 $args "$f" 2>/dev/null | grep -o '_Static_assert' | wc -l)
		total=$((total + facts))
		printf '%-24s %4d facts   ARGS: %s\n' "$n" "$facts" "${args:-(none)}"
		[[ " $args " == *" -m32 "* || " $args " == *" -m64 "* ]] || neutral+=("$n")
	done
	echo "total: $total facts in ${#names[@]} files"
	rc=0
	echo "== gcc, with each file's ARGS"
	bash tests/run.sh "$tmp/gcc-plain" "${names[@]}" || rc=1
	if ((${#neutral[@]})); then
		echo "== gcc -m32, target-neutral files (no -m32/-m64 in ARGS)"
		bash tests/run.sh "$tmp/gcc-m32" "${neutral[@]}" || rc=1
	fi
	exit $rc
fi

# ---------------------------------------------------------- kernel facts
py=$(command -v /usr/bin/python3 || command -v python3)
exec "$py" - "$repo" "$(cg_tree 6.1)" "$@" <<'PYEOF'
import os, re, shlex, subprocess, sys, time
from concurrent.futures import ThreadPoolExecutor

repo = sys.argv[1]
tree = sys.argv[2]	# scripts/lib.sh's cg_tree 6.1
argv = sys.argv[3:]

def usage(msg=None):
    if msg:
        print("gen-abi-tests: " + msg, file=sys.stderr)
    print("usage: gen-abi-tests.sh [--tree DIR] [--out DIR] [--castguard PATH] [-j N] [--keep] [FILES...]\n"
          "       gen-abi-tests.sh --check-tests [TEST-NAMES...]", file=sys.stderr)
    sys.exit(2)

out = os.path.join(os.environ.get("TMPDIR", "/tmp"), "castguard-abi")
cg = os.environ.get("CASTGUARD", os.path.join(repo, "castguard"))
jobs = 2
keep = False
files = []
i = 0
while i < len(argv):
    a = argv[i]
    def val():
        global i
        if "=" in a and a.startswith("--"):
            return a.split("=", 1)[1]
        i += 1
        if i >= len(argv):
            usage("%s needs an argument" % a)
        return argv[i]
    if a == "--tree" or a.startswith("--tree="): tree = val()
    elif a == "--out" or a.startswith("--out="): out = val()
    elif a == "--castguard" or a.startswith("--castguard="): cg = val()
    elif a == "-j": jobs = int(val())
    elif a.startswith("-j") and a[2:].isdigit(): jobs = int(a[2:])
    elif a == "--keep": keep = True
    elif a in ("-h", "--help"): usage()
    elif a.startswith("-"): usage("unknown option " + a)
    else: files.append(a)
    i += 1
if not files:
    files = ["mm/mempool.c"]

tree = os.path.abspath(tree)
if not os.path.isfile(os.path.join(tree, ".castguard-ready")):
    print("gen-abi-tests: no ready kernel tree at %s; run scripts/kernel/kernel-setup.sh first" % tree, file=sys.stderr)
    sys.exit(2)
if "/" in cg:
    cg = os.path.abspath(cg)
if not (os.path.isfile(cg) and os.access(cg, os.X_OK)) and "/" in cg:
    print("gen-abi-tests: castguard not found or not executable: %s (build it with make, or pass --castguard)" % cg, file=sys.stderr)
    sys.exit(2)
for f in files:
    if not os.path.isfile(os.path.join(tree, "argv", f + ".args")):
        print("gen-abi-tests: no recorded argv for %s" % f, file=sys.stderr)
        sys.exit(2)
out = os.path.abspath(out)
os.makedirs(out, exist_ok=True)
# one run at a time per output directory (they would overwrite each other's files)
import fcntl
lockf = open(os.path.join(out, ".lock"), "w")
try:
    fcntl.flock(lockf, fcntl.LOCK_EX | fcntl.LOCK_NB)
except OSError:
    print("gen-abi-tests: another run is using %s; waiting (or pass --out DIR)" % out, file=sys.stderr)
    fcntl.flock(lockf, fcntl.LOCK_EX)
timeout = int(os.environ.get("CG_TIMEOUT", "60"))

# Options gcc refuses or that only matter to a checker (as corpus-compare.sh).
STRIP = ("-Wbitwise", "-Wno-return-void", "-Wno-unknown-attribute", "-D__STDC__",
         "-mlittle-endian", "-mbig-endian")
def gcc_args(args):
    g = []
    for a in args:
        if a in STRIP or a.startswith("--arch=") or a.startswith("-Wp,-MMD,") or a.startswith("-Wp,-MD,"):
            continue
        g.append(a)
    return g

# Compiling preprocessed text: no preprocessor options, no warnings (the
# argv's -Werror must not turn gcc's opinion of kernel code into failures).
def compile_args(g):
    r = []
    skip = False
    for a in g:
        if skip:
            skip = False
            continue
        if a in ("-include", "-imacros", "-isystem", "-idirafter", "-iquote", "-I", "-D", "-U", "-MF", "-MT", "-MQ"):
            skip = True
            continue
        if re.match(r"-(D|U|I|W|M[DMFTQP]?$|std=)", a) or a in ("-nostdinc", "-E", "-c", "-S") or a.startswith("-fmacro-prefix-map"):
            continue
        r.append(a)
    return r + ["-std=gnu11", "-w", "-fmax-errors=0", "-fno-diagnostics-show-caret",
                "-fdiagnostics-color=never", "-x", "cpp-output"]

KEYWORDS = set("""auto break case char const continue default do double else enum extern float for
goto if inline int long register restrict return short signed sizeof static struct switch typedef
union unsigned void volatile while _Alignas _Alignof _Atomic _Bool _Complex _Generic _Imaginary
_Noreturn _Static_assert _Thread_local __attribute__ __attribute __typeof__ __typeof typeof
__extension__ __restrict __restrict__ __inline __inline__ asm __asm__ __asm __volatile__ __volatile
__const __const__ __signed__ __signed __int128 __alignof__ __alignof __label__ __builtin_va_list
__thread __auto_type __real__ __imag__ _Float128 _Float64 _Float32 __float128""".split())
# A rough C tokenizer, good enough to find struct bodies and member names:
# identifiers, pp-numbers (without exponent signs), string and character
# literals (so that braces in them do not count), punctuators one by one.
TOKEN = re.compile(r'''[A-Za-z_$][\w$]*|\.?[0-9][\w.]*|(?:u8|[uUL])?"(?:\\.|[^"\\\n])*"|[uUL]?'(?:\\.|[^'\\\n])*'|->|\S''')
MARKER = re.compile(r"^#.*$", re.M)
MEMBER_FOLLOW = {";", ",", "[", ":", ")", "__attribute__", "__attribute"}

def tokens(text):
    return TOKEN.findall(MARKER.sub("", text))

def skip_parens(toks, j):
    """toks[j] == '(' : index after the matching ')'"""
    depth = 0
    while j < len(toks):
        if toks[j] == "(":
            depth += 1
        elif toks[j] == ")":
            depth -= 1
            if depth == 0:
                return j + 1
        j += 1
    return j

def find_types(text):
    """{(kw, tag): set(candidate member names)} for every tagged struct/union body."""
    toks = tokens(text)
    types = {}
    n = len(toks)
    for i, t in enumerate(toks):
        if t not in ("struct", "union"):
            continue
        j = i + 1
        while j < n and toks[j] in ("__attribute__", "__attribute") and j + 1 < n and toks[j + 1] == "(":
            j = skip_parens(toks, j + 1)
        if j >= n or not re.match(r"[A-Za-z_$]", toks[j]) or toks[j] in KEYWORDS:
            continue
        tag = toks[j]
        j += 1
        while j < n and toks[j] in ("__attribute__", "__attribute") and j + 1 < n and toks[j + 1] == "(":
            j = skip_parens(toks, j + 1)
        if j >= n or toks[j] != "{":
            continue
        # the body
        depth = 0
        k = j
        cands = types.setdefault((t, tag), set())
        while k < n:
            x = toks[k]
            if x == "{":
                depth += 1
            elif x == "}":
                depth -= 1
                if depth == 0:
                    break
            elif x in ("__attribute__", "__attribute") and k + 1 < n and toks[k + 1] == "(":
                k = skip_parens(toks, k + 1)
                continue
            elif (re.match(r"[A-Za-z_$]", x) and x not in KEYWORDS
                  and toks[k - 1] not in ("struct", "union", "enum", ".", "->")
                  and k + 1 < n and toks[k + 1] in MEMBER_FOLLOW):
                cands.add(x)
            k += 1
    return types

def run(cmd, cwd=None, timeout=None):
    return subprocess.run(cmd, cwd=cwd, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                          stderr=subprocess.PIPE, text=True, errors="replace", timeout=timeout,
                          env=ENV)

REGION = "<abi-facts>"
ERR_AT = re.compile(r"^%s:(\d+):(?:\d+:)? (?:fatal )?error: (.*)$" % re.escape(REGION), re.M)
PREV = re.compile(r"^%s:(\d+):\d+: note: previous declaration of '__cg_abi_(\d+)' with type 'char\[(\d+)\]'"
                  % re.escape(REGION), re.M)
ENV = dict(os.environ, LC_ALL="C", LANG="C")   # ASCII quotes in gcc's messages

def gcc_values(view_i, exprs, cargs, path):
    """{index: value} of the exprs gcc accepts when appended to view_i.
    Each value is read from a diagnostic: "extern char v[E + 1]; extern int v;"
    makes gcc say "previous declaration of 'v' with type 'char[N]'" -- one
    quick -fsyntax-only run instead of compiling the whole file with -S (which
    at the argv's -O2 takes seconds, and at -O0 trips the kernel's
    BUILD_BUG_ONs).  Any other error on the line rejects the expression."""
    with open(path, "w") as f:
        f.write(view_i)
        f.write('\n# 1 "%s"\n' % REGION)
        for k, e in enumerate(exprs):
            f.write("extern char __cg_abi_%d[(%s) + 1]; extern int __cg_abi_%d;\n" % (k, e, k))
    r = run(["gcc", "-fsyntax-only"] + cargs + [path])
    bad = {int(m.group(1)) - 1 for m in ERR_AT.finditer(r.stderr)
           if not m.group(2).startswith("conflicting types for '__cg_abi_")}
    vals = {}
    for m in PREV.finditer(r.stderr):
        k = int(m.group(2))
        if int(m.group(1)) - 1 == k and k not in bad:
            vals[k] = int(m.group(3)) - 1
    return vals

def gcc_rejects(view_i, facts, cargs, path):
    """indices of the facts (_Static_assert lines) gcc rejects in view_i"""
    with open(path, "w") as f:
        f.write(view_i)
        f.write('\n# 1 "%s"\n' % REGION)
        for fa in facts:
            f.write('_Static_assert(%s, "%s");\n' % (fa, fa))
    r = run(["gcc", "-fsyntax-only"] + cargs + [path])
    return {int(m.group(1)) - 1 for m in ERR_AT.finditer(r.stderr)}

def both(a, b):
    """run the calls a = (fn, args...) and b concurrently"""
    with ThreadPoolExecutor(2) as ex:
        fa, fb = ex.submit(*a), ex.submit(*b)
        return fa.result(), fb.result()

def process(f):
    t0 = time.time()
    res = {"file": f, "facts": 0, "mismatches": [], "dropped": 0, "other": [], "error": None}
    base = os.path.join(out, f)
    os.makedirs(os.path.dirname(base), exist_ok=True)
    args = shlex.split(open(os.path.join(tree, "argv", f + ".args")).read())
    g = gcc_args(args)[:-1]          # the source file is last
    cargs = compile_args(g)
    src = os.path.join(tree, f)
    # 1. gcc's view and castguard's view (__CHECKER__) of the file
    r1, r2 = both((run, ["gcc", "-E"] + g + [f], tree),
                  (run, ["gcc", "-E"] + g + ["-D__CHECKER__=1", f], tree))
    if r1.returncode or r2.returncode:
        res["error"] = "gcc -E failed: " + ((r1.stderr or r2.stderr).strip().splitlines() or ["?"])[0]
        return res
    plain_i, checker_i = r1.stdout, r2.stdout
    # 2. candidates, from castguard's view
    types = find_types(checker_i)
    exprs = []
    for (kw, tag), members in sorted(types.items()):
        T = "%s %s" % (kw, tag)
        exprs += ["sizeof(%s)" % T, "_Alignof(%s)" % T, "__alignof__(%s)" % T]
        for m in sorted(members):
            exprs += ["__builtin_offsetof(%s, %s)" % (T, m),
                      "sizeof(((%s *)0)->%s)" % (T, m),
                      "__alignof__(((%s *)0)->%s)" % (T, m)]
    res["candidates"] = len(exprs)
    # 3. values in both views; keep what both accept with the same value
    va, vb = both((gcc_values, plain_i, exprs, cargs, base + ".values-gcc.i"),
                  (gcc_values, checker_i, exprs, cargs, base + ".values-cg.i"))
    facts = []
    for k, e in enumerate(exprs):
        if k in va and k in vb:
            if va[k] == vb[k]:
                facts.append("%s == %d" % (e, va[k]))
            else:
                res["dropped"] += 1
    # 4. every fact, as a _Static_assert, must hold for gcc in both views
    ba, bb = both((gcc_rejects, plain_i, facts, cargs, base + ".facts-gcc.i"),
                  (gcc_rejects, checker_i, facts, cargs, base + ".facts-cg.i"))
    res["dropped"] += len(ba | bb)
    facts = [fa for k, fa in enumerate(facts) if k not in ba | bb]
    # 5. the generated TU, and castguard on it
    gen = base + ".abi.c"
    first = 3
    with open(gen, "w") as fh:
        fh.write('#include "%s"\n' % src)
        fh.write("/* %d ABI facts computed by gcc (scripts/gen/gen-abi-tests.sh) */\n" % len(facts))
        for fa in facts:
            fh.write('_Static_assert(%s, "%s");\n' % (fa, fa))
    res["facts"] = len(facts)
    res["gcc_seconds"] = time.time() - t0
    cmd = [cg] + args[:-1] + [gen]
    try:
        r = run(cmd, cwd=tree, timeout=timeout)
    except subprocess.TimeoutExpired:
        res["error"] = "castguard timed out after %ds" % timeout
        return res
    with open(base + ".castguard.err", "w") as fh:
        fh.write(r.stderr)
    if r.returncode >= 128 or r.returncode < 0:
        res["error"] = "castguard crashed (status %d)" % r.returncode
        return res
    genre = re.compile(r"^(.*?):(\d+):(?:(\d+):)? (?:fatal )?error: (.*)$")
    seen = set()
    for line in r.stderr.splitlines():
        m = genre.match(line)
        if not m:
            continue
        path, ln = m.group(1), int(m.group(2))
        if os.path.abspath(os.path.join(tree, path)) == gen and ln >= first:
            k = ln - first
            if 0 <= k < len(facts) and k not in seen:
                seen.add(k)
                res["mismatches"].append((facts[k], m.group(4)))
                continue
        res["other"].append(line)
    res["castguard_rc"] = r.returncode
    if not keep:
        for suf in (".values-gcc.i", ".values-cg.i", ".facts-gcc.i", ".facts-cg.i"):
            try:
                os.unlink(base + suf)
            except FileNotFoundError:
                pass
    res["seconds"] = time.time() - t0
    return res

t0 = time.time()
with ThreadPoolExecutor(max(1, jobs)) as ex:
    results = list(ex.map(process, files))
status = 0
tot_f = tot_m = 0
for res in results:
    f = res["file"]
    if res["error"]:
        print("abi-facts %s: HARNESS FAILURE: %s" % (f, res["error"]))
        status = max(status, 2)
        continue
    nm = len(res["mismatches"])
    tot_f += res["facts"]
    tot_m += nm
    print("abi-facts %s: %d facts, %d mismatches" % (f, res["facts"], nm))
    print("  (%d candidate expressions; %d dropped: value differs under __CHECKER__; "
          "gcc %.1f s, total %.1f s; %s)" % (res["candidates"], res["dropped"], res["gcc_seconds"],
                                            res["seconds"], os.path.join(out, f + ".abi.c")))
    for fact, msg in res["mismatches"][:10]:
        print("  mismatch: %s   [castguard: %s]" % (fact, msg))
    if nm > 10:
        print("  ... %d more in %s" % (nm - 10, os.path.join(out, f + ".castguard.err")))
    if res["other"]:
        print("  castguard: %d errors outside the facts, first: %s" % (len(res["other"]), res["other"][0]))
    if nm:
        status = max(status, 1)
    elif res.get("castguard_rc"):
        print("  castguard exited %d without a failing fact" % res["castguard_rc"])
if len(results) > 1:
    print("abi-facts total: %d files, %d facts, %d mismatches, %.1f s" % (len(results), tot_f, tot_m, time.time() - t0))
sys.exit(status)
PYEOF
