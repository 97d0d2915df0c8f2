/* Rule (spec 8.3): the "note: in included file" line is printed only
 * when the diagnostic's file differs from the file of the previous
 * note; warnings in the main file in between do not reset it.  Here:
 * two warnings of note-a.h (one note), one in the main file, then the
 * inline function of note-a.h checked at its call site (no new note). */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#include "inc/note-a.h"

static void in_main(gfp_t g, unsigned int n)
{
	g = n;
	hdr_inline(g, n);
}
