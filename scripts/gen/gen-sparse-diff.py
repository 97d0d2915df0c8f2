#!/usr/bin/env python3
"""Generate the differential test programs for scripts/compare/sparse-diff.sh.

usage: gen-sparse-diff.py OUTDIR

Writes one small C program per expression form into OUTDIR (deterministic:
no randomness).  An expression form is an operator applied to operands of
given kinds (restricted gfp_t, plain unsigned int, int, another restricted
type slab_t, a fouled narrow restricted __le16, literal 0, literal 1, an
enum constant, a nocast type).  Every program puts its expression in each of
the contexts (assignment, initializer, argument of a prototyped function,
return, comparison, switch/case, if condition), one static function per
context, so a file name says which expression it tests and the line number
of a diagnostic says which context.  The oracle is `sparse -Wbitwise`.
"""
import os
import sys

HEADER = """\
#define __force __attribute__((force))
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((bitwise)) slab_t;
typedef unsigned short __attribute__((bitwise)) __le16;
typedef unsigned long __attribute__((nocast)) ncast_t;
enum e { E0, E1, E2 };

static void take(gfp_t f)
{
}
"""

PARAMS = "gfp_t g, unsigned int u, int i, slab_t s, __le16 l, ncast_t n, int c"

# kind name -> (rvalue spelling, lvalue spelling or None)
KINDS = [
    ("gfp", "g", "g"),
    ("uint", "u", "u"),
    ("int", "i", "i"),
    ("slab", "s", "s"),
    ("le16f", "~l", "l"),      # fouled as an rvalue; the plain __le16 as an lvalue
    ("zero", "0", None),
    ("one", "1", None),
    ("enum", "E1", None),
    ("nocast", "n", "n"),
]
KIND = {k: (rv, lv) for k, rv, lv in KINDS}
NAMES = [k for k, _, _ in KINDS]

BINOPS = [
    ("add", "+"), ("sub", "-"), ("mul", "*"), ("div", "/"), ("mod", "%"),
    ("and", "&"), ("or", "|"), ("xor", "^"), ("shl", "<<"), ("shr", ">>"),
    ("eq", "=="), ("ne", "!="), ("lt", "<"), ("gt", ">"), ("le", "<="),
    ("ge", ">="),
]
ASSIGNOPS = [
    ("set", "="), ("addeq", "+="), ("subeq", "-="), ("oreq", "|="),
    ("andeq", "&="), ("xoreq", "^="), ("shleq", "<<="),
]
UNOPS = [("not", "!{}"), ("compl", "~{}"), ("neg", "-{}"), ("plus", "+{}")]
INCDEC = [("preinc", "++{}"), ("postinc", "{}++"), ("predec", "--{}"),
          ("postdec", "{}--")]
CASTS = [
    ("to-gfp", "(gfp_t){}"), ("to-uint", "(unsigned int){}"),
    ("to-slab", "(slab_t){}"),
    ("force-gfp", "(__force gfp_t){}"), ("force-uint", "(__force unsigned int){}"),
    ("bool", "(_Bool){}"), ("void", "(void){}"),
]


def pairs():
    """(left, right) kind pairs: gfp against every kind, both orders, plus
    the fouled __le16 against itself and the plain types against each other
    (nocast mixing)."""
    out = [("gfp", k) for k in NAMES]
    out += [(k, "gfp") for k in NAMES if k != "gfp"]
    out += [("le16f", "le16f"), ("slab", "slab"), ("nocast", "uint"),
            ("uint", "nocast"), ("nocast", "int"), ("nocast", "zero")]
    return out


def forms():
    """Yield (file stem, C expression)."""
    for name, op in BINOPS:
        for a, b in pairs():
            yield "binop-%s-%s-%s" % (name, a, b), "%s %s %s" % (KIND[a][0], op, KIND[b][0])
    for a, b in pairs():
        yield "cond-%s-%s" % (a, b), "c ? %s : %s" % (KIND[a][0], KIND[b][0])
    for a, b in pairs():
        yield "comma-%s-%s" % (a, b), "(%s, %s)" % (KIND[a][0], KIND[b][0])
    for name, op in ASSIGNOPS:
        for a, b in pairs():
            lv = KIND[a][1]
            if lv is None:
                continue
            yield "assign-%s-%s-%s" % (name, a, b), "%s %s %s" % (lv, op, KIND[b][0])
    for name, fmt in UNOPS:
        for k in NAMES:
            yield "unop-%s-%s" % (name, k), fmt.format(KIND[k][0])
    for name, fmt in INCDEC:
        for k in NAMES:
            lv = KIND[k][1]
            if lv is None:
                continue
            yield "unop-%s-%s" % (name, k if k != "le16f" else "le16"), fmt.format(lv)
    for name, fmt in CASTS:
        for k in NAMES:
            yield "cast-%s-%s" % (name, k), fmt.format(KIND[k][0])


def paren(e):
    return e if e.startswith("(") and e.endswith(")") and e.count("(") == 1 else "(%s)" % e


def program(expr):
    p = PARAMS
    return HEADER + f"""
static void ctx_assign({p})
{{
	gfp_t r;
	r = {expr};
}}

static void ctx_init({p})
{{
	unsigned int v = {expr};
}}

static void ctx_arg({p})
{{
	take({expr});
}}

static gfp_t ctx_return({p})
{{
	return {expr};
}}

static int ctx_compare({p})
{{
	return {paren(expr)} == g;
}}

static int ctx_switch({p})
{{
	switch ({expr}) {{
	case 0:
		return 1;
	case 1:
		return 2;
	case E2:
		return 3;
	}}
	return 0;
}}

static int ctx_if({p})
{{
	if ({expr})
		return 1;
	return 0;
}}
"""


def main():
    if len(sys.argv) != 2:
        sys.stderr.write("usage: gen-sparse-diff.py OUTDIR\n")
        return 2
    out = sys.argv[1]
    os.makedirs(out, exist_ok=True)
    seen = set()
    for stem, expr in forms():
        assert stem not in seen, stem
        seen.add(stem)
        with open(os.path.join(out, stem + ".c"), "w") as f:
            f.write(program(expr))
    print(len(seen))
    return 0


if __name__ == "__main__":
    sys.exit(main())
