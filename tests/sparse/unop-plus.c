// A unary + is replaced by its operand converted to the promoted base type:
// the position is the operand's, the name, typedef mark and nocast are gone,
// a narrow restricted value becomes int, a nocast value widened by the
// promotion warns, and +0 is still the constant 0.
typedef unsigned short __attribute__((bitwise)) __le16;
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned int __attribute__((bitwise)) slab_t;
typedef unsigned char __attribute__((nocast)) nc8;
typedef unsigned long __attribute__((nocast)) ncl;

static void take(gfp_t f) { }

static void f(__le16 l, nc8 c, unsigned char uc, int i, slab_t s, ncl n, gfp_t g)
{
	unsigned int v = +n;
	gfp_t r = +0;

	take(+l);
	take(+c);
	take(+uc);
	take(+ +i);
	take(-(+l));
	take((+l) | l);
	take(+s);
	take(+~l);
	take(+n);
	take(+g);
	r = +g;
}
