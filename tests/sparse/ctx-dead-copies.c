/* After sparse's SSA conversion a block holding only copies (the stores
 * of an inline call's arguments, a local's reads and writes) and the
 * phi sources of a dead phi (a value returned alike by every return, a
 * discarded inline return or ?:) is empty: it becomes a forwarder and a
 * later block gives the line (6.1's fs/lockd/clntproc.c,
 * nlmclnt_put_lockowner(), list_del() after a __cond_lock). */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
#define __cond_acquires(x) __attribute__((context(x,0,-1)))
struct list { struct list *next, *prev; };
struct owner { struct list list; int count; int *lock; };
_Bool dec_and_lock(int *r, int *lock) __cond_acquires(lock);
void spin_unlock(int *l) __releases(l);
void kfree(void *p);

static inline _Bool del_valid(struct list *e)
{
	return 1;
}

static inline void __del(struct list *prev, struct list *next)
{
	next->prev = prev;
	prev->next = next;
}

static inline void del_entry(struct list *entry)
{
	if (!del_valid(entry))
		return;
	__del(entry->prev, entry->next);
}

static inline void list_del(struct list *entry)
{
	del_entry(entry);
	entry->next = 0;
}

static void put_owner(struct owner *o)
{
	if (!dec_and_lock(&o->count, o->lock))
		return;
	list_del(&o->list);
	spin_unlock(o->lock);
	kfree(o);
}


static inline int which(int k)
{
	if (k)
		return 1;
	return 2;
}

static void discarded(struct owner *o, int k)
{
	if (!dec_and_lock(&o->count, o->lock))
		return;
	(void)k;
	k ? 1 : 2;
	which(k);
	list_del(&o->list);
	spin_unlock(o->lock);
}

static int same_ret(struct owner *o, int k)
{
	if (k)
		return 0;
	if (!dec_and_lock(&o->count, o->lock))
		return 0;
	int j = k;
	list_del(&o->list);
	spin_unlock(o->lock);
	return 0;
}

void use(void);
void use(void)
{
	put_owner(0);
	discarded(0, 1);
	same_ret(0, 1);
}
