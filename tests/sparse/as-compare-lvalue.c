/* The operands of an "incompatible types in comparison expression" (or
 * conditional) error are shown as sparse's classify_type() leaves them:
 * without what belongs to the object holding the pointer, so a member
 * read through an __rcu pointer and a 'T *__rcu' variable show as a
 * plain 'T *' (rcu_check_sparse() in list_for_each_rcu(), i915). */
#define __rcu	__attribute__((noderef, address_space(__rcu)))

struct list_head { struct list_head *next; };
struct holder { struct list_head *__rcu in_rcu; struct list_head *plain; };

static int member_through_rcu(struct list_head __rcu *pos, struct list_head *r)
{
	return pos->next == (struct list_head __rcu *)r;
}

static int rcu_variable(struct list_head *__rcu q, struct list_head *r)
{
	return (struct list_head __rcu *)r != q;
}

static int member_of_rcu_record(struct holder __rcu *h, struct list_head *r)
{
	return h->plain == (struct list_head __rcu *)r;
}

static int rcu_member(struct holder *h, struct list_head *r)
{
	return h->in_rcu == (struct list_head __rcu *)r;
}

static struct list_head *cond_member(int c, struct list_head __rcu *pos,
				     struct list_head *r)
{
	return c ? pos->next : (struct list_head __rcu *)r;
}

int use(struct list_head *r, struct holder *h)
{
	return member_through_rcu(0, r) + rcu_variable(0, r) +
	       member_of_rcu_record(0, r) + rcu_member(h, r) + !!cond_member(0, 0, r);
}
