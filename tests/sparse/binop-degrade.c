/* Rule (spec 4.3): + - * / % < > <= >= between two values of the same
 * restricted type degrade both operands, left then right, each at its
 * own position; << and >> always degrade a restricted operand (the
 * count too).  The result is plain, so assigning it to a restricted
 * object warns next, after the degrades. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static void binop_degrade(gfp_t a, gfp_t b, int n, gfp_t *out)
{
	n = a + b;
	n = a - b;
	n = a * b;
	n = a / b;
	n = a % b;
	n = a < b;
	n = a > b;
	n = a <= b;
	n = a >= b;
	n = a << 1;
	n = a >> n;
	n = n << a;
	n = a + 0;
	n = a < 0;
	*out = a - b;
}
