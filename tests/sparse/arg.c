/* Rule (spec 4.2): arguments are checked against the prototype:
 * "incorrect type in argument N" at the argument expression, one
 * warning per bad argument, N 1-based; also through a function pointer.
 * Variadic arguments (those matching "...") and __force parameters are
 * not checked. */
typedef unsigned int __attribute__((bitwise)) gfp_t;

void take2(unsigned long size, gfp_t flags);
void logv(int level, ...);
void forced(__attribute__((force)) gfp_t f, int n);
void forced_ptr(__attribute__((force)) void *addr);
void three(int a, gfp_t b, gfp_t c);

static void arg_swapped(gfp_t a, unsigned long n)
{
	take2(a, n);
	take2(n, a);
	take2(0, 0);
}

static void arg_variadic(gfp_t a, unsigned long n)
{
	logv(1, a, n);
	logv(a);
}

static void arg_forced(gfp_t a, unsigned long n, int *ip)
{
	forced(n, a);
	forced_ptr(ip);
}

static void arg_position(gfp_t a, unsigned long n)
{
	three(a, n + 1, n + 1);
}

static void arg_fnptr(gfp_t a, void (*fp)(gfp_t, int))
{
	(*take2)(a, a);
	fp(1, a);
}
