/* A test of a named pseudo (a '!', a comparison with zero) whose value
 * only feeds branches dies once sparse's simplify_branch() makes the
 * branches test the pseudo itself: the block of WARN_ON_ONCE(!ptep)'s
 * second test holds nothing, and the trylock's test is threaded through it
 * (6.12's unmap_ldt_struct(), arch/x86/kernel/ldt.c, after
 * get_locked_pte()'s __cond_lock()).  A test stored away stays. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define __acquire(x)	__context__(x,1)
#define __cond_lock(x, c)	((c) ? ({ __acquire(x); 1; }) : 0)
#define unlikely(x) __builtin_expect(!!(x), 0)
#define WARN_ON_ONCE(condition) ({ int __ret_warn_on = !!(condition); if (unlikely(__ret_warn_on)) warn(); unlikely(__ret_warn_on); })
void warn(void);
void spin_unlock(int *l) __releases(l);
int *__get_locked(int a, int **ptl);
static inline int *get_locked(int a, int **ptl)
{
	int *ptep;
	__cond_lock(*ptl, ptep = __get_locked(a, ptl));
	return ptep;
}
extern int seen;
int seen;
void unmap(int n);
void unmap(int n)
{
	int i;
	for (i = 0; i < n; i++) {
		int *ptl;
		int *ptep = get_locked(i, &ptl);
		if (!WARN_ON_ONCE(!ptep)) {
			*ptep = 0;
			spin_unlock(ptl);
		}
	}
}

void unmap_kept(int n);
void unmap_kept(int n)
{
	int i;
	for (i = 0; i < n; i++) {
		int *ptl;
		int *ptep = get_locked(i, &ptl);
		int bad = !ptep;

		seen = bad;
		if (!bad) {
			*ptep = 0;
			spin_unlock(ptl);
		}
	}
}
