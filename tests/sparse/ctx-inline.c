/* Contexts carried by inline functions expanded at each call: a block
 * that is empty where an inline copy starts takes the call's '(' as its
 * position (sparse's inlined compound statement); do { } while (0)
 * blocks merge away; a noreturn call ends its path. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define __release(x)	__context__(x,-1)
extern int lk;
void lock(void) __acquires(lk);
void unlock(void) __releases(lk);
void die(void) __attribute__((noreturn));

static inline void ul(int *p)
{
	unlock();
}

static inline void ul2(int *p)
{
	do { } while (0);
	__release(lk);
	do { } while (0);
}

static void g1(int *p)
{
	ul(p);
}

static void g2(int *p)
{
	if (*p)
		ul2(p);
}

static void g3(int *p)
{
	lock();
	if (*p)
		die();
	unlock();
}

static void g4(int *p)
{
	lock();
	if (*p) {
		ul(p);
		return;
	}
	ul2(p);
}

static void g5(int *p)
{
	lock();
	if (*p)
		return;
	ul(p);
}
