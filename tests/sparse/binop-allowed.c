/* Rule (spec 4.3): &, |, ^, ==, != between two values of the same
 * restricted type (or one of them a literal 0) are fine, as are the
 * arms of ?:, &&, ||, the comma operator, sizeof, and a restricted value
 * used as a condition of if/while/for/?:/!.  Nothing here warns. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define GFP_KERNEL ((__attribute__((force)) gfp_t)0x4c0u)
#define GFP_ATOMIC ((__attribute__((force)) gfp_t)0x20u)

static gfp_t binop_allowed(gfp_t a, gfp_t b, int n)
{
	gfp_t r;

	r = a & b;
	r = a | b;
	r = a ^ b;
	n = a == b;
	n = a != b;
	r = a & GFP_KERNEL;
	n = (a & GFP_KERNEL) == GFP_KERNEL;
	r = a & ~GFP_KERNEL;
	r = a & ~(GFP_KERNEL | GFP_ATOMIC);
	r = n ? a : b;
	r = n ? a : 0;
	n = a && b;
	n = a || 1;
	n = (a, 5);
	n = sizeof(a);
	n = !a;
	if (a)
		n++;
	while (b)
		b = 0;
	for (; a; )
		a = 0;
	return n ? r : a;
}
