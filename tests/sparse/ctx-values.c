/* Branches sparse folds before it judges: constants, values known
 * through locals and inline returns (its SSA form), __builtin_expect,
 * an asm goto's label that no edge reaches (the static-branch pattern),
 * and a join of constants a branch is threaded through (trylock). */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define __acquire(x)	__context__(x,1)
#define __cond_lock(x, c) ((c) ? ({ __acquire(x); 1; }) : 0)
extern int lk;
void lock(void) __acquires(lk);
void unlock(void) __releases(lk);
int raw_trylock(void);
#define trylock() __cond_lock(lk, raw_trylock())

static inline int no_sleep(void)
{
	asm goto("" : : : : yes);
	return 0;
yes:
	return 1;
}

static inline int is_on(int x)
{
	return x;
}

static void folded(int c)
{
	if (no_sleep() && c)
		lock();
	else
		c++;
	if (no_sleep() && c)
		unlock();
}

static void arg_known(void)
{
	if (is_on(0))
		lock();
}

static void local_known(int c)
{
	int on = 0;
	if (on)
		lock();
	if (__builtin_expect(on, 0))
		unlock();
}

static void trylocks(int c)
{
	if (!trylock())
		return;
	unlock();
	while (!trylock())
		c++;
	unlock();
}

static void not_known(int c)
{
	if (c)
		lock();
	c++;
	if (c)
		unlock();
}
