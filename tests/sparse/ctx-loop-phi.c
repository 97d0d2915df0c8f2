/* A local written before a loop and written and read in it has a phi at
 * the loop's top in sparse's SSA form, and a phi source at the end of the
 * block before: that block is not empty, and it is the join sparse names
 * (6.12's mm/migrate.c, __buffer_migrate_folio()).  A local only written
 * before the loop is a copy: its block is empty and forwards. */
#define __acquires(x)	__attribute__((context(x,0,1)))
#define __releases(x)	__attribute__((context(x,1,0)))
struct bh { struct bh *next; };
void spin_lock(int *l) __acquires(l);
void spin_unlock(int *l) __releases(l);
void unlock_buffer(struct bh *bh);
int migrate(struct bh *bh);

static int carried(struct bh *head, int *lock, int check)
{
	struct bh *bh;
	int rc;

	if (check)
		spin_lock(lock);
	rc = migrate(head);
	if (check)
		spin_unlock(lock);
	bh = head;
	do {
		unlock_buffer(bh);
		bh = bh->next;
	} while (bh != head);
	return rc;
}

static int not_carried(struct bh *head, int *lock, int check)
{
	struct bh *bh;
	int rc;

	if (check)
		spin_lock(lock);
	rc = migrate(head);
	if (check)
		spin_unlock(lock);
	bh = head;
	do {
		unlock_buffer(bh);
	} while (migrate(bh));
	return rc;
}

int use(struct bh *h, int *l);
int use(struct bh *h, int *l)
{
	return carried(h, l, 1) + not_carried(h, l, 0);
}
