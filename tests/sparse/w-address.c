// ARGS: -Waddress
/* -Waddress: a function or an array as a condition (if, loops, ?:, &&,
 * ||) is an address, always true; *f of a function is f.  Off by
 * default; not for &x, !f or a comparison, as sparse 0.6.4. */
extern int fun(void);
extern int arr[];
extern int (*fptr)(void);
struct s { int a[4]; int n; };

int test_address(struct s *p, int x)
{
	int loc[2];

	if (arr)
		return 1;
	if (fun)
		return 2;
	if (*fun)
		return 3;
	if (*fptr)
		return 4;
	while (loc)
		break;
	for (; p->a; )
		break;
	x = fun ? 1 : 2;
	x = x && arr;
	x = fun || x;
	if (&arr || !fun || fun == 0 || fptr || p->n)
		return 5;
	return x;
}
