#!/usr/bin/env python3
"""layers.py BUILD_DIR -- the layer rule, read off the objects' symbols.

Each object file under BUILD_DIR (build/rel or build/asan) belongs to a
layer by its source folder; `nm` says which external symbols it defines
and which it uses.  A use of a symbol defined in a higher layer breaks the
rule, and so does any circle of objects (within a layer too).  The ranks,
lowest first (docs/architecture.md):

  util/               0  arenas, JSON, stacks: no knowledge of C
  front/source        1  files, line tables, locations, tab columns
  out/                2  the diagnostic sink: every layer reports into it
  front/ (the rest)   3  lex, pp, parse, sema, types, settings
  options.c           4  the command line, read into front/config
  check/              5  the checks over the typed tree
  tools/              6  -E, --dump, migrate, infer, project mode
  main.c              7

A module split over several files that share a private header (parse.c
and parse-*.c with parse-internal.h, pp-*.c, migrate-*.c) is one node:
its files call each other by design.

Prints each breach and each circle; exits 1 if there is one."""
import os, subprocess, sys

SRC = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..', 'src')
RANKS = [('util/', 0), ('front/source', 1), ('out/', 2), ('front/', 3),
         ('options', 4), ('check/', 5), ('tools/', 6), ('main', 7)]


def rank(name):
    for prefix, r in RANKS:
        if name.startswith(prefix):
            return r
    sys.exit('layers: %s belongs to no layer' % name)


def module(name):
    """front/parse-decl -> front/parse: the files of one module."""
    folder, _, base = name.rpartition('/')
    stem = base.split('-')[0]
    if os.path.exists(os.path.join(SRC, folder, stem + '-internal.h')):
        base = stem
    return folder + '/' + base if folder else base


def read_symbols(build):
    defs, uses = {}, {}
    for root, _, files in os.walk(build):
        for f in files:
            if not f.endswith('.o'):
                continue
            path = os.path.join(root, f)
            name = module(os.path.relpath(path, build)[:-2])
            out = subprocess.run(['nm', path], capture_output=True, text=True,
                                 check=True).stdout
            d, u = set(), set()
            for line in out.splitlines():
                p = line.split()
                if len(p) == 3 and p[1] in 'TDBRCV':
                    d.add(p[2])
                elif len(p) == 2 and p[0] == 'U':
                    u.add(p[1])
            defs.setdefault(name, set()).update(d)
            uses.setdefault(name, set()).update(u)
    return defs, uses


def circles(graph):
    """Tarjan's strongly connected components of more than one node."""
    index, low, stack, on, out, n = {}, {}, [], set(), [], [0]

    def visit(v):
        index[v] = low[v] = n[0]
        n[0] += 1
        stack.append(v)
        on.add(v)
        for w in sorted(graph[v]):
            if w not in index:
                visit(w)
                low[v] = min(low[v], low[w])
            elif w in on:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            comp = []
            while True:
                w = stack.pop()
                on.discard(w)
                comp.append(w)
                if w == v:
                    break
            if len(comp) > 1:
                out.append(sorted(comp))

    for v in sorted(graph):
        if v not in index:
            visit(v)
    return out


def main():
    build = sys.argv[1] if len(sys.argv) > 1 else 'build/rel'
    defs, uses = read_symbols(build)
    if not defs:
        sys.exit('layers: no objects under %s' % build)
    owner = {s: n for n, d in defs.items() for s in d}
    graph = {n: set() for n in defs}
    bad = 0
    for n in sorted(uses):
        for s in sorted(uses[n]):
            o = owner.get(s)
            if o is None or o == n:
                continue
            graph[n].add(o)
            if rank(o) > rank(n):
                print('layers: %s uses %s of %s, a higher layer' % (n, s, o))
                bad += 1
    for comp in circles(graph):
        print('layers: circle: ' + ' '.join(comp))
        bad += 1
    print('layers: %d modules, %d edges, %d breaches' %
          (len(defs), sum(len(v) for v in graph.values()), bad))
    return 1 if bad else 0


if __name__ == '__main__':
    sys.exit(main())
