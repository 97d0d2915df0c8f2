/* sparse folds a loop's phi of a local only where trivial_phi() finds the
 * one value from the phi's first source: a phi first is not looked
 * through.  A loop entered from an empty block (the join of the `if`
 * before it) has that block bypassed by simplify_cfg_early(), so the back
 * edge's source comes first; when the chain of first sources from there
 * goes round the loop without meeting the constant, every phi of the local
 * stays, the branches on it too, and an unlock under `if (held)` is
 * reached with no lock (6.1's isolate_migratepages_block() in
 * mm/compaction.c, whose lock is taken only in code the asm-goto atomics
 * make dead).  A join that if_convert_phi() makes select(held, 0, held)
 * is 0, a constant first source. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define NULL ((void *)0)
struct lock { int x; };
void spin_lock(struct lock *l) __acquires(l);
void spin_unlock(struct lock *l) __releases(l);
struct lock *lookup(int *v);
void put(int *v);

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

/* sparse: the unlock in the loop is reached with no lock */
static int forwarded_nested(int **v, int n, int c)
{
	struct lock *held = NULL;
	int i = 0, skip = 0;

	if (c && n)
		skip = 1;
	for (; i < n; i++) {
		if (!(i % 32)) {
			if (held) {
				spin_unlock(held);
				held = NULL;
			}
			put(v[i]);
		}
		if (skip && !v[i])
			break;
		if (!dec_and_test(v[i]))
			continue;
		held = relock(v[i], held);
	}
	if (held)
		spin_unlock(held);
	return i;
}

/* entered from a block with a store: the constant is the first source */
static int stored_nested(int **v, int n, int c)
{
	struct lock *held = NULL;
	int i, skip = 0;

	if (c && n)
		skip = 1;
	for (i = 0; i < n; i++) {
		if (!(i % 32)) {
			if (held) {
				spin_unlock(held);
				held = NULL;
			}
			put(v[i]);
		}
		if (skip && !v[i])
			break;
		if (!dec_and_test(v[i]))
			continue;
		held = relock(v[i], held);
	}
	if (held)
		spin_unlock(held);
	return i;
}

/* the inner loop is entered from an empty block */
static int forwarded_inner(int **v, int n, int c)
{
	struct lock *held = NULL;
	int i, j = 0, skip = 0;

	for (i = 0; i < n; i++) {
		if (c && n)
			skip = 1;
		for (; j < n; j++) {
			if (!(j % 32)) {
				if (held) {
					spin_unlock(held);
					held = NULL;
				}
				put(v[j]);
			}
			if (skip && !v[j])
				break;
			if (!dec_and_test(v[j]))
				continue;
			held = relock(v[j], held);
		}
	}
	if (held)
		spin_unlock(held);
	return i;
}

/* entered from an empty block, but the reset is a select of 0: folded */
static int forwarded_entry(int **v, int n, int c)
{
	struct lock *held = NULL;
	int i = 0, skip = 0;

	if (c && n)
		skip = 1;
	for (; i < n; i++) {
		if (skip && !v[i])
			break;
		if (!dec_and_test(v[i]))
			goto fail;
		held = relock(v[i], held);
		continue;
fail:
		if (held) {
			spin_unlock(held);
			held = NULL;
		}
	}
	if (held)
		spin_unlock(held);
	return i;
}

/* entered from an empty block, the back edge brings the constant: folded */
static int constant_back(int **v, int n, int c)
{
	struct lock *held = NULL;
	int i = 0, skip = 0;

	if (c && n)
		skip = 1;
	for (; i < n; i++) {
		if (held) {
			spin_unlock(held);
		}
		held = NULL;
		if (skip && !v[i])
			break;
		if (!dec_and_test(v[i]))
			continue;
		held = relock(v[i], held);
	}
	if (held)
		spin_unlock(held);
	return i;
}

/* the loop's continue and its body's end are both empty blocks: the
 * body's end is bypassed first (simplify_cfg_early() walks the blocks
 * backwards), so its source, the select of 0 after `fail`, comes first:
 * folded (6.12's isolate_migratepages_block()) */
static int forwarders_backwards(int **v, int n, int c)
{
	struct lock *held = NULL;
	int i = 0, skip = 0;

	if (c && n)
		skip = 1;
	for (; i < n; i++) {
		if (!(i % 32)) {
			if (held) {
				spin_unlock(held);
				held = NULL;
			}
			put(v[i]);
		}
		if (skip && !v[i]) {
			if (v[i + 1])
				put(v[i]);
			continue;
		}
		if (!dec_and_test(v[i]))
			goto fail;
		held = relock(v[i], held);
fail:
		if (held) {
			spin_unlock(held);
			held = NULL;
		}
		if (v[i])
			put(v[i]);
	}
	if (held)
		spin_unlock(held);
	return i;
}

int use(int **v, int n, int c);
int use(int **v, int n, int c)
{
	return forwarded_nested(v, n, c) + stored_nested(v, n, c) +
	       forwarded_inner(v, n, c) + forwarded_entry(v, n, c) +
	       constant_back(v, n, c) + forwarders_backwards(v, n, c);
}
