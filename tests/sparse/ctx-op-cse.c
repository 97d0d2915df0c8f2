/* The same operator on the same pseudos is one pseudo for sparse's CSE:
 * the second `if (new != old)` tests what the first tested, and the
 * branch on it is threaded (mm/mremap.c's move_*() take a second lock only
 * when it differs from the first).  An operand changed between, or
 * another operator, makes another pseudo. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
void spin_lock(int *l) __acquires(l);
void spin_unlock(int *l) __releases(l);


void same_test(int *old, int *new);
void same_test(int *old, int *new)
{
	spin_lock(old);
	if (new != old)
		spin_lock(new);
	if (new != old)			/* the same pseudo */
		spin_unlock(new);
	spin_unlock(old);
}

void swapped_test(int *old, int *new);
void swapped_test(int *old, int *new)
{
	spin_lock(old);
	if (new != old)
		spin_lock(new);
	if (old != new)			/* commutative: the same too */
		spin_unlock(new);
	spin_unlock(old);
}

void other_test(int *old, int *new);
void other_test(int *old, int *new)
{
	spin_lock(old);
	if (new != old)
		spin_lock(new);
	if (new > old)			/* another operator */
		spin_unlock(new);
	spin_unlock(old);
}

void changed_operand(int *old, int *new, int *third);
void changed_operand(int *old, int *new, int *third)
{
	spin_lock(old);
	if (new != old)
		spin_lock(new);
	new = third;
	if (new != old)
		spin_unlock(new);
	spin_unlock(old);
}

void offset_test(int *old, long a, long b);
void offset_test(int *old, long a, long b)
{
	spin_lock(old);
	if (a + 8 != b)
		spin_lock(old);
	if (8 + a != b)			/* a constant operand, moved */
		spin_unlock(old);
	spin_unlock(old);
}
