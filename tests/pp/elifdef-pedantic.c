// ARGS: -pedantic
// #elifdef / #elifndef in gnu17 with -pedantic: gcc 12 pedwarns but obeys them.
#define A
#if 0
#elifdef A   // expected-warning {{#elifdef before C2X is a GCC extension}}
yes1
#else
no1
#endif
#ifdef A
#elifndef B  // expected-warning {{#elifndef before C2X is a GCC extension}}
#endif
