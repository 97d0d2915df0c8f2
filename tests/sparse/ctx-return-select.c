/* A phi of two constants that no branch tests (a function's two return
 * values) becomes a select, as any other two values: the block that holds
 * the select is then no join to thread the trylock's branch through, and
 * both lock contexts reach it (fs/dcache.c's dentry_lru_isolate_shrink()).
 */
#define __acquires(x) __attribute__((context(x,0,1)))
#define __releases(x) __attribute__((context(x,1,0)))
#define __cond_lock(x,c)	((c) ? ({ __context__(x,1); 1; }) : 0)
extern int _trylock(int *l);
extern void unlock(int *l) __releases(l);
#define spin_trylock(l) ({ __cond_lock(l, _trylock(l)); })
struct dentry { int d_lock; int flags; };
enum lru_status { LRU_REMOVED, LRU_ROTATE, LRU_SKIP };
static inline void move(struct dentry *d) { d->flags |= 4; }
enum lru_status shrink(struct dentry *dentry);
enum lru_status shrink(struct dentry *dentry)
{
	if (!spin_trylock(&dentry->d_lock))
		return LRU_SKIP;

	move(dentry);
	unlock(&dentry->d_lock);

	return LRU_REMOVED;
}
