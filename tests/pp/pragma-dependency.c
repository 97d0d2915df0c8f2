/* #pragma GCC dependency as gcc 12 reads it (gcc.dg/cpp/pr35322.c): a
 * file name is required, and the file must exist (this one does).  gcc
 * places the error at the end of the line, after a comment. */
#pragma GCC dependency	// expected-error {{#pragma dependency expects "FILENAME" or <FILENAME>}}
#pragma GCC dependency "pragma-dependency.c" extra text
_Pragma("GCC dependency")	// expected-error {{#pragma dependency expects "FILENAME" or <FILENAME>}}
int x;
