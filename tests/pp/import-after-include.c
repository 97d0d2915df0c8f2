/* #import after #include of the same file (gcc 12; gcc.dg/cpp/import1.c,
 * import2.c): the file is marked once-only even though its guard keeps
 * it out, and is not read again, not by the #import, not later. */
#include "inc/import-guarded.h"
#import "inc/import-guarded.h"	// expected-warning:2 {{#import is a deprecated GCC extension}}
#undef IMPORT_GUARDED_H
#define SECOND
#include "inc/import-guarded.h"
#undef SECOND
#include "inc/import-plain.h"
#define SECOND
#import "inc/import-plain.h"	// expected-warning:2 {{#import is a deprecated GCC extension}}
#include "inc/import-plain.h"
end
