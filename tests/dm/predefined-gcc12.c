// ARGS: -nostdinc
// The complete set of predefined macros: gcc 12.2 (Debian) on x86_64 in the
// default gnu17 mode, plus __CHECKER__.  (-nostdinc keeps stdc-predef.h out.)
