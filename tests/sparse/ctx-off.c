// ARGS: -Wno-context
/* Rule (spec 10.1): -Wno-context turns the context imbalance checks
 * off; the other warnings stay. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
typedef unsigned int __attribute__((bitwise)) gfp_t;
extern int lk;
void lock(void) __acquires(lk);
void unlock(void) __releases(lk);

static int wrong_exit(int c, gfp_t g)
{
	lock();
	if (c)
		return g;
	unlock();
	return 0;
}
