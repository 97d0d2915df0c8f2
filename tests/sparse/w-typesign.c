// ARGS: -Wtypesign
/* -Wtypesign: pointers to integers of one size and different signedness
 * are "different signedness" (sparse otherwise takes them as one); the
 * character types stay interchangeable. */
static unsigned int *s_to_u(signed int *sp)
{
	return sp;
}

static long *l_from_ul(unsigned long *up)
{
	long *lp = up;
	return lp;
}

static char *c_from_uc(unsigned char *up, signed char *sp)
{
	char *cp = up;
	cp = sp;
	return cp;
}

void *test_sign(signed int *sp, unsigned long *ulp, unsigned char *ucp)
{
	return s_to_u(sp) ? (void *)l_from_ul(ulp) : c_from_uc(ucp, 0);
}
