/* sparse takes typeof(expr)'s type from its evaluation of expr: an
 * operator sparse does not allow on restricted operands degrades them, so
 * typeof(x - 1) is plain unsigned int and a cast to it is no "cast to
 * restricted"; the kernel's ALIGN_DOWN(le32 value, SZ_4K) casts to
 * __typeof__(x) twice (6.1 drivers/usb/cdns3/cdns3-gadget.c).  Operators
 * that keep the restriction (|, & and ?: of two such operands, or of one
 * and 0) keep it in the typeof too. */
typedef unsigned int __attribute__((bitwise)) __le32;
#define __ALIGN_KERNEL(x, a)		__ALIGN_KERNEL_MASK(x, (__typeof__(x))(a) - 1)
#define __ALIGN_KERNEL_MASK(x, mask)	(((x) + (mask)) & ~(mask))
#define ALIGN_DOWN(x, a)		__ALIGN_KERNEL((x) - ((a) - 1), (a))

struct trb { __le32 buffer; };
extern __le32 gv;
static typeof(gv - 1) x;
typedef typeof(gv + 4) T;

int cross(struct trb *trb, int length);
int cross(struct trb *trb, int length)
{
	return ALIGN_DOWN(trb->buffer, 4096) != ALIGN_DOWN(trb->buffer + length, 4096);
}

int kinds(__le32 v, int *p);
int kinds(__le32 v, int *p)
{
	T t = 0;
	typeof(v | v) b = 1;
	typeof(v | 0) c = 1;
	typeof(v & 1) d = 1;
	typeof(-v) e = 1;
	typeof(v ? v : 0) f = 1;
	typeof(v ? v : 1) h = 1;
	typeof(v << 1) j = 1;
	typeof(v + 8) arr[2];
	typeof(p == 0) k = (typeof(p == 0))2;

	return x + t + b + c + d + e + f + h + j + arr[0] + k + sizeof(typeof(p == 0));
}
