/*
 * sparse's -Wvla (on by default): "Variable length array is used." at each
 * variable length as a declared type is laid out, the inner ones first, a
 * typedef's once.
 */
void h(int n, int m)
{
	int b[n][m];		/* m, then n */
	int c[3][m];
	int d[n + 1];		/* at the operator */
	typedef int T[n];	/* warned here */
	T e;			/* not again */
	{ char s1[n]; (void)s1; }
	while (n--) { char s2[n]; (void)s2; }
	if (n) { char s5[n]; (void)s5; }
	(void)b; (void)c; (void)d; (void)e;
}
