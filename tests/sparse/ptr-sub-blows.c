// ARGS: -Wno-decl -Wptr-subtraction-blows
/* Rule (sparse -Wptr-subtraction-blows): a subtraction of pointers to an
 * object whose size is not a power of 2, with the size as a note. */
struct odd {
	char c[3];
};

long blows(struct odd *a, struct odd *b, int *p, int *q)
{
	return (a - b) + (p - q);
}
