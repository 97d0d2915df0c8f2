// ARGS: -Itests/pp/inc
/* A "<" header name without its ">" on the line is no header name: gcc
 * reads the line's tokens with macros expanded, and a macro may supply
 * the ">" (gcc.dg/cpp/include4.c); without one it says so at the end of
 * the line and still looks for what it read. */
#define h h>
#include <computed.h
#undef h
#define foo computed.h>
#include <foo
#include <foo /*
> */
end
