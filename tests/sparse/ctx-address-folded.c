/* `&p->m` handed to an inline function whose parameter is only the base
 * of member accesses: sparse folds the addition into the offsets of the
 * copy's loads and stores, the block that computed it is left empty and is
 * bypassed, and the block sparse names is the one the copy's statement
 * after its (constant) test starts (6.1's nfs_put_client(), fs/nfs/client.c:
 * list.h:144:19).  An address also used as a value keeps its block. */
#define __releases(x)	__attribute__((context(x,1,0)))
void spin_unlock(int *l) __releases(l);
struct node { struct node *next, *prev; };
struct client { int count; struct node link; int lock; };
int dec_and_lock(int *count, int *lock);
void show(struct node *n);

static inline int entry_valid(struct node *n)
{
	return 1;
}

static inline void unlink(struct node *prev, struct node *next)
{
	next->prev = prev;
	prev->next = next;
}

static inline void del(struct node *entry)
{
	if (!entry_valid(entry))
		return;
	unlink(entry->prev, entry->next);
	entry->next = (void *)0;
}

void put(struct client *c);
void put(struct client *c)
{
	if (dec_and_lock(&c->count, &c->lock)) {
		del(&c->link);
		spin_unlock(&c->lock);
	}
}

static inline void del_show(struct node *entry)
{
	if (!entry_valid(entry))
		return;
	show(entry);
	entry->next = (void *)0;
}

void put_show(struct client *c);
void put_show(struct client *c)
{
	if (dec_and_lock(&c->count, &c->lock)) {
		del_show(&c->link);
		spin_unlock(&c->lock);
	}
}

/* a parameter whose first member's address goes to a real call is a
 * value: the caller's addition stays, and so does its block */
struct lockbox { int raw; };
struct holder { int pad; struct lockbox lock; int lock2; };
void raw_lock(int *raw);

static inline void box_lock(struct lockbox *lock)
{
	if (entry_valid((struct node *)0))
		raw_lock(&lock->raw);
}

void put_box(struct holder *h, int x);
void put_box(struct holder *h, int x)
{
	if (x) {
		box_lock(&h->lock);
		spin_unlock(&h->lock2);
	}
}
