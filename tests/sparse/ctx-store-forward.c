/* A load right after a store to the same address, with no call, asm or
 * other store between, is the stored value for sparse (simplify_loads()):
 * `*pgmap = NULL; if (*pgmap)` folds, and the only way on is the goto, so
 * the walk meets the unlock after `no_page:` first (6.12's
 * follow_page_pte(), mm/gup.c, without ZONE_DEVICE).  A call between the
 * store and the load keeps the load. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
void spin_unlock(int *l) __releases(l);
struct map { int x; };
int *lookup(int a);
void touch(void);

static inline struct map *get_map(int a, struct map *old)
{
	return (void *)0;
}

int *follow(int a, struct map **pgmap, int *lock);
int *follow(int a, struct map **pgmap, int *lock)
{
	int *page = lookup(a);

	if (a > 3) {
		*pgmap = get_map(a, *pgmap);
		if (*pgmap)
			page = lookup(a + 1);
		else
			goto no_page;
	}
	spin_unlock(lock);
	return page;
no_page:
	spin_unlock(lock);
	return (void *)0;
}

int *follow_call(int a, struct map **pgmap, int *lock);
int *follow_call(int a, struct map **pgmap, int *lock)
{
	int *page = lookup(a);

	if (a > 3) {
		*pgmap = get_map(a, *pgmap);
		touch();
		if (*pgmap)
			page = lookup(a + 1);
		else
			goto no_page;
	}
	spin_unlock(lock);
	return page;
no_page:
	spin_unlock(lock);
	return (void *)0;
}
