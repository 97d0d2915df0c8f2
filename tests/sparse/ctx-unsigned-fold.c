/* Constant operators compute in their operands' common type: (unsigned
 * long)-1 < 1 is false and -1 < 1U too.  6.12's min() checks
 * is_signed_type(typeof(x)) in a BUILD_BUG_ON_MSG() whose noreturn call
 * is dead; taken as live, it ended every function using min() there
 * (mm/swapfile.c's alloc_swap_scan_cluster() lost its lock contexts). */
#define __acquires(x) __attribute__((context(x, 0, 1)))
#define __releases(x) __attribute__((context(x, 1, 0)))
#define is_signed_type(type) (((type)(-1)) < (type)1)
#define sign_use(x) (is_signed_type(typeof(x)) ? 2 : 1 + 2 * (sizeof(x) < 4))
#define types_ok(x, y) (sign_use(x) & sign_use(y))
#define build_bug_on(c) do {						\
	__attribute__((noreturn)) extern void assert_failed(void);	\
	if (!(!(c)))							\
		assert_failed();					\
} while (0)
#define min(x, y) ({ __auto_type ux = (x); __auto_type uy = (y);	\
	build_bug_on(!types_ok(ux, uy)); ux < uy ? ux : uy; })

extern void lock(int *l) __acquires(l);
extern void unlock(int *l) __releases(l);

struct pool { unsigned int max; int l; };

static unsigned long scan(struct pool *p, unsigned long start)
{
	unsigned long end = min(start + 512, p->max);

	lock(&p->l);
	if (end > start)
		unlock(&p->l);
	return end;
}

static void mixed(int *l, int n)
{
	if (-1 < 1U)
		return;
	if ((unsigned long)-1 / 2 < 5)
		return;
	lock(l);
	if (n)
		unlock(l);
}

unsigned long use(struct pool *p, int *l)
{
	mixed(l, 0);
	return scan(p, 0);
}
