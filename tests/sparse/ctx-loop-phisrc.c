/* The phi sources of a local a loop carries go at the end of the loop
 * top's parents as they are once sparse's simplify_cfg_early() has
 * bypassed the empty blocks: an if's empty join right before the loop is
 * bypassed, its arms get the sources, and the join sparse judges is the
 * loop's top, named by the condition's first statement (6.1's
 * __i915_active_fence_set(), drivers/gpu/drm/i915/i915_active.c:1086:16).
 * A join that holds a statement before the loop is not bypassed. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
struct fence { int lock; };
void spin_lock(int *l) __acquires(l);
void spin_unlock(int *l) __releases(l);
struct fence *get(void);
struct fence *swap(struct fence *old, struct fence *new);
void note(void);

static struct fence *empty_join(struct fence *fence)
{
	struct fence *prev = get();

	spin_lock(&fence->lock);
	if (prev)
		spin_lock(&prev->lock);
	while (({ struct fence *f = fence; swap(prev, f); }) != prev) {
		if (prev)
			spin_unlock(&prev->lock);
		prev = get();
		if (prev)
			spin_lock(&prev->lock);
	}
	spin_unlock(&fence->lock);
	return prev;
}

static struct fence *busy_join(struct fence *fence)
{
	struct fence *prev = get();

	spin_lock(&fence->lock);
	if (prev)
		spin_lock(&prev->lock);
	note();
	while (swap(prev, fence) != prev) {
		if (prev)
			spin_unlock(&prev->lock);
		prev = get();
		if (prev)
			spin_lock(&prev->lock);
	}
	spin_unlock(&fence->lock);
	return prev;
}

/* a while loop without a statement in its continue block: that block is
 * empty too, and its parents get the source */
static int empty_latch(int *lock, int n)
{
	int i = 0;

	if (n > 4)
		spin_lock(lock);
	while (i < n) {
		if (i == 3)
			spin_unlock(lock);
		i++;
	}
	return i;
}

int use(struct fence *f, int *l, int n);
int use(struct fence *f, int *l, int n)
{
	return !!empty_join(f) + !!busy_join(f) + empty_latch(l, n);
}
