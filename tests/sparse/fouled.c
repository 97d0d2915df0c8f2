/* Rule (spec 4.3, 4.5): ~x on a restricted type narrower than int is
 * "fouled".  Silent: r = ~a, r = a & ~b, r = a | ~b, ~a & ~b into r,
 * return ~a, (__force __le16)~a, (__le16)~a, if (~a), ~a == b,
 * sizeof(~a).  Warnings: ~a == ~b and ~a != ~b (both degrade), !~a,
 * (_Bool)~a, _Bool b = ~a, return ~a from a _Bool function,
 * n = ~a ("got fouled restricted __le16"), (int)~a (cast from). */
typedef unsigned short __attribute__((bitwise)) __le16;

static __le16 fouled_ok(__le16 a, __le16 b, int n)
{
	__le16 r;

	r = ~a;
	r = a & ~b;
	r = a | ~b;
	r = ~a & ~b;
	r = ~a ^ b;
	r = (__attribute__((force)) __le16)~a;
	r = (__le16)~a;
	if (~a)
		n++;
	if (~a == b)
		n++;
	n = sizeof(~a);
	return ~a;
}

static _Bool fouled_bad(__le16 a, __le16 b, int n)
{
	_Bool t = ~a;

	n = ~a == ~b;
	n = ~a != ~b;
	n = !~a;
	n = (_Bool)~a;
	n = ~a;
	n = (int)~a;
	return ~a;
}
