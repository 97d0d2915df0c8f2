// ARGS: -m64
/* Deliberate failures: proves that the abi/ tests can fail, i.e. that
 * castguard evaluates _Static_assert and does not just accept the file.
 * Each wrong fact below must give gcc's error, and nothing else may.
 * Checked with gcc 12: gcc -fsyntax-only -std=gnu11 -m64. */

struct cd { char c; double d; };
extern int var;

_Static_assert(sizeof(struct cd) == 16, "right on x86_64");
_Static_assert(sizeof(long) == 4, "long is 8 bytes on x86_64"); // expected-error {{static assertion failed: "long is 8 bytes on x86_64"}}
_Static_assert(sizeof(struct cd) == 12, "that is the i386 layout"); // expected-error {{static assertion failed: "that is the i386 layout"}}
_Static_assert(-1 < 0u, "-1 converts to UINT_MAX"); // expected-error {{static assertion failed: "-1 converts to UINT_MAX"}}
_Static_assert(var == 0, "not a constant"); // expected-error {{expression in static assertion is not constant}}
