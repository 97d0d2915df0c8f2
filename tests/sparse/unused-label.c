/*
 * sparse's "unused label": a label no goto or "&&" names, reported at the
 * end of the function in the order the labels were first named; statement
 * expressions share the function's labels; "__attribute__((unused))" and
 * __label__ labels are never reported.
 */
int f(int x)
{
	int y = ({ if (x) goto out; 1; });	/* the function's "out" */
	void *p = &&taken;
	if (y)
		goto used;
unused1:				/* warned */
	y++;
used:
	y += ({ int r = 0; inner: r++; r; });	/* warned, after unused1 */
taken:
	(void)p;
out:
	return y;
kept: __attribute__((unused));		/* silent */
	({ __label__ local; local: 0; });	/* silent */
	return 0;
}
