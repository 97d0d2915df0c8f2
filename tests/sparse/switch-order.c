/* Rule (spec 4.9, 9.1, sparse's evaluate_switch_statement()): the case
 * values are evaluated with the body, their casts warned there; their
 * types are checked against the switch's after the body, in order. */
typedef unsigned short __attribute__((bitwise)) __be16;

#define to_be16(x) ((__be16)(x))
#define from_be16(x) ((__attribute__((force)) unsigned short)(x))

static int proto(__be16 p)
{
	switch (p) {
	case from_be16(to_be16(0x86dd)):
		return 6;
	case from_be16(to_be16(0x0800)):
		return 4;
	default:
		return 0;
	}
}

int use(void)
{
	return proto(0);
}
