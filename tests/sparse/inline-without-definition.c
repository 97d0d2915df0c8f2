// A call through a declaration that says inline, of a function then
// defined without it, has no body to inline: sparse's error, at the
// definition's parameter list (6.1's kernel/sched/fair.c, whose
// __always_inline prototype of account_cfs_rq_runtime() is defined
// without inline when CONFIG_CFS_BANDWIDTH is off).  A call after the
// definition goes through the definition.
static inline void acc(int *p, int d);
int upd(int *p);
int upd(int *p)
{
	acc(p, 1);
	return *p;
}
static void acc(int *p, int d) { *p += d; }
int upd2(int *p);
int upd2(int *p) { acc(p, 2); return 0; }
