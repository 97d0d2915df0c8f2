// sparse gives up on an expression that failed its type check: the right
// operand of && or || after a failed comparison is not evaluated
// (kernel/sched/fair.c: rq->curr != rq->idle && rq->curr != p), and an
// assignment of the wrong type is not expanded, so a noderef pointer
// dereferenced in it is not reported (kernel/sched/topology.c:
// parent->parent->child = tmp).
#define __rcu __attribute__((noderef, address_space(__rcu)))
struct task_struct { int x; };
struct rq { struct task_struct __rcu *curr; struct task_struct *idle; };
struct sd { struct sd __rcu *parent; struct sd __rcu *child; };
int f(struct rq *rq, struct task_struct *p);
int f(struct rq *rq, struct task_struct *p)
{
	if (rq->curr != rq->idle && rq->curr != p)
		return 0;
	if (rq->curr != p || rq->idle != rq->curr)
		return 2;
	return 1;
}
void g(struct sd *parent, struct sd *tmp);
void g(struct sd *parent, struct sd *tmp)
{
	parent->parent->child = tmp;
	parent->parent->child = parent->child;
}
