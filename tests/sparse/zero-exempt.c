/* Rule (spec 4.1): a plain integer constant 0 is exempt from the
 * restricted-type checks: 0, 0L, 0U, 0ULL, 00, 0x0, '\0', (0), ((0)),
 * +0, an enumerator equal to 0, a macro expanding to 0; in assignment,
 * initializer, argument, return, binary operators, compound assignment,
 * case labels and casts.  Nothing here warns but the -Wdecl line. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
enum { Z = 0 };
#define ZERO 0
void take(gfp_t f);

static gfp_t zero_exempt(gfp_t a, int n)
{
	gfp_t r = 0;

	r = 0L;
	r = 0U;
	r = 0ULL;
	r = 00;
	r = 0x0;
	r = '\0';
	r = (0);
	r = ((0));
	r = +0;
	r = Z;
	r = ZERO;
	take(0);
	take(ZERO);
	r |= 0;
	r &= Z;
	r ^= 0;
	if (a == 0 || a != 0 || (a & 0) || (a | 0) || (0 ^ a))
		n++;
	r = n ? a : 0;
	r = n ? 0 : a;
	r = (gfp_t)0;
	r = (gfp_t)0L;
	r = (gfp_t)(0);
	r = (gfp_t)'\0';
	switch (a) {
	case 0:
		break;
	}
	if (n)
		return r;
	return 0;
}

gfp_t zero_global = 0;
