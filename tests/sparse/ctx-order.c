/* Rule (spec 9.1, 12.2): phase order with context checks: evaluation
 * warnings of all symbols, then per symbol in definition order its
 * expand warnings then its context warning (expand and linearize run
 * symbol by symbol). */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
typedef unsigned int __attribute__((bitwise)) gfp_t;
extern int lk;
void lock(void) __acquires(lk);
void unlock(void) __releases(lk);

static int one(int c, gfp_t g)
{
	unsigned char t = 0x1ff;

	lock();
	if (c)
		return g;
	unlock();
	return t;
}

static int two(int c, gfp_t g)
{
	unsigned char t = 0x2ff;

	unlock();
	return g + t;
}
