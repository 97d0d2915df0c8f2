// ARGS: -Wno-non-pointer-null
/* Rule (spec 10.1): -Wno-non-pointer-null silences "Using plain integer
 * as NULL pointer"; same code as null-pointer.c (only -Wdecl remains). */
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
