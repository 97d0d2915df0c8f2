/* Rule (spec 12.2): context imbalance checks after linearization (the
 * last phase, after expand warnings): the first problem per function
 * only: "wrong count at exit", "unexpected unlock", "different lock
 * contexts for basic block"; __acquires/__releases/__must_hold
 * annotated functions that balance are silent. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define __must_hold(x)	__attribute__((context(x,1,1)))
#define __acquire(x)	__context__(x,1)
#define __release(x)	__context__(x,-1)
extern int lk;
void lock(void) __acquires(lk);
void unlock(void) __releases(lk);

static void balanced(void)
{
	lock();
	unlock();
}

static void takes(void) __acquires(lk)
{
	__acquire(lk);
}

static void gives(void) __releases(lk)
{
	__release(lk);
}

static void holds(void) __must_hold(lk)
{
	unlock();
	lock();
}

static int wrong_exit(int c)
{
	lock();
	if (c)
		return 1;
	unlock();
	return 0;
}

static void unexpected(void)
{
	unlock();
	unlock();
}

static void conditional(int c)
{
	if (c)
		lock();
	c++;
	if (c)
		unlock();
}

static void no_release(void) __releases(lk)
{
}
