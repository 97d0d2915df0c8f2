/* Rule (spec 7, 9.1): "cast truncates bits from constant value (%llx
 * becomes %llx)" is an expand-phase warning (after all evaluation
 * warnings, per symbol in definition order): implicit conversions of a
 * constant in initializers, assignments and arguments, and explicit
 * casts; at the constant (at the type name for a cast). */
typedef unsigned int __attribute__((bitwise)) gfp_t;
void takec(unsigned char c);

static unsigned char gc = 0x1ff;

static void cast_truncate(gfp_t g, unsigned int n)
{
	unsigned char c = 0x100;
	unsigned short s;
	signed char sc = -1;

	s = 0x12345;
	c = (unsigned char)0x2ff;
	takec(0x3ff);
	c = 0xff;
	g = n;
}
