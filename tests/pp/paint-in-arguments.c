/* A macro's own name read as an argument of a call its expansion opens,
 * the call closed after the expansion ended: the name stays painted and
 * is not expanded again (gcc 12; gcc.dg/cpp/macro10.c). */
#define func(x) x
#define bar func(
#define foo bar foo
#define foo2 func((foo2)
#define foo3 func(1 foo3
foo )
foo2 )
foo3 x )
