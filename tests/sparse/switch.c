/* Rule (spec 4.9): switch/case with restricted types.  Each case is
 * checked like "case == switch": same type or literal 0 is fine,
 * otherwise each restricted side degrades.  A restricted switch
 * expression is reported at the switch expression once per offending
 * case; a restricted case value in a plain switch at the case value. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((bitwise)) slab_t;
#define F1 ((__attribute__((force)) gfp_t)1)
#define F2 ((__attribute__((force)) gfp_t)2)
#define S1 ((__attribute__((force)) slab_t)1)

static int sw_restricted(gfp_t a)
{
	switch (a) {
	case 0:
	case F1:
	case F2:
		return 1;
	case 3:
	case 4:
		return 2;
	case S1:
		return 3;
	default:
		return 0;
	}
}

static int sw_plain(unsigned int n)
{
	switch (n) {
	case 0:
	case 1:
	case F1:
		return 1;
	case F2:
		return 2;
	}
	return 0;
}
