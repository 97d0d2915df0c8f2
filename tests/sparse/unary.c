/* Rule (spec 4.4): unary operators on a restricted operand.  ~x and +x
 * stay restricted; -x degrades at the '-' (plain result); !x is fine;
 * ++x, x++, --x, x-- degrade at the operator. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

static gfp_t unary(gfp_t a, int n)
{
	gfp_t r;

	r = ~a;
	r = +a;
	n = !a;
	n = -a;
	r = -a;
	++a;
	a++;
	--a;
	a--;
	return r;
}
