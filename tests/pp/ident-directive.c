/* #ident and #sccs as gcc 12 reads them (gcc.dg/cpp/extratokens.c): one
 * string, macros expanded; tokens after it are dropped with a warning;
 * anything else is an invalid directive. */
#ident "a" bar baz	// expected-warning:12 {{extra tokens at end of #ident directive}}
#ident x	// expected-error:8 {{invalid #ident directive}}
#sccs "b" c	// expected-warning:11 {{extra tokens at end of #sccs directive}}
#define S "s"
#ident S
int a;
