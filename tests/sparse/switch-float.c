/* Rule (spec 4.9): a float case value is "error: incompatible types
 * for 'case' statement" (an evaluation error: it silences the rest of
 * the function, here the restricted degrade of the next case). */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static int sw_float(gfp_t a, int n)
{
	switch (n) {
	case 1.5:
		return 1;
	}
	switch (a) {
	case 2:
		return 2;
	}
	return 0;
}

static int sw_after(gfp_t a)
{
	switch (a) {
	case 2:
		return 2;
	}
	return 0;
}
