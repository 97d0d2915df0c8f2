// defined, undefined identifiers (0), true/false (plain identifiers in C).
#define X
#define Y 0
#if defined X && defined(X) && defined ( X ) && !defined Z && !defined(Z)
yes1
#endif
#if Y == 0 && UNDEF == 0 && UNDEF + 1 == 1 && !UNDEF
yes2
#endif
#if true
no3
#elif false
no3b
#else
yes3
#endif
#define D defined(X)
#if D
yes4
#endif
#if defined X + defined Y + defined Z == 2
yes5
#endif
#if __CHECKER__ == 1 && defined __GNUC__ && __GNUC__ == 12 && defined __x86_64__
yes6
#endif
#ifdef X
yes7
#endif
#ifndef Z
yes8
#endif
#if defined __FILE__ && defined __LINE__ && defined __COUNTER__ && defined __has_include
yes9
#endif
