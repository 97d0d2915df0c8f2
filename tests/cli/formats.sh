# Output formats: --format=text|json|sarif|pretty, --color, parseable fix-its.
. tests/cli/lib.sh "$@"
REPO=$PWD
PY=${PYTHON:-python3}

mkdir -p "$D/src/inc"
cat >"$D/src/inc/h.h" <<'P'
static inline int *hp(void) { return 0; }
P
cat >"$D/src/t.c" <<'P'
#include "inc/h.h"
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __user __attribute__((noderef, address_space(__user)))
static unsigned g(gfp_t x)
{
	unsigned n = x;
	return n;
}
static int f(int __user *u, int *k) { return u == k; }
int *p = 0;
static int *use(void) { return hp(); }
P
cd "$D/src"
run "$CG" t.c
cp "$D/err" "$D/text.err"
run "$CG" --format=text t.c
expect format-text-is-default '[ $RC = 0 ] && cmp -s "$D/err" "$D/text.err"'

# --- JSON, field by field
run "$CG" --format=json t.c
cp "$D/out" "$D/t.json"
expect json-quiet-stderr '[ $RC = 0 ] && [ ! -s "$D/err" ]'
cat >"$D/check_json.py" <<'P'
import json, sys
d = json.load(open(sys.argv[1]))
def eq(what, got, want):
    print(("ok " if got == want else "FAIL ") + what + ("" if got == want else f": got {got!r}, want {want!r}"))
eq("json-tool", (d["tool"], d["version"]), ("castguard", "0.1"))
ds = d["diagnostics"]
eq("json-count", len(ds), 5)
eq("json-order", [x["check"] for x in ds],
   ["incorrect-type", "incompatible-pointers", "non-pointer-null", "decl", "non-pointer-null"])
h = ds[4]
eq("json-header-file", (h["file"], h["line"], h["column"], h["endColumn"]), ("inc/h.h", 1, 38, 39))
eq("json-level-warning", h["level"], "warning")
eq("json-fix", h["fixes"], [{"file": "inc/h.h", "line": 1, "column": 38, "endColumn": 39, "replacement": "NULL"}])
it = ds[0]
eq("json-message", it["message"], "incorrect type in initializer (different base types)")
eq("json-notes", it["notes"], [
    {"file": "t.c", "line": 6, "column": 22, "message": "expected unsigned int n"},
    {"file": "t.c", "line": 6, "column": 22, "message": "got restricted gfp_t [usertype] x"}])
eq("json-level-sparse-error", ds[1]["level"], "error")
eq("json-no-fixes", ds[0]["fixes"], [])
eq("json-keys", sorted(h), sorted(["check", "level", "file", "line", "column", "endColumn", "message", "fingerprint", "notes", "fixes"]))
P
$PY "$D/check_json.py" "$D/t.json" || echo "FAIL json-script: python exited $?"
run "$CG" --format=json -Werror=decl -Wno-incorrect-type t.c
expect json-follows-levels '[ $RC = 1 ] && grep -q "\"check\": \"decl\", \"level\": \"error\"" "$D/out" && ! grep -q incorrect-type "$D/out"'
printf 'int main(void) { return 0; }\n' >clean.c
run "$CG" --format=json clean.c
expect json-empty '[ $RC = 0 ] && $PY -c "import json,sys; d=json.load(open(sys.argv[1])); sys.exit(d[\"diagnostics\"] != [])" "$D/out"'
printf 'int f(void) { return }\n' >bad.c
run "$CG" --format=json bad.c
expect json-frontend-error '[ $RC = 1 ] && grep -q "\"check\": \"frontend\", \"level\": \"error\"" "$D/out"'

# --- SARIF: schema-valid, relative URIs under SRCROOT, fingerprints, fixes
run "$CG" --format=sarif t.c
cp "$D/out" "$D/t.sarif"
run $PY "$REPO/tests/validate-sarif.py" "$D/t.sarif"
expect sarif-valid '[ $RC = 0 ]'
cat >"$D/check_sarif.py" <<'P'
import json, os, sys
d = json.load(open(sys.argv[1]))
def eq(what, got, want):
    print(("ok " if got == want else "FAIL ") + what + ("" if got == want else f": got {got!r}, want {want!r}"))
run = d["runs"][0]
rules = [r["id"] for r in run["tool"]["driver"]["rules"]]
eq("sarif-rules-stable", rules[:3], ["bitwise", "bitwise-pointer", "address-space"])
eq("sarif-base", run["originalUriBaseIds"]["SRCROOT"]["uri"], "file://" + os.getcwd() + "/")
res = run["results"]
eq("sarif-results", [r["ruleId"] for r in res],
   ["incorrect-type", "incompatible-pointers", "non-pointer-null", "decl", "non-pointer-null"])
loc = res[4]["locations"][0]["physicalLocation"]
eq("sarif-uri", loc["artifactLocation"], {"uri": "inc/h.h", "uriBaseId": "SRCROOT"})
eq("sarif-region", loc["region"], {"startLine": 1, "startColumn": 38, "endLine": 1, "endColumn": 39})
eq("sarif-related", [r["message"]["text"] for r in res[0]["relatedLocations"]],
   ["expected unsigned int n", "got restricted gfp_t [usertype] x"])
rep = res[4]["fixes"][0]["artifactChanges"][0]["replacements"][0]
eq("sarif-fix", (rep["deletedRegion"]["startColumn"], rep["deletedRegion"]["endColumn"], rep["insertedContent"]["text"]), (38, 39, "NULL"))
fps = [r["partialFingerprints"]["primaryLocationLineHash"] for r in res]
eq("sarif-fingerprints-unique", len(set(fps)), len(fps))
# unique without the ":n" suffix too: the two non-pointer-null results (same
# check, same message, different lines) differ by their source lines
eq("sarif-fingerprint-bases-unique", len(set(f.split(":")[0] for f in fps)), len(fps))
P
$PY "$D/check_sarif.py" "$D/t.sarif" || echo "FAIL sarif-script: python exited $?"
# the same findings after lines move in the file: same fingerprints
cp t.c t.c.orig
{ echo; echo; cat t.c.orig; } >t.c
run "$CG" --format=sarif t.c
mv t.c.orig t.c
$PY -c '
import json, sys
a = json.load(open(sys.argv[1]))["runs"][0]["results"]
b = json.load(open(sys.argv[2]))["runs"][0]["results"]
fa = [r["partialFingerprints"] for r in a]; fb = [r["partialFingerprints"] for r in b]
print("ok sarif-fingerprints-survive-moves" if fa == fb else "FAIL sarif-fingerprints-survive-moves: %r %r" % (fa, fb))
' "$D/t.sarif" "$D/out"
# the fingerprint's base is the check, the message and the source line
# without blanks: two results of one check with one message on different
# lines of one function differ in the base; on two lines that read the
# same, only in the ":n" suffix (GitHub's primaryLocationLineHash)
printf 'static void f(int **p, int **q)\n{\n\t*p = 0;\n\t*q = 0;\n\t*p  =  0;\n}\n' >fp.c
run "$CG" --format=sarif fp.c
$PY -c '
import json, sys
r = json.load(open(sys.argv[1]))["runs"][0]["results"]
fp = [x["partialFingerprints"]["primaryLocationLineHash"].split(":") for x in r]
ok = ([x["ruleId"] for x in r] == ["non-pointer-null"] * 3 and [x["locations"][0]["physicalLocation"]["region"]["startLine"] for x in r] == [3, 4, 5]
      and fp[0][0] != fp[1][0] and fp[2][0] == fp[0][0] and [f[1] for f in fp] == ["1", "1", "2"])
print("ok sarif-fingerprint-source-line" if ok else "FAIL sarif-fingerprint-source-line: %r" % fp)
' "$D/out"
# a file outside the base directory: an absolute file: URI
cd "$REPO"
run "$CG" --format=sarif "$D/src/t.c"
cp "$D/out" "$D/abs.sarif"
expect sarif-absolute-uri 'grep -q "\"uri\": \"file://$D/src/t.c\"" "$D/abs.sarif" && $PY tests/validate-sarif.py "$D/abs.sarif"'
run "$CG" --format=sarif examples/driver.c
cp "$D/out" "$D/demo.sarif"
run $PY tests/validate-sarif.py "$D/demo.sarif"
expect sarif-demo-valid '[ $RC = 0 ] && grep -q "\"ruleId\": \"bitwise\"" "$D/demo.sarif"'
# the validator can fail: a broken level and a missing ruleId
sed 's/"level": "warning"/"level": "loud"/' "$D/demo.sarif" >"$D/broken.sarif"
run $PY tests/validate-sarif.py "$D/broken.sarif"
expect sarif-validator-rejects '[ $RC = 1 ] && grep -q schema "$D/out"'
cd "$D/src"

# --- gcc-style carets
run "$CG" --pretty t.c
cat >"$D/want" <<'P'
t.c:6:22: warning: incorrect type in initializer (different base types) [-Wincorrect-type]
    6 |         unsigned n = x;
      |                      ^
t.c:6:22: note: expected unsigned int n
t.c:6:22: note: got restricted gfp_t [usertype] x
t.c:9:48: error: incompatible types in comparison expression (different address spaces): [-Wincompatible-pointers]
    9 | static int f(int __user *u, int *k) { return u == k; }
      |                                                ^
t.c:9:48: note: int [noderef] __user *
t.c:9:48: note: int *
t.c:10:10: warning: Using plain integer as NULL pointer [-Wnon-pointer-null]
   10 | int *p = 0;
      |          ^
      |          NULL
P
head -n 14 "$D/err" >"$D/got"
same pretty-caret "$D/want" "$D/got"
run "$CG" -fcaret t.c
expect fcaret-is-pretty 'grep -q "^      |                      ^$" "$D/err"'
run "$CG" --format=pretty -Werror=decl t.c
expect pretty-werror-tag 'grep -q "error: symbol .p. was not declared. Should it be static? \[-Werror=decl\]" "$D/err" && [ $RC = 1 ]'
run "$CG" --pretty --color=always t.c
expect color-always 'grep -q $'"'"'\033\[1;35mwarning:'"'"' "$D/err"'
run "$CG" --pretty --color=never t.c
expect color-never '! grep -q $'"'"'\033'"'"' "$D/err"'
run "$CG" --pretty --color=auto t.c
expect color-auto-not-a-tty '! grep -q $'"'"'\033'"'"' "$D/err"'
run "$CG" --color=always t.c
expect color-not-in-sparse-text 'cmp -s "$D/err" "$D/text.err"'

# --- parseable fix-its: one extra line after the diagnostic, text unchanged
run "$CG" -fdiagnostics-parseable-fixits t.c
grep -v '^fix-it:' "$D/err" >"$D/nofix"
expect parseable-fixits 'grep -qx "fix-it:\"inc/h.h\":{1:38-1:39}:\"NULL\"" "$D/err" && [ $(grep -c "^fix-it:" "$D/err") = 2 ] && cmp -s "$D/nofix" "$D/text.err"'
expect parseable-fixit-follows 'grep -A1 "t.c:10:10: warning" "$D/err" | grep -qx "fix-it:\"t.c\":{10:10-10:11}:\"NULL\""'
