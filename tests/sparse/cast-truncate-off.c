// ARGS: -Wno-cast-truncate
/* Rule (spec 10.1): -Wno-cast-truncate silences "cast truncates bits";
 * same code as cast-truncate.c. */
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
