// ARGS: -undef -nostdinc
// -undef -nostdinc: only the standard macros remain (plus __CHECKER__).
#define MINE 1
