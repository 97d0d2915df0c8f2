/* sparse expands a call to an inline function only if the declaration
 * in scope where the call is written says inline: a function declared
 * plainly at the top of the file and defined inline further down is
 * called, not expanded, by the functions between (6.12's mm/swapfile.c:
 * __try_to_reclaim_swap() and lock_cluster_or_swap_info()).  Its lock is
 * then none of the caller's business; after the definition it is. */
#define __acquires(x) __attribute__((context(x, 0, 1)))
#define __releases(x) __attribute__((context(x, 1, 0)))
extern void lock(int *l) __acquires(l);
extern void unlock(int *l) __releases(l);
extern int busy(void);

struct info { int l; int *cluster; };

static int *lock_either(struct info *si);

static int early(struct info *si)
{
	int *c = lock_either(si);

	if (busy())
		return 1;
	if (!c)
		unlock(&si->l);
	return 0;
}

static inline int *lock_either(struct info *si)
{
	int *c = si->cluster;

	if (c)
		lock(c);
	else
		lock(&si->l);
	return c;
}

static int late(struct info *si)
{
	int *c = lock_either(si);

	if (busy())
		return 1;
	if (!c)
		unlock(&si->l);
	return 0;
}

int use(struct info *si)
{
	return early(si) + late(si);
}
