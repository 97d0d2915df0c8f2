// Malformed #include lines (errors, but not fatal), then a directory named
// as a header: directories are skipped, so it is not found (fatal).
#include                      // expected-error {{#include expects "FILENAME" or <FILENAME>}}
#include foo.h                // expected-error {{#include expects "FILENAME" or <FILENAME>}}
#include ""                   // expected-error {{empty filename in #include}}
#include <>                   // expected-error {{empty filename in #include}}
#define EMPTY
#include EMPTY                // expected-error {{#include expects "FILENAME" or <FILENAME>}}
#include "inc/guarded.h" junk // expected-warning {{extra tokens at end of #include directive}}
#include_next "inc/guarded.h" // expected-warning {{#include_next in primary source file}}
#include "inc/sub"            // expected-error {{inc/sub: No such file or directory}}
end
