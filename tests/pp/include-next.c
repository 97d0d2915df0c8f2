// ARGS: -I tests/pp/inc/next/a -I tests/pp/inc/next/b -I tests/pp/inc/next/c
// #include_next continues the search after the directory where the current
// header was found; __has_include_next likewise.
#include <hdr.h>
#if __has_include(<only_a.h>)
main_sees_only_a
#endif
