// ARGS: -std=c11
// #elifdef / #elifndef in strict C11: not directives at all.  In a skipped
// group they are ignored (so the #else is taken); in an active group they are
// invalid directives.
#define A
#if 0
#elifdef A
yes1
#else
no1
#endif
#ifdef A
#elifndef B  // expected-error {{invalid preprocessing directive #elifndef}}
#endif
