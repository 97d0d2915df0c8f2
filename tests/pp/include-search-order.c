// ARGS: -iquote tests/pp/inc/quote -I tests/pp/inc/dirI -isystem tests/pp/inc/sys -idirafter tests/pp/inc/after
// Search order: "" = current file's dir, -iquote, -I, -isystem, -idirafter;
// <> = -I, -isystem, -idirafter.
#include "sel.h"
#include <sel.h>
#include <only_sys.h>
#include <only_after.h>
#include "only_after.h"
#include <nested.h>
#include "vers2.h"
