// ARGS: -Wuniversal-initializer
/*
 * universal-initializer.c's input with -Wuniversal-initializer: every
 * "{ 0 }" is checked as written, so each pointer member's 0 is reported.
 */
#include "universal-initializer.c"
