/* Rule (spec 2, 4.5): ~x on a restricted type of int width or wider is
 * not fouled: it stays plainly restricted, so ~a == ~b is silent and
 * n = ~a prints "got restricted gfp_t" (no "fouled"). */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned long long __attribute__((bitwise)) __le64;
typedef unsigned char __attribute__((bitwise)) u8_bw;

static int fouled_wide(gfp_t a, gfp_t b, __le64 q, u8_bw c, int n)
{
	n = ~a == ~b;
	n = !~a;
	n = ~a;
	n = ~q;
	n = ~c;
	n = ~c == ~c;
	return n;
}
