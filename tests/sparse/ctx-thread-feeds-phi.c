/* sparse's simplify_phi_branch() does not thread a parent past a join
 * whose target has a phi fed from the join's own block
 * (bb_depends_on_phi()): the block that tests `unn()`'s || join also holds
 * the && shortcut's phi source, so the parents that know `unn()` stay on
 * that block, and the depth-first walk meets the unlock of the second test
 * first (6.1's tcp_add_backlog(), net/ipv4/tcp_ipv4.c, and 6.12's:
 * tcp_checksum_complete() of skb_csum_unnecessary()). */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
void spin_lock(int *l) __acquires(l);
void spin_unlock(int *l) __releases(l);
struct s { unsigned char a:2, b:1; int off; int lock; };
int check(struct s *x);
void drop(struct s *x);

static inline int unn(struct s *x)
{
	return x->a == 1 || x->b || (x->a == 3 && x->off >= 0);
}

static inline int complete(struct s *x)
{
	return !unn(x) && check(x);
}

int backlog(struct s *x);
int backlog(struct s *x)
{
	if (__builtin_expect(!!(complete(x)), 0)) {
		spin_unlock(&x->lock);
		return 1;
	}
	drop(x);
	if (__builtin_expect(!!(check(x)), 0)) {
		spin_unlock(&x->lock);
		return 1;
	}
	return 0;
}

/* without the shortcut: the first unlock is met first */
int plain(struct s *x);
int plain(struct s *x)
{
	if (__builtin_expect(!!(unn(x)), 0)) {
		spin_unlock(&x->lock);
		return 1;
	}
	drop(x);
	if (__builtin_expect(!!(check(x)), 0)) {
		spin_unlock(&x->lock);
		return 1;
	}
	return 0;
}
