/* Rule (spec 4.3): "dubious: !x & y" / "dubious: x | !y" is a separate
 * check on & and | with a '!' operand; it applies to every type, at the
 * operator. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static int dubious(int x, int y, gfp_t a, gfp_t b)
{
	int r;

	r = !x & y;
	r = x & !y;
	r = !x | y;
	r = x | !y;
	r = !a & !b;
	r = !x && y;
	r = !(x & y);
	return r;
}
