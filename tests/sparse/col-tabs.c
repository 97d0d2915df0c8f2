/* Rule (spec 8.4): columns are 1-based and a tab advances to the next
 * multiple of 8: "\tr = -a;" reports the "-" at column 13; tabs in the
 * middle of a line, a tab after 7 characters, spaces only. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void col_tabs(gfp_t a, int r)
{
	r = -a;
		r = -a;
    r = -a;
r	=	-a;
  	r = -a;
	r =	 	-a;
	r = 1234567	- a;
}
