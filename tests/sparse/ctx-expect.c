/* __builtin_expect's argument is cast to long: sparse branches on that
 * cast as a value, without swapping the edges for a '!' (6.1's
 * mm/migrate.c, __migration_entry_wait_huge()). */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
void spin_unlock(int *l) __releases(l);
# define unlikely(x)	__builtin_expect(!!(x), 0)
void spin_lock(int *l) __acquires(l);
_Bool is_mig(long pte);
void wait_on_locked(long e, int *ptl);

static void wait_huge(long *ptep, int *l)
{
	long pte;

	spin_lock(l);
	pte = *ptep;

	if (unlikely(!is_mig(pte)))
		spin_unlock(l);
	else
		wait_on_locked(pte, l);
}
