/* Phis sparse's optimizer removes as dead: a discarded ?: (the kernel's
 * __cond_lock() around an assignment, 6.1's get_locked_pte()), whose
 * join then forwards to the branch on the same pseudo; and
 * __builtin_expect's argument, a cast sparse branches on as a value
 * (6.1's mm/migrate.c, __migration_entry_wait_huge()). */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define __acquire(x)	__context__(x,1)
#define __cond_lock(x, c) ((c) ? ({ __acquire(x); 1; }) : 0)
void spin_unlock(int *l) __releases(l);
extern long *__get_locked_pte(long addr, int **ptl);
static inline long *get_locked_pte(long addr, int **ptl)
{
	long *ptep;
	__cond_lock(*ptl, ptep = __get_locked_pte(addr, ptl));
	return ptep;
}
static int cond_locked(int n, long va)
{
	int i;
	int *ptl;
	for (i = 0; i < n; i++) {
		long *ptep = get_locked_pte(va + i, &ptl);
		if (!ptep)
			return -12;
		*ptep = 1;
		spin_unlock(ptl);
	}
	return 0;
}

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
