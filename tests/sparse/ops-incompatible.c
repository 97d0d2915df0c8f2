/* Rule (spec 7): "incompatible types for operation (OP):" with the two
 * operand types, and the unary "incompatible type for operation (OP):"
 * with one; errors, each silencing the rest of its function. */
struct s { int m; };

static int binary(struct s v, int n)
{
	n = v + n;
	n = -n;
	return n;
}

static int unary(struct s v)
{
	return ~v;
}

static double fl(double d)
{
	return ~d;
}
