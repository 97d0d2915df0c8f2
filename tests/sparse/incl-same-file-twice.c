/* Rule (spec 8.3, what "file" means): each #include of a header is a new
 * input stream, and the note is repeated when the stream changes, even
 * for two inclusions of the same header back to back. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define NOTE_OTHER other1
#include "inc/note-other.h"
#undef NOTE_OTHER
#define NOTE_OTHER other2
#include "inc/note-other.h"
