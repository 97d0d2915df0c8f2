// ARGS: -Wno-decl
/* Rule (spec 7, sparse evaluate_compare()): a pointer compared with an
 * integer that is not a null pointer constant is an error with both
 * types; 0 is only "plain integer as NULL". */
int f(int *p, void *v, unsigned long ul, int n)
{
	int r = 0;
	r += p == 0;
	r += p == 1;
	r += v != (void *)0;
	r += 2 < p;
	r += ul >= v;
	r += p == (n - n);
	r += !p;
	return r;
}
