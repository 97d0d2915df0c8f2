// ARGS: -ftabstop=4
/* Rule (spec 8.4): -ftabstop=N changes the tab width used for columns. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void col_tabstop(gfp_t a, int r)
{
	r = -a;
		r = -a;
	r =	-a;
}
