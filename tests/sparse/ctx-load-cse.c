/* A load of an address loaded before, with no call, store or memory asm
 * between on any path, is the same pseudo for sparse (simplify_loads()),
 * and so is &p->m computed twice from it (CSE): the two lock pointers
 * below are equal, new == old folds, and the lock is always released (6.1
 * and 6.12 mm/mremap.c move_huge_pud(), where vma->vm_mm is read twice).
 * A call, a store or a memory clobber between keeps the loads apart: then
 * the test stays and one path ends with the lock held.  A store is seen
 * by the loads after it, across blocks too. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
struct mm { long x; int lock; };
struct vma { long a, b; struct mm *vm_mm; };
void spin_lock(int *l) __acquires(l);
void spin_unlock(int *l) __releases(l);
void warn(void);
void touch(struct vma *v);
static inline int *lockptr(struct mm *mm) { return &mm->lock; }
static inline int *lockit(struct mm *mm)
{
	int *ptl = lockptr(mm);
	spin_lock(ptl);
	return ptl;
}

int across_blocks(struct vma *vma, long *pud);
int across_blocks(struct vma *vma, long *pud)
{
	int *old, *new;
	struct mm *mm = vma->vm_mm;
	if (*pud) {
		warn();
		return 0;
	}
	old = lockit(vma->vm_mm);
	new = lockptr(mm);
	*pud = 0;
	if (new == old)			/* folds to true */
		spin_unlock(new);
	return 1;
}

int plain_asm_between(struct vma *vma);
int plain_asm_between(struct vma *vma)
{
	int *old, *new;
	struct mm *mm = vma->vm_mm;
	do {
		asm volatile("nop");	/* no memory clobber: loads stay */
	} while (0);
	old = lockit(vma->vm_mm);
	new = lockptr(mm);
	if (new == old)
		spin_unlock(new);
	return 1;
}

int call_between(struct vma *vma);
int call_between(struct vma *vma)
{
	int *old, *new;
	struct mm *mm = vma->vm_mm;
	touch(vma);			/* may change vma->vm_mm */
	old = lockit(vma->vm_mm);
	new = lockptr(mm);
	if (new == old)
		spin_unlock(new);
	return 1;
}

int store_between(struct vma *vma, long *p);
int store_between(struct vma *vma, long *p)
{
	int *old, *new;
	struct mm *mm = vma->vm_mm;
	*p = 1;				/* may be vma->vm_mm */
	old = lockit(vma->vm_mm);
	new = lockptr(mm);
	if (new == old)
		spin_unlock(new);
	return 1;
}

int clobber_between(struct vma *vma);
int clobber_between(struct vma *vma)
{
	int *old, *new;
	struct mm *mm = vma->vm_mm;
	asm volatile("" : : : "memory");
	old = lockit(vma->vm_mm);
	new = lockptr(mm);
	if (new == old)
		spin_unlock(new);
	return 1;
}

int stored_then_loaded(struct vma *vma, struct mm *mm);
int stored_then_loaded(struct vma *vma, struct mm *mm)
{
	int *old, *new;
	vma->vm_mm = mm;		/* the load below finds mm */
	if (vma->a)
		vma->b = 0;		/* elsewhere: vm_mm stays known */
	else
		vma->b = 1;
	new = lockptr(vma->vm_mm);
	old = lockit(mm);
	if (new == old)
		spin_unlock(new);
	return 1;
}
