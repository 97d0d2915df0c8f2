/* Rule (spec 12.1, 9.1): reading through a noderef pointer warns
 * "dereference of noderef expression" in the expand phase (after all
 * evaluation warnings), at the pointer operand (not at the '*'): *up,
 * up[i], up->m.  Taking an address (&up->m, &*up) or sizeof(*up) does
 * not dereference. */
#define __user	__attribute__((noderef, address_space(__user)))
struct s { int m; int arr[2]; };

static int noderef(int __user *up, struct s __user *sp, int i)
{
	int x;
	int __user *q;
	unsigned long z;

	x = *up;
	x = up[i];
	x = sp->m;
	x = sp->arr[1];
	q = &sp->m;
	q = &*up;
	z = sizeof(*up);
	return x + i + (int)z + (q != up);
}

static int after(unsigned int n)
{
	unsigned char c = 0x1ff;

	return c + n;
}
