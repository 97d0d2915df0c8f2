/* A pseudo tested twice (sparse's simplify_branch_branch()): the second
 * test is settled on each edge of the first, reduced from 6.1's
 * mm/swapfile.c (lock_cluster_or_swap_info() and its callers). */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
struct ci { int lock; };
struct si { struct ci *cluster_info; int lock; unsigned char *map; };
void spin_lock(int *l) __acquires(l);
void spin_unlock(int *l) __releases(l);
int use(struct si *si, unsigned long off);

static inline struct ci *lock_cluster(struct si *si, unsigned long offset)
{
	struct ci *ci;

	ci = si->cluster_info;
	if (ci) {
		ci += offset / 512;
		spin_lock(&ci->lock);
	}
	return ci;
}

static inline void unlock_cluster(struct ci *ci)
{
	if (ci)
		spin_unlock(&ci->lock);
}

static inline struct ci *lock_cluster_or_swap_info(struct si *si, unsigned long offset)
{
	struct ci *ci;

	ci = lock_cluster(si, offset);
	if (!ci)
		spin_lock(&si->lock);

	return ci;
}

static inline void unlock_cluster_or_swap_info(struct si *si, struct ci *ci)
{
	if (ci)
		unlock_cluster(ci);
	else
		spin_unlock(&si->lock);
}

static int swap_swapcount(struct si *si, unsigned long offset)
{
	struct ci *ci;
	int count;

	ci = lock_cluster_or_swap_info(si, offset);
	count = si->map[offset];
	unlock_cluster_or_swap_info(si, ci);
	return count;
}
