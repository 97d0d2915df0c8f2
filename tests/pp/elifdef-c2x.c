// ARGS: -std=c2x -pedantic
// #elifdef / #elifndef in C2x mode: no diagnostic even with -pedantic.
#define A
#if 0
#elifdef A
yes1
#endif
#ifdef A
#elifndef B
#else
#endif
