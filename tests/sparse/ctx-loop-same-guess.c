/* A loop's local that a branch of the body leaves alone has one value on
 * both sides of the join after it, the loop's phi: no phi there (6.1's
 * put_swap_folio(), mm/swapfile.c, whose loop counter `i` passes an
 * inline lock function's own join, so that the block after the `if` is
 * empty and the join sparse names is the loop's continue block: the
 * lock function tests one pointer and returns another, so its two tests
 * are not threaded). */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
void spin_lock(int *l) __acquires(l);
void spin_unlock(int *l) __releases(l);
struct info { int lock; int *map; };
int entry_free(struct info *si, int off);
void free_slot(int off);

static inline int *lock_cluster(struct info *si, int off)
{
	int *ci = si->map;

	if (ci) {
		ci += off;
		spin_lock(ci);
	}
	return ci;
}

static inline int *lock_either(struct info *si, int off)
{
	int *ci = lock_cluster(si, off);

	if (!ci)
		spin_lock(&si->lock);
	return ci;
}

static inline void unlock_either(struct info *si, int *ci)
{
	if (ci)
		spin_unlock(ci);
	else
		spin_unlock(&si->lock);
}

void put_range(struct info *si, int off, int size);
void put_range(struct info *si, int off, int size)
{
	int *ci = lock_either(si, off);
	int i;

	for (i = 0; i < size; i++) {
		if (!entry_free(si, off + i)) {
			unlock_either(si, ci);
			free_slot(off + i);
			if (i == size - 1)
				return;
			lock_either(si, off);
		}
	}
	unlock_either(si, ci);
}
