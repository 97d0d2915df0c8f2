/* Spec example switch.c (spec 4.9): restricted switch, degrade once per
 * offending case; the example follows unchanged. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static int sw(gfp_t a)
{
	switch (a) {
	case 0:
	case 3:
		return 1;
	}
	return -a;
}
