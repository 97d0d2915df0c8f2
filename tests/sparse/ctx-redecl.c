/* A call sees the contexts of the function's latest declaration, none if
 * it has none: the definition without them, a plain prototype after one
 * with them, EXPORT_SYMBOL's 'extern typeof(f) f;' (6.1's net/ipv4/ping.c,
 * ping_v4_seq_start() calling ping_seq_start()). */
#define __acquires(x)	__attribute__((context(x,0,1)))
static struct T { int lock; } tab;
void spin_lock(int *l) __acquires(l);
void *a_start(int *pos) __acquires(tab.lock);
void *a_start(int *pos)
{
	spin_lock(&tab.lock);
	return pos;
}
static void *call_a(int *pos)
{
	return a_start(pos);
}
void *b_start(int *pos) __acquires(tab.lock);
void *b_start(int *pos);
static void *call_b(int *pos)
{
	return b_start(pos);
}
void *c_start(int *pos) __acquires(tab.lock);
extern typeof(c_start) c_start;
static void *call_c(int *pos)
{
	return c_start(pos);
}
void *(*p1)(int *);
void *(*p1)(int *) = call_a;
void *(*p2)(int *);
void *(*p2)(int *) = call_b;
void *(*p3)(int *);
void *(*p3)(int *) = call_c;
