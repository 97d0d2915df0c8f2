// ARGS: -I tests/pp/no-such-dir -iquote tests/pp/no-such-dir2 -I tests/pp/inc
// Nonexistent include directories are silently ignored.
#include <guarded.h>
