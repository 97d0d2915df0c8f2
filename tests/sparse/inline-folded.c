// In the second and later inlined copies of an inline function sparse sees
// the constant casts of its body already folded by the first copy: casts of
// constants to or from restricted types, and constant casts that truncate,
// warn once; everything else warns at every call site. A truncating cast is
// reported at the constant.
typedef unsigned int __attribute__((bitwise)) fpi_t;
static inline int inl2(fpi_t fl, unsigned int u)
{
	fpi_t y = (fpi_t)u;
	unsigned int z = (unsigned int)fl;
	fpi_t w = (fpi_t)(u + 1);
	return (unsigned int)(fpi_t)2;
}
static int a2(fpi_t f) { return inl2(f, 1); }
static int b2(fpi_t f) { return inl2(f, 2); }
void takec(unsigned char c);
static inline int inl5(int u)
{
	unsigned char c = 0x1ff;
	unsigned char d;
	d = 0x2ff;
	takec(0x3ff);
	return c + u + d;
}
static int a5(int f) { return inl5(1); }
static int b5(int f) { return inl5(2); }
static inline int inl3(int u)
{
	unsigned char c = (unsigned char)0x1ff;
	return c + u;
}
static int a3(int f) { return inl3(1); }
static int b3(int f) { return inl3(2); }
static int n1(int u)
{
	unsigned char c = (unsigned char)0x1ff;
	return c + u;
}
