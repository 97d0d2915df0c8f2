/* sparse's if_convert_phi(): a phi of two values, one from each arm of a
 * branch, becomes a select before the branch; the arms, left empty, are
 * forwarders and the blocks merge (6.12's mm/oom_kill.c, dump_task() on
 * percpu_counter_read_positive()). */
#define __releases(x)	__attribute__((context(x,1,0)))
void unlock(int *l) __releases(l);
void show(long a, long b);

static inline long read_positive(long *c)
{
	long ret = *(volatile long *)c;

	if (ret >= 0)
		return ret;
	return 0;
}

static int dump(int *l, long *c, int k)
{
	if (!k)
		return 0;
	show(read_positive(c), read_positive(c + 1));
	unlock(l);
	return 0;
}

int use(int *l, long *c);
int use(int *l, long *c)
{
	return dump(l, c, 1);
}
