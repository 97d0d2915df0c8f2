/* A join of an && chain whose first operand an inline function made
 * constant (a static key's arch_static_branch() in 6.1's
 * inode_cgwb_enabled()): its short-circuit edge is folded away, the next
 * operand's block merges with the first, and the join's other sources are
 * stale.  Their value is no longer the value of the edges into the join:
 * the function keeps both of its paths (fs/fs-writeback.c,
 * wbc_attach_and_unlock_inode(), lost its second unlock). */
#define __releases(x) __attribute__((context(x, 1, 0)))
typedef _Bool bool;
extern void unlock(int *l) __releases(l);
struct inode { int l; unsigned long flags; unsigned caps; };

static inline __attribute__((always_inline)) bool key_off(void)
{
	return 0;
}

static inline bool enabled(struct inode *inode)
{
	return !key_off() && (inode->caps & 1) && (inode->flags & 1);
}

static inline bool enabled2(struct inode *inode)
{
	return !key_off() && (inode->caps & 1);
}

static void three(struct inode *inode)
{
	if (!enabled(inode)) {
		unlock(&inode->l);
		return;
	}
	inode->l = 3;
	unlock(&inode->l);
}

static void two(struct inode *inode)
{
	if (!enabled2(inode)) {
		unlock(&inode->l);
		return;
	}
	inode->l = 3;
	unlock(&inode->l);
}

void use(struct inode *inode)
{
	three(inode);
	two(inode);
}
