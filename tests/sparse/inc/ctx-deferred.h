/* included by ctx-deferred-body.c: an annotated declaration, and an
 * inline function that calls it */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
struct srcu { int a; };
int __read_lock(struct srcu *p) __acquires(p);
void __read_unlock(struct srcu *p, int i) __releases(p);

static inline int read_lock(struct srcu *p) __acquires(p)
{
	int r;

	r = __read_lock(p);
	return r;
}

static inline void read_unlock(struct srcu *p, int i) __releases(p)
{
	__read_unlock(p, i);
}
