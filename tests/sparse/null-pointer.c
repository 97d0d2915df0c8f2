/* Rule (spec 7, 12.4): -Wnon-pointer-null (on by default): the integer
 * 0 used as a pointer (assignment, initializer, comparison, argument,
 * return) warns "Using plain integer as NULL pointer" at the 0; (void
 * *)0 and NULL-style macros built on it are silent. */
#define NULL ((void *)0)
void takep(int *p);

int *np = 0;

static int *null_pointer(int *p)
{
	int *q = 0;

	p = 0;
	p = NULL;
	if (p == 0 || 0 != p)
		takep(0);
	if (p == NULL)
		return 0;
	return (int *)0;
}
