/* x & 0 and x * 0 are 0 to sparse's simplification whatever x is: a lock
 * taken and released under a flag tested against a mask the
 * configuration made 0 is balanced (6.1's mm/truncate.c,
 * truncate_folio_batch_exceptionals(): IS_DAX() is (i_flags & S_DAX),
 * S_DAX 0 without CONFIG_FS_DAX).  A mask that is not 0 decides nothing. */
#define __acquires(x) __attribute__((context(x, 0, 1)))
#define __releases(x) __attribute__((context(x, 1, 0)))
#define S_DAX 0
struct inode { unsigned int i_flags; int lock; };
struct mapping { struct inode *host; };
extern void lock(int *l) __acquires(l);
extern void unlock(int *l) __releases(l);
extern void work(int i);

static inline _Bool dax_mapping(struct mapping *m)
{
	return m->host && (m->host->i_flags & S_DAX);
}

static void flag_from_inline(struct mapping *m, int n)
{
	_Bool dax;
	int i;

	dax = dax_mapping(m);
	if (!dax)
		lock(&m->host->lock);
	for (i = 0; i < n; i++) {
		if (dax)
			continue;
		work(i);
	}
	if (!dax)
		unlock(&m->host->lock);
}

static void flag_times_zero(struct mapping *m, int n)
{
	int scaled = n * 0;

	if (!scaled)
		lock(&m->host->lock);
	work(n);
	if (!scaled)
		unlock(&m->host->lock);
}

static void flag_not_zero(struct mapping *m, int n)
{
	_Bool dax = m->host->i_flags & 4;

	if (!dax)
		lock(&m->host->lock);
	work(n);
	if (!dax)
		unlock(&m->host->lock);
}

void use(struct mapping *m, int n)
{
	flag_from_inline(m, n);
	flag_times_zero(m, n);
	flag_not_zero(m, n);
}
