/* sparse's expansion makes a || or && whose right side costs less than a
 * branch one operator (expand_logical()): no block tests the right side,
 * and so the join that threads the __cond_lock() value is kept.  Cheap
 * for sparse: a call to a pure or const function (its arguments and one),
 * __builtin_expect() whatever its argument (builtin.c's expand_expect()
 * costs nothing), the bit builtins (their argument).  6.1's
 * send_sigqueue(), kernel/signal.c:
 * if (!t || !likely(lock_task_sighand(t, &flags))) goto ret; */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define __cond_lock(x, c) ((c) ? ({ __context__(x, 1); 1; }) : 0)
#define likely(x) __builtin_expect(!!(x), 1)
int _trylock(void);
#define trylock() __cond_lock(L, _trylock())
void unlock(void) __releases(L);
int cheap(int x) __attribute__((pure));
int cheap2(int x) __attribute__((__const__));
int dear(int x);
static int g;

void pure_call(int b);
void pure_call(int b)
{
	if (!trylock() || !cheap(b))	/* one block: wrong count at exit */
		return;
	g++;
	unlock();
}

void plain_call(int b);
void plain_call(int b)
{
	if (!trylock() || !dear(b))	/* a branch: different contexts */
		return;
	g++;
	unlock();
}

void expected_call(int b);
void expected_call(int b)
{
	if (!trylock() || !likely(dear(b)))
		return;
	g++;
	unlock();
}

void const_call(int b);
void const_call(int b)
{
	if (!trylock() || !cheap2(b))
		return;
	g++;
	unlock();
}

void bit_builtin(int b);
void bit_builtin(int b)
{
	if (!trylock() || !__builtin_popcount(b))
		return;
	g++;
	unlock();
}
