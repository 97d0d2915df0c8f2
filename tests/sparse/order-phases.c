/* Rule (spec 9.1): diagnostics come in phase order, never sorted by
 * line: (1) parse-time warnings of the whole file ([force] in compound
 * literal, mixed bitwiseness), (2) evaluation of each top-level symbol
 * in definition order, with operands before their operator (degrades
 * before the assignment warning) and the -Wdecl line after the body,
 * (3) expansion of each symbol in the same order (cast truncates bits,
 * dereference of noderef expression). */
typedef unsigned int __attribute__((bitwise)) gfp_t;
#define __user __attribute__((noderef, address_space(__user)))
#define __force __attribute__((force))

void one(gfp_t a, gfp_t b, int __user *p)
{
	unsigned char c = 0x1ff;

	a = a + b;
	c = *p;
}

static int two(gfp_t a, int __user *p)
{
	unsigned short s = 0x12345;

	s = *p;
	return a;
}

enum late { L1 = (__force gfp_t)1, L2 = 2 };
static gfp_t lit = (__force gfp_t){ 0 };
int three = 0x100;
