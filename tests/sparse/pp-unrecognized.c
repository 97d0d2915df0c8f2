// Lines starting with "#" that sparse has no directive for: gcc's
// assertions, #sccs, #import, unknown names, a string or a "!" after the
// "#": each is "unrecognized preprocessor line" with its tokens, in a
// group that is read; in a skipped group they are skipped.
#assert machine(x86_64)
#unassert  machine
#sccs "version 1"
#  frobnicate  a+b  ( c )
# "str" 3
#!x
#if 0
#assert skipped(x)
#bogus
#endif
# 20 "pp-unrecognized.c"
#ident "kept"
int x;
