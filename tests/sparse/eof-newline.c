/*
 * The end of a file.  sparse warns "no newline at end of file" when the last
 * line has no newline and ends at an odd column (it tests the column against
 * its flag's value), and "backslash-newline at end of file" at the line after
 * a final splice; this file itself ends without a newline at column 7.
 */
#include "inc/eof-odd.h"
#include "inc/eof-even.h"
#include "inc/eof-splice.h"

static int x;
	int y;
int yy;