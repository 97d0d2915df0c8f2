/* Rule (spec 4.2, 4.12): values passed through "..." are not checked,
 * whatever their type (restricted, fouled, plain into a restricted
 * context); the named parameters before "..." are. */
typedef unsigned int __attribute__((bitwise)) gfp_t;
typedef unsigned short __attribute__((bitwise)) __le16;
int printk(const char *fmt, ...);
void vflags(gfp_t flags, ...);

static void variadic(gfp_t a, __le16 l, unsigned int n)
{
	printk("%x %x %x\n", a, ~l, n);
	vflags(a, n, a, ~l);
	vflags(n, a);
}
