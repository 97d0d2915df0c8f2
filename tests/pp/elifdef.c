// #elifdef / #elifndef (C2x; accepted by gcc 12 in gnu17 without a warning).
#define A
#if 0
#elifdef A
yes1
#else
no1
#endif
#ifdef NOPE
#elifndef NOPE
yes2
#endif
#if 0
#elifdef NOPE
no3
#elifndef A
no3
#else
yes3
#endif
#if 1
yes4
#elifdef
#elifndef 1
#endif
