/* A local that holds a constant before a loop and is assigned another
 * value only in code sparse finds dead keeps the constant: its phi at the
 * loop's top has one value, and the branches on it fold (6.1's
 * release_pages() in mm/swap.c: `lruvec` stays NULL, as sparse never takes
 * an asm goto's label and the atomic dec-and-test is false).  The graph is
 * built in one pass: the loop guesses the constant stays and checks the
 * guess at its back edges. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define NULL ((void *)0)
struct lock { int x; };
void spin_lock(struct lock *l) __acquires(l);
void spin_unlock(struct lock *l) __releases(l);
struct lock *lookup(int *v);
void put(int *v);

/* the kernel's __GEN_RMWcc() with asm goto */
static inline _Bool dec_and_test(int *v)
{
	return ({
		_Bool c = 0;
		asm goto("decl %[var]; je %l[cc_label]" : : [var] "m" (*v) : "memory" : cc_label);
		if (0) {
cc_label:		c = 1;
		}
		c;
	});
}

static inline struct lock *relock(int *v, struct lock *locked)
{
	if (locked) {
		if (lookup(v) == locked)
			return locked;
		spin_unlock(locked);
	}
	locked = lookup(v);
	spin_lock(locked);
	return locked;
}

/* sparse: silent */
static void release_all(int **v, int n)
{
	struct lock *held = NULL;
	unsigned int batch;
	int i;

	for (i = 0; i < n; i++) {
		if (held && ++batch == 32) {
			spin_unlock(held);
			held = NULL;
		}
		if (!dec_and_test(v[i]))
			continue;
		held = relock(v[i], held);
		put(v[i]);
	}
	if (held)
		spin_unlock(held);
}

/* the same, but a test of `held` that sparse makes a select: the phi at
 * the loop's top is no longer one of constants, and sparse warns */
static void release_select(int **v, int n)
{
	struct lock *held = NULL;
	int i;

	for (i = 0; i < n; i++) {
		if (held && i == 32) {
			spin_unlock(held);
			held = NULL;
		}
		if (!dec_and_test(v[i]))
			continue;
		held = relock(v[i], held);
		put(v[i]);
	}
	if (held)
		spin_unlock(held);
}

/* the same with the assignment live: sparse warns */
static void release_live(int **v, int n)
{
	struct lock *held = NULL;
	int i;

	for (i = 0; i < n; i++) {
		if (held && i == 32) {
			spin_unlock(held);
			held = NULL;
		}
		if (!v[i])
			continue;
		held = relock(v[i], held);
		put(v[i]);
	}
	if (held)
		spin_unlock(held);
}

/* a loop inside the loop, the dead assignment in the inner one */
static void nested(int **v, int n)
{
	struct lock *held = NULL;
	int i, j;

	for (i = 0; i < n; i++) {
		for (j = 0; j < i; j++) {
			if (!dec_and_test(v[j]))
				continue;
			held = relock(v[j], held);
		}
		if (held) {
			spin_unlock(held);
			held = NULL;
		}
	}
	if (held)
		spin_unlock(held);
}

/* a goto out of the loop brings the kept constant (6.12's
 * isolate_migratepages_block() in mm/compaction.c) */
static int goto_out(int **v, int n)
{
	struct lock *held = NULL;
	int i;

	for (i = 0; i < n; i++) {
		if (!v[i])
			goto abort;
		if (!dec_and_test(v[i]))
			continue;
		held = relock(v[i], held);
	}
	i = 0;
abort:
	if (held)
		spin_unlock(held);
	return i;
}

/* a guarded reset to the constant keeps it: `if (held) held = NULL` is
 * sparse's select(held, NULL, held), which is NULL */
static void reset_in_loop(int n)
{
	struct lock *held = NULL;
	int i;

	for (i = 0; i < n; i++) {
		if (held) {
			spin_unlock(held);
			held = NULL;
		}
	}
}

/* the same reset at a label some gotos reach */
static void reset_at_label(int **v, int n)
{
	struct lock *held = NULL;
	int i;

	for (i = 0; i < n; i++) {
		if (!v[i])
			goto fail;
		if (v[i][0]) {
			if (held) {
				spin_unlock(held);
				held = NULL;
			}
			put(v[i]);
			continue;
		}
fail:
		if (held) {
			spin_unlock(held);
			held = NULL;
		}
	}
}

/* the constant is not kept: a value the loop brings back differs */
static void refuted(int **v, int n)
{
	int locked = 0;
	int i;

	for (i = 0; i < n; i++) {
		if (locked)
			spin_unlock(NULL);
		locked = v[i] != NULL;
	}
}

/* a null pointer constant is a constant */
static void null_test(void)
{
	struct lock *p = NULL;

	if (p)
		spin_unlock(p);
}

/* a value set on the side a known condition does not take is not joined */
static inline int always_zero(int *v)
{
	put(v);
	return 0;
}

static void untaken(int *v)
{
	int locked = 0;

	if (always_zero(v))
		locked = 1;
	if (locked)
		spin_unlock(NULL);
}

int use(int **v, int n);
int use(int **v, int n)
{
	release_all(v, n);
	release_select(v, n);
	release_live(v, n);
	nested(v, n);
	goto_out(v, n);
	reset_in_loop(n);
	reset_at_label(v, n);
	refuted(v, n);
	null_test();
	untaken(v[0]);
	return 0;
}
