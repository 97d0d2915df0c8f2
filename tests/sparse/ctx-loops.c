/* Loops, switches and gotos: the blocks sparse makes for them, the order
 * its walk takes their edges (a branch's true side first, a switch's
 * cases in order and its default last), and where a join is placed. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define __must_hold(x)	__attribute__((context(x,1,1)))
extern int lk;
void lock(void) __acquires(lk);
void unlock(void) __releases(lk);
int more(void);

static void in_loop(int n)
{
	for (int i = 0; i < n; i++) {
		lock();
		if (more())
			break;
		unlock();
	}
}

static void held(void) __must_hold(lk)
{
	while (more()) {
		unlock();
		lock();
	}
}

static void cases(int c)
{
	switch (c) {
	case 1:
		lock();
		break;
	case 2:
		unlock();
		/* fall through */
	default:
		break;
	}
}

static int gotos(int c)
{
	lock();
	if (c)
		goto out;
	if (more())
		goto fail;
	unlock();
	return 0;
fail:
	c = -1;
out:
	return c;
}

static void balanced_loop(int n)
{
	do {
		lock();
		unlock();
	} while (--n);
}
